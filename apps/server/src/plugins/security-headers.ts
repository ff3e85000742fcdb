/**
 * Security headers on every reply. Scripts run only from our origin or with this reply's nonce, which
 * the server renderer puts on React Router's inline hydration scripts.
 *
 * Helmet itself, built once: its Fastify wrapper builds a new Helmet (every directive parsed again) for
 * each request, a few per cent of a page's time under load. Only the nonce is per reply.
 */
import { randomBytes } from "node:crypto";
import type { ServerResponse } from "node:http";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import helmet from "helmet";

declare module "fastify" {
  interface FastifyReply {
    scriptNonce: string;
  }
}

const NONCE = Symbol("scriptNonce");
type ResponseWithNonce = ServerResponse & { [NONCE]?: string };

export const securityHeadersPlugin = fp(
  async (
    app: FastifyInstance,
    options: {
      isHttps: boolean;
      isDevelopment: boolean;
      /** Origins video and captions may load from (the learning provider's previews), besides our own. */
      mediaOrigins?: readonly string[];
    },
  ) => {
    app.decorateReply("scriptNonce", "");
    const applyHeaders = helmet({
      // Vite's development client injects inline scripts and a websocket: no CSP while developing.
      contentSecurityPolicy: options.isDevelopment
        ? false
        : {
            useDefaults: false,
            directives: {
              defaultSrc: ["'self'"],
              scriptSrc: ["'self'", (_req, res) => `'nonce-${(res as ResponseWithNonce)[NONCE] ?? ""}'`],
              // Style attributes are harmless compared with scripts and React uses them.
              styleSrc: ["'self'", "'unsafe-inline'"],
              imgSrc: ["'self'", "data:"],
              fontSrc: ["'self'"],
              connectSrc: ["'self'"],
              mediaSrc: ["'self'", ...(options.mediaOrigins ?? [])],
              objectSrc: ["'none'"],
              baseUri: ["'none'"],
              formAction: ["'self'"],
              frameAncestors: ["'self'"],
              ...(options.isHttps ? { upgradeInsecureRequests: [] } : {}),
            },
          },
      strictTransportSecurity: options.isHttps ? { maxAge: 31_536_000, includeSubDomains: true } : false,
      referrerPolicy: { policy: "strict-origin-when-cross-origin" },
      crossOriginEmbedderPolicy: false,
    });
    app.addHook("onRequest", (request, reply, done) => {
      const nonce = randomBytes(16).toString("base64");
      reply.scriptNonce = nonce;
      (reply.raw as ResponseWithNonce)[NONCE] = nonce;
      applyHeaders(request.raw, reply.raw, (error) => done(error as Error | undefined));
    });
  },
  { name: "security-headers" },
);
