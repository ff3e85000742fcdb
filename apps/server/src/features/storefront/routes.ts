/**
 * JSON API of career services (spec §7 "Career services"): the catalogue, the cart with its count,
 * add-ons, promo code and options, checkout and the seeker's orders. A guest's cart is found by the
 * `cart` cookie (a random token, HTTP only), set on their first add.
 */
import {
  CART_COOKIE,
  CART_COOKIE_DAYS,
  type CartOwner,
  cartSchema,
  cataloguePriceChangeBodySchema,
  cataloguePriceChangedSchema,
  catalogueSchema,
  errorEnvelopeSchema,
  orderListSchema,
  orderSchema,
  PAYMENT_MODES,
  promoOfferSchema,
  type StorefrontContract,
  staffCatalogueSchema,
  staffPromoCodeSchema,
  successEnvelope,
} from "@portal/contracts";
import { SITE_IDS, SITES } from "@portal/domain";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { randomToken } from "../../auth/secrets.ts";
import { requireUser } from "../../plugins/authorization.ts";

export function cartOwnerOf(request: FastifyRequest): CartOwner {
  const token = request.cookies[CART_COOKIE];
  return {
    user: request.user ?? null,
    guestToken: typeof token === "string" && /^[A-Za-z0-9_-]{20,100}$/.test(token) ? token : null,
  };
}

/** The owner for a write: a guest without a cart cookie gets one now. */
export function writingCartOwner(request: FastifyRequest, reply: FastifyReply, isHttps: boolean): CartOwner {
  const owner = cartOwnerOf(request);
  if (owner.user || owner.guestToken) return owner;
  const token = randomToken(24);
  reply.setCookie(CART_COOKIE, token, {
    path: "/",
    httpOnly: true,
    sameSite: "lax",
    secure: isHttps,
    maxAge: CART_COOKIE_DAYS * 24 * 60 * 60,
  });
  return { user: null, guestToken: token };
}

