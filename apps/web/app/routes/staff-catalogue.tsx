/**
 * Staff: catalogue prices (/staff/catalogue, decision 048). A site (chosen by a plain link) with every
 * plan and add-on and its price in the site's currency; one item's price, "was" price and whether the
 * site sells it changed in two steps: the form is reviewed, then the change confirmed beside the note
 * that orders already placed keep their prices. The confirmation carries the price staff saw, so a
 * price someone else changed meanwhile is not overwritten unseen. Works without JavaScript.
 */
import {
  attempt,
  problemsOf,
  type StaffCatalogue,
  type StaffCatalogueAddOn,
  type StaffCataloguePlan,
} from "@portal/contracts";
import {
  cataloguePriceAfter,
  cataloguePriceProblems,
  type FieldProblem,
  isSiteId,
  SITE_BY_ID,
  SITES,
  type SiteId,
  STORE_SERVICE_IDS,
} from "@portal/domain";
import { data } from "react-router";
import { accountLinks, accountMeta, requireUser } from "../features/accounts/account-page.ts";
import { majorUnitsText, minorUnitsOf } from "../features/storefront/minor-units.ts";
import { addOnName, planLabel, serviceTitle } from "../features/storefront/service-texts.ts";
import { useMoney } from "../features/storefront/use-money.ts";
import type { MessageKey } from "../i18n/catalogue.ts";
import { useI18n } from "../i18n/i18n-context.tsx";
import { pageLanguage } from "../lib/page-language.ts";
import { formAction, formText } from "../ui/forms/form-action.server.ts";
import { Checkbox, PageForm, SubmitButton, TextField } from "../ui/forms/form-kit.tsx";
import { type FormState, type FormValues, visibleValues } from "../ui/forms/form-state.ts";
import { LocalLink } from "../ui/local-link.tsx";
import { PageMessages } from "../ui/page-messages.tsx";
import type { Route } from "./+types/staff-catalogue";

export const links = accountLinks;
export const meta = accountMeta("catalogueAdmin.title");

type Kind = "plan" | "add-on";

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const staff = requireUser(context, request, pageLanguage(params, request), "staff");
  const query = new URL(request.url).searchParams;
  const chosen = query.get("site") ?? "";
  const siteId: SiteId = isSiteId(chosen) ? chosen : context.site.id;
  const catalogue = await context.services.storefront.staffCatalogue(staff, siteId);
  const planId = query.get("plan");
  const addOnId = query.get("addOn");
  const editing: { kind: Kind; id: string } | null =
    planId && catalogue.plans.some((plan) => plan.id === planId)
      ? { kind: "plan", id: planId }
      : addOnId && catalogue.addOns.some((addOn) => addOn.id === addOnId)
        ? { kind: "add-on", id: addOnId }
        : null;
  return { catalogue, editing, csrfToken: context.session.csrfToken };
}

/** Minor units written in a hidden field ("" for none) as a number again; NaN when tampered with. */
function minorField(text: string): number | null {
  return text === "" ? null : /^\d{1,15}$/.test(text) ? Number(text) : Number.NaN;
}

function textOfMinor(value: number | null): string {
  return value === null ? "" : String(value);
}

/** The form's names for the amounts the server names by their minor units. */
const FIELD_NAMES: Readonly<Record<string, string>> = { priceMinor: "price", listPriceMinor: "listPrice" };

function onFormFields(problems: readonly FieldProblem[]): FieldProblem[] {
  return problems.map((problem) => ({
    ...problem,
    field: problem.field ? (FIELD_NAMES[problem.field] ?? problem.field) : undefined,
  }));
}

function itemOf(catalogue: StaffCatalogue, kind: Kind, id: string) {
  return kind === "plan"
    ? catalogue.plans.find((plan) => plan.id === id)
    : catalogue.addOns.find((addOn) => addOn.id === id);
}

