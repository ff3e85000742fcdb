export { createCartService } from "./cart.ts";
export { CATALOGUE_FILE, type Catalogues, loadCatalogues, loadSellers } from "./catalogue.ts";
export {
  CATALOGUE_PRICES_CHANNEL,
  createCataloguePrices,
  type LiveCatalogues,
  openCatalogues,
} from "./catalogue-prices.ts";
export { DEMO_PROMO_CODES, seedDemoPromoCodes } from "./demo-promo-codes.ts";
export { createOrderService, FULFIL_TASK, type Fulfiller, RECONCILE_TASK, sellerEntityOf } from "./orders.ts";
export { createPromoCodeService } from "./promo-codes.ts";
export { receiptSender } from "./receipt.ts";
export { cartOwnerOf, registerStorefrontRoutes, writingCartOwner } from "./routes.ts";
export { createStorefront, type Storefront } from "./service.ts";