export function registerStorefrontRoutes(
  app: FastifyInstance,
  storefront: StorefrontContract,
  options: { isHttps: boolean },
): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const errors = {
    400: errorEnvelopeSchema,
    401: errorEnvelopeSchema,
    403: errorEnvelopeSchema,
    404: errorEnvelopeSchema,
    409: errorEnvelopeSchema,
    429: errorEnvelopeSchema,
  };
  const cartReply = { 200: successEnvelope(cartSchema), ...errors };

  const writingOwner = (request: FastifyRequest, reply: FastifyReply) =>
    writingCartOwner(request, reply, options.isHttps);

  api.get(
    "/api/career-services",
    {
      schema: {
        tags: ["career services"],
        summary: "Every service of the site with its plans, prices, add-ons and how tax applies",
        querystring: z.object({ buyerCountry: z.string().length(2).optional() }),
        response: { 200: successEnvelope(catalogueSchema), ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: storefront.catalogue(request.site.id, request.query.buyerCountry ?? null),
    }),
  );

  api.get(
    "/api/cart",
    {
      schema: { tags: ["cart"], summary: "The visitor's cart on this site, priced now", response: cartReply },
    },
    async (request) => ({
      success: true as const,
      data: await storefront.cart(cartOwnerOf(request), request.site.id),
    }),
  );

  api.get(
    "/api/cart/count",
    {
      schema: {
        tags: ["cart"],
        summary: "How many services are in the cart (the header's count)",
        response: { 200: successEnvelope(z.object({ count: z.number().int() })), ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: { count: await storefront.cartCount(cartOwnerOf(request), request.site.id) },
    }),
  );

  api.post(
    "/api/cart/items",
    {
      schema: {
        tags: ["cart"],
        summary: "Add a service's plan with add-ons (replaces the service's plan already in the cart)",
        body: z.object({
          planId: z.string().max(60),
          addOnIds: z.array(z.string().max(60)).max(10).optional(),
        }),
        response: cartReply,
      },
    },
    async (request, reply) => ({
      success: true as const,
      data: await storefront.add(writingOwner(request, reply), request.site.id, request.body),
    }),
  );

  api.post(
    "/api/cart/external",
    {
      schema: {
        tags: ["cart"],
        summary:
          "Add several plans at once, from a campaign link (spec: add to cart external, prefilled cart)",
        body: z.object({
          items: z
            .array(
              z.object({
                planId: z.string().max(60),
                addOnIds: z.array(z.string().max(60)).max(10).optional(),
              }),
            )
            .min(1)
            .max(7),
        }),
        response: cartReply,
      },
    },
    async (request, reply) => {
      const owner = writingOwner(request, reply);
      let cart = await storefront.cart(owner, request.site.id);
      for (const item of request.body.items) cart = await storefront.add(owner, request.site.id, item);
      return { success: true as const, data: cart };
    },
  );

  api.delete(
    "/api/cart/items/:serviceId",
    {
      schema: {
        tags: ["cart"],
        summary: "Remove a service from the cart, or one course or bundle of it (`item`)",
        params: z.object({ serviceId: z.string().max(60) }),
        querystring: z.object({ item: z.string().max(100).optional() }),
        response: cartReply,
      },
    },
    async (request) => ({
      success: true as const,
      data: await storefront.remove(
        cartOwnerOf(request),
        request.site.id,
        request.params.serviceId,
        request.query.item ?? "",
      ),
    }),
  );

  api.post(
    "/api/cart/promo",
    {
      schema: {
        tags: ["cart"],
        summary: "Apply a promo code (refused with why: unknown, expired, used up, not for this site…)",
        body: z.object({ code: z.string().max(40) }),
        response: cartReply,
      },
    },
    async (request, reply) => ({
      success: true as const,
      data: await storefront.applyPromo(writingOwner(request, reply), request.site.id, request.body.code),
    }),
  );

  api.delete(
    "/api/cart/promo",
    { schema: { tags: ["cart"], summary: "Remove the promo code", response: cartReply } },
    async (request) => ({
      success: true as const,
      data: await storefront.removePromo(cartOwnerOf(request), request.site.id),
    }),
  );

  api.get(
    "/api/cart/promo-codes",
    {
      schema: {
        tags: ["cart"],
        summary:
          "The site's offered promo codes usable now, for this buyer (spec: promo codes list); any code can be typed in",
        response: { 200: successEnvelope(z.object({ codes: z.array(promoOfferSchema) })), ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: { codes: await storefront.promoCodes(cartOwnerOf(request), request.site.id) },
    }),
  );

  const modesReply = z.object({
    siteId: z.string(),
    currency: z.string(),
    modes: z.array(z.enum(PAYMENT_MODES)),
  });
  api.get(
    "/api/payment-modes",
    {
      schema: {
        tags: ["cart"],
        summary:
          "How buyers pay on this site (spec: payment modes): cards everywhere; UPI, net banking and wallets in India",
        response: { 200: successEnvelope(modesReply), ...errors },
      },
    },
    async (request) => ({ success: true as const, data: storefront.paymentModes(request.site.id) }),
  );
  api.get(
    "/api/payment-modes/all",
    {
      schema: {
        tags: ["cart"],
        summary: "How buyers pay on every site (spec: all payment modes)",
        response: { 200: successEnvelope(z.object({ sites: z.array(modesReply) })), ...errors },
      },
    },
    async () => ({
      success: true as const,
      data: { sites: SITES.map((site) => storefront.paymentModes(site.id)) },
    }),
  );

  api.put(
    "/api/cart/options",
    {
      schema: {
        tags: ["cart"],
        summary:
          "Save the buyer's country of residence (the Gulf's VAT) and tax id (spec: save cart options)",
        body: z.object({ buyerCountry: z.string().max(2).optional(), taxId: z.string().max(30).optional() }),
        response: cartReply,
      },
    },
    async (request, reply) => ({
      success: true as const,
      data: await storefront.saveOptions(writingOwner(request, reply), request.site.id, request.body),
    }),
  );

  const started = {
    200: successEnvelope(z.object({ orderId: z.string(), redirectUrl: z.string() })),
    ...errors,
  };
  api.post(
    "/api/seeker/orders",
    {
      schema: {
        tags: ["orders"],
        summary:
          "Make the order from the cart (spec: generate order) and start paying it (spec: make payment)",
        body: z.object({ checkoutKey: z.string().max(40).optional(), mode: z.string().max(20).optional() }),
        response: started,
      },
    },
    async (request) => ({
      success: true as const,
      data: await storefront.checkout(requireUser(request), request.requestMeta, request.body),
    }),
  );

  api.get(
    "/api/seeker/orders",
    {
      schema: {
        tags: ["orders"],
        summary: "The seeker's orders, newest first",
        querystring: z.object({ page: z.coerce.number().int().min(1).max(1000).optional() }),
        response: { 200: successEnvelope(orderListSchema), ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await storefront.orders(requireUser(request), request.query.page),
    }),
  );

  const orderParams = z.object({ orderId: z.string().max(40) });
  api.get(
    "/api/seeker/orders/:orderId",
    {
      schema: {
        tags: ["orders"],
        summary: "One order: items, amounts, tax, payments and its history (spec: order detail)",
        params: orderParams,
        response: { 200: successEnvelope(orderSchema), ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await storefront.order(requireUser(request), request.params.orderId),
    }),
  );

  api.post(
    "/api/seeker/orders/:orderId/pay",
    {
      schema: {
        tags: ["orders"],
        summary: "Pay an unpaid or failed order again",
        params: orderParams,
        body: z.object({ mode: z.string().max(20).optional() }),
        response: started,
      },
    },
    async (request) => ({
      success: true as const,
      data: await storefront.pay(
        requireUser(request),
        request.requestMeta,
        request.params.orderId,
        request.body.mode,
      ),
    }),
  );

  api.put(
    "/api/seeker/orders/:orderId/options",
    {
      schema: {
        tags: ["orders"],
        summary: "The tax id for the invoice of an order not paid yet (spec: save order options)",
        params: orderParams,
        body: z.object({ taxId: z.string().max(30).optional() }),
        response: { 200: successEnvelope(orderSchema), ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await storefront.saveOrderOptions(requireUser(request), request.params.orderId, request.body),
    }),
  );

  api.post(
    "/api/seeker/orders/:orderId/cancel",
    {
      schema: {
        tags: ["orders"],
        summary: "Cancel an unpaid order (its promo code can be used again)",
        params: orderParams,
        response: { 200: successEnvelope(orderSchema), ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await storefront.cancel(requireUser(request), request.params.orderId),
    }),
  );

  const staffOrderSchema = z.object({
    order: orderSchema,
    refunds: z.array(
      z.object({
        amountMinor: z.number().int(),
        reason: z.string(),
        status: z.string(),
        createdAt: z.string(),
        creditNote: z.string().nullable(),
      }),
    ),
    refundableMinor: z.number().int(),
  });
  api.get(
    "/api/staff/orders",
    {
      schema: {
        tags: ["orders"],
        summary: "Staff: an order by its number, with its refunds and what can still be refunded",
        querystring: z.object({ number: z.string().max(40) }),
        response: { 200: successEnvelope(staffOrderSchema), ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await storefront.staffOrder(requireUser(request), request.query.number),
    }),
  );
  api.post(
    "/api/staff/orders/:orderId/resend-receipt",
    {
      schema: {
        tags: ["orders"],
        summary: "Staff: e-mail a paid order's receipt, with its invoice's link, to the buyer again",
        params: z.object({ orderId: z.string().max(40) }),
        response: { 200: successEnvelope(staffOrderSchema), ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await storefront.resendReceipt(requireUser(request), request.params.orderId),
    }),
  );

  api.post(
    "/api/staff/orders/:orderId/refund",
    {
      schema: {
        tags: ["orders"],
        summary: "Staff: refund part or all of a paid order through its gateway (a credit note follows)",
        params: orderParams,
        body: z.object({ amountMinor: z.number().int(), reason: z.string().max(500) }),
        response: { 200: successEnvelope(staffOrderSchema), ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await storefront.refund(requireUser(request), request.params.orderId, request.body),
    }),
  );

  api.get(
    "/api/staff/promo-codes",
    {
      schema: {
        tags: ["orders"],
        summary: "Staff: every promo code with its terms and use, the newest first",
        response: { 200: successEnvelope(z.object({ codes: z.array(staffPromoCodeSchema) })), ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: { codes: await storefront.staffPromoCodes(requireUser(request)) },
    }),
  );
  api.post(
    "/api/staff/promo-codes",
    {
      schema: {
        tags: ["orders"],
        summary:
          "Staff: make a promo code (percent or amount off, minimum order, largest discount, site, services, dates, limits)",
        body: z.object({
          code: z.string().max(40),
          kind: z.enum(["percent", "flat"]),
          percent: z.union([z.number(), z.string().max(10)]).optional(),
          flatMinor: z.number().int().optional(),
          siteId: z.string().max(20).optional(),
          serviceIds: z.array(z.string().max(40)).max(20).optional(),
          minOrderMinor: z.number().int().optional(),
          maxDiscountMinor: z.number().int().optional(),
          startsAt: z.string().max(10).optional(),
          endsAt: z.string().max(10).optional(),
          perSeekerLimit: z.number().int().optional(),
          totalLimit: z.number().int().optional(),
          firstOrderOnly: z.boolean().optional(),
          listed: z.boolean().optional(),
          description: z.string().max(200).optional(),
        }),
        response: { 200: successEnvelope(staffPromoCodeSchema), ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await storefront.createPromoCode(requireUser(request), request.body),
    }),
  );
  api.post(
    "/api/staff/promo-codes/:code/end",
    {
      schema: {
        tags: ["orders"],
        summary: "Staff: end a promo code now (orders made with it keep their discount)",
        params: z.object({ code: z.string().max(40) }),
        response: { 200: successEnvelope(staffPromoCodeSchema), ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await storefront.endPromoCode(requireUser(request), request.params.code),
    }),
  );

  api.get(
    "/api/staff/catalogue/:siteId",
    {
      schema: {
        tags: ["orders"],
        summary:
          "Staff: a site's every plan and add-on with its price now (null: not sold there) and who changed it last",
        params: z.object({ siteId: z.enum(SITE_IDS) }),
        response: { 200: successEnvelope(staffCatalogueSchema), ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await storefront.staffCatalogue(requireUser(request), request.params.siteId),
    }),
  );
  api.post(
    "/api/staff/catalogue/:siteId/:kind/:itemId",
    {
      schema: {
        tags: ["orders"],
        summary:
          "Staff: set a plan's price, struck-through price and whether the site sells it, or an add-on's price (in minor units); new carts and orders use it, orders made before keep theirs",
        params: z.object({
          siteId: z.enum(SITE_IDS),
          kind: z.enum(["plans", "add-ons"]),
          itemId: z.string().max(60),
        }),
        body: cataloguePriceChangeBodySchema,
        response: { 200: successEnvelope(cataloguePriceChangedSchema), ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await storefront.changeCataloguePrice(requireUser(request), {
        ...request.body,
        siteId: request.params.siteId,
        kind: request.params.kind === "plans" ? "plan" : "add-on",
        itemId: request.params.itemId,
      }),
    }),
  );

  api.get(
    "/api/seeker/ecash",
    {
      schema: {
        tags: ["orders"],
        summary: "The seeker's e-cash balances (spec: e-cash balance); checkout spends them first",
        response: {
          200: successEnvelope(
            z.object({
              balances: z.array(z.object({ currency: z.string(), amountMinor: z.number().int() })),
            }),
          ),
          ...errors,
        },
      },
    },
    async (request) => ({
      success: true as const,
      data: { balances: await storefront.ecash(requireUser(request)) },
    }),
  );
  api.post(
    "/api/staff/ecash",
    {
      schema: {
        tags: ["orders"],
        summary: "Staff: credit a seeker's e-cash (a promotion or goodwill), with a note",
        body: z.object({
          email: z.string().max(254),
          currency: z.string().length(3),
          amountMinor: z.number().int(),
          note: z.string().max(200),
        }),
        response: { 200: successEnvelope(z.object({})), ...errors },
      },
    },
    async (request) => {
      await storefront.grantEcash(requireUser(request), request.body);
      return { success: true as const, data: {} };
    },
  );
}
