/**
 * Written services' workspaces over HTTP (the pages use the same service in-process):
 * `GET /api/services/:id` (seeker, assigned writer, fulfilment staff), the seeker's brief, documents
 * (spec: upload seeker documents; multipart, field `file`) and decision, the writer's drafts (multipart,
 * fields `file` and `note`), messages and file downloads; the staff queue `GET /api/staff/fulfilment`
 * and assignment `POST /api/staff/fulfilment/:id/assignee`.
 */
import multipart from "@fastify/multipart";
import {
  draftDecisionSchema,
  errorReplies,
  FULFILMENT_FILTERS,
  fulfilmentQueueSchema,
  serviceFileSchema,
  successEnvelope,
  writingWorkspaceSchema,
} from "@portal/contracts";
import { RESUME_MAX_BYTES, writingBriefSchema } from "@portal/domain";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { requireUser } from "../../plugins/authorization.ts";
import { attachmentDisposition, readResumeForm } from "../resumes/index.ts";
import type { WritingService } from "./writing.ts";

const errors = errorReplies(400, 401, 403, 404, 409, 413, 415, 422, 429);
const params = z.object({ id: z.string().max(40) });
const fileParams = params.extend({ fileId: z.string().max(40) });
const done = successEnvelope(z.object({ done: z.literal(true) }));

export function registerWritingRoutes(app: FastifyInstance, writing: WritingService): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ["career services"];

  api.get(
    "/api/services/:id",
    {
      schema: {
        tags,
        summary: "A written service's workspace: brief, documents, drafts, messages, what the reader may do",
        params,
        response: { 200: successEnvelope(writingWorkspaceSchema), ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await writing.workspace(requireUser(request), request.params.id),
    }),
  );

  api.post(
    "/api/services/:id/brief",
    {
      schema: {
        tags,
        summary:
          "The seeker sends the brief (or corrects it until the first draft); the due date counts from it",
        params,
        body: writingBriefSchema.partial(),
        response: { 200: done, ...errors },
      },
    },
    async (request) => {
      await writing.saveBrief(requireUser(request), request.params.id, request.body);
      return { success: true as const, data: { done: true as const } };
    },
  );

  api.delete(
    "/api/services/:id/documents/:fileId",
    {
      schema: {
        tags,
        summary: "The seeker removes a document",
        params: fileParams,
        response: { 200: done, ...errors },
      },
    },
    async (request) => {
      await writing.removeDocument(requireUser(request), request.params.id, request.params.fileId);
      return { success: true as const, data: { done: true as const } };
    },
  );

  api.post(
    "/api/services/:id/decision",
    {
      schema: {
        tags,
        summary: "The seeker approves the waiting draft, or asks for a revision with what to change",
        params,
        body: draftDecisionSchema,
        response: { 200: done, ...errors },
      },
    },
    async (request) => {
      await writing.decide(requireUser(request), request.params.id, request.body);
      return { success: true as const, data: { done: true as const } };
    },
  );

  api.post(
    "/api/services/:id/messages",
    {
      schema: {
        tags,
        summary: "A message between the seeker and the writer (or fulfilment staff) on the service",
        params,
        body: z.object({ body: z.string().max(4000) }),
        response: { 200: done, ...errors },
      },
    },
    async (request) => {
      await writing.sendMessage(requireUser(request), request.params.id, request.body.body);
      return { success: true as const, data: { done: true as const } };
    },
  );

  api.get(
    "/api/services/:id/files/:fileId",
    { schema: { tags, summary: "Download a document or draft of the workspace", params: fileParams } },
    async (request, reply) => {
      const file = await writing.file(requireUser(request), request.params.id, request.params.fileId);
      return reply
        .header("content-type", file.contentType)
        .header("content-disposition", attachmentDisposition(file.fileName))
        .header("x-content-type-options", "nosniff")
        .header("cache-control", "private, no-store")
        .header("vary", "Cookie")
        .send(Buffer.from(file.bytes));
    },
  );

  api.get(
    "/api/staff/fulfilment",
    {
      schema: {
        tags: ["staff"],
        summary: "Written services to deliver: all of them (fulfilment area), or the writer's own",
        querystring: z.object({ filter: z.enum(FULFILMENT_FILTERS).default("open") }),
        response: { 200: successEnvelope(fulfilmentQueueSchema), ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await writing.queue(requireUser(request), request.query.filter),
    }),
  );

  api.post(
    "/api/staff/fulfilment/:id/assignee",
    {
      schema: {
        tags: ["staff"],
        summary: "Assign (or reassign) a written service to a writer (fulfilment area; audited)",
        params,
        body: z.object({ assigneeId: z.string().max(40) }),
        response: { 200: done, ...errors },
      },
    },
    async (request) => {
      await writing.assign(requireUser(request), request.params.id, request.body.assigneeId);
      return { success: true as const, data: { done: true as const } };
    },
  );

  // Multipart is read in this scope only; everywhere else keeps JSON-only bodies.
  app.register(async (scope) => {
    await scope.register(multipart, {
      limits: { fileSize: RESUME_MAX_BYTES, files: 1, fields: 2, fieldSize: 4096, parts: 3, headerPairs: 50 },
      preservePath: true,
    });
    const upload = scope.withTypeProvider<ZodTypeProvider>();
    upload.post(
      "/api/services/:id/documents",
      {
        schema: {
          tags,
          summary:
            "The seeker adds a document to the brief (spec: upload seeker documents; multipart, field `file`)",
          consumes: ["multipart/form-data"],
          params,
          response: { 200: successEnvelope(serviceFileSchema), ...errors },
        },
      },
      async (request) => {
        const { file } = await readResumeForm(request, scope.multipartErrors, []);
        return {
          success: true as const,
          data: await writing.addDocument(requireUser(request), request.params.id, file),
        };
      },
    );
    upload.post(
      "/api/services/:id/drafts",
      {
        schema: {
          tags,
          summary: "The assigned writer delivers a draft (multipart, fields `file` and `note`; audited)",
          consumes: ["multipart/form-data"],
          params,
          response: { 200: successEnvelope(serviceFileSchema), ...errors },
        },
      },
      async (request) => {
        const { file, fields } = await readResumeForm(request, scope.multipartErrors, ["note"]);
        return {
          success: true as const,
          data: await writing.deliverDraft(requireUser(request), request.params.id, file, fields.note ?? ""),
        };
      },
    );
  });
}
