/**
 * Written services' workspaces and the staff fulfilment queue (the `writing` service of the load context,
 * `/api/services/*` and `/api/staff/fulfilment*`; implemented in apps/server/src/features/subscriptions):
 * the seeker's brief and documents, the writer's drafts, the seeker's approval or revision, the messages
 * between them; which work is whose, when it is due and what is late.
 */
import { CAREER_SERVICE_IDS, WRITTEN_SERVICE_IDS } from "@portal/domain";
import { z } from "zod";
import type { AccountUser } from "./account-user.ts";
import type { FormInput } from "./accounts.ts";

/**
 * Where a written service stands: waiting for the seeker's brief, for staff to assign a writer, for the
 * writer (a first draft or a revision), for the seeker's decision on a draft; approved; refunded.
 */
export const WRITING_STAGES = [
  "awaiting-brief",
  "awaiting-writer",
  "writing",
  "revision",
  "draft-ready",
  "approved",
  "refunded",
] as const;
export type WritingStage = (typeof WRITING_STAGES)[number];

export const serviceFileSchema = z.object({
  id: z.string(),
  kind: z.enum(["document", "draft"]),
  fileName: z.string(),
  format: z.string(),
  sizeBytes: z.number().int(),
  uploadedAt: z.string(),
  /** A draft's number, from 1. */
  version: z.number().int().nullable(),
  note: z.string().nullable(),
  decision: z.enum(["approved", "revision"]).nullable(),
  decisionNote: z.string().nullable(),
  decidedAt: z.string().nullable(),
  /** Sent by the seeker (else by staff: the writer's cover letter, notes). */
  fromSeeker: z.boolean(),
  /** The reader sent it (and may remove a document). */
  isMine: z.boolean(),
});
export type ServiceFile = z.infer<typeof serviceFileSchema>;

export const serviceMessageSchema = z.object({
  id: z.number().int(),
  side: z.enum(["seeker", "staff"]),
  senderName: z.string(),
  body: z.string(),
  createdAt: z.string(),
});
export type ServiceMessage = z.infer<typeof serviceMessageSchema>;

export const writingBriefViewSchema = z.object({
  targetRole: z.string(),
  industry: z.string(),
  highlights: z.string(),
  notes: z.string(),
  linkedinUrl: z.string(),
});

export const writingWorkspaceSchema = z.object({
  id: z.string(),
  serviceId: z.enum(WRITTEN_SERVICE_IDS),
  planId: z.string(),
  orderNumber: z.string(),
  siteId: z.string(),
  seekerName: z.string(),
  stage: z.enum(WRITING_STAGES),
  brief: writingBriefViewSchema.nullable(),
  briefAt: z.string().nullable(),
  dueAt: z.string().nullable(),
  /** Due and the writer still owes the work. */
  isLate: z.boolean(),
  revisionsAllowed: z.number().int(),
  revisionsUsed: z.number().int(),
  addOnIds: z.array(z.string()),
  assignee: z.object({ id: z.string(), name: z.string() }).nullable(),
  documents: z.array(serviceFileSchema),
  drafts: z.array(serviceFileSchema),
  messages: z.array(serviceMessageSchema),
  /** What the reader may do now. */
  can: z.object({
    editBrief: z.boolean(),
    addDocument: z.boolean(),
    decide: z.boolean(),
    requestRevision: z.boolean(),
    deliver: z.boolean(),
    message: z.boolean(),
  }),
  /** The reader's side. */
  viewer: z.enum(["seeker", "staff"]),
});
export type WritingWorkspace = z.infer<typeof writingWorkspaceSchema>;

export const fulfilmentRowSchema = z.object({
  id: z.string(),
  serviceId: z.enum(CAREER_SERVICE_IDS),
  planId: z.string(),
  orderNumber: z.string(),
  siteId: z.string(),
  seekerName: z.string(),
  stage: z.enum(WRITING_STAGES),
  dueAt: z.string().nullable(),
  isLate: z.boolean(),
  assignee: z.object({ id: z.string(), name: z.string() }).nullable(),
  paidAt: z.string(),
});
export type FulfilmentRow = z.infer<typeof fulfilmentRowSchema>;

export const FULFILMENT_FILTERS = ["open", "late", "unassigned", "done"] as const;
export type FulfilmentFilter = (typeof FULFILMENT_FILTERS)[number];

export const fulfilmentQueueSchema = z.object({
  rows: z.array(fulfilmentRowSchema),
  /** Staff who may be assigned (the writing area's), for staff who assign; empty for a writer. */
  writers: z.array(z.object({ id: z.string(), name: z.string(), openWork: z.number().int() })),
  /** Whether the reader assigns work (the fulfilment area) or sees only their own. */
  canAssign: z.boolean(),
});
export type FulfilmentQueue = z.infer<typeof fulfilmentQueueSchema>;

export const draftDecisionSchema = z.object({
  decision: z.enum(["approved", "revision"]),
  note: z.string().max(2000).optional(),
});

export interface ServiceFileDownload {
  fileName: string;
  contentType: string;
  bytes: Uint8Array;
}

export interface UploadedFile {
  fileName: string;
  bytes: Buffer;
}

export interface WritingContract {
  /** The seeker's own workspace, or staff's: the assigned writer's, or anyone's in the fulfilment area. */
  workspace(user: AccountUser, id: string): Promise<WritingWorkspace>;
  /** The seeker sends (or, until the first draft, corrects) the brief; the due date counts from the first. */
  saveBrief(user: AccountUser, id: string, input: FormInput): Promise<void>;
  addDocument(user: AccountUser, id: string, file: UploadedFile): Promise<ServiceFile>;
  removeDocument(user: AccountUser, id: string, fileId: string): Promise<void>;
  /** The assigned writer delivers a draft (the resume rules for files apply), with a note. */
  deliverDraft(user: AccountUser, id: string, file: UploadedFile, note: string): Promise<ServiceFile>;
  /**
   * The seeker approves the draft waiting for them, or sends it back with what to change; whether an
   * approved draft became the seeker's current resume.
   */
  decide(user: AccountUser, id: string, input: FormInput): Promise<{ resumeStored: boolean }>;
  sendMessage(user: AccountUser, id: string, body: string): Promise<void>;
  file(user: AccountUser, id: string, fileId: string): Promise<ServiceFileDownload>;
  /** The fulfilment queue: all work for the fulfilment area, a writer's own otherwise. */
  queue(user: AccountUser, filter: FulfilmentFilter): Promise<FulfilmentQueue>;
  assign(user: AccountUser, id: string, assigneeId: string): Promise<void>;
}