export const action = formAction(async ({ input, context, request, language }) => {
  const staff = requireUser(context, request, language, "staff");
  const { storefront } = context.services;
  const siteText = formText(input.site);
  const kind: Kind = formText(input.kind) === "add-on" ? "add-on" : "plan";
  const itemId = formText(input.item);
  const unknown = data<FormState>(
    { form: "edit", values: {}, problems: [{ messageKey: "catalogueItemUnknown" }] },
    { status: 404 },
  );
  if (!isSiteId(siteText)) return unknown;
  const siteId = siteText;
  const { currency } = SITE_BY_ID[siteId];
  const hidden = { site: siteId, kind, item: itemId };

  if (formText(input.intent) === "confirm") {
    const sold = formText(input.sold) === "yes";
    const priceMinor = minorField(formText(input.priceMinor));
    const listPriceMinor = minorField(formText(input.listPriceMinor));
    const saved = await attempt(
      storefront.changeCataloguePrice(staff, {
        siteId,
        kind,
        itemId,
        sold,
        priceMinor,
        listPriceMinor,
        expected: {
          priceMinor: minorField(formText(input.expectedPriceMinor)),
          listPriceMinor: minorField(formText(input.expectedListPriceMinor)),
        },
      }),
    );
    if (!saved.ok)
      // Back to the form with what was confirmed, and why it was not saved.
      return data<FormState>(
        {
          form: "edit",
          values: {
            ...hidden,
            price: majorUnitsText(priceMinor, currency),
            listPrice: majorUnitsText(listPriceMinor, currency),
            ...(sold ? { sold: "yes" } : {}),
          },
          problems: onFormFields(problemsOf(saved.error)),
        },
        { status: saved.error.status },
      );
    return data<FormState>({
      form: "saved",
      values: {},
      problems: [],
      notice: {
        messageKey: saved.value.changed ? "catalogueAdmin.notice.saved" : "catalogueAdmin.notice.unchanged",
      },
    });
  }

  // Review: the same check as the server's, then the change to confirm, beside the price it replaces.
  const sold = input.sold !== undefined;
  const priceText = formText(input.price).trim();
  const listText = formText(input.listPrice).trim();
  const terms = {
    sold,
    priceMinor: priceText === "" ? null : minorUnitsOf(priceText, currency),
    listPriceMinor: kind === "plan" && listText !== "" ? minorUnitsOf(listText, currency) : null,
  };
  const problems = cataloguePriceProblems(kind, terms);
  if (problems.length > 0)
    return data<FormState>(
      { form: "edit", values: visibleValues(input), problems: onFormFields(problems) },
      { status: 400 },
    );
  const item = itemOf(await storefront.staffCatalogue(staff, siteId), kind, itemId);
  if (!item) return unknown;
  const after = cataloguePriceAfter(kind, terms);
  const values: FormValues = {
    ...hidden,
    sold: sold ? "yes" : "",
    priceMinor: textOfMinor(after.priceMinor),
    listPriceMinor: textOfMinor(after.listPriceMinor),
    expectedPriceMinor: textOfMinor(item.priceMinor),
    expectedListPriceMinor: textOfMinor("listPriceMinor" in item ? item.listPriceMinor : null),
  };
  return data<FormState>({ form: "confirm", stage: "confirm", values, problems: [] });
});

type Translate = ReturnType<typeof useI18n>["t"];

function itemName(t: Translate, kind: Kind, item: StaffCataloguePlan | StaffCatalogueAddOn): string {
  return kind === "plan" && "serviceId" in item
    ? t("catalogueAdmin.planName", { service: serviceTitle(t, item.serviceId), plan: planLabel(t, item.id) })
    : addOnName(t, item.id);
}

function catalogueHref(siteId: string, edit?: { kind: Kind; id: string }): string {
  const query = new URLSearchParams({ site: siteId });
  if (edit) query.set(edit.kind === "plan" ? "plan" : "addOn", edit.id);
  return `/staff/catalogue?${query}${edit ? "#change" : ""}`;
}

/** A price as the shop shows it, or "not sold". */
function usePrice(currency: string): (amountMinor: number | null) => string {
  const { t } = useI18n();
  const money = useMoney();
  return (amountMinor) => (amountMinor === null ? t("catalogueAdmin.notSold") : money(amountMinor, currency));
}

function ItemCard({
  catalogue,
  kind,
  item,
  details,
}: {
  catalogue: StaffCatalogue;
  kind: Kind;
  item: StaffCataloguePlan | StaffCatalogueAddOn;
  details?: string;
}) {
  const { t, formatDate } = useI18n();
  const money = useMoney();
  const price = usePrice(catalogue.currency);
  const name = itemName(t, kind, item);
  const listPriceMinor = "listPriceMinor" in item ? item.listPriceMinor : null;
  return (
    <li className="order-card">
      <p className="order-card__title">
        <strong>{kind === "plan" ? planLabel(t, item.id) : name}</strong>
      </p>
      {details && <p className="order-card__facts">{details}</p>}
      <dl className="cart-item__lines">
        <div className="cart-item__line">
          <dt>{t("catalogueAdmin.price")}</dt>
          <dd>{price(item.priceMinor)}</dd>
        </div>
        {listPriceMinor !== null && (
          <div className="cart-item__line">
            <dt>{t("catalogueAdmin.listPrice")}</dt>
            <dd>
              <s>{money(listPriceMinor, catalogue.currency)}</s>
            </dd>
          </div>
        )}
      </dl>
      {item.lastChange && (
        <p className="order-card__facts">
          {t("catalogueAdmin.lastChange", { name: item.lastChange.by, date: formatDate(item.lastChange.at) })}
        </p>
      )}
      <LocalLink
        to={catalogueHref(catalogue.siteId, { kind, id: item.id })}
        aria-label={t("catalogueAdmin.changeNamed", { name })}
      >
        {t("catalogueAdmin.change")}
      </LocalLink>
    </li>
  );
}

