/**
 * The changes of the job-alert list and replace pages, as one form action: pause, resume, change the
 * frequency, delete, and replace (a seeker's new alert in place of one they pick; a guest's confirmed
 * alert in place of one of the address's). A guest acts with the manage token of their address (a
 * hidden field, from the link in their e-mail); a seeker with their session.
 */
import { attempt, type JobAlertOwner } from "@portal/contracts";
import { isAlertFrequency } from "@portal/domain";
import { data } from "react-router";
import { formAction, formText, goTo, refused, saved } from "../../ui/forms/form-action.server.ts";
import type { FormState } from "../../ui/forms/form-state.ts";

export const jobAlertsAction = formAction(async ({ input, context, language }) => {
  const user = context.session.user?.role === "seeker" ? context.session.user : null;
  const manage = formText(input.manage);
  const owner: JobAlertOwner | null = user ? { user } : manage ? { manageToken: manage } : null;
  if (!owner) return goTo("/rio/login", language);
  const alerts = context.services.jobAlerts;
  const id = formText(input.id);
  const back = (notice: string) => saved(input, { messageKey: notice });

  switch (formText(input.intent)) {
    case "pause":
    case "resume": {
      const outcome = await attempt(alerts.update(owner, id, { isPaused: input.intent === "pause" }));
      if (!outcome.ok) return refused(input, outcome.error);
      return back(input.intent === "pause" ? "jobAlerts.notice.paused" : "jobAlerts.notice.resumed");
    }
    case "frequency": {
      const frequency = formText(input.frequency);
      if (!isAlertFrequency(frequency))
        return refused(input, { status: 400, problems: [{ messageKey: "invalidValue" }] });
      const outcome = await attempt(alerts.update(owner, id, { frequency }));
      if (!outcome.ok) return refused(input, outcome.error);
      return back("jobAlerts.notice.changed");
    }
    case "delete": {
      const outcome = await attempt(alerts.remove(owner, id));
      if (!outcome.ok) return refused(input, outcome.error);
      return back("jobAlerts.notice.deleted");
    }
    case "replace": {
      // A seeker: the new alert (its search and frequency came with the page) takes the place of `id`.
      if (user) {
        const frequency = formText(input.frequency);
        const created = await attempt(
          alerts.create(
            user,
            {
              search: formText(input.search),
              replaceId: id,
              ...(isAlertFrequency(frequency) ? { frequency } : {}),
            },
            context.session.meta,
          ),
        );
        if (!created.ok) return refused(input, created.error);
        return goTo(`/seeker/job-alert-success?id=${created.value.alert.id}`, language);
      }
      // A guest: the address's alert `id` goes, then the confirmation is tried again.
      const removed = await attempt(alerts.remove(owner, id));
      if (!removed.ok) return refused(input, removed.error);
      const confirmed = await attempt(alerts.confirm(formText(input.token)));
      if (!confirmed.ok) return refused(input, confirmed.error);
      return goTo(`/seeker/job-alert-success?id=${confirmed.value.alert.id}&confirmed=1`, language);
    }
  }
  return data<FormState>({ values: {}, problems: [{ messageKey: "invalidValue" }] }, { status: 400 });
});
