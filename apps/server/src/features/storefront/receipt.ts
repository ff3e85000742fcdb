/** The receipt e-mail of a paid order, queued in the paying transaction (sent once, as the order is paid once). */
import { BRAND_BY_ID, type BrandId, formatMoney, isLanguage, withLanguage } from "@portal/domain";
import type pg from "pg";
import type { Notifier } from "../notifications/index.ts";
import type { PaidOrder } from "./orders.ts";

export function receiptSender(notifier: Pick<Notifier, "send">) {
  return async (client: pg.PoolClient, order: PaidOrder): Promise<void> => {
    const language = isLanguage(order.language) ? order.language : "en";
    await notifier.send(
      {
        channel: "email",
        template: "order-receipt",
        to: order.buyerEmail,
        siteId: order.siteId,
        brand: BRAND_BY_ID[order.brandId as BrandId] ?? BRAND_BY_ID.jobnest,
        language,
        params: {
          name: order.buyerName,
          order: order.number,
          amount: formatMoney(order.totalMinor, order.currency, language),
          link: `${order.origin}${withLanguage(`/seeker/orders/${order.id}`, language)}`,
        },
      },
      { client },
    );
  };
}
