/**
 * A tax invoice as a PDF (PDFKit), in the buyer's language: the seller with its tax number, the buyer
 * (and their tax number when given), each service and add-on, the discount, the tax line (added in
 * India, included elsewhere) and the total. Fonts and directions come from features/pdf: Arabic text runs
 * right to left; amounts, numbers and tax ids are separate left-to-right runs, never mixed into an Arabic
 * line, so no bidi reordering is needed.
 */
import type { TaxInvoice } from "@portal/contracts";
import { formatMoney, type Language } from "@portal/domain";
import PDFDocument from "pdfkit";
import type { MessageKey } from "../../i18n/catalogue.ts";
import {
  featuresOf,
  fontName,
  pageDirection,
  pageScript,
  registerPdfFonts,
  scriptOf,
} from "../pdf/pdf-fonts.server.ts";

type Translate = (key: MessageKey, params?: Record<string, string | number>) => string;

export function invoicePdf(
  invoice: TaxInvoice,
  language: Language,
  t: Translate,
  formatDate: (iso: string) => string,
): Promise<Buffer> {
  const doc = new PDFDocument({
    size: "A4",
    margin: 48,
    info: { Title: `${t("store.invoice.title")} ${invoice.number}` },
  });
  registerPdfFonts(doc);
  const text = fontName(pageScript(language));
  const bold = fontName(pageScript(language), true);
  const { isRtl, start, end } = pageDirection(language);
  const features = featuresOf(pageScript(language));
  const { order, seller } = invoice;
  const money = (amountMinor: number) =>
    formatMoney(amountMinor, order.currency, language === "ar" ? "en" : language);
  const width = doc.page.width - 96;
  const chunks: Buffer[] = [];
  doc.on("data", (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve) => doc.on("end", () => resolve(Buffer.concat(chunks))));

  /** A label in the page's language and its value (a number, an id: Latin script) on one line. */
  function row(label: string, value: string, options: { isBold?: boolean } = {}): void {
    const y = doc.y;
    doc
      .font(options.isBold ? bold : text)
      .fontSize(10)
      .text(label, 48, y, { width: width * 0.62, align: start, features });
    const labelBottom = doc.y;
    const valueX = isRtl ? 48 : 48 + width * 0.62;
    doc
      .font(options.isBold ? "latinBold" : "latin")
      .text(value, valueX, y, { width: width * 0.38, align: end });
    doc.y = Math.max(labelBottom, doc.y) + 2;
  }

  doc.font(bold).fontSize(18).text(t("store.invoice.title"), { align: start, features });
  doc.moveDown(0.5);
  row(t("store.invoice.number"), invoice.number);
  row(t("store.invoice.date"), formatDate(invoice.issuedAt));
  row(t("store.invoice.order"), order.number);
  doc.moveDown();

  doc.font(bold).fontSize(11).text(t("store.invoice.seller"), 48, doc.y, { width, align: start, features });
  doc.font("latin").fontSize(10).text(seller.name, { width, align: start });
  doc.text(seller.address, { width, align: start });
  doc.text(`${seller.taxLabel}: ${seller.taxId}`, { width, align: start });
  doc.moveDown();
  doc.font(bold).fontSize(11).text(t("store.invoice.buyer"), { width, align: start, features });
  // A name may be in any script: its own font.
  const buyerScript = scriptOf(order.buyerName);
  doc
    .font(fontName(buyerScript))
    .fontSize(10)
    .text(order.buyerName, { width, align: start, features: featuresOf(buyerScript) });
  doc.font("latin").text(invoice.order.buyerEmail, { width, align: start });
  if (order.buyerCountry)
    doc
      .font(text)
      .text(t(`store.country.${order.buyerCountry}` as MessageKey), { width, align: start, features });
  if (order.buyerTaxId) row(t("store.cart.taxId"), order.buyerTaxId);
  doc.moveDown();

  doc.font(bold).fontSize(11).text(t("store.invoice.items"), 48, doc.y, { width, align: start, features });
  doc.moveDown(0.25);
  for (const item of order.items) {
    row(
      // A course or bundle by its own title; a service with its plan.
      item.itemTitle
        ? `${t(`careerServices.service.${item.serviceId}.title` as MessageKey)}: ${item.itemTitle}`
        : `${t(`careerServices.service.${item.serviceId}.title` as MessageKey)}: ${t(`careerServices.plan.${item.planId}` as MessageKey)}`,
      money(item.planMinor),
    );
    for (const addOn of item.addOns)
      row(`  + ${t(`careerServices.addOn.${addOn.id}.name` as MessageKey)}`, money(addOn.priceMinor));
  }
  doc.moveDown(0.5);
  row(t("store.cart.items"), money(order.itemsMinor + order.addOnsMinor));
  if (order.discountMinor > 0)
    row(t("store.order.discountCode", { code: order.promoCode ?? "" }), `−${money(order.discountMinor)}`);
  if (order.tax) {
    const name = t(`careerServices.tax.${order.tax.name}` as MessageKey);
    // The rate goes with the amount (a Latin run): a number inside an Arabic run would be reversed.
    row(
      t(order.tax.inclusive ? "store.invoice.taxIncluded" : "store.invoice.taxAdded", { tax: name }),
      `${order.tax.rateBasisPoints / 100}% · ${money(order.tax.amountMinor)}`,
    );
  }
  row(t("store.cart.total"), money(order.totalMinor), { isBold: true });
  if (order.paidAt) row(t("store.invoice.paidOn"), formatDate(order.paidAt));
  doc.moveDown(2);
  doc
    .font(text)
    .fontSize(8)
    .fillColor("#55525f")
    .text(t("store.invoice.footer"), 48, doc.y, { width, align: start, features });
  doc.end();
  return done;
}
