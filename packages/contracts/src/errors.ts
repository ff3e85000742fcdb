/**
 * One error type for everything a service refuses on purpose, with a small closed set of codes and one
 * table from code to HTTP status. Services throw it (decision 028); the API's error handler turns it
 * into the error envelope, and page actions turn it back into a value with `attempt`. Anything else
 * that escapes is an internal error: logged, never shown.
 */
import type { FieldProblem } from "@portal/domain";

export const ERROR_STATUS = {
  VALIDATION: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  METHOD_NOT_ALLOWED: 405,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  UNPROCESSABLE: 422,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  UNAVAILABLE: 503,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

export class AppError extends Error {
  readonly code: ErrorCode;
  /** Problems of single fields (a form shows each beside its field); empty for a refusal as a whole. */
  readonly details: FieldProblem[];
  readonly retryAfterSeconds: number | undefined;

  /** `messageKey`: a spec message code, or a key of the server's or a feature's message catalogue. */
  constructor(
    code: ErrorCode,
    messageKey: string,
    options: { details?: FieldProblem[]; retryAfterSeconds?: number; cause?: unknown } = {},
  ) {
    super(messageKey, { cause: options.cause });
    this.name = "AppError";
    this.code = code;
    this.details = options.details ?? [];
    this.retryAfterSeconds = options.retryAfterSeconds;
  }

  get messageKey(): string {
    return this.message;
  }

  get status(): number {
    return ERROR_STATUS[this.code];
  }
}

/**
 * True for an AppError made by any copy of this module: the web app's server build bundles its own
 * copy of the contracts, so `instanceof` alone would miss refusals thrown by the server's services.
 */
export function isAppError(error: unknown): error is AppError {
  if (error instanceof AppError) return true;
  if (!(error instanceof Error) || error.name !== "AppError") return false;
  const { code, details } = error as Partial<AppError>;
  return typeof code === "string" && Object.hasOwn(ERROR_STATUS, code) && Array.isArray(details);
}

/** A refusal as the problems a form shows: its field problems, else its message as one problem. */
export function problemsOf(error: AppError): FieldProblem[] {
  return error.details.length > 0 ? error.details : [{ messageKey: error.message }];
}

export type Outcome<T> = { ok: true; value: T } | { ok: false; error: AppError };

/**
 * A service call as a page action sees it: a refusal (AppError) comes back as a value, so the action can
 * show it beside the form and keep what was typed; any other failure is thrown to the error page.
 */
export async function attempt<T>(work: Promise<T>): Promise<Outcome<T>> {
  try {
    return { ok: true, value: await work };
  } catch (error) {
    if (isAppError(error)) return { ok: false, error };
    throw error;
  }
}

/** The refusal every rate-limited service call throws; the route sends `Retry-After` from it. */
export function rateLimitedError(retryAfterSeconds: number): AppError {
  return new AppError("RATE_LIMITED", "rateLimited", {
    retryAfterSeconds,
    details: [{ messageKey: "rateLimited", params: { seconds: retryAfterSeconds } }],
  });
}