function ChangeForm({
  catalogue,
  kind,
  item,
  state,
  csrfToken,
}: {
  catalogue: StaffCatalogue;
  kind: Kind;
  item: StaffCataloguePlan | StaffCatalogueAddOn;
  state: FormState | undefined;
  csrfToken: string;
}) {
  const { t } = useI18n();
  const { currency, siteId } = catalogue;
  const name = itemName(t, kind, item);
  const listPriceMinor = "listPriceMinor" in item ? item.listPriceMinor : null;
  return (
    <section id="change" aria-labelledby="change-title" className="cart-section">
      <h2 id="change-title">{t("catalogueAdmin.edit.title", { name })}</h2>
      <PageForm
        csrfToken={csrfToken}
        state={state?.form === "edit" ? state : undefined}
        fields={["sold", "price", "listPrice"]}
        id="edit"
        intent="review"
        hidden={{ site: siteId, kind, item: item.id }}
        label={t("catalogueAdmin.edit.title", { name })}
      >
        <Checkbox name="sold" label={t("catalogueAdmin.edit.sold")} saved={item.priceMinor !== null} />
        <TextField
          name="price"
          label={t("catalogueAdmin.edit.price", { currency })}
          hint={t("catalogueAdmin.edit.priceHint")}
          saved={majorUnitsText(item.priceMinor, currency)}
          inputMode="text"
          maxLength={16}
          dir="ltr"
        />
        {kind === "plan" && (
          <TextField
            name="listPrice"
            label={t("catalogueAdmin.edit.listPrice", { currency })}
            hint={t("catalogueAdmin.edit.listPriceHint")}
            saved={majorUnitsText(listPriceMinor, currency)}
            inputMode="text"
            maxLength={16}
            dir="ltr"
          />
        )}
        <SubmitButton isBlock={false}>{t("catalogueAdmin.edit.review")}</SubmitButton>
      </PageForm>
      <p>
        <LocalLink to={catalogueHref(siteId)}>{t("catalogueAdmin.edit.cancel")}</LocalLink>
      </p>
    </section>
  );
}

function ConfirmChange({
  catalogue,
  kind,
  item,
  values,
  csrfToken,
}: {
  catalogue: StaffCatalogue;
  kind: Kind;
  item: StaffCataloguePlan | StaffCatalogueAddOn;
  values: FormValues;
  csrfToken: string;
}) {
  const { t } = useI18n();
  const price = usePrice(catalogue.currency);
  const money = useMoney();
  const value = (name: string) => {
    const text = values[name];
    return typeof text === "string" && /^\d+$/.test(text) ? Number(text) : null;
  };
  const listPrice = (amountMinor: number | null) =>
    amountMinor === null ? t("catalogueAdmin.none") : money(amountMinor, catalogue.currency);
  const lines: [MessageKey, string][] = [
    ["catalogueAdmin.confirm.priceNow", price(value("expectedPriceMinor"))],
    ["catalogueAdmin.confirm.priceAfter", price(value("priceMinor"))],
    ...(kind === "plan"
      ? ([
          ["catalogueAdmin.confirm.listNow", listPrice(value("expectedListPriceMinor"))],
          ["catalogueAdmin.confirm.listAfter", listPrice(value("listPriceMinor"))],
        ] as [MessageKey, string][])
      : []),
  ];
  const hidden: Record<string, string> = {};
  for (const name of [
    "site",
    "kind",
    "item",
    "sold",
    "priceMinor",
    "listPriceMinor",
    "expectedPriceMinor",
    "expectedListPriceMinor",
  ]) {
    const text = values[name];
    hidden[name] = typeof text === "string" ? text : "";
  }
  return (
    <section id="change" aria-labelledby="confirm-title" className="cart-section promo-offer">
      <h2 id="confirm-title">{t("catalogueAdmin.confirm.title")}</h2>
      <p>
        {t("catalogueAdmin.confirm.item", {
          name: itemName(t, kind, item),
          site: t(`country.${catalogue.siteId}` as MessageKey),
        })}
      </p>
      <dl className="cart-item__lines">
        {lines.map(([key, text]) => (
          <div key={key} className="cart-item__line">
            <dt>{t(key)}</dt>
            <dd>{text}</dd>
          </div>
        ))}
      </dl>
      <p>
        <strong>{t("catalogueAdmin.confirm.note")}</strong>
      </p>
      <PageForm
        csrfToken={csrfToken}
        state={undefined}
        fields={[]}
        id="confirm"
        intent="confirm"
        hidden={hidden}
        label={t("catalogueAdmin.confirm.title")}
      >
        <SubmitButton isBlock={false}>{t("catalogueAdmin.confirm.submit")}</SubmitButton>
      </PageForm>
      <p>
        <LocalLink to={catalogueHref(catalogue.siteId, { kind, id: item.id })}>
          {t("catalogueAdmin.confirm.back")}
        </LocalLink>
      </p>
    </section>
  );
}

