/**
 * Staff: promo codes (/staff/promo-codes). Every code with its terms, where and when it works and how
 * often it was used; a form to make one (amounts typed in the chosen site's currency) and a button to
 * end one now. Codes are never edited: orders keep them by name, and their uses count against limits.
 */
import { attempt, problemsOf, type StaffPromoCode } from "@portal/contracts";
import { CAREER_SERVICE_IDS, isSiteId, SITE_BY_ID, SITES } from "@portal/domain";
import { data } from "react-router";
import { accountLinks, accountMeta, requireUser } from "../features/accounts/account-page.ts";
import { minorUnitsOf } from "../features/storefront/minor-units.ts";
import { PromoConditions, usePromoHeadline } from "../features/storefront/promo-terms.tsx";
import { serviceTitle } from "../features/storefront/service-texts.ts";
import type { MessageKey } from "../i18n/catalogue.ts";
import { useI18n } from "../i18n/i18n-context.tsx";
import { pageLanguage } from "../lib/page-language.ts";
import { formAction, formText } from "../ui/forms/form-action.server.ts";
import {
  Checkbox,
  ChoiceGroup,
  PageForm,
  SelectField,
  SubmitButton,
  TextField,
  useProblemText,
} from "../ui/forms/form-kit.tsx";
import { type FormState, visibleValues } from "../ui/forms/form-state.ts";
import { PageMessages } from "../ui/page-messages.tsx";
import type { Route } from "./+types/staff-promo-codes";

export const links = accountLinks;
export const meta = accountMeta("store.promoAdmin.title");

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const staff = requireUser(context, request, pageLanguage(params, request), "staff");
  return {
    codes: await context.services.storefront.staffPromoCodes(staff),
    csrfToken: context.session.csrfToken,
  };
}

/** An amount field in the site's currency as minor units; undefined when left empty. */
function amountField(text: string, currency: string): number | undefined {
  return text.trim() === "" ? undefined : minorUnitsOf(text, currency);
}

function wholeField(text: string): number | undefined {
  return text.trim() === "" ? undefined : Number(text.trim());
}

export const action = formAction(async ({ input, context, request, language }) => {
  const staff = requireUser(context, request, language, "staff");
  const { storefront } = context.services;
  const intent = formText(input.intent);
  if (intent === "end") {
    const ended = await attempt(storefront.endPromoCode(staff, formText(input.code)));
    if (!ended.ok)
      return data<FormState>(
        { form: "end", values: {}, problems: problemsOf(ended.error) },
        { status: ended.error.status },
      );
    return data<FormState>({
      form: "end",
      values: {},
      problems: [],
      notice: { messageKey: "store.promoAdmin.endedNotice", params: { code: ended.value.code } },
    });
  }
  const siteId = formText(input.siteId);
  const currency = isSiteId(siteId) ? SITE_BY_ID[siteId].currency : null;
  const amounts = {
    flat: formText(input.flat),
    minOrder: formText(input.minOrder),
    maxDiscount: formText(input.maxDiscount),
  };
  const hasAmount =
    formText(input.kind) === "flat" || Object.values(amounts).some((text) => text.trim() !== "");
  if (!currency && hasAmount)
    // An amount means nothing without the site whose currency it is in (the service says the same).
    return data<FormState>(
      {
        form: "create",
        values: visibleValues(input),
        problems: [{ field: "siteId", messageKey: "promoAmountsNeedSite" }],
      },
      { status: 400 },
    );
  const services = input.serviceIds;
  const made = await attempt(
    storefront.createPromoCode(staff, {
      code: formText(input.code),
      kind: formText(input.kind),
      percent: formText(input.percent),
      flatMinor: currency ? amountField(amounts.flat, currency) : undefined,
      siteId,
      serviceIds: Array.isArray(services) ? services : services ? [services] : [],
      minOrderMinor: currency ? amountField(amounts.minOrder, currency) : undefined,
      maxDiscountMinor: currency ? amountField(amounts.maxDiscount, currency) : undefined,
      startsAt: formText(input.startsAt),
      endsAt: formText(input.endsAt),
      perSeekerLimit: wholeField(formText(input.perSeekerLimit)),
      totalLimit: wholeField(formText(input.totalLimit)),
      firstOrderOnly: input.firstOrderOnly !== undefined,
      listed: input.listed !== undefined,
      description: formText(input.description),
    }),
  );
  // The form's names for the fields the server names by their minor-unit amounts.
  const fieldNames: Record<string, string> = {
    flatMinor: "flat",
    minOrderMinor: "minOrder",
    maxDiscountMinor: "maxDiscount",
  };
  if (!made.ok)
    return data<FormState>(
      {
        form: "create",
        values: visibleValues(input),
        problems: problemsOf(made.error).map((problem) => ({
          ...problem,
          field: problem.field ? (fieldNames[problem.field] ?? problem.field) : undefined,
        })),
      },
      { status: made.error.status },
    );
  return data<FormState>({
    form: "create",
    values: {},
    problems: [],
    notice: { messageKey: "store.promoAdmin.createdNotice", params: { code: made.value.code } },
  });
});

/** An amount typed in the chosen site's currency ("500", "12.50"). */
function AmountField({ name, label }: { name: string; label: string }) {
  const { t } = useI18n();
  return (
    <TextField name={name} label={label} hint={t("store.promoAdmin.amountHint")} maxLength={16} dir="ltr" />
  );
}

