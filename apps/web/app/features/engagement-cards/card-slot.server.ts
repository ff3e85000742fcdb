/**
 * The card slot's data, loaded with the root data for a logged-in seeker on the pages that show the
 * slot (spec page keys: the profile page and the dashboard); null everywhere else, at no cost.
 */

import type { AccountUser, CardSlotPage, PortalLoadContext } from "@portal/contracts";
import type { Language, PageClass } from "@portal/domain";
import { referenceNamesFor } from "../../i18n/reference-names.server.ts";
import type { CardSlotData } from "../../lib/root-data.ts";

/** The long lists the cards offer or describe, named in the page's language. */
export const CARD_LISTS = ["courses", "specializations", "percentageBands", "workCountries"] as const;

const SLOT_PAGES: ReadonlySet<string> = new Set<CardSlotPage>(["profilepage", "dashboard"]);

export async function loadCardSlot(
  context: PortalLoadContext,
  user: AccountUser | null | undefined,
  pageClass: PageClass,
  language: Language,
): Promise<CardSlotData | null> {
  if (user?.role !== "seeker" || !SLOT_PAGES.has(pageClass.key)) return null;
  const cards = await context.services.engagementCards.slot(user, pageClass.key as CardSlotPage);
  return {
    cards,
    csrfToken: context.session.csrfToken,
    currency: context.site.currency,
    referenceNames: referenceNamesFor(language, CARD_LISTS),
    base: { name: user.name, email: user.email, mobile: user.mobile },
  };
}
