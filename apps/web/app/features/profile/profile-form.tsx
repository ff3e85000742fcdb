/**
 * A form of the profile page: every field group is its own form of the form kit, posting to the page's
 * action at the page's own address (which names the profile shown) with the profile's id, its intent and
 * the group's browser check (the group's zod schema from @portal/domain, the same as the server's).
 */
import type { FieldProblem } from "@portal/domain";
import type { ReactNode } from "react";
import { useLocation } from "react-router";
import { PageForm } from "../../ui/forms/form-kit.tsx";
import type { FormState, FormValues } from "../../ui/forms/form-state.ts";

export function ProfileForm({
  id,
  intent,
  csrfToken,
  profileId,
  hidden = {},
  state,
  fields,
  check,
  className,
  label,
  children,
}: {
  /** Identifies the form among the page's many; the action's answer names it. */
  id: string;
  intent: string;
  csrfToken: string;
  profileId?: string;
  hidden?: Record<string, string>;
  state: FormState | undefined;
  /** Fields shown, so problems of other fields go to the summary. */
  fields: readonly string[];
  check?: (values: FormValues) => FieldProblem[];
  className?: string;
  label?: string;
  children: ReactNode;
}) {
  const location = useLocation();
  return (
    <PageForm
      id={id}
      intent={intent}
      csrfToken={csrfToken}
      hidden={profileId ? { profileId, ...hidden } : hidden}
      state={state}
      fields={fields}
      check={check}
      action={`${location.pathname}${location.search}`}
      label={label}
      confirmWith="toast"
      className={`profile-form ${className ?? ""}`.trim()}
    >
      {children}
    </PageForm>
  );
}
