/**
 * A NUL character has no place in anything a person types, and PostgreSQL refuses it in text: let
 * through, it would fail deep inside a service (a 500, before any ownership check). It is refused here,
 * at the edge, with a 400 for the field it was found in: in the address (path and query), in a JSON
 * body, and in the text fields of a page's form (files of a form may hold any bytes).
 */
import { AppError } from "@portal/contracts";
import type { FastifyInstance, FastifyRequest } from "fastify";
import fp from "fastify-plugin";

const refusal = (field?: string) =>
  new AppError("VALIDATION", "invalidValue", { details: [{ messageKey: "invalidValue", field }] });

/** The path (dotted) of the first text in a JSON value that holds a NUL, or null. */
export function nulPathIn(value: unknown, path = ""): string | null {
  if (typeof value === "string") return value.includes("\u0000") ? path : null;
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = nulPathIn(item, path ? `${path}.${index}` : String(index));
      if (found !== null) return found;
    }
    return null;
  }
  if (value && typeof value === "object") {
    for (const [key, item] of Object.entries(value)) {
      if (key.includes("\u0000")) return path;
      const found = nulPathIn(item, path ? `${path}.${key}` : key);
      if (found !== null) return found;
    }
  }
  return null;
}

/**
 * The name of a form's first text field holding a NUL (files are left alone), or the path of a raw JSON
 * body's (a webhook's bytes, kept for its signature), or null.
 */
async function nulFieldInForm(request: FastifyRequest, body: Buffer): Promise<string | null> {
  const type = request.headers["content-type"] ?? "";
  if (/^application\/json\b/i.test(type)) {
    try {
      return nulPathIn(JSON.parse(body.toString("utf8")));
    } catch {
      return null;
    }
  }
  const form = await new Response(new Uint8Array(body.buffer, body.byteOffset, body.byteLength), {
    headers: { "content-type": type },
  })
    .formData()
    .catch(() => null);
  if (!form) return null;
  for (const [name, value] of form) {
    if (name.includes("\u0000")) return "";
    if (typeof value === "string" && value.includes("\u0000")) return name;
  }
  return null;
}

export const inputGuardPlugin = fp(
  async (app: FastifyInstance) => {
    app.addHook("onRequest", async (request) => {
      // Fastify has decoded the path's parameters and query for routes; the raw address says it first.
      if (request.url.includes("\u0000") || /%00/i.test(request.url)) throw refusal();
    });
    app.addHook("preValidation", async (request) => {
      const body = request.body;
      if (body === undefined || body === null) return;
      const field = Buffer.isBuffer(body) ? await nulFieldInForm(request, body) : nulPathIn(body);
      if (field !== null) throw refusal(field || undefined);
    });
  },
  { name: "input-guard" },
);
