/**
 * Mounts the React Router app: every path that is not the API or a health check is server-rendered.
 * Production serves the built bundle; development runs Vite in middleware mode with hot reload.
 */
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import middie from "@fastify/middie";
import fastifyStatic from "@fastify/static";
import { AppError, type PortalServices } from "@portal/contracts";
import { isDatabaseReachable } from "@portal/db";
import {
  AVATAR_MAX_BYTES,
  type DomainMap,
  RESUME_MAX_BYTES,
  SITES,
  type SiteId,
  siteHostname,
} from "@portal/domain";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type pg from "pg";
import { type AppLoadContext, createRequestHandler, type ServerBuild } from "react-router";
import { databaseUnavailableError } from "../plugins/errors.ts";
import { sendFetchResponse, toFetchRequest } from "./fetch-bridge.ts";

const PAGE_METHODS: ReadonlySet<string> = new Set(["GET", "HEAD", "POST"]);

/** A page form's fields: the longest (a profile summary, a cover letter) are a few thousand characters. */
const PAGE_FORM_BODY_LIMIT = 256 * 1024;

/** A form with a file (a resume with the first registration step, a photo): the file and the fields. */
const PAGE_UPLOAD_BODY_LIMIT = Math.max(RESUME_MAX_BYTES, AVATAR_MAX_BYTES) + PAGE_FORM_BODY_LIMIT;

export interface WebAppOptions {
  webRoot: string;
  mode: "production" | "development";
  services: PortalServices;
  domainMap: DomainMap;
  /** Asked when a page fails, to tell a missing database from a fault. */
  pool: pg.Pool;
}

/** The origin of every country site, keeping the scheme and port this request came in on. */
function siteOrigins(request: FastifyRequest, domainMap: DomainMap): Record<SiteId, string> {
  const port = request.port ? `:${request.port}` : "";
  const entries = SITES.map((site) => {
    const host = siteHostname(site.id, request.brand.id, domainMap) ?? request.hostname;
    return [site.id, `${request.protocol}://${host}${port}`] as const;
  });
  return Object.fromEntries(entries) as Record<SiteId, string>;
}

export async function registerWebApp(app: FastifyInstance, options: WebAppOptions): Promise<void> {
  const buildDir = path.join(options.webRoot, "build");
  let loadBuild: () => Promise<ServerBuild>;

  if (options.mode === "development") {
    const { createServer } = await import("vite");
    const vite = await createServer({
      root: options.webRoot,
      configFile: path.join(options.webRoot, "vite.config.ts"),
      server: { middlewareMode: true },
      appType: "custom",
    });
    await app.register(middie);
    app.use(vite.middlewares);
    app.addHook("onClose", async () => vite.close());
    loadBuild = () => vite.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>;
  } else {
    const serverEntry = path.join(buildDir, "server", "index.js");
    if (!fs.existsSync(serverEntry)) {
      throw new Error(`The web app is not built (${serverEntry} is missing): run "npm run build" first.`);
    }
    const build = (await import(pathToFileURL(serverEntry).href)) as ServerBuild;
    loadBuild = async () => build;
    await app.register(fastifyStatic, {
      root: path.join(buildDir, "client"),
      prefix: "/",
      wildcard: false,
      index: false,
      // `npm run build` writes .br and .gz copies (scripts/precompress.mjs).
      preCompressed: true,
      // Fingerprinted bundles never change; everything else may. (`send`'s own header would replace
      // the one set here.)
      cacheControl: false,
      setHeaders(res, filePath) {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.setHeader(
          "cache-control",
          immutable ? "public, max-age=31536000, immutable" : "public, max-age=3600",
        );
      },
    });
  }

  const handlers = new Map<ServerBuild, ReturnType<typeof createRequestHandler>>();

  await app.register(async (scope) => {
    // Page forms are read whole here, up to their limit, before React Router parses them: Fastify
    // refuses a longer body by its Content-Length before reading it, or once the limit is passed (413).
    scope.removeAllContentTypeParsers();
    const keepBytes = (_request: FastifyRequest, body: Buffer, done: (error: null, body: Buffer) => void) =>
      done(null, body);
    scope.addContentTypeParser(
      "application/x-www-form-urlencoded",
      { parseAs: "buffer", bodyLimit: PAGE_FORM_BODY_LIMIT },
      keepBytes,
    );
    scope.addContentTypeParser(
      "multipart/form-data",
      { parseAs: "buffer", bodyLimit: PAGE_UPLOAD_BODY_LIMIT },
      keepBytes,
    );
    scope.addContentTypeParser("*", (_request, _payload, done) =>
      done(new AppError("UNSUPPORTED_MEDIA_TYPE", "unsupportedMediaType"), undefined),
    );
    scope.all("/*", { schema: { hide: true } }, async (request, reply) => {
      // Pages are read (GET, HEAD) and their forms posted (POST); nothing else reaches them.
      if (!PAGE_METHODS.has(request.method)) {
        reply.header("allow", [...PAGE_METHODS].join(", "));
        throw new AppError("METHOD_NOT_ALLOWED", "methodNotAllowed");
      }
      if (request.method === "POST" && !Buffer.isBuffer(request.body)) {
        throw new AppError("VALIDATION", "validationFailed");
      }
      const build = await loadBuild();
      let handle = handlers.get(build);
      if (!handle) {
        handle = createRequestHandler(build, options.mode);
        handlers.clear();
        handlers.set(build, handle);
      }
      const context: AppLoadContext = {
        site: request.site,
        brand: request.brand,
        cspNonce: reply.scriptNonce,
        requestId: request.id,
        origin: `${request.protocol}://${request.host}`,
        siteOrigins: siteOrigins(request, options.domainMap),
        services: options.services,
        session: request.pageSession,
        isDevelopment: options.mode === "development",
      };
      const response = await handle(toFetchRequest(request, reply), context);
      // A page that failed because the database is away says so (503, try again shortly), not "error".
      if (response.status >= 500 && !(await isDatabaseReachable(options.pool))) {
        throw databaseUnavailableError();
      }
      return sendFetchResponse(reply, response);
    });
  });
}
