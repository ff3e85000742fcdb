/** /seeker/orders/:orderId/invoice.pdf: a paid order's tax invoice, for its buyer only, in the page's language. */
import { attempt } from "@portal/contracts";
import { localeFor } from "@portal/domain";
import { requireUser } from "../features/accounts/account-page.ts";
import { invoicePdf } from "../features/storefront/invoice-pdf.server.ts";
import { messagesFor } from "../i18n/catalogues.server.ts";
import { createI18n } from "../i18n/i18n-context.tsx";
import { notFound, pageLanguage } from "../lib/page-language.ts";
import type { Route } from "./+types/seeker-order-invoice";

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const language = pageLanguage(params, request);
  const seeker = requireUser(context, request, language, "seeker");
  const outcome = await attempt(context.services.storefront.invoice(seeker, params.orderId ?? ""));
  if (!outcome.ok) throw notFound();
  const { t, formatDate } = createI18n({
    language,
    locale: localeFor(context.site, language, context.brand),
    messages: messagesFor(language),
    now: Date.now(),
  });
  const pdf = await invoicePdf(outcome.value, language, t, formatDate);
  return new Response(new Uint8Array(pdf), {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": `attachment; filename="invoice-${outcome.value.number.replaceAll("/", "-")}.pdf"`,
      "Cache-Control": "private, no-store",
    },
  });
}
