/** Payment gateways behind one interface (sandbox, Razorpay, Stripe), their routes and pages (decision 043). */
export { createPaymentGateways, type PaymentGatewayDependencies } from "./create-gateways.ts";
export {
  canInspectWebhooks,
  type GatewayId,
  gatewayForSite,
  type PaymentGateway,
  PaymentGatewayError,
  type PaymentGatewayErrorCode,
  type PaymentModeId,
  type PaymentOutcome,
  type PaymentRequest,
  type PaymentStatus,
  type RefundResult,
  type StartedPayment,
  type WebhookInspector,
  type WebhookVerdict,
} from "./gateway.ts";
export { ORDERS_PATH, type PaymentRoutesOptions, registerPaymentRoutes } from "./routes.ts";
