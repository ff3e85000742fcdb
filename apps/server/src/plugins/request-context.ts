/**
 * Every request is for one country site, one brand and one language. The site comes from the host
 * (or the X-Source-Site-Context header the web client sends); the language from X-Language-Code, the
 * path prefix (/hi/…, /ar/…) or Accept-Language, in that order.
 */
import {
  type Brand,
  DEFAULT_LANGUAGE,
  type DomainMap,
  LANGUAGES,
  type Language,
  resolveSite,
  SITES,
  type Site,
  splitLanguage,
} from "@portal/domain";
import type { FastifyInstance, FastifyRequest } from "fastify";
import fp from "fastify-plugin";

declare module "fastify" {
  interface FastifyRequest {
    site: Site;
    brand: Brand;
    language: Language;
  }
}

function languageFromHeader(value: string | string[] | undefined): Language | null {
  const text = (Array.isArray(value) ? value[0] : value)?.trim().toLowerCase();
  return text && (LANGUAGES as readonly string[]).includes(text) ? (text as Language) : null;
}

function languageFromAcceptLanguage(header: string | undefined): Language | null {
  if (!header) return null;
  const ranked = header
    .split(",")
    .map((part) => {
      const [tag = "", ...rest] = part.trim().split(";");
      const quality = rest.find((p) => p.trim().startsWith("q="));
      return { base: tag.split("-")[0]?.toLowerCase() ?? "", q: quality ? Number(quality.split("=")[1]) : 1 };
    })
    .filter((entry) => entry.base && Number.isFinite(entry.q))
    .sort((a, b) => b.q - a.q);
  for (const entry of ranked) {
    if ((LANGUAGES as readonly string[]).includes(entry.base)) return entry.base as Language;
  }
  return null;
}

export function requestLanguage(request: FastifyRequest): Language {
  return (
    languageFromHeader(request.headers["x-language-code"]) ??
    splitLanguage(request.url.split("?")[0] ?? "/").language ??
    languageFromAcceptLanguage(request.headers["accept-language"]) ??
    DEFAULT_LANGUAGE
  );
}

export const requestContextPlugin = fp(
  async (app: FastifyInstance, options: { domainMap: DomainMap }) => {
    app.decorateRequest("site", null as unknown as Site);
    app.decorateRequest("brand", null as unknown as Brand);
    app.decorateRequest("language", DEFAULT_LANGUAGE);
    app.addHook("onRequest", async (request) => {
      const resolved = resolveSite(request.hostname, options.domainMap);
      const contextHeader = request.headers["x-source-site-context"];
      const bySiteContext =
        typeof contextHeader === "string"
          ? SITES.find((site) => site.siteContext === contextHeader)
          : undefined;
      request.site = bySiteContext ?? resolved.site;
      request.brand = resolved.brand;
      request.language = requestLanguage(request);
    });
  },
  { name: "request-context" },
);
