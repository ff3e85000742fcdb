/**
 * The storefront as the routes and pages use it: the catalogue, the cart (a guest's joins the seeker's
 * as soon as both are known: the first cart call after login adopts it), the orders, and staff's
 * promo codes and prices.
 */
import type { Cart, CartOwner, StorefrontContract } from "@portal/contracts";
import type { SiteId } from "@portal/domain";
import { type CartService, paymentModesFor } from "./cart.ts";
import type { Catalogues } from "./catalogue.ts";
import type { CataloguePriceService } from "./catalogue-prices.ts";
import type { OrderService } from "./orders.ts";
import type { PromoCodeService } from "./promo-codes.ts";

/**
 * The contract, and what only the server calls: a course's or bundle's line priced by the server
 * (the learning feature reads its tier from the provider; never from a browser).
 */
export interface Storefront extends StorefrontContract {
  addItem(
    owner: CartOwner,
    siteId: SiteId,
    input: { planId: string; itemRef: string; itemTitle: string },
  ): Promise<Cart>;
}

export function createStorefront(parts: {
  catalogues: Catalogues;
  carts: CartService;
  orders: OrderService;
  promoCodes: PromoCodeService;
  /** Staff's prices per site (decision 048). */
  prices: CataloguePriceService;
}): Storefront {
  const { catalogues, carts, orders, promoCodes, prices } = parts;

  /** The owner to act for: a seeker who still holds a guest cart has it adopted first. */
  async function settled(owner: CartOwner, siteId: SiteId): Promise<CartOwner> {
    if (owner.user && owner.guestToken) {
      await carts.adopt(owner.user, siteId, owner.guestToken);
      return { user: owner.user, guestToken: null };
    }
    return owner;
  }

  return {
    catalogue: (siteId, buyerCountry) => catalogues.view(siteId, buyerCountry),
    cart: async (owner, siteId) => carts.cart(await settled(owner, siteId), siteId),
    cartCount: async (owner, siteId) => carts.cartCount(await settled(owner, siteId), siteId),
    add: async (owner, siteId, input) => carts.add(await settled(owner, siteId), siteId, input),
    remove: async (owner, siteId, serviceId, itemRef) =>
      carts.remove(await settled(owner, siteId), siteId, serviceId, itemRef),
    addItem: async (owner, siteId, input) => carts.addItem(await settled(owner, siteId), siteId, input),
    applyPromo: async (owner, siteId, code) => carts.applyPromo(await settled(owner, siteId), siteId, code),
    removePromo: async (owner, siteId) => carts.removePromo(await settled(owner, siteId), siteId),
    paymentModes: (siteId) => {
      const { currency } = catalogues.site(siteId);
      return { siteId, currency, modes: paymentModesFor(currency) };
    },
    promoCodes: async (owner, siteId) => promoCodes.offers(await settled(owner, siteId), siteId),
    staffPromoCodes: promoCodes.list,
    createPromoCode: promoCodes.create,
    endPromoCode: promoCodes.end,
    staffCatalogue: prices.staffCatalogue,
    changeCataloguePrice: prices.changeCataloguePrice,
    saveOptions: async (owner, siteId, input) =>
      carts.saveOptions(await settled(owner, siteId), siteId, input),
    adopt: (user, siteId, guestToken) => carts.adopt(user, siteId, guestToken),
    checkout: orders.checkout,
    pay: orders.pay,
    cancel: orders.cancel,
    saveOrderOptions: orders.saveOptions,
    orders: orders.orders,
    order: orders.order,
    invoice: orders.invoice,
    staffOrder: orders.staffOrder,
    ecash: orders.ecash,
    grantEcash: orders.grantEcash,
    refund: orders.refund,
    resendReceipt: orders.resendReceipt,
  };
}