export default function StaffCatalogueRoute({ loaderData, actionData }: Route.ComponentProps) {
  const { t, formatList } = useI18n();
  const state = actionData as FormState | undefined;
  const { catalogue, editing, csrfToken } = loaderData;
  const { siteId } = catalogue;
  const item = editing ? itemOf(catalogue, editing.kind, editing.id) : undefined;
  const confirming = state?.form === "confirm" && state.values.site === siteId ? state : undefined;
  const services = STORE_SERVICE_IDS.map((serviceId) => ({
    serviceId,
    plans: catalogue.plans.filter((plan) => plan.serviceId === serviceId),
  })).filter((service) => service.plans.length > 0);
  const facts = (plan: StaffCataloguePlan) =>
    plan.addOnIds.length > 0
      ? t("catalogueAdmin.planAddOns", { addOns: formatList(plan.addOnIds.map((id) => addOnName(t, id))) })
      : undefined;
  return (
    <div className="container page narrow account-page staff-catalogue">
      <h1>{t("catalogueAdmin.title")}</h1>
      <p className="account-page__intro">{t("catalogueAdmin.intro")}</p>
      <nav aria-label={t("catalogueAdmin.sites")}>
        <ul className="inline-links">
          {SITES.map((site) => (
            <li key={site.id}>
              <LocalLink to={catalogueHref(site.id)} aria-current={site.id === siteId ? "page" : undefined}>
                {t(`country.${site.id}` as MessageKey)}
              </LocalLink>
            </li>
          ))}
        </ul>
      </nav>
      <PageMessages
        notice={
          state?.form === "saved" && state.notice ? t(state.notice.messageKey as MessageKey) : undefined
        }
      />
      {editing && item && confirming && (
        <ConfirmChange
          catalogue={catalogue}
          kind={editing.kind}
          item={item}
          values={confirming.values}
          csrfToken={csrfToken}
        />
      )}
      {editing && item && !confirming && (
        <ChangeForm
          catalogue={catalogue}
          kind={editing.kind}
          item={item}
          state={state}
          csrfToken={csrfToken}
        />
      )}
      <h2>
        {t("catalogueAdmin.siteHeading", {
          site: t(`country.${siteId}` as MessageKey),
          currency: catalogue.currency,
        })}
      </h2>
      {services.map((service) => (
        <section
          key={service.serviceId}
          aria-labelledby={`service-${service.serviceId}`}
          className="cart-section"
        >
          <h3 id={`service-${service.serviceId}`}>{serviceTitle(t, service.serviceId)}</h3>
          <ul className="order-list">
            {service.plans.map((plan) => (
              <ItemCard key={plan.id} catalogue={catalogue} kind="plan" item={plan} details={facts(plan)} />
            ))}
          </ul>
        </section>
      ))}
      <section aria-labelledby="add-ons" className="cart-section">
        <h3 id="add-ons">{t("catalogueAdmin.addOns")}</h3>
        <ul className="order-list">
          {catalogue.addOns.map((addOn) => (
            <ItemCard
              key={addOn.id}
              catalogue={catalogue}
              kind="add-on"
              item={addOn}
              details={t("catalogueAdmin.addOnWith", {
                services: formatList(addOn.serviceIds.map((id) => serviceTitle(t, id))),
              })}
            />
          ))}
        </ul>
      </section>
    </div>
  );
}
