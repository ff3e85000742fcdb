/**
 * The server halves of buying a course or bundle on its page (decision 051): what the buy block needs,
 * and the action that puts the item into the cart (course-buy.tsx draws the block).
 */
import { attempt, type PortalLoadContext } from "@portal/contracts";
import { formAction, goTo, refused } from "../../ui/forms/form-action.server.ts";
import { writingCartOwner } from "../storefront/cart-owner.server.ts";
import type { CourseBuyData } from "./course-buy.tsx";

/** What the page's buy block needs; the offer is null when the provider's answer is unknown. */
export async function courseBuyData(
  context: PortalLoadContext,
  kind: "course" | "bundle",
  item: { id: string; priceTier: string } | null | undefined,
): Promise<CourseBuyData> {
  const catalogue = context.services.storefront.catalogue(context.site.id);
  const offer = item
    ? await attempt(context.services.courses.offer(context.session.user, context.site.id, kind, item))
    : null;
  return {
    offer: offer?.ok ? offer.value : null,
    currency: catalogue.currency,
    tax: catalogue.tax,
    csrfToken: context.session.csrfToken,
  };
}

/** The page's action: the item into the cart, then the cart. */
export const courseBuyAction = (kind: "course" | "bundle", idParam: "courseId" | "bundleId") =>
  formAction(async ({ input, context, request, language, params }) => {
    const { owner, setCookie } = writingCartOwner(context, request);
    const outcome = await attempt(
      context.services.courses.addToCart(owner, context.site.id, kind, String(params[idParam] ?? "")),
    );
    if (!outcome.ok) return refused(input, outcome.error);
    return goTo(
      "/cart?notice=added",
      language,
      setCookie ? { headers: { "Set-Cookie": setCookie } } : undefined,
    );
  });
