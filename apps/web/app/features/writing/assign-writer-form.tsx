/** Fulfilment staff's choice of writer for one written service (the queue's rows and the workspace). */
import type { FulfilmentQueue } from "@portal/contracts";
import { useI18n } from "../../i18n/i18n-context.tsx";
import { PageForm, SelectField, SubmitButton } from "../../ui/forms/form-kit.tsx";
import type { FormState } from "../../ui/forms/form-state.ts";

export function AssignWriterForm({
  serviceId,
  writers,
  current,
  csrfToken,
  state,
  orderNumber,
}: {
  serviceId: string;
  writers: FulfilmentQueue["writers"];
  current: string | null;
  csrfToken: string;
  state: FormState | undefined;
  /** Names the form among the queue's others. */
  orderNumber: string;
}) {
  const { t } = useI18n();
  return (
    <PageForm
      id={`assign-${serviceId}`}
      intent="assign"
      hidden={{ serviceId }}
      csrfToken={csrfToken}
      state={state}
      fields={["assigneeId"]}
      label={`${t("fulfilment.assign")}: ${t("writing.order", { order: orderNumber })}`}
      className="writing-assign"
    >
      <SelectField
        name="assigneeId"
        label={t("fulfilment.writer")}
        saved={current ?? ""}
        options={[
          { value: "", label: t("writing.noWriter") },
          ...writers.map((writer) => ({
            value: writer.id,
            label: t("fulfilment.writerOption", { name: writer.name, open: writer.openWork }),
          })),
        ]}
      />
      <SubmitButton variant="outline" isBlock={false}>
        {t("fulfilment.assign")}
      </SubmitButton>
    </PageForm>
  );
}
