/**
 * The named calls of spec §7: components say which call they make, never which URL. Only calls whose
 * method and path exist on the server are listed; the rest join as their endpoints are built.
 */
export type HttpMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

export interface CallDefinition {
  method: HttpMethod;
  /** Path on the portal's own origin; `{name}` segments are filled from the call's `params`. */
  path: string;
  /** Overrides the default time-out; uploads use UPLOAD_TIMEOUT_MS. */
  timeoutMs?: number;
  /** Sent form-encoded (resume upload, old logout) instead of as JSON. */
  form?: boolean;
}

export type CallRegistry = Readonly<Record<string, CallDefinition>>;

export const CALLS = {
  jobSearch: { method: "GET", path: "/api/jobs/search" },
  jobDetail: { method: "GET", path: "/api/jobs/{id}" },
  health: { method: "GET", path: "/healthz" },
  autoSuggest: { method: "GET", path: "/api/search/suggestions" },
  voiceSemantic: { method: "GET", path: "/api/search/voice-semantic" },
} as const satisfies CallRegistry;

export type CallName = keyof typeof CALLS;
