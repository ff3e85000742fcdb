/**
 * A/B variants (spec: A/B variant resolve), the welcome screen (spec: splash screen) and staff's report.
 */
import {
  type ExperimentsContract,
  errorReplies,
  experimentReportSchema,
  experimentVariantSchema,
  successEnvelope,
  WELCOME_EXITS,
  welcomeScreenSchema,
} from "@portal/contracts";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { requireUser } from "../../plugins/authorization.ts";

/** A page asks for a few variants; a client minting visitor ids to fill the table is stopped here. */
const RESOLVES_PER_ADDRESS = { name: "ab-variant-ip-1m", limit: 120, windowSeconds: 60 };
const errors = errorReplies(400, 401, 403, 404, 429);

export function registerExperimentRoutes(app: FastifyInstance, experiments: ExperimentsContract): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(
    "/api/ab/variants/:experiment",
    {
      schema: {
        tags: ["experiments"],
        summary: "The visitor's variant of an experiment (the same every time; the exposure is logged)",
        params: z.object({ experiment: z.string().max(60) }),
        response: { 200: successEnvelope(experimentVariantSchema), ...errors },
      },
      config: { rateLimits: [{ rule: RESOLVES_PER_ADDRESS }] },
    },
    async (request) => ({
      success: true as const,
      data: await experiments.resolve(
        { userId: request.user?.id ?? null, visitorId: request.visitorId() },
        request.site.id,
        request.params.experiment,
      ),
    }),
  );
  api.get(
    "/api/seeker/splash-screen",
    {
      schema: {
        tags: ["experiments"],
        summary: "The welcome screen for a new seeker who has not left it (null otherwise), in their variant",
        response: { 200: successEnvelope(z.object({ screen: welcomeScreenSchema.nullable() })), ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: { screen: await experiments.welcomeScreen(requireUser(request), request.site.id) },
    }),
  );
  api.post(
    "/api/seeker/splash-screen",
    {
      schema: {
        tags: ["experiments"],
        summary: "Leave the welcome screen (closed, or by one of its calls); it is not shown again",
        body: z.object({ exit: z.enum(WELCOME_EXITS) }),
        response: { 200: successEnvelope(z.object({ left: z.literal(true) })), ...errors },
      },
    },
    async (request) => {
      await experiments.leaveWelcome(requireUser(request), request.body.exit);
      return { success: true as const, data: { left: true as const } };
    },
  );
  api.get(
    "/api/staff/experiments",
    {
      schema: {
        tags: ["staff"],
        summary: "Each experiment's variants: visitors shown, exposures, and the welcome screen's exits",
        response: {
          200: successEnvelope(z.object({ experiments: z.array(experimentReportSchema) })),
          ...errors,
        },
      },
    },
    async (request) => ({
      success: true as const,
      data: { experiments: await experiments.report(requireUser(request)) },
    }),
  );
}
