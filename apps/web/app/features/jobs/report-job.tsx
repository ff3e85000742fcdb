/**
 * "Report this job" at the foot of a job page: a closed disclosure (a native <details>, no JavaScript
 * needed) holding the reasons and a note. The page's action sends it; staff see it in their queue.
 */
import { JOB_REPORT_DETAILS_MAX, JOB_REPORT_REASONS } from "@portal/domain";
import { useActionData } from "react-router";
import { useI18n } from "../../i18n/i18n-context.tsx";
import { ChoiceGroup, PageForm, SubmitButton, TextField } from "../../ui/forms/form-kit.tsx";
import type { FormState } from "../../ui/forms/form-state.ts";

export function ReportJob({ csrfToken }: { csrfToken: string }) {
  const { t } = useI18n();
  const state = useActionData() as FormState | undefined;
  const answered = state?.form === "report";
  return (
    // Open again after an answer, so its notice or problem is seen where the form was.
    <details className="report-job" open={answered || undefined}>
      <summary>{t("report.open")}</summary>
      <p>{t("report.intro")}</p>
      <PageForm
        csrfToken={csrfToken}
        state={state}
        fields={["reason", "details"]}
        id="report"
        intent="report"
      >
        <ChoiceGroup
          name="reason"
          legend={t("report.reason")}
          saved={[]}
          options={JOB_REPORT_REASONS.map((reason) => ({
            value: reason,
            label: t(`report.reason.${reason}`),
          }))}
        />
        <TextField
          name="details"
          label={t("report.details")}
          multiline
          rows={3}
          maxLength={JOB_REPORT_DETAILS_MAX}
          dir="auto"
        />
        <SubmitButton isBlock={false} variant="outline">
          {t("report.submit")}
        </SubmitButton>
      </PageForm>
    </details>
  );
}
