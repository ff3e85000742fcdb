/** The seeker's orders (/seeker/orders, spec: orders): newest first, each with its status and total. */
import { accountLinks, requireUser } from "../features/accounts/account-page.ts";
import { serviceTitle } from "../features/storefront/service-texts.ts";
import { storeMeta } from "../features/storefront/store-meta.ts";
import { useMoney } from "../features/storefront/use-money.ts";
import type { MessageKey } from "../i18n/catalogue.ts";
import { useI18n } from "../i18n/i18n-context.tsx";
import { pageLanguage } from "../lib/page-language.ts";
import { LocalLink } from "../ui/local-link.tsx";
import { Pager } from "../ui/pager.tsx";
import type { Route } from "./+types/seeker-orders";

export const links = accountLinks;
export const meta = storeMeta("store.orders.title", { noindex: true });

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const seeker = requireUser(context, request, pageLanguage(params, request), "seeker");
  const page = Math.max(1, Math.min(1000, Number(new URL(request.url).searchParams.get("page")) || 1));
  return { list: await context.services.storefront.orders(seeker, page) };
}

export default function SeekerOrders({ loaderData }: Route.ComponentProps) {
  const { t, formatDate } = useI18n();
  const money = useMoney();
  const { list } = loaderData;
  return (
    <div className="container page narrow account-page orders-page">
      <h1>{t("store.orders.title")}</h1>
      {list.orders.length === 0 ? (
        <p className="account-page__intro">
          {t("store.orders.none")} <LocalLink to="/career-services">{t("store.allServices")}</LocalLink>
        </p>
      ) : (
        <ul className="order-list">
          {list.orders.map((order) => (
            <li key={order.id} className="order-card">
              <h2 className="order-card__title">
                <LocalLink to={`/seeker/orders/${order.id}`}>
                  {t("store.orders.number", { number: order.number })}
                </LocalLink>
              </h2>
              <p>{order.serviceIds.map((id) => serviceTitle(t, id)).join(", ")}</p>
              <p className="order-card__facts">
                <span className={`order-status order-status--${order.status}`}>
                  {t(`store.status.${order.status}` as MessageKey)}
                </span>{" "}
                · {money(order.totalMinor, order.currency)} · {formatDate(order.createdAt)}
              </p>
            </li>
          ))}
        </ul>
      )}
      <Pager
        page={list.page}
        pages={Math.max(1, Math.ceil(list.total / list.pageSize))}
        href={(page) => `/seeker/orders?page=${page}`}
      />
    </div>
  );
}
