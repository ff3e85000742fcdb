/**
 * Liveness says the process answers; readiness says it can serve (the database answers). A load balancer
 * takes a process out of rotation on a failing /readyz without restarting it.
 */
import { isDatabaseReachable } from "@portal/db";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type pg from "pg";
import { z } from "zod";

export function registerHealthRoutes(app: FastifyInstance, pool: pg.Pool): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(
    "/healthz",
    { schema: { tags: ["health"], response: { 200: z.object({ status: z.literal("ok") }) } } },
    async () => ({ status: "ok" as const }),
  );
  api.get(
    "/readyz",
    {
      schema: {
        tags: ["health"],
        response: {
          200: z.object({ status: z.literal("ready") }),
          503: z.object({ status: z.literal("unavailable") }),
        },
      },
    },
    async (request, reply) => {
      if (await isDatabaseReachable(pool)) return { status: "ready" as const };
      request.log.warn("database not reachable");
      return reply.status(503).send({ status: "unavailable" as const });
    },
  );
}
