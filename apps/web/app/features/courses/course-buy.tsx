/**
 * Buying a course or bundle on its page (decision 051): its price on the site (by its price tier, in the
 * site's currency, with how tax applies) and "Add to cart", a plain form that works without JavaScript and
 * for guests; a seeker who owns it already is offered "Start learning" instead. Shared by the course and
 * bundle pages, with their loader and action halves in course-buy.server.ts.
 */
import type { CourseOffer } from "@portal/contracts";
import type { MessageKey } from "../../i18n/catalogue.ts";
import { useI18n } from "../../i18n/i18n-context.tsx";
import { PageForm, SubmitButton } from "../../ui/forms/form-kit.tsx";
import type { FormState } from "../../ui/forms/form-state.ts";
import { LocalLink } from "../../ui/local-link.tsx";
import { useMoney } from "../storefront/use-money.ts";

export interface CourseBuyData {
  offer: CourseOffer | null;
  currency: string;
  tax: { name: string; inclusive: boolean } | null;
  csrfToken: string;
}

export function CourseBuy({
  data,
  title,
  startUrl,
  state,
}: {
  data: CourseBuyData;
  title: string;
  /** Where an owner starts learning; none for a bundle (its courses each have theirs). */
  startUrl: string | null;
  state: FormState | undefined;
}) {
  const { t } = useI18n();
  const money = useMoney();
  const { offer, currency, tax } = data;
  if (!offer) return null;
  if (offer.owned)
    return (
      <div className="course-buy">
        <p role="status">{t("courses.buy.owned")}</p>
        <p>
          {startUrl ? (
            <a className="button button--primary" href={startUrl}>
              {t("courses.detail.start")}
            </a>
          ) : (
            <LocalLink className="button button--primary" to="/seeker/learning">
              {t("learning.title")}
            </LocalLink>
          )}
        </p>
      </div>
    );
  if (offer.priceMinor === null)
    return (
      <p className="course-buy" role="status">
        {t("accounts.msg.courseNotSold")}
      </p>
    );
  return (
    <PageForm
      className="course-buy"
      csrfToken={data.csrfToken}
      state={state}
      fields={[]}
      intent="addToCart"
      label={t("courses.buy.label", { title })}
    >
      <p className="course-buy__price">
        <span className="visually-hidden">{t("courses.buy.price")} </span>
        <strong>{money(offer.priceMinor, currency)}</strong>
        {offer.listPriceMinor !== null && (
          <>
            {" "}
            <s>{t("careerServices.price.was", { price: money(offer.listPriceMinor, currency) })}</s>
          </>
        )}
      </p>
      {tax && (
        <p className="field__hint">
          {t(tax.inclusive ? "store.taxIncluded" : "store.taxAdded", {
            tax: t(`careerServices.tax.${tax.name}` as MessageKey),
          })}
        </p>
      )}
      <SubmitButton isBlock={false}>{t("store.addToCart")}</SubmitButton>
    </PageForm>
  );
}
