/**
 * Form pieces of the account pages: native controls with labels, hints and errors tied to them
 * (aria-describedby, aria-invalid), a summary of the problems at the top that takes focus, and the form
 * itself, which posts to the server with or without JavaScript and always carries the CSRF field.
 */

import type { DiallingCode, FieldProblem } from "@portal/domain";
import { type ReactNode, useEffect, useId, useRef } from "react";
import { Form, useNavigation } from "react-router";
import type { MessageKey } from "../../i18n/catalogue.ts";
import { useI18n } from "../../i18n/i18n-context.tsx";
import { type FormState, generalProblems, problemFor, problemMessageKey } from "./form-state.ts";

export function useProblemText(): (problem: FieldProblem) => string {
  const { t } = useI18n();
  return (problem) => t(problemMessageKey(problem.messageKey) as MessageKey, problem.params);
}

interface AccountFormProps {
  csrfToken: string;
  state: FormState | undefined;
  /** Fields this form shows, so problems of other fields go to the summary. */
  fields: readonly string[];
  children: ReactNode;
  action?: string;
  /** "multipart/form-data" for a form that carries a file. */
  encType?: "multipart/form-data";
  /** The label of the problem summary's heading for assistive technology. */
  className?: string;
}

export function AccountForm({
  csrfToken,
  state,
  fields,
  children,
  action,
  encType,
  className,
}: AccountFormProps) {
  const { t } = useI18n();
  const problemText = useProblemText();
  const summaryRef = useRef<HTMLDivElement>(null);
  const general = generalProblems(state, fields);
  const fieldProblems = (state?.problems ?? []).filter(
    (problem) => problem.field && fields.includes(problem.field),
  );
  const hasProblems = (state?.problems.length ?? 0) > 0;

  useEffect(() => {
    if (hasProblems) summaryRef.current?.focus();
  }, [hasProblems]);

  return (
    <Form
      method="post"
      action={action}
      encType={encType}
      noValidate
      className={`account-form ${className ?? ""}`.trim()}
    >
      <input type="hidden" name="_csrf" value={csrfToken} />
      {hasProblems && (
        <div className="form-summary" role="alert" tabIndex={-1} ref={summaryRef}>
          <p className="form-summary__title">{t("accounts.form.fixProblems")}</p>
          <ul>
            {general.map((problem) => (
              <li key={`general-${problem.messageKey}`}>{problemText(problem)}</li>
            ))}
            {fieldProblems.map((problem) => (
              <li key={`field-${problem.field}`}>
                <a href={`#field-${problem.field}`}>{problemText(problem)}</a>
              </li>
            ))}
          </ul>
        </div>
      )}
      {state?.notice && !hasProblems && (
        <p className="form-notice" role="status">
          {t(problemMessageKey(state.notice.messageKey) as MessageKey, state.notice.params)}
        </p>
      )}
      {children}
    </Form>
  );
}

interface FieldFrameProps {
  name: string;
  /** Defaults to `field-<name>`; two controls with one name (a pair of choices) need their own. */
  id?: string;
  label: string;
  hint?: string;
  /** Where the value came from ("From your resume"), shown as a small mark under the label. */
  mark?: string;
  state: FormState | undefined;
  children: (ids: { id: string; describedBy: string | undefined; isInvalid: boolean }) => ReactNode;
}

function FieldFrame({ name, id: givenId, label, hint, mark, state, children }: FieldFrameProps) {
  const problemText = useProblemText();
  const problem = problemFor(state, name);
  const id = givenId ?? `field-${name}`;
  const hintId = hint ? `${id}-hint` : undefined;
  const markId = mark ? `${id}-mark` : undefined;
  const errorId = problem ? `${id}-error` : undefined;
  const describedBy = [hintId, markId, errorId].filter(Boolean).join(" ") || undefined;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {hint && (
        <p className="field__hint" id={hintId}>
          {hint}
        </p>
      )}
      {mark && (
        <p className="field__mark" id={markId}>
          {mark}
        </p>
      )}
      {problem && (
        <p className="form-error" id={errorId}>
          {problemText(problem)}
        </p>
      )}
      {children({ id, describedBy, isInvalid: Boolean(problem) })}
    </div>
  );
}

interface TextFieldProps {
  name: string;
  label: string;
  state: FormState | undefined;
  defaultValue?: string;
  type?: "text" | "email" | "password" | "tel" | "month" | "date" | "search";
  hint?: string;
  mark?: string;
  autoComplete?: string;
  inputMode?: "numeric" | "email" | "tel" | "text";
  maxLength?: number;
  dir?: "ltr" | "rtl" | "auto";
}

export function TextField({
  name,
  label,
  state,
  defaultValue,
  type = "text",
  hint,
  mark,
  ...rest
}: TextFieldProps) {
  return (
    <FieldFrame name={name} label={label} hint={hint} mark={mark} state={state}>
      {({ id, describedBy, isInvalid }) => (
        <input
          id={id}
          name={name}
          type={type}
          defaultValue={type === "password" ? undefined : defaultValue}
          aria-invalid={isInvalid || undefined}
          aria-describedby={describedBy}
          {...rest}
        />
      )}
    </FieldFrame>
  );
}

