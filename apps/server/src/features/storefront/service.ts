/**
 * The storefront as the routes and pages use it: the catalogue, the cart (a guest's joins the seeker's
 * as soon as both are known: the first cart call after login adopts it) and the orders.
 */
import type { CartOwner, StorefrontContract } from "@portal/contracts";
import type { SiteId } from "@portal/domain";
import type { CartService } from "./cart.ts";
import type { Catalogues } from "./catalogue.ts";
import type { OrderService } from "./orders.ts";

export function createStorefront(parts: {
  catalogues: Catalogues;
  carts: CartService;
  orders: OrderService;
}): StorefrontContract {
  const { catalogues, carts, orders } = parts;

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
    remove: async (owner, siteId, serviceId) => carts.remove(await settled(owner, siteId), siteId, serviceId),
    applyPromo: async (owner, siteId, code) => carts.applyPromo(await settled(owner, siteId), siteId, code),
    removePromo: async (owner, siteId) => carts.removePromo(await settled(owner, siteId), siteId),
    saveOptions: async (owner, siteId, input) =>
      carts.saveOptions(await settled(owner, siteId), siteId, input),
    adopt: (user, siteId, guestToken) => carts.adopt(user, siteId, guestToken),
    checkout: orders.checkout,
    pay: orders.pay,
    cancel: orders.cancel,
    orders: orders.orders,
    order: orders.order,
    invoice: orders.invoice,
    staffOrder: orders.staffOrder,
    ecash: orders.ecash,
    grantEcash: orders.grantEcash,
    refund: orders.refund,
  };
}
