/**
 * `/oidc/*`: the site's OpenID provider for the learning site (sso.ts), handed the raw request. Its body
 * is left unread here (the provider reads and limits it itself) and the page rules against forged posts
 * do not apply: the token endpoint authenticates the client, the rest is guarded by the protocol.
 */
import { errorReplies, successEnvelope } from "@portal/contracts";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { requireUser } from "../../plugins/authorization.ts";
import type { LearningSso } from "./sso.ts";

const errors = errorReplies(400, 401, 403, 404);
const params = z.object({ uid: z.string().min(1).max(100) });

export function registerSsoRoutes(
  app: FastifyInstance,
  sso: Pick<LearningSso, "handle" | "interaction" | "finish">,
): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  // The sign-in page's question and answer, for apps (the page calls the same service in-process).
  api.get(
    "/api/sso/:uid",
    {
      schema: {
        tags: ["courses"],
        summary:
          "What the learning site asks to know, and whether the seeker agreed before (spec: single sign-on login)",
        params,
        response: {
          200: successEnvelope(
            z.object({
              uid: z.string(),
              clientName: z.string(),
              scopes: z.array(z.string()),
              hasConsented: z.boolean(),
            }),
          ),
          ...errors,
        },
      },
    },
    async (request) => ({
      success: true as const,
      data: await sso.interaction(requireUser(request), request.headers.host, request.params.uid),
    }),
  );
  api.post(
    "/api/sso/:uid",
    {
      schema: {
        tags: ["courses"],
        summary: "The seeker's answer; where the browser goes next (back to the provider)",
        params,
        body: z.object({ allow: z.boolean() }),
        response: { 200: successEnvelope(z.object({ redirectTo: z.string() })), ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: {
        redirectTo: await sso.finish(
          requireUser(request),
          request.headers.host,
          request.params.uid,
          request.body.allow,
        ),
      },
    }),
  );

  app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser("*", (_request, _payload, done) => done(null));
    const handler = async (request: FastifyRequest, reply: FastifyReply) => {
      reply.hijack();
      // The provider knows its paths without the prefix it is mounted at; `originalUrl` (as Express and
      // Connect set it) tells it the prefix, so the addresses it publishes keep it.
      const raw = request.raw as typeof request.raw & { originalUrl?: string };
      raw.originalUrl = raw.url;
      raw.url = raw.url?.replace(/^\/oidc/, "") || "/";
      await sso.handle(request.raw, reply.raw, request.headers.host);
    };
    const config = { isProtocolEndpoint: true };
    scope.route({ method: ["GET", "POST"], url: "/oidc/*", config, handler, schema: { hide: true } });
  });
}
