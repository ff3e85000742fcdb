/**
 * Configuration of real gateways for tests (placeholder keys; nothing is called). A portal at an address
 * others reach must have them: the sandbox gateway is refused there (config.ts).
 */
export const RAZORPAY_ENV = {
  RAZORPAY_KEY_ID: "rzp_live_AbCdEf123456",
  RAZORPAY_KEY_SECRET: "razorpay-key-secret",
  RAZORPAY_WEBHOOK_SECRET: "razorpay-webhook-secret",
};

export const STRIPE_ENV = {
  STRIPE_SECRET_KEY: "sk_live_AbCdEf123456",
  STRIPE_WEBHOOK_SECRET: "whsec_AbCdEf123456",
};

export const LIVE_PAYMENTS_ENV = { PAYMENT_GATEWAY: "live", ...RAZORPAY_ENV, ...STRIPE_ENV };
