/**
 * The ways to reach a country site (spec §3): phone, toll-free number and e-mail, in that order, each
 * with its link. A site leaves out a channel its office does not have by leaving the value empty, so
 * only the channels with a value become lines.
 */
import type { SiteContact } from "@portal/domain";

export type ContactChannel = "phone" | "tollFree" | "email";

export interface ContactLine {
  channel: ContactChannel;
  /** As the site writes it, e.g. "+91 120 400 0000". */
  text: string;
  /** A tel: or mailto: link. */
  href: string;
}

const CHANNELS: readonly ContactChannel[] = ["phone", "tollFree", "email"];

/** A dialable number: digits and a leading plus only ("+91 120 400 0000" → "+911204000000"). */
function telHref(number: string): string {
  const digits = number.replace(/\D/g, "");
  return `tel:${number.trim().startsWith("+") ? "+" : ""}${digits}`;
}

export function contactLines(contact: Pick<SiteContact, ContactChannel>): ContactLine[] {
  return CHANNELS.flatMap((channel) => {
    const text = contact[channel].trim();
    if (!text) return [];
    const href = channel === "email" ? `mailto:${text}` : telHref(text);
    return [{ channel, text, href }];
  });
}
