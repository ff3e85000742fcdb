/**
 * What the delivered services (writing.ts, interviews.ts) share: e-mails about a seeker's service, sent in
 * the reader's language under the order's brand and site with the service's name and the order's number
 * filled in, and the plain reading of a posted form's fields.
 */
import type { FormInput } from "@portal/contracts";
import {
  BRAND_BY_ID,
  type BrandId,
  type CareerServiceId,
  isLanguage,
  type Language,
  type SiteId,
} from "@portal/domain";
import type pg from "pg";
import type { Notifier, TemplateName } from "../notifications/index.ts";
import { SERVICE_NAMES } from "./service-names.ts";

/** A stored language (an account's, an order's), or English when it is missing or unknown. */
export function languageOf(value: string | null | undefined): Language {
  return value && isLanguage(value) ? value : "en";
}

/** A form field as one text ("" when absent; the first of repeated values). */
export function textOf(input: FormInput, name: string): string {
  const value = input[name];
  return typeof value === "string" ? value : Array.isArray(value) ? String(value[0] ?? "") : "";
}

export interface ServiceMailContext {
  siteId: SiteId;
  brandId: string;
  orderNumber: string;
  serviceId: CareerServiceId;
}

/** Queues an e-mail about a service in the caller's transaction (it goes once that commits). */
export async function sendServiceEmail(
  notifier: Pick<Notifier, "send">,
  client: pg.PoolClient,
  about: ServiceMailContext,
  to: { email: string; language: Language },
  template: TemplateName,
  params: Record<string, string>,
): Promise<void> {
  await notifier.send(
    {
      channel: "email",
      template,
      to: to.email,
      siteId: about.siteId,
      brand: BRAND_BY_ID[about.brandId as BrandId] ?? BRAND_BY_ID.jobnest,
      language: to.language,
      params: { service: SERVICE_NAMES[to.language][about.serviceId], order: about.orderNumber, ...params },
    },
    { client },
  );
}
