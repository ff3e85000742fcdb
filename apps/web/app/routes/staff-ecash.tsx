/**
 * Staff: e-cash (/staff/ecash). Credit a seeker's e-cash (a promotion, a goodwill gesture) by their
 * e-mail address, in one of the sites' currencies, with a note the records keep. Checkout spends
 * e-cash first; refunds are made on the orders page, not here.
 */
import { attempt, problemsOf } from "@portal/contracts";
import { SITES } from "@portal/domain";
import { data } from "react-router";
import { accountLinks, accountMeta, requireUser } from "../features/accounts/account-page.ts";
import { minorUnitsOf } from "../features/storefront/minor-units.ts";
import { useI18n } from "../i18n/i18n-context.tsx";
import { pageLanguage } from "../lib/page-language.ts";
import { formAction, formText } from "../ui/forms/form-action.server.ts";
import { PageForm, SelectField, SubmitButton, TextField } from "../ui/forms/form-kit.tsx";
import { type FormState, visibleValues } from "../ui/forms/form-state.ts";
import type { Route } from "./+types/staff-ecash";

export const links = accountLinks;
export const meta = accountMeta("store.ecashAdmin.title");

/** The sites' currencies, each once (the sites of South-East Asia each have their own). */
const CURRENCIES = [...new Set(SITES.map((site) => site.currency))];

export async function loader({ params, request, context }: Route.LoaderArgs) {
  requireUser(context, request, pageLanguage(params, request), "staff");
  return { csrfToken: context.session.csrfToken };
}

export const action = formAction(async ({ input, context, request, language }) => {
  const staff = requireUser(context, request, language, "staff");
  const currency = formText(input.currency);
  const granted = await attempt(
    context.services.storefront.grantEcash(staff, {
      email: formText(input.email),
      currency,
      amountMinor: CURRENCIES.includes(currency)
        ? minorUnitsOf(formText(input.amount), currency)
        : Number.NaN,
      note: formText(input.note),
    }),
  );
  if (!granted.ok)
    return data<FormState>(
      {
        form: "grant",
        values: visibleValues(input),
        // The amount is typed in the currency's major unit; the service names it by its minor units.
        problems: problemsOf(granted.error).map((problem) =>
          problem.field === "amountMinor" ? { ...problem, field: "amount" } : problem,
        ),
      },
      { status: granted.error.status },
    );
  return data<FormState>({
    form: "grant",
    values: {},
    problems: [],
    notice: { messageKey: "store.ecashAdmin.grantedNotice" },
  });
});

export default function StaffEcash({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useI18n();
  const state = actionData as FormState | undefined;
  return (
    <div className="container page narrow account-page staff-ecash">
      <h1>{t("store.ecashAdmin.title")}</h1>
      <p className="account-page__intro">{t("store.ecashAdmin.intro")}</p>
      <PageForm
        csrfToken={loaderData.csrfToken}
        state={state}
        fields={["email", "currency", "amount", "note"]}
        id="grant"
        intent="grant"
        label={t("store.ecashAdmin.title")}
      >
        <TextField name="email" type="email" label={t("store.ecashAdmin.email")} maxLength={254} dir="ltr" />
        <SelectField
          name="currency"
          label={t("store.ecashAdmin.currency")}
          options={CURRENCIES.map((currency) => ({ value: currency, label: currency }))}
        />
        <TextField name="amount" label={t("store.ecashAdmin.amount")} maxLength={16} dir="ltr" />
        <TextField name="note" label={t("store.ecashAdmin.note")} maxLength={200} multiline dir="auto" />
        <SubmitButton isBlock={false}>{t("store.ecashAdmin.grant")}</SubmitButton>
      </PageForm>
    </div>
  );
}
