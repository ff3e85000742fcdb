/**
 * One error type for everything a service refuses on purpose, with a small closed set of codes and one
 * table from code to HTTP status. Anything else that escapes is an internal error: logged, never shown.
 */
export const ERROR_STATUS = {
  VALIDATION: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  UNPROCESSABLE: 422,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  UNAVAILABLE: 503,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

export interface FieldError {
  field?: string;
  /** Key into the server message catalogue, or a spec message code. */
  messageKey: string;
  params?: Record<string, string | number>;
}

export class AppError extends Error {
  readonly code: ErrorCode;
  readonly details: FieldError[];
  readonly retryAfterSeconds: number | undefined;

  constructor(
    code: ErrorCode,
    messageKey: string,
    options: { details?: FieldError[]; retryAfterSeconds?: number; cause?: unknown } = {},
  ) {
    super(messageKey, { cause: options.cause });
    this.name = "AppError";
    this.code = code;
    this.details = options.details ?? [];
    this.retryAfterSeconds = options.retryAfterSeconds;
  }

  get status(): number {
    return ERROR_STATUS[this.code];
  }
}
