/**
 * Applications as JSON routes: the seeker's calls under /api/seeker/… (apply, multi-apply, the "applied
 * jobs" list of spec §7, marks for a page of cards, one application with its history, withdraw) and the
 * recruiter's under /api/employer/… (a job's applicants, opening one, setting its status). Route groups
 * decide who may call; CSRF is the global hook's; applying is counted per seeker by the service.
 */

import {
  APPLICATION_NOTE_MAX,
  APPLICATION_STATUSES,
  AppError,
  applicantDetailSchema,
  applicantFiltersSchema,
  applicationNoteSchema,
  applicationStatusBodySchema,
  applyOutcomesSchema,
  applyToJobBodySchema,
  companyJobApplicantsSchema,
  errorReplies,
  jobApplicantsSchema,
  jobApplyOutcomeSchema,
  MULTI_APPLY_LIMIT,
  multiApplyBodySchema,
  RECRUITER_STATUSES,
  seekerApplicationPageSchema,
  seekerApplicationSchema,
  successEnvelope,
} from "@portal/contracts";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { requireUser } from "../../plugins/authorization.ts";
import { applicantsCsv } from "./applicants-csv.ts";
import { type ApplicationsService, MAX_MARKED_JOBS } from "./service.ts";

const errors = errorReplies(400, 401, 403, 404, 409, 422, 429);

const jobId = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);
const applicationParams = z.object({ applicationId: z.uuid() });

export function registerApplicationRoutes(app: FastifyInstance, applications: ApplicationsService): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    "/api/seeker/jobs/:jobId/apply",
    {
      schema: {
        tags: ["applications"],
        summary:
          "Apply to one job with one of the seeker's profiles (applying again says it was already applied)",
        params: z.object({ jobId }),
        body: applyToJobBodySchema,
        response: { 200: successEnvelope(jobApplyOutcomeSchema), ...errors },
      },
    },
    async (request) => {
      const { outcomes } = await applications.apply(requireUser(request), request.site.id, {
        jobIds: [request.params.jobId],
        profileId: request.body.profileId ?? null,
      });
      const [outcome] = outcomes;
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
        body: multiApplyBodySchema,
        response: { 200: successEnvelope(applyOutcomesSchema), ...errors },
      },
    },
    async (request) => {
      const applied = await applications.apply(requireUser(request), request.site.id, {
        jobIds: request.body.jobIds,
        profileId: request.body.profileId ?? null,
      });
      return { success: true as const, data: applied };
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
          status: z.enum(APPLICATION_STATUSES).optional(),
          page: z.coerce.number().int().positive().max(10_000).optional(),
          /** One application to show (a notification's link): the unfiltered page that holds it. */
          application: z.uuid().optional(),
        }),
        response: { 200: successEnvelope(seekerApplicationPageSchema), ...errors },
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
      return {
        success: true as const,
        data: await applications.get(requireUser(request).id, request.params.applicationId),
      };
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
      return {
        success: true as const,
        data: await applications.withdraw(requireUser(request).id, request.params.applicationId),
      };
    },
  );

  api.get(
    "/api/employer/applicants",
    {
      schema: {
        tags: ["applications"],
        summary: "The company's jobs that have applicants, with how many and how many are not opened yet",
        response: {
          200: successEnvelope(z.object({ jobs: z.array(companyJobApplicantsSchema) })),
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
        querystring: applicantFiltersSchema.extend({
          page: z.coerce.number().int().positive().max(10_000).optional(),
        }),
        response: { 200: successEnvelope(jobApplicantsSchema), ...errors },
      },
    },
    async (request) => {
      const { page, ...filters } = request.query;
      return {
        success: true as const,
        data: await applications.applicants(requireUser(request), request.params.jobId, page, filters),
      };
    },
  );

  api.get(
    "/api/employer/jobs/:jobId/applicants/export",
    {
      schema: {
        tags: ["applications"],
        summary: "The job's applicants the filters keep, as a CSV file (UTF-8, for spreadsheets)",
        params: z.object({ jobId }),
        querystring: applicantFiltersSchema,
        produces: ["text/csv"],
      },
    },
    async (request, reply) => {
      const rows = await applications.exportApplicants(
        requireUser(request),
        request.params.jobId,
        request.query,
      );
      reply
        .header("content-type", "text/csv; charset=utf-8")
        .header("content-disposition", `attachment; filename="applicants-${request.params.jobId}.csv"`)
        .header("cache-control", "private, no-store");
      return applicantsCsv(rows);
    },
  );

  api.post(
    "/api/employer/applications/status",
    {
      schema: {
        tags: ["applications"],
        summary: "Shortlist or reject several applications of the company at once; returns how many changed",
        body: z.object({
          applicationIds: z.array(z.string().max(40)).max(100),
          status: z.enum(RECRUITER_STATUSES),
        }),
        response: { 200: successEnvelope(z.object({ changed: z.number().int() })), ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await applications.setStatusMany(
        requireUser(request),
        request.body.applicationIds,
        request.body.status,
      ),
    }),
  );

  api.get(
    "/api/employer/applications/:applicationId/notes",
    {
      schema: {
        tags: ["applications"],
        summary: "The company's private notes on an application (never shown to the seeker)",
        params: z.object({ applicationId: z.string().max(40) }),
        response: { 200: successEnvelope(z.object({ notes: z.array(applicationNoteSchema) })), ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: { notes: await applications.notes(requireUser(request), request.params.applicationId) },
    }),
  );

  api.post(
    "/api/employer/applications/:applicationId/notes",
    {
      schema: {
        tags: ["applications"],
        summary: "Add a private note to an application",
        params: z.object({ applicationId: z.string().max(40) }),
        body: z.object({
          text: z
            .string()
            .max(APPLICATION_NOTE_MAX * 2)
            .optional(),
        }),
        response: { 200: successEnvelope(applicationNoteSchema), ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await applications.addNote(requireUser(request), request.params.applicationId, request.body.text),
    }),
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
      return {
        success: true as const,
        data: await applications.openApplication(requireUser(request), request.params.applicationId),
      };
    },
  );

  api.put(
    "/api/employer/applications/:applicationId/status",
    {
      schema: {
        tags: ["applications"],
        summary: "Mark an application viewed, shortlisted or rejected",
        params: applicationParams,
        body: applicationStatusBodySchema,
        response: { 200: successEnvelope(applicantDetailSchema), ...errors },
      },
    },
    async (request) => {
      return {
        success: true as const,
        data: await applications.setStatus(
          requireUser(request),
          request.params.applicationId,
          request.body.status,
        ),
      };
    },
  );
}
