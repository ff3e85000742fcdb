/**
 * Security headers on every reply. Scripts run only from our origin or with this reply's nonce, which
 * the server renderer puts on React Router's inline hydration scripts.
 */
import { randomBytes } from "node:crypto";
import type { ServerResponse } from "node:http";
import helmet from "@fastify/helmet";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";

declare module "fastify" {
  interface FastifyReply {
    scriptNonce: string;
  }
}

const NONCE = Symbol("scriptNonce");
type ResponseWithNonce = ServerResponse & { [NONCE]?: string };

export const securityHeadersPlugin = fp(
  async (app: FastifyInstance, options: { isHttps: boolean; isDevelopment: boolean }) => {
    app.decorateReply("scriptNonce", "");
    // Registered before helmet so the nonce exists when helmet writes the header.
    app.addHook("onRequest", async (_request, reply) => {
      const nonce = randomBytes(16).toString("base64");
      reply.scriptNonce = nonce;
      (reply.raw as ResponseWithNonce)[NONCE] = nonce;
    });
    await app.register(helmet, {
      global: true,
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
  },
  { name: "security-headers" },
);
