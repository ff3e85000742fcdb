/**
 * The two small pages this feature serves itself, as plain server-rendered HTML (no React, no script
 * needed): the sandbox gateway's hosted payment page and the launcher that hands the browser to
 * Razorpay's hosted checkout. Both are mobile-first, in the payment's language (Arabic right to left),
 * with their texts here: the sandbox stands in for an outside gateway, whose page the portal's catalogue
 * would not hold either.
 */
import { type DomainMap, resolveSite } from "@portal/domain";
import type { PaymentModeId } from "./gateway.ts";

export type PageLanguage = "en" | "hi" | "ar";

const TEXTS = {
  en: {
    sandboxTitle: "Test payment",
    sandboxNotice: "Sandbox gateway: no real money moves. Choose what the payment does.",
    merchant: "Merchant",
    order: "Order",
    description: "For",
    method: "Payment method",
    amount: "Amount",
    pay: "Pay (success)",
    fail: "Fail the payment",
    pending: "Leave it pending",
    expiredTitle: "This payment page has expired",
    expiredText: "Nothing was paid. Go back to the shop and start the payment again.",
    launcherTitle: "Continue to Razorpay",
    launcherText: "You pay {amount} for order {order} on Razorpay's secure page.",
    launcherButton: "Continue to payment",
    modes: { card: "Card", upi: "UPI", netbanking: "Net banking", wallet: "Wallet" },
  },
  hi: {
    sandboxTitle: "परीक्षण भुगतान",
    sandboxNotice: "सैंडबॉक्स गेटवे: कोई असली पैसा नहीं कटता। चुनें कि भुगतान का क्या हो।",
    merchant: "विक्रेता",
    order: "ऑर्डर",
    description: "किसके लिए",
    method: "भुगतान का तरीका",
    amount: "राशि",
    pay: "भुगतान करें (सफल)",
    fail: "भुगतान विफल करें",
    pending: "लंबित छोड़ दें",
    expiredTitle: "भुगतान का यह पेज समाप्त हो चुका है",
    expiredText: "कोई भुगतान नहीं हुआ। दुकान पर वापस जाकर भुगतान फिर से शुरू करें।",
    launcherTitle: "Razorpay पर जारी रखें",
    launcherText: "आप ऑर्डर {order} के लिए {amount} का भुगतान Razorpay के सुरक्षित पेज पर करेंगे।",
    launcherButton: "भुगतान जारी रखें",
    modes: { card: "कार्ड", upi: "यूपीआई", netbanking: "नेट बैंकिंग", wallet: "वॉलेट" },
  },
  ar: {
    sandboxTitle: "دفع تجريبي",
    sandboxNotice: "بوابة دفع تجريبية: لا تُنقل أي أموال حقيقية. اختر ما يحدث للدفع.",
    merchant: "التاجر",
    order: "الطلب",
    description: "مقابل",
    method: "طريقة الدفع",
    amount: "المبلغ",
    pay: "ادفع (نجاح)",
    fail: "أفشِل الدفع",
    pending: "اتركه معلّقًا",
    expiredTitle: "انتهت صلاحية صفحة الدفع هذه",
    expiredText: "لم يُدفع أي مبلغ. عد إلى المتجر وابدأ الدفع من جديد.",
    launcherTitle: "المتابعة إلى Razorpay",
    launcherText: "ستدفع {amount} مقابل الطلب {order} على صفحة Razorpay الآمنة.",
    launcherButton: "متابعة الدفع",
    modes: { card: "بطاقة", upi: "UPI", netbanking: "الخدمات المصرفية عبر الإنترنت", wallet: "محفظة" },
  },
} as const satisfies Record<PageLanguage, unknown>;

export function isPageLanguage(value: unknown): value is PageLanguage {
  return value === "en" || value === "hi" || value === "ar";
}

export const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

/** The seller the buyer is paying, as the return address's site and brand name it, e.g. "JobNest India". */
export function merchantFor(returnUrl: string, domainMap: DomainMap): string {
  const { site, brand } = resolveSite(new URL(returnUrl).hostname, domainMap);
  return `${brand.name} ${site.name}`;
}

