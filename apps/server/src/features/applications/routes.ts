/**
 * Applications as JSON routes: the seeker's calls under /api/seeker/… (apply, multi-apply, the "applied
 * jobs" list of spec §7, marks for a page of cards, one application with its history, withdraw) and the
 * recruiter's under /api/employer/… (a job's applicants, opening one, setting its status). Route groups
 * decide who may call; CSRF is the global hook's; applying is counted per seeker by the service.
 */

import {
  APPLICATION_STATUSES,
  AppError,
  type ApplicationResult,
  type ApplyRefusal,
  errorEnvelopeSchema,
  jobSummarySchema,
  MULTI_APPLY_LIMIT,
  RECRUITER_STATUSES,
  successEnvelope,
} from "@portal/contracts";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { requireUser } from "../../plugins/authorization.ts";
import { rateLimitedError } from "../../plugins/rate-limit.ts";
import { type ApplicationsService, MAX_MARKED_JOBS } from "./service.ts";

const errors = {
  400: errorEnvelopeSchema,
  401: errorEnvelopeSchema,
  403: errorEnvelopeSchema,
  404: errorEnvelopeSchema,
  409: errorEnvelopeSchema,
  422: errorEnvelopeSchema,
  429: errorEnvelopeSchema,
};

const jobId = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);
const applicationParams = z.object({ applicationId: z.uuid() });
const statusSchema = z.enum(APPLICATION_STATUSES);

const outcomeSchema = z.object({
  jobId: z.number(),
  outcome: z.enum(["applied", "alreadyApplied", "expired", "notFound"]),
  applicationId: z.string().nullable(),
});

const eventSchema = z.object({
  status: statusSchema,
  actorRole: z.enum(["seeker", "recruiter"]),
  at: z.string(),
});

const seekerApplicationSchema = z.object({
  id: z.string(),
  jobId: z.number(),
  job: jobSummarySchema.nullable(),
  status: statusSchema,
  profileName: z.string().nullable(),
  appliedAt: z.string(),
  updatedAt: z.string(),
  history: z.array(eventSchema),
});

const countsSchema = z.object({
  applied: z.number(),
  viewed: z.number(),
  shortlisted: z.number(),
  rejected: z.number(),
  withdrawn: z.number(),
  total: z.number(),
});

const applicantSchema = z.object({
  applicationId: z.string(),
  seekerId: z.string(),
  seekerName: z.string(),
  profileName: z.string().nullable(),
  status: statusSchema,
  appliedAt: z.string(),
});

const applicantDetailSchema = applicantSchema.extend({
  jobId: z.number(),
  history: z.array(eventSchema),
  profile: z
    .object({
      experience: z.object({ isFresher: z.boolean(), years: z.number(), months: z.number() }).nullable(),
      skills: z.array(z.string()),
      currentLocation: z.string().nullable(),
    })
    .nullable(),
});

function applyRefusalError(refusal: ApplyRefusal): AppError {
  switch (refusal.reason) {
    case "selectProfile":
      return new AppError("VALIDATION", "selectProfile", {
        details: [{ field: "profileId", messageKey: "selectProfile" }],
      });
    case "noJobs":
      return new AppError("VALIDATION", "applyNoJobs", {
        details: [{ field: "jobIds", messageKey: "applyNoJobs" }],
      });
    case "tooMany": {
      const messageKey = refusal.isFresher ? "applyLimitFresher" : "applyLimitExperienced";
      return new AppError("UNPROCESSABLE", messageKey, {
        details: [
          { field: "jobIds", messageKey, params: { max: refusal.limit, selected: refusal.selected } },
        ],
      });
    }
    case "rateLimited":
      return rateLimitedError(refusal.retryAfterSeconds);
  }
}

function refusalError(refusal: Extract<ApplicationResult<unknown>, { ok: false }>): AppError {
  switch (refusal.reason) {
    case "notFound":
      return new AppError("NOT_FOUND", "applicationNotFound");
    case "notAllowed":
      return new AppError("CONFLICT", "applicationNotChangeable");
    case "rateLimited":
      return rateLimitedError(refusal.retryAfterSeconds);
  }
}

