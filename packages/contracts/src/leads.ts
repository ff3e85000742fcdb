/**
 * Callback requests and internal leads (implemented in apps/server/src/features/leads): the `leads` service
 * of the load context and the /api/callback-requests and /api/staff/leads calls.
 */
import type { CallbackTime, CallbackTopic, LeadStatus, SiteId } from "@portal/domain";
import type { AccountUser } from "./account-user.ts";
import type { RequestMeta } from "./page-session.ts";

export interface Lead {
  id: string;
  siteId: string;
  name: string;
  diallingCode: string;
  mobileNumber: string;
  topic: CallbackTopic;
  preferredTime: CallbackTime;
  source: "web" | "staff";
  status: LeadStatus;
  note: string;
  /** The staff member who last changed it. */
  handledBy: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface LeadList {
  leads: Lead[];
  total: number;
  page: number;
  pageSize: number;
}

export interface LeadsContract {
  /**
   * A visitor's request to be called (guests too; a seeker's is tied to their account). VALIDATION with
   * the field's problem ('Please Enter Mobile Number'); RATE_LIMITED for a number or an address asking too
   * often.
   */
  requestCallback(
    user: AccountUser | null,
    siteId: SiteId,
    input: Record<string, unknown>,
    meta: Pick<RequestMeta, "ip">,
  ): Promise<{ id: string }>;
  /** Staff of the leads area: newest first, narrowed to a status. */
  list(staff: AccountUser, query: { status: LeadStatus | null; page: number }): Promise<LeadList>;
  get(staff: AccountUser, id: string): Promise<Lead>;
  /** The internal-lead form: a lead staff write down (a call that came in, a fair's visitor). */
  create(staff: AccountUser, siteId: SiteId, input: Record<string, unknown>): Promise<Lead>;
  /** Status and note, audited. */
  save(staff: AccountUser, id: string, input: { status?: unknown; note?: unknown }): Promise<Lead>;
}
