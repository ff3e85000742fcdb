/** The names of services, plans, add-ons and taxes in the page's language (catalogue keys by id). */
import { CAREER_SERVICE_PATHS, type CareerServiceId } from "@portal/domain";
import type { MessageKey } from "../../i18n/catalogue.ts";

type Translate = (key: MessageKey, params?: Record<string, string | number>) => string;

export const serviceTitle = (t: Translate, serviceId: string) =>
  t(`careerServices.service.${serviceId}.title` as MessageKey);

export const addOnName = (t: Translate, addOnId: string) =>
  t(`careerServices.addOn.${addOnId}.name` as MessageKey);

/** A plan's own name ("Experienced (1–8 years)", "3 months", "Pack of three interviews"). */
export const planLabel = (t: Translate, planId: string) => t(`careerServices.plan.${planId}` as MessageKey);

export const taxName = (t: Translate, name: string) => t(`careerServices.tax.${name}` as MessageKey);

/** A cart's or order's line as the buyer reads it: the service, or "Course: <its title>". */
export const lineTitle = (t: Translate, line: { serviceId: string; itemTitle: string }) =>
  line.itemTitle ? `${serviceTitle(t, line.serviceId)}: ${line.itemTitle}` : serviceTitle(t, line.serviceId);

/** Where a line's name leads: the service's page, or the course's or bundle's (decision 051). */
export function linePath(line: { serviceId: string; itemRef: string }): string {
  if (line.serviceId === "course") return `/courses/${encodeURIComponent(line.itemRef)}`;
  if (line.serviceId === "course-bundle") return `/courses/bundles/${encodeURIComponent(line.itemRef)}`;
  return CAREER_SERVICE_PATHS[line.serviceId as CareerServiceId] ?? "/career-services";
}
