/** The receipt e-mail of a paid order, queued in the paying transaction (sent once, as the order is paid once). */
import {
  BRAND_BY_ID,
  type BrandId,
  formatMoney,
  isLanguage,
  type SiteId,
  withLanguage,
} from "@portal/domain";
import type pg from "pg";
import type { Notifier } from "../notifications/index.ts";

export function receiptSender(notifier: Pick<Notifier, "send">) {
  return async (client: pg.PoolClient, orderId: string): Promise<void> => {
    const { rows } = await client.query<{
      number: string;
      buyer_name: string;
      buyer_email: string;
      language: string;
      site_id: SiteId;
      brand_id: string;
      origin: string;
      total_minor: string;
      currency: string;
    }>(
      `SELECT number, buyer_name, buyer_email, language, site_id, brand_id, origin, total_minor, currency
         FROM orders WHERE id = $1`,
      [orderId],
    );
    const order = rows[0];
    if (!order) return;
    const language = isLanguage(order.language) ? order.language : "en";
    await notifier.send(
      {
        channel: "email",
        template: "order-receipt",
        to: order.buyer_email,
        siteId: order.site_id,
        brand: BRAND_BY_ID[order.brand_id as BrandId] ?? BRAND_BY_ID.jobnest,
        language,
        params: {
          name: order.buyer_name,
          order: order.number,
          amount: formatMoney(Number(order.total_minor), order.currency, language),
          link: `${order.origin}${withLanguage(`/seeker/orders/${orderId}`, language)}`,
        },
      },
      { client },
    );
  };
}
