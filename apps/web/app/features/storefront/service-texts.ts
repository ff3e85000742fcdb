/** The names of services, plans, add-ons and taxes in the page's language (catalogue keys by id). */
import type { MessageKey } from "../../i18n/catalogue.ts";

type Translate = (key: MessageKey, params?: Record<string, string | number>) => string;

export const serviceTitle = (t: Translate, serviceId: string) =>
  t(`careerServices.service.${serviceId}.title` as MessageKey);

export const addOnName = (t: Translate, addOnId: string) =>
  t(`careerServices.addOn.${addOnId}.name` as MessageKey);

/** A plan's own name ("Experienced (1–8 years)", "3 months", "Pack of three interviews"). */
export const planLabel = (t: Translate, planId: string) => t(`careerServices.plan.${planId}` as MessageKey);

export const taxName = (t: Translate, name: string) => t(`careerServices.tax.${name}` as MessageKey);
