/** The about, terms, privacy and contact pages: their addresses (without language prefix) and titles. */
import type { MessageKey } from "../../i18n/catalogue.ts";

export interface InfoPageLink {
  path: string;
  title: MessageKey;
}

export const INFO_PAGES = [
  { path: "/about-us", title: "info.about.title" },
  { path: "/terms-and-conditions", title: "info.terms.title" },
  { path: "/privacy-policy", title: "info.privacy.title" },
  { path: "/contact-us", title: "info.contact.title" },
] as const satisfies readonly InfoPageLink[];