export function registerApplicationRoutes(app: FastifyInstance, applications: ApplicationsService): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const profileId = z.string().max(40).nullable().optional();

  api.post(
    "/api/seeker/jobs/:jobId/apply",
    {
      schema: {
        tags: ["applications"],
        summary:
          "Apply to one job with one of the seeker's profiles (applying again says it was already applied)",
        params: z.object({ jobId }),
        body: z.object({ profileId }),
        response: { 200: successEnvelope(outcomeSchema), ...errors },
      },
    },
    async (request) => {
      const result = await applications.apply(requireUser(request), request.site.id, {
        jobIds: [request.params.jobId],
        profileId: request.body.profileId ?? null,
      });
      if (!result.ok) throw applyRefusalError(result);
      const [outcome] = result.value.outcomes;
      if (!outcome) throw new AppError("INTERNAL", "internal");
      if (outcome.outcome === "notFound") throw new AppError("NOT_FOUND", "jobNotFound");
      return { success: true as const, data: outcome };
    },
  );

  api.post(
    "/api/seeker/applications",
    {
      schema: {
        tags: ["applications"],
        summary: `Apply to several jobs at once (at most ${MULTI_APPLY_LIMIT.fresher} for a fresher, ${MULTI_APPLY_LIMIT.experienced} for an experienced seeker); each job's outcome`,
        body: z.object({
          jobIds: z.array(z.number().int().positive().max(Number.MAX_SAFE_INTEGER)).max(50),
          profileId,
        }),
        response: { 200: successEnvelope(z.object({ outcomes: z.array(outcomeSchema) })), ...errors },
      },
    },
    async (request) => {
      const result = await applications.apply(requireUser(request), request.site.id, {
        jobIds: request.body.jobIds,
        profileId: request.body.profileId ?? null,
      });
      if (!result.ok) throw applyRefusalError(result);
      return { success: true as const, data: result.value };
    },
  );

  api.get(
    "/api/seeker/applications",
    {
      schema: {
        tags: ["applications"],
        summary:
          "Applied jobs: the seeker's applications on this site, newest first, with statuses; ?application=<id> opens the page that holds it",
        querystring: z.object({
          status: statusSchema.optional(),
          page: z.coerce.number().int().positive().max(10_000).optional(),
          /** One application to show (a notification's link): the unfiltered page that holds it. */
          application: z.uuid().optional(),
        }),
        response: {
          200: successEnvelope(
            z.object({
              applications: z.array(seekerApplicationSchema),
              counts: countsSchema,
              page: z.number(),
              pageSize: z.number(),
              total: z.number(),
              highlightedId: z.string().nullable(),
            }),
          ),
          ...errors,
        },
      },
    },
    async (request) => ({
      success: true as const,
      data: await applications.list(requireUser(request).id, request.site.id, {
        status: request.query.status ?? null,
        page: request.query.page,
        applicationId: request.query.application ?? null,
      }),
    }),
  );

  api.get(
    "/api/seeker/applications/ids",
    {
      schema: {
        tags: ["applications"],
        summary: "Which of these jobs (comma-separated ids) the seeker has applied to",
        querystring: z.object({
          jobIds: z
            .string()
            .max(MAX_MARKED_JOBS * 17)
            .regex(/^\d{1,16}(,\d{1,16})*$/),
        }),
        response: { 200: successEnvelope(z.object({ jobIds: z.array(z.number()) })), ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: {
        jobIds: await applications.appliedJobIds(
          requireUser(request).id,
          request.query.jobIds.split(",").map(Number),
        ),
      },
    }),
  );

  api.get(
    "/api/seeker/applications/:applicationId",
    {
      schema: {
        tags: ["applications"],
        summary: "One application of the seeker with its status history (another seeker's is not found)",
        params: applicationParams,
        response: {
          200: successEnvelope(seekerApplicationSchema),
          ...errors,
        },
      },
    },
    async (request) => {
      const result = await applications.get(requireUser(request).id, request.params.applicationId);
      if (!result.ok) throw refusalError(result);
      return { success: true as const, data: result.value };
    },
  );

  api.post(
    "/api/seeker/applications/:applicationId/withdraw",
    {
      schema: {
        tags: ["applications"],
        summary: "Withdraw an application (applied, viewed or shortlisted); the job may be applied to again",
        params: applicationParams,
        response: { 200: successEnvelope(seekerApplicationSchema), ...errors },
      },
    },
    async (request) => {
      const result = await applications.withdraw(requireUser(request).id, request.params.applicationId);
      if (!result.ok) throw refusalError(result);
      return { success: true as const, data: result.value };
    },
  );

  api.get(
    "/api/employer/applicants",
    {
      schema: {
        tags: ["applications"],
        summary: "The company's jobs that have applicants, with how many and how many are not opened yet",
        response: {
          200: successEnvelope(
            z.object({
              jobs: z.array(
                z.object({
                  jobId: z.number(),
                  job: jobSummarySchema.nullable(),
                  total: z.number(),
                  unseen: z.number(),
                }),
              ),
            }),
          ),
          ...errors,
        },
      },
    },
    async (request) => ({
      success: true as const,
      data: { jobs: await applications.companyJobs(requireUser(request)) },
    }),
  );

  api.get(
    "/api/employer/jobs/:jobId/applicants",
    {
      schema: {
        tags: ["applications"],
        summary: "Applicants of a job of the recruiter's company, newest first (withdrawn ones left out)",
        params: z.object({ jobId }),
        querystring: z.object({ page: z.coerce.number().int().positive().max(10_000).optional() }),
        response: {
          200: successEnvelope(
            z.object({
              jobId: z.number(),
              applicants: z.array(applicantSchema),
              total: z.number(),
              page: z.number(),
              pageSize: z.number(),
            }),
          ),
          ...errors,
        },
      },
    },
    async (request) => {
      const result = await applications.applicants(
        requireUser(request),
        request.params.jobId,
        request.query.page,
      );
      if (!result.ok) throw new AppError("NOT_FOUND", "jobNotFound");
      return { success: true as const, data: result.value };
    },
  );

  api.get(
    "/api/employer/applications/:applicationId",
    {
      schema: {
        tags: ["applications"],
        summary: "Open an application of the company's job (marks it viewed) with its history",
        params: applicationParams,
        response: { 200: successEnvelope(applicantDetailSchema), ...errors },
      },
    },
    async (request) => {
      const result = await applications.openApplication(requireUser(request), request.params.applicationId);
      if (!result.ok) throw refusalError(result);
      return { success: true as const, data: result.value };
    },
  );

  api.put(
    "/api/employer/applications/:applicationId/status",
    {
      schema: {
        tags: ["applications"],
        summary: "Mark an application viewed, shortlisted or rejected",
        params: applicationParams,
        body: z.object({ status: z.enum(RECRUITER_STATUSES) }),
        response: { 200: successEnvelope(applicantDetailSchema), ...errors },
      },
    },
    async (request) => {
      const result = await applications.setStatus(
        requireUser(request),
        request.params.applicationId,
        request.body.status,
      );
      if (!result.ok) throw refusalError(result);
      return { success: true as const, data: result.value };
    },
  );
}
