/**
 * "Not interested" on a job card or the job page: hide this job, or every job of its company. Plain
 * forms posted to /seeker/not-interested, so they work without JavaScript; the page comes back without
 * the job and says so.
 */
import { Form } from "react-router";
import { useI18n } from "../../i18n/i18n-context.tsx";
import { useLocalHref } from "../../ui/local-link.tsx";
import { NOT_INTERESTED_PATH, type NotInterestedIntent } from "./not-interested.ts";

interface NotInterestedFormProps {
  intent: NotInterestedIntent;
  id: number;
  csrfToken: string;
  returnTo: string;
  label: string;
  /** The job or company the button acts on: said to screen readers after the visible label. */
  subject: string;
}

export function NotInterestedForm({
  intent,
  id,
  csrfToken,
  returnTo,
  label,
  subject,
}: NotInterestedFormProps) {
  const action = useLocalHref()(NOT_INTERESTED_PATH);
  return (
    <Form method="post" action={action} className="not-interested__form">
      <input type="hidden" name="_csrf" value={csrfToken} />
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="id" value={id} />
      <input type="hidden" name="returnTo" value={returnTo} />
      {/* The name starts with the visible label (WCAG 2.5.3), and says which job or company it is. */}
      <button type="submit" className="link-button">
        {label}
        <span className="visually-hidden">
          (<bdi>{subject}</bdi>)
        </span>
      </button>
    </Form>
  );
}

export function NotInterestedButtons({
  job,
  csrfToken,
  returnTo,
}: {
  job: { id: number; title: string; companyName: string };
  csrfToken: string;
  returnTo: string;
}) {
  const { t } = useI18n();
  return (
    <div className="not-interested">
      <NotInterestedForm
        intent="hideJob"
        id={job.id}
        csrfToken={csrfToken}
        returnTo={returnTo}
        label={t("notInterested.job")}
        subject={job.title}
      />
      <NotInterestedForm
        intent="hideCompany"
        id={job.id}
        csrfToken={csrfToken}
        returnTo={returnTo}
        label={t("notInterested.company")}
        subject={job.companyName}
      />
    </div>
  );
}
