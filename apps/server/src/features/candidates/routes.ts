/**
 * JSON API of candidate search (/api/employer/candidates, recruiters) and of the seeker's privacy over it
 * (/api/seeker/privacy…, seekers). The route groups' roles are enforced by the authorization plugin.
 */
import {
  type CandidatesContract,
  candidateResultsSchema,
  candidateSearchSchema,
  companyChoiceSchema,
  errorEnvelopeSchema,
  privacySettingsSchema,
  successEnvelope,
} from "@portal/contracts";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { requireUser } from "../../plugins/authorization.ts";

export function registerCandidateRoutes(app: FastifyInstance, candidates: CandidatesContract): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const errors = {
    400: errorEnvelopeSchema,
    401: errorEnvelopeSchema,
    403: errorEnvelopeSchema,
    404: errorEnvelopeSchema,
    429: errorEnvelopeSchema,
  };
  const privacy = { 200: successEnvelope(privacySettingsSchema), ...errors };
  const companyParams = z.object({ companyId: z.coerce.number().int().positive().max(2_147_483_647) });

  api.get(
    "/api/employer/candidates",
    {
      schema: {
        tags: ["candidates"],
        summary:
          "Seekers of the request's site the caller's company may find, most relevant first (no contact details)",
        querystring: candidateSearchSchema,
        response: { 200: successEnvelope(candidateResultsSchema), ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await candidates.search(requireUser(request), request.site.id, request.query),
    }),
  );

  api.get(
    "/api/seeker/privacy",
    { schema: { tags: ["candidates"], summary: "Who may find the seeker's profile", response: privacy } },
    async (request) => ({ success: true as const, data: await candidates.privacy(requireUser(request)) }),
  );

  api.put(
    "/api/seeker/privacy",
    {
      schema: {
        tags: ["candidates"],
        summary: "Let recruiters find the profile in candidate search, or not",
        body: z.object({ visibleToRecruiters: z.boolean() }),
        response: privacy,
      },
    },
    async (request) => ({
      success: true as const,
      data: await candidates.setVisible(requireUser(request), request.body.visibleToRecruiters),
    }),
  );

  api.get(
    "/api/seeker/privacy/companies",
    {
      schema: {
        tags: ["candidates"],
        summary: "Companies by name, to keep the profile from one",
        querystring: z.object({ name: z.string().max(100) }),
        response: { 200: successEnvelope(z.object({ companies: z.array(companyChoiceSchema) })), ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: { companies: await candidates.findCompanies(requireUser(request), request.query.name) },
    }),
  );

  api.put(
    "/api/seeker/privacy/blocked-companies/:companyId",
    {
      schema: {
        tags: ["candidates"],
        summary: "Keep the profile from a company: its recruiters no longer find it",
        params: companyParams,
        response: privacy,
      },
    },
    async (request) => ({
      success: true as const,
      data: await candidates.blockCompany(requireUser(request), request.params.companyId),
    }),
  );

  api.delete(
    "/api/seeker/privacy/blocked-companies/:companyId",
    {
      schema: {
        tags: ["candidates"],
        summary: "Let a company's recruiters find the profile again",
        params: companyParams,
        response: privacy,
      },
    },
    async (request) => ({
      success: true as const,
      data: await candidates.unblockCompany(requireUser(request), request.params.companyId),
    }),
  );
}
