/**
 * The one place where failures become replies. API paths get the JSON envelope with a localised
 * message; a page address asked for by a browser (a form post refused before the web app read it: too
 * large, not same-origin, a method pages do not take) gets a small page saying the same in the visitor's
 * language. Nothing internal (stack, SQL, library text) ever reaches the user.
 */

import { AppError } from "@portal/contracts";
import { isDatabaseUnavailable } from "@portal/db";
import { type FieldProblem, isMessageCode, isRtl, withLanguage } from "@portal/domain";
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import { isServerMessageKey } from "../i18n/messages.ts";
import { translate } from "../i18n/translate.ts";

export interface ErrorEnvelope {
  success: false;
  errors: { code: string; message: string; field?: string }[];
}

function envelope(request: FastifyRequest, error: AppError): ErrorEnvelope {
  const language = request.language;
  const details: FieldProblem[] = error.details.length > 0 ? error.details : [{ messageKey: error.message }];
  return {
    success: false,
    errors: details.map((detail) => ({
      code: error.code,
      message: translate(language, detail.messageKey, detail.params),
      ...(detail.field ? { field: detail.field } : {}),
    })),
  };
}

interface ZodIssueLike {
  code?: string;
  path?: (string | number)[];
  instancePath?: string;
  message?: string;
  maximum?: number | bigint;
  minimum?: number | bigint;
  params?: { issue?: ZodIssueLike };
}

/** Turns schema failures into field errors with our own words, not the validator's. */
function fieldErrorsFromValidation(error: FastifyError): FieldProblem[] {
  const issues = (error.validation ?? []) as ZodIssueLike[];
  return issues.map((raw): FieldProblem => {
    const issue = raw.params?.issue ?? raw;
    const path =
      issue.path?.join(".") || raw.instancePath?.replace(/^\//, "").replaceAll("/", ".") || undefined;
    const field = path ? path : undefined;
    // Shared schemas (@portal/domain) name their own message; the generic wording is for the rest.
    if (issue.message && (isMessageCode(issue.message) || isServerMessageKey(issue.message)))
      return { field, messageKey: issue.message };
    switch (issue.code) {
      case "too_big":
        return { field, messageKey: "tooLong", params: { max: String(issue.maximum ?? "") } };
      case "too_small":
        return { field, messageKey: "tooSmall", params: { min: String(issue.minimum ?? "") } };
      case "invalid_type":
        return { field, messageKey: "invalidValue" };
      default:
        return { field, messageKey: "invalidValue" };
    }
  });
}

/** Seconds a client is asked to wait while the database is away. */
const UNAVAILABLE_RETRY_SECONDS = 5;

/** The database is away: a 503 that asks to try again shortly. */
export function databaseUnavailableError(cause?: unknown): AppError {
  return new AppError("UNAVAILABLE", "unavailable", { cause, retryAfterSeconds: UNAVAILABLE_RETRY_SECONDS });
}

export function toAppError(error: unknown): AppError {
  if (error instanceof AppError) return error;
  if (isDatabaseUnavailable(error)) return databaseUnavailableError(error);
  const fastifyError = error as FastifyError;
  if (hasZodFastifySchemaValidationErrors(fastifyError) || fastifyError.validation) {
    return new AppError("VALIDATION", "validationFailed", {
      details: fieldErrorsFromValidation(fastifyError),
    });
  }
  switch (fastifyError.statusCode) {
    case 400:
      return new AppError("VALIDATION", "validationFailed", { cause: error });
    case 404:
      return new AppError("NOT_FOUND", "notFound", { cause: error });
    case 405:
      return new AppError("METHOD_NOT_ALLOWED", "methodNotAllowed", { cause: error });
    case 413:
      return new AppError("PAYLOAD_TOO_LARGE", "payloadTooLarge", { cause: error });
    case 415:
      return new AppError("UNSUPPORTED_MEDIA_TYPE", "unsupportedMediaType", { cause: error });
    case 429:
      return new AppError("RATE_LIMITED", "rateLimited", { cause: error });
    default:
      return new AppError("INTERNAL", "internal", { cause: error });
  }
}

export function isApiPath(url: string): boolean {
  return url === "/api" || url.startsWith("/api/") || url.startsWith("/api?");
}

function wantsPage(request: FastifyRequest): boolean {
  return !isApiPath(request.url) && (request.headers.accept ?? "").includes("text/html");
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

/** The refusal as a page: its message, and a way back to the site's home page in the same language. */
function errorPage(request: FastifyRequest, error: AppError): string {
  const language = request.language;
  const message = escapeHtml(translate(language, error.message, error.details[0]?.params));
  const home = escapeHtml(translate(language, "homePage"));
  return `<!doctype html><html lang="${language}" dir="${isRtl(language) ? "rtl" : "ltr"}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${message}</title></head><body><main><h1>${message}</h1><p><a href="${withLanguage("/", language)}">${home}</a></p></main></body></html>`;
}

export function sendError(request: FastifyRequest, reply: FastifyReply, error: AppError): FastifyReply {
  if (error.retryAfterSeconds !== undefined) reply.header("retry-after", String(error.retryAfterSeconds));
  if (wantsPage(request)) {
    return reply.status(error.status).type("text/html; charset=utf-8").send(errorPage(request, error));
  }
  return reply.status(error.status).type("application/json; charset=utf-8").send(envelope(request, error));
}

export const errorsPlugin = fp(
  async (app: FastifyInstance) => {
    app.setErrorHandler((error, request, reply) => {
      const appError = toAppError(error);
      if (appError.code === "UNAVAILABLE") {
        request.log.warn({ code: appError.code, reason: (error as Error).message }, "database unavailable");
      } else if (appError.status >= 500) {
        request.log.error({ err: error }, "request failed");
      } else {
        request.log.info({ code: appError.code, status: appError.status }, "request refused");
      }
      return sendError(request, reply, appError);
    });
    app.setNotFoundHandler((request, reply) =>
      sendError(request, reply, new AppError("NOT_FOUND", "notFound")),
    );
  },
  { name: "errors" },
);