const STYLE = `*{box-sizing:border-box}
body{margin:0;font:16px/1.5 system-ui,sans-serif;background:#f3f4f6;color:#111827}
main{max-inline-size:28rem;margin-inline:auto;padding:1rem}
.card{background:#fff;border-radius:.75rem;padding:1.25rem;box-shadow:0 1px 3px rgb(0 0 0/.12)}
h1{font-size:1.375rem;margin-block:0 .75rem}
.notice{background:#fef3c7;border:1px solid #f59e0b;border-radius:.5rem;padding:.5rem .75rem;margin-block:0 1rem;font-size:.875rem}
dl{display:grid;grid-template-columns:auto 1fr;gap:.375rem 1rem;margin-block:0 1.25rem}
dt{color:#4b5563}dd{margin:0;font-weight:600;overflow-wrap:anywhere}
.amount{font-size:1.5rem}
form{display:grid;gap:.75rem}
button{font:inherit;font-weight:600;min-block-size:3rem;padding-inline:1rem;border-radius:.5rem;border:2px solid transparent;cursor:pointer}
button:focus-visible{outline:3px solid #1d4ed8;outline-offset:2px}
.pay{background:#047857;color:#fff}.fail{background:#b91c1c;color:#fff}.pending{background:#fff;color:#111827;border-color:#6b7280}`;

function page(language: PageLanguage, title: string, body: string, head = ""): string {
  return `<!doctype html><html lang="${language}" dir="${language === "ar" ? "rtl" : "ltr"}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(title)}</title><style>${STYLE}</style>${head}</head><body><main><div class="card">${body}</div></main></body></html>`;
}

/** Keeps a Latin order number in one left-to-right piece inside an Arabic sentence. */
const isolated = (text: string) => `<bdi dir="ltr">${escapeHtml(text)}</bdi>`;

export interface SandboxPageView {
  language: PageLanguage;
  merchant: string;
  orderNumber: string;
  description: string;
  mode: PaymentModeId;
  amount: string;
  /** The signed payload and signature the form posts back. */
  p: string;
  sig: string;
  action: string;
}

export function sandboxPaymentPage(view: SandboxPageView): string {
  const t = TEXTS[view.language];
  const rows = [
    [t.merchant, escapeHtml(view.merchant)],
    [t.order, isolated(view.orderNumber)],
    [t.description, escapeHtml(view.description)],
    [t.method, escapeHtml(t.modes[view.mode])],
    [t.amount, `<span class="amount">${escapeHtml(view.amount)}</span>`],
  ];
  return page(
    view.language,
    t.sandboxTitle,
    `<h1>${escapeHtml(t.sandboxTitle)}</h1>
<p class="notice" role="note">${escapeHtml(t.sandboxNotice)}</p>
<dl>${rows.map(([term, value]) => `<dt>${escapeHtml(term ?? "")}</dt><dd>${value}</dd>`).join("")}</dl>
<form method="post" action="${escapeHtml(view.action)}">
<input type="hidden" name="p" value="${escapeHtml(view.p)}"><input type="hidden" name="sig" value="${escapeHtml(view.sig)}">
<button type="submit" class="pay" name="outcome" value="paid">${escapeHtml(t.pay)}</button>
<button type="submit" class="fail" name="outcome" value="failed">${escapeHtml(t.fail)}</button>
<button type="submit" class="pending" name="outcome" value="pending">${escapeHtml(t.pending)}</button>
</form>`,
  );
}

export function expiredPaymentPage(language: PageLanguage): string {
  const t = TEXTS[language];
  return page(
    language,
    t.expiredTitle,
    `<h1>${escapeHtml(t.expiredTitle)}</h1><p>${escapeHtml(t.expiredText)}</p>`,
  );
}

export interface LauncherView {
  language: PageLanguage;
  orderNumber: string;
  amount: string;
  /** Razorpay's hosted checkout address. */
  action: string;
  fields: ReadonlyArray<readonly [string, string]>;
  scriptNonce: string;
}

/**
 * Posts the browser to Razorpay's hosted checkout: at once with a script, or by the button without one.
 */
export function razorpayLauncherPage(view: LauncherView): string {
  const t = TEXTS[view.language];
  const text = escapeHtml(t.launcherText)
    .replace("{amount}", escapeHtml(view.amount))
    .replace("{order}", isolated(view.orderNumber));
  const inputs = view.fields
    .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
    .join("");
  const nonce = view.scriptNonce ? ` nonce="${escapeHtml(view.scriptNonce)}"` : "";
  return page(
    view.language,
    t.launcherTitle,
    `<h1>${escapeHtml(t.launcherTitle)}</h1><p>${text}</p>
<form id="checkout" method="post" action="${escapeHtml(view.action)}">${inputs}
<button type="submit" class="pay">${escapeHtml(t.launcherButton)}</button>
</form><script${nonce}>document.getElementById("checkout").submit();</script>`,
  );
}