function CodeCard({ code, csrfToken }: { code: StaffPromoCode; csrfToken: string }) {
  const { t, formatDate, formatList } = useI18n();
  const headline = usePromoHeadline();
  return (
    <li className="promo-offer">
      <p className="promo-offer__headline">
        <strong dir="ltr">{code.code}</strong> {headline(code)}
        {" · "}
        {t(code.isActive ? "store.promoAdmin.active" : "store.promoAdmin.inactive")}
      </p>
      <PromoConditions offer={code} />
      <p>
        {code.siteIds
          ? formatList(code.siteIds.map((id) => t(`country.${id}` as MessageKey)))
          : t("store.promoAdmin.allSites")}
        {" · "}
        {t("store.promoAdmin.from", { date: formatDate(code.startsAt) })}
        {" · "}
        {code.totalLimit === null
          ? t("store.promoAdmin.used", { count: code.usedCount })
          : t("store.promoAdmin.usedOf", { count: code.usedCount, limit: code.totalLimit })}
        {code.perSeekerLimit !== null &&
          ` · ${t("store.promoAdmin.perSeeker", { count: code.perSeekerLimit })}`}
        {code.listed && ` · ${t("store.promoAdmin.listedShort")}`}
      </p>
      {code.description && <p dir="auto">{code.description}</p>}
      {code.isActive && (
        <PageForm
          csrfToken={csrfToken}
          state={undefined}
          fields={[]}
          id={`end-${code.code}`}
          intent="end"
          hidden={{ code: code.code }}
          label={t("store.promoAdmin.end", { code: code.code })}
        >
          <SubmitButton isBlock={false} variant="outline">
            {t("store.promoAdmin.end", { code: code.code })}
          </SubmitButton>
        </PageForm>
      )}
    </li>
  );
}

export default function StaffPromoCodes({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useI18n();
  const problemText = useProblemText();
  const state = actionData as FormState | undefined;
  const { codes, csrfToken } = loaderData;
  const ended = state?.form === "end" ? state : undefined;
  return (
    <div className="container page narrow account-page staff-promo-codes">
      <h1>{t("store.promoAdmin.title")}</h1>
      <PageMessages
        notice={ended?.notice ? t(ended.notice.messageKey as MessageKey, ended.notice.params) : undefined}
        problem={ended?.problems[0] ? problemText(ended.problems[0]) : undefined}
      />
      <section aria-labelledby="new-code" className="cart-section">
        <h2 id="new-code">{t("store.promoAdmin.new")}</h2>
        <PageForm
          csrfToken={csrfToken}
          state={state?.form === "create" ? state : undefined}
          fields={[
            "code",
            "kind",
            "percent",
            "flat",
            "siteId",
            "serviceIds",
            "minOrder",
            "maxDiscount",
            "startsAt",
            "endsAt",
            "perSeekerLimit",
            "totalLimit",
            "description",
          ]}
          id="create"
          intent="create"
          label={t("store.promoAdmin.new")}
        >
          <TextField
            name="code"
            label={t("store.promoAdmin.code")}
            hint={t("store.promoAdmin.codeHint")}
            autoComplete="off"
            maxLength={20}
            dir="ltr"
          />
          <ChoiceGroup
            name="kind"
            legend={t("store.promoAdmin.kind")}
            options={[
              { value: "percent", label: t("store.promoAdmin.kindPercent") },
              { value: "flat", label: t("store.promoAdmin.kindFlat") },
            ]}
            saved={["percent"]}
          />
          <TextField
            name="percent"
            label={t("store.promoAdmin.percent")}
            inputMode="text"
            maxLength={6}
            dir="ltr"
          />
          <AmountField name="flat" label={t("store.promoAdmin.flat")} />
          <SelectField
            name="siteId"
            label={t("store.promoAdmin.site")}
            options={[
              { value: "", label: t("store.promoAdmin.allSites") },
              ...SITES.map((site) => ({ value: site.id, label: t(`country.${site.id}` as MessageKey) })),
            ]}
          />
          <ChoiceGroup
            name="serviceIds"
            legend={t("store.promoAdmin.services")}
            hint={t("store.promoAdmin.servicesHint")}
            options={CAREER_SERVICE_IDS.map((id) => ({ value: id, label: serviceTitle(t, id) }))}
            saved={[]}
            multiple
          />
          <AmountField name="minOrder" label={t("store.promoAdmin.minOrder")} />
          <AmountField name="maxDiscount" label={t("store.promoAdmin.maxDiscount")} />
          <TextField name="startsAt" type="date" label={t("store.promoAdmin.startsAt")} />
          <TextField
            name="endsAt"
            type="date"
            label={t("store.promoAdmin.endsAt")}
            hint={t("store.promoAdmin.endsAtHint")}
          />
          <TextField
            name="perSeekerLimit"
            label={t("store.promoAdmin.perSeekerLimit")}
            inputMode="numeric"
            maxLength={7}
            dir="ltr"
          />
          <TextField
            name="totalLimit"
            label={t("store.promoAdmin.totalLimit")}
            inputMode="numeric"
            maxLength={9}
            dir="ltr"
          />
          <Checkbox name="firstOrderOnly" label={t("store.promoAdmin.firstOrderOnly")} saved={false} />
          <Checkbox name="listed" label={t("store.promoAdmin.listed")} saved={false} />
          <TextField
            name="description"
            label={t("store.promoAdmin.description")}
            maxLength={200}
            dir="auto"
          />
          <SubmitButton isBlock={false}>{t("store.promoAdmin.create")}</SubmitButton>
        </PageForm>
      </section>
      <section aria-labelledby="all-codes" className="cart-section">
        <h2 id="all-codes">{t("store.promoAdmin.all")}</h2>
        {codes.length === 0 ? (
          <p>{t("store.promoAdmin.none")}</p>
        ) : (
          <ul className="promo-offers">
            {codes.map((code) => (
              <CodeCard key={code.code} code={code} csrfToken={csrfToken} />
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
