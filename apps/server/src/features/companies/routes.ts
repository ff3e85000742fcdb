/** JSON API of companies: a company's page data and the site's top employers (spec §7 "top employers"). */

import {
  AppError,
  type CompaniesContract,
  companyDetailsSchema,
  companyProfileSchema,
  companyTeamSchema,
  errorEnvelopeSchema,
  invitationPreviewSchema,
  successEnvelope,
  type TeamContract,
  TOP_EMPLOYERS_DEFAULT,
  TOP_EMPLOYERS_MAX,
  topEmployersSchema,
} from "@portal/contracts";
import { RECRUITER_ROLES } from "@portal/domain";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { requireUser } from "../../plugins/authorization.ts";

export function registerCompanyRoutes(app: FastifyInstance, companies: CompaniesContract): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    "/api/companies/top",
    {
      schema: {
        tags: ["companies"],
        summary: "Top employers: the companies with the most open jobs on the request's site",
        querystring: z.object({
          limit: z.coerce.number().int().min(1).max(TOP_EMPLOYERS_MAX).default(TOP_EMPLOYERS_DEFAULT),
        }),
        response: { 200: successEnvelope(topEmployersSchema), 400: errorEnvelopeSchema },
      },
    },
    async (request) => ({
      success: true as const,
      data: { employers: await companies.topEmployers(request.site.id, request.query.limit) },
    }),
  );

  api.get(
    "/api/companies/:slug",
    {
      schema: {
        tags: ["companies"],
        summary: "A company's public page on the request's site: profile, places and newest open jobs",
        params: z.object({
          slug: z
            .string()
            .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/)
            .max(200),
        }),
        response: {
          200: successEnvelope(companyProfileSchema),
          400: errorEnvelopeSchema,
          404: errorEnvelopeSchema,
        },
      },
    },
    async (request) => {
      const profile = await companies.profile(request.site.id, request.params.slug);
      if (!profile) throw new AppError("NOT_FOUND", "companyNotFound");
      return { success: true as const, data: profile };
    },
  );
}

const memberParams = z.object({ userId: z.uuid() });
const done = successEnvelope(z.object({ done: z.literal(true) }));

/** A company's team under /api/employer/team (recruiters; admins manage), and invitation previews. */
export function registerTeamRoutes(app: FastifyInstance, team: TeamContract): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const errors = {
    400: errorEnvelopeSchema,
    401: errorEnvelopeSchema,
    403: errorEnvelopeSchema,
    404: errorEnvelopeSchema,
    409: errorEnvelopeSchema,
  };

  api.get(
    "/api/employer/company",
    {
      schema: {
        tags: ["team"],
        summary: "The caller's company as its page shows it, and whether the caller may change it (admins)",
        response: { 200: successEnvelope(companyDetailsSchema), ...errors },
      },
    },
    async (request) => ({ success: true as const, data: await team.company(requireUser(request)) }),
  );

  api.put(
    "/api/employer/company",
    {
      schema: {
        tags: ["team"],
        summary: "Change the company's industry, size, city, address and about (admins)",
        body: z.object({
          industry: z.string().max(200).optional(),
          size: z.string().max(20).optional(),
          city: z.string().max(200).optional(),
          address: z.string().max(1000).optional(),
          about: z.string().max(8000).optional(),
        }),
        response: { 200: successEnvelope(companyDetailsSchema), ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await team.updateCompany(requireUser(request), request.body),
    }),
  );

  api.get(
    "/api/employer/team",
    {
      schema: {
        tags: ["team"],
        summary: "The caller's company team: members, and open invitations for admins",
        response: { 200: successEnvelope(companyTeamSchema), ...errors },
      },
    },
    async (request) => ({ success: true as const, data: await team.team(requireUser(request)) }),
  );

  api.post(
    "/api/employer/team/invitations",
    {
      schema: {
        tags: ["team"],
        summary: "Invite a colleague by e-mail (admins); inviting again renews the link",
        body: z.object({ email: z.string().max(254).optional(), role: z.string().max(20).optional() }),
        response: { 200: successEnvelope(z.object({ email: z.string() })), ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await team.invite(requireUser(request), request.body, request.requestMeta),
    }),
  );

  api.delete(
    "/api/employer/team/invitations/:invitationId",
    {
      schema: {
        tags: ["team"],
        summary: "Withdraw an open invitation (admins)",
        params: z.object({ invitationId: z.uuid() }),
        response: { 200: done, ...errors },
      },
    },
    async (request) => {
      await team.withdrawInvitation(requireUser(request), request.params.invitationId);
      return { success: true as const, data: { done: true as const } };
    },
  );

  api.put(
    "/api/employer/team/members/:userId/role",
    {
      schema: {
        tags: ["team"],
        summary: "Change a member's role (admins); the company keeps at least one admin",
        params: memberParams,
        body: z.object({ role: z.enum(RECRUITER_ROLES) }),
        response: { 200: done, ...errors },
      },
    },
    async (request) => {
      await team.changeRole(requireUser(request), request.params.userId, request.body.role);
      return { success: true as const, data: { done: true as const } };
    },
  );

  api.delete(
    "/api/employer/team/members/:userId",
    {
      schema: {
        tags: ["team"],
        summary: "Remove a member (admins); the company keeps at least one admin",
        params: memberParams,
        response: { 200: done, ...errors },
      },
    },
    async (request) => {
      await team.removeMember(requireUser(request), request.params.userId);
      return { success: true as const, data: { done: true as const } };
    },
  );

  api.post(
    "/api/employer/team/leave",
    {
      schema: {
        tags: ["team"],
        summary: "Leave the company (its last admin cannot)",
        response: { 200: done, ...errors },
      },
    },
    async (request) => {
      await team.leave(requireUser(request));
      return { success: true as const, data: { done: true as const } };
    },
  );

  api.get(
    "/api/public/invitations/:token",
    {
      schema: {
        tags: ["team"],
        summary:
          "What an invitation link offers: the company, the address and the role (404 once used, withdrawn or expired)",
        params: z.object({ token: z.string().max(100) }),
        response: { 200: successEnvelope(invitationPreviewSchema), 404: errorEnvelopeSchema },
      },
    },
    async (request) => {
      const preview = await team.previewInvitation(request.params.token);
      if (!preview) throw new AppError("NOT_FOUND", "linkInvalid");
      return { success: true as const, data: preview };
    },
  );
}
