/**
 * The card slot's data, loaded with the root data for a logged-in seeker on the pages that show the
 * slot (spec page keys: the profile page and the dashboard); null everywhere else, at no cost.
 */

import type { AccountUser, CardSlotPage, PortalLoadContext } from "@portal/contracts";
import type { PageClass } from "@portal/domain";
import type { CardSlotData } from "../../lib/root-data.ts";

const SLOT_PAGES: ReadonlySet<string> = new Set<CardSlotPage>(["profilepage", "dashboard"]);

export async function loadCardSlot(
  context: PortalLoadContext,
  user: AccountUser | null | undefined,
  pageClass: PageClass,
): Promise<CardSlotData | null> {
  if (user?.role !== "seeker" || !SLOT_PAGES.has(pageClass.key)) return null;
  const cards = await context.services.engagementCards.slot(user, pageClass.key as CardSlotPage);
  return {
    cards,
    csrfToken: context.session.csrfToken,
    currency: context.site.currency,
    base: { name: user.name, email: user.email, mobile: user.mobile },
  };
}