export interface Option {
  value: string;
  label: string;
}

interface SelectFieldProps {
  name: string;
  id?: string;
  label: string;
  state: FormState | undefined;
  options: readonly Option[];
  defaultValue?: string;
  hint?: string;
  mark?: string;
  placeholder?: string;
  groups?: readonly { label: string; options: readonly Option[] }[];
}

export function SelectField({
  name,
  id: givenId,
  label,
  state,
  options,
  defaultValue,
  hint,
  mark,
  placeholder,
  groups,
}: SelectFieldProps) {
  return (
    <FieldFrame name={name} id={givenId} label={label} hint={hint} mark={mark} state={state}>
      {({ id, describedBy, isInvalid }) => (
        <select
          id={id}
          name={name}
          defaultValue={defaultValue ?? ""}
          aria-invalid={isInvalid || undefined}
          aria-describedby={describedBy}
        >
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
          {groups?.map((group) => (
            <optgroup key={group.label} label={group.label}>
              {group.options.map((option) => (
                <option key={`${group.label}-${option.value}`} value={option.value}>
                  {option.label}
                </option>
              ))}
            </optgroup>
          ))}
        </select>
      )}
    </FieldFrame>
  );
}

interface ChoiceGroupProps {
  name: string;
  legend: string;
  state: FormState | undefined;
  options: readonly Option[];
  /** Radio buttons (one) or checkboxes (several). */
  multiple?: boolean;
  selected: readonly string[];
  hint?: string;
  mark?: string;
  className?: string;
}

export function ChoiceGroup({
  name,
  legend,
  state,
  options,
  multiple,
  selected,
  hint,
  mark,
  className,
}: ChoiceGroupProps) {
  const problemText = useProblemText();
  const problem = problemFor(state, name);
  const base = `field-${name}`;
  const describedBy = [hint ? `${base}-hint` : "", mark ? `${base}-mark` : "", problem ? `${base}-error` : ""]
    .filter(Boolean)
    .join(" ");
  return (
    <fieldset
      className={`choice-group ${className ?? ""}`.trim()}
      id={base}
      tabIndex={-1}
      aria-describedby={describedBy || undefined}
      aria-invalid={problem ? true : undefined}
    >
      <legend>{legend}</legend>
      {hint && (
        <p className="field__hint" id={`${base}-hint`}>
          {hint}
        </p>
      )}
      {mark && (
        <p className="field__mark" id={`${base}-mark`}>
          {mark}
        </p>
      )}
      {problem && (
        <p className="form-error" id={`${base}-error`}>
          {problemText(problem)}
        </p>
      )}
      <div className="choice-group__options">
        {options.map((option) => (
          <label key={option.value} className="choice">
            <input
              type={multiple ? "checkbox" : "radio"}
              name={name}
              value={option.value}
              defaultChecked={selected.includes(option.value)}
            />
            <span>{option.label}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

interface PhoneFieldProps {
  state: FormState | undefined;
  codes: readonly DiallingCode[];
  diallingCode: string;
  number: string;
  label: string;
  codeLabel: string;
  mark?: string;
}

/** Dialling code and number side by side; the number stays left to right in Arabic. */
export function PhoneField({ state, codes, diallingCode, number, label, codeLabel, mark }: PhoneFieldProps) {
  const problemText = useProblemText();
  const problem = problemFor(state, "mobile");
  const errorId = problem ? "field-mobile-error" : undefined;
  const describedBy = [mark ? "field-mobile-mark" : "", errorId ?? ""].filter(Boolean).join(" ") || undefined;
  return (
    <div className="field phone-field">
      <label htmlFor="field-mobile">{label}</label>
      {mark && (
        <p className="field__mark" id="field-mobile-mark">
          {mark}
        </p>
      )}
      {problem && (
        <p className="form-error" id={errorId}>
          {problemText(problem)}
        </p>
      )}
      <div className="phone-field__inputs" dir="ltr">
        <select name="diallingCode" defaultValue={diallingCode} aria-label={codeLabel}>
          {codes.map((code) => (
            <option key={`${code.countryCode}-${code.diallingCode}`} value={code.diallingCode}>
              {code.prefix} {code.countryCode}
            </option>
          ))}
        </select>
        <input
          id="field-mobile"
          name="mobile"
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          defaultValue={number}
          maxLength={20}
          aria-invalid={problem ? true : undefined}
          aria-describedby={describedBy}
        />
      </div>
    </div>
  );
}

export function SubmitButton({
  children,
  name,
  value,
  variant = "primary",
}: {
  children: ReactNode;
  name?: string;
  value?: string;
  variant?: "primary" | "outline";
}) {
  const navigation = useNavigation();
  const id = useId();
  const isBusy = navigation.state === "submitting";
  return (
    <button
      id={id}
      type="submit"
      name={name}
      value={value}
      className={`button button--${variant} button--block`}
      aria-disabled={isBusy || undefined}
    >
      {children}
    </button>
  );
}

export function CsrfField({ token }: { token: string }) {
  return <input type="hidden" name="_csrf" value={token} />;
}
