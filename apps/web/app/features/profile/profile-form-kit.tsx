/**
 * Form pieces of the profile page. Every field group is its own form that posts to the page's action
 * with or without JavaScript (hidden `_csrf`, `intent`, profile and entry ids). With JavaScript the
 * group's zod schema from @portal/domain checks the form before it is sent, the same check the server
 * makes; a refusal from either side keeps what was typed and puts the message beside its field.
 */
import {
  type FieldProblem,
  isAccountMessageKey,
  isMessageCode,
  isProfileMessageKey,
  type ProfileFormValues,
} from "@portal/domain";
import {
  createContext,
  type FormEvent,
  type ReactNode,
  useContext,
  useEffect,
  useRef,
  useState,
} from "react";
import { Form, useLocation, useNavigation } from "react-router";
import type { MessageKey } from "../../i18n/catalogue.ts";
import { useI18n } from "../../i18n/i18n-context.tsx";

export interface ProfileFormState {
  /** Which form the answer belongs to. */
  form: string;
  values: Record<string, string | string[]>;
  problems: FieldProblem[];
  notice?: "saved" | "created" | "deleted" | "defaultChanged" | "renamed";
}

/** Server message keys a profile call may answer with besides spec, account and profile messages. */
const SERVER_KEYS = new Set([
  "rateLimited",
  "invalidValue",
  "validationFailed",
  "unauthenticated",
  "forbidden",
  "notFound",
  "conflict",
  "csrfFailed",
]);

/** The catalogue key of a problem's message. */
export function problemKey(messageKey: string): MessageKey {
  if (isMessageCode(messageKey)) return `spec.${messageKey}` as MessageKey;
  if (isProfileMessageKey(messageKey)) return `profile.msg.${messageKey}` as MessageKey;
  if (messageKey === "tooLong") return "profile.msg.tooLong";
  if (isAccountMessageKey(messageKey) || SERVER_KEYS.has(messageKey))
    return `accounts.msg.${messageKey}` as MessageKey;
  return "accounts.msg.somethingWrong";
}

export function useProblemText(): (problem: FieldProblem) => string {
  const { t } = useI18n();
  return (problem) => t(problemKey(problem.messageKey), problem.params);
}

interface FormContextValue {
  id: string;
  values: Record<string, string | string[]> | null;
  problems: FieldProblem[];
}

const FormContext = createContext<FormContextValue>({ id: "", values: null, problems: [] });

function useFormContext() {
  return useContext(FormContext);
}

/** What this form showed when it was refused, else the saved value. */
export function useFieldValue(name: string, saved: string | number | null | undefined): string {
  const { values } = useFormContext();
  const value = values?.[name];
  if (value !== undefined) return typeof value === "string" ? value : (value[0] ?? "");
  if (values) return "";
  return saved === null || saved === undefined ? "" : String(saved);
}

export function useFieldValues(name: string, saved: readonly (string | number)[]): string[] {
  const { values } = useFormContext();
  const value = values?.[name];
  if (value !== undefined) return typeof value === "string" ? [value] : value;
  if (values) return [];
  return saved.map(String);
}

function useProblem(name: string): FieldProblem | undefined {
  return useFormContext().problems.find((problem) => problem.field === name);
}

/** Reads a form the way the server's form action does: repeated names become lists. */
export function formValuesOf(form: HTMLFormElement): Record<string, string | string[]> {
  const data = new FormData(form);
  const values: Record<string, string | string[]> = {};
  for (const name of new Set(data.keys())) {
    if (name === "_csrf") continue;
    const all = data.getAll(name).filter((value): value is string => typeof value === "string");
    values[name] = all.length === 1 ? (all[0] as string) : all;
  }
  return values;
}

interface ProfileFormProps {
  /** Identifies the form among the page's many; the action's answer names it. */
  id: string;
  intent: string;
  csrfToken: string;
  profileId?: string;
  hidden?: Record<string, string>;
  state: ProfileFormState | undefined;
  /** Fields shown, so problems of other fields go to the summary. */
  fields: readonly string[];
  /** The browser's check before posting: the group's schema over the form's values. */
  check?: (values: ProfileFormValues) => FieldProblem[];
  className?: string;
  label?: string;
  children: ReactNode;
}

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
}: ProfileFormProps) {
  const { t } = useI18n();
  const problemText = useProblemText();
  const location = useLocation();
  const summaryRef = useRef<HTMLDivElement>(null);
  const [local, setLocal] = useState<FieldProblem[] | null>(null);
  const answer = state?.form === id ? state : undefined;
  const problems = local ?? answer?.problems ?? [];
  const general = problems.filter((problem) => !problem.field || !fields.includes(problem.field));
  const fieldProblems = problems.filter((problem) => problem.field && fields.includes(problem.field));
  const hasProblems = problems.length > 0;

  // A new answer from the server replaces the browser's own findings.
  useEffect(() => {
    if (answer) setLocal(null);
  }, [answer]);
  useEffect(() => {
    if (hasProblems) summaryRef.current?.focus();
  }, [hasProblems]);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    if (!check) return;
    const found = check(formValuesOf(event.currentTarget));
    if (found.length > 0) {
      event.preventDefault();
      setLocal(found);
    } else {
      setLocal(null);
    }
  }

  return (
    <FormContext.Provider
      value={{ id, values: answer && answer.problems.length > 0 ? answer.values : null, problems }}
    >
      <Form
        method="post"
        action={`${location.pathname}${location.search}`}
        noValidate
        onSubmit={onSubmit}
        aria-label={label}
        className={`account-form profile-form ${className ?? ""}`.trim()}
        id={`form-${id}`}
      >
        <input type="hidden" name="_csrf" value={csrfToken} />
        <input type="hidden" name="intent" value={intent} />
        {profileId && <input type="hidden" name="profileId" value={profileId} />}
        {Object.entries(hidden).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        {hasProblems && (
          <div className="form-summary" role="alert" tabIndex={-1} ref={summaryRef}>
            <p className="form-summary__title">{t("accounts.form.fixProblems")}</p>
            <ul>
              {general.map((problem) => (
                <li key={`general-${problem.messageKey}`}>{problemText(problem)}</li>
              ))}
              {fieldProblems.map((problem) => (
                <li key={`field-${problem.field}`}>
                  <a href={`#${id}-${problem.field}`}>{problemText(problem)}</a>
                </li>
              ))}
            </ul>
          </div>
        )}
        {answer?.notice && !hasProblems && (
          <p className="form-notice" role="status">
            {t(`profile.notice.${answer.notice}` as MessageKey)}
          </p>
        )}
        {children}
      </Form>
    </FormContext.Provider>
  );
}

interface FrameProps {
  name: string;
  label: string;
  hint?: string;
  children: (ids: { id: string; describedBy: string | undefined; isInvalid: boolean }) => ReactNode;
}

function FieldFrame({ name, label, hint, children }: FrameProps) {
  const { id: formId } = useFormContext();
  const problemText = useProblemText();
  const problem = useProblem(name);
  const id = `${formId}-${name}`;
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = problem ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(" ") || undefined;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {hint && (
        <p className="field__hint" id={hintId}>
          {hint}
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

export interface Option {
  value: string;
  label: string;
}

export function TextInput({
  name,
  label,
  saved,
  hint,
  type = "text",
  maxLength = 100,
  dir,
  inputMode,
  autoComplete,
}: {
  name: string;
  label: string;
  saved?: string | number | null;
  hint?: string;
  type?: "text" | "email" | "tel" | "month" | "date";
  maxLength?: number;
  dir?: "ltr" | "auto";
  inputMode?: "numeric" | "email" | "tel" | "text";
  autoComplete?: string;
}) {
  const value = useFieldValue(name, saved);
  return (
    <FieldFrame name={name} label={label} hint={hint}>
      {({ id, describedBy, isInvalid }) => (
        <input
          id={id}
          name={name}
          type={type}
          defaultValue={value}
          maxLength={maxLength}
          dir={dir}
          inputMode={inputMode}
          autoComplete={autoComplete}
          aria-invalid={isInvalid || undefined}
          aria-describedby={describedBy}
        />
      )}
    </FieldFrame>
  );
}

export function SelectInput({
  name,
  label,
  saved,
  options,
  groups,
  hint,
  placeholder,
  multiple,
  savedList,
}: {
  name: string;
  label: string;
  saved?: string | number | null;
  savedList?: readonly (string | number)[];
  options: readonly Option[];
  groups?: readonly { label: string; options: readonly Option[] }[];
  hint?: string;
  placeholder?: string;
  multiple?: boolean;
}) {
  const single = useFieldValue(name, saved);
  const several = useFieldValues(name, savedList ?? []);
  return (
    <FieldFrame name={name} label={label} hint={hint}>
      {({ id, describedBy, isInvalid }) => (
        <select
          id={id}
          name={name}
          multiple={multiple}
          size={multiple ? 6 : undefined}
          defaultValue={multiple ? several : single}
          aria-invalid={isInvalid || undefined}
          aria-describedby={describedBy}
        >
          {placeholder !== undefined && !multiple && <option value="">{placeholder}</option>}
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

export function Choices({
  name,
  legend,
  options,
  saved,
  multiple,
  hint,
}: {
  name: string;
  legend: string;
  options: readonly Option[];
  saved: readonly (string | number)[];
  multiple?: boolean;
  hint?: string;
}) {
  const { id: formId } = useFormContext();
  const problemText = useProblemText();
  const problem = useProblem(name);
  const selected = useFieldValues(name, saved);
  const base = `${formId}-${name}`;
  const describedBy = [hint ? `${base}-hint` : "", problem ? `${base}-error` : ""].filter(Boolean).join(" ");
  return (
    <fieldset className="choice-group" id={base} tabIndex={-1} aria-describedby={describedBy || undefined}>
      <legend>{legend}</legend>
      {hint && (
        <p className="field__hint" id={`${base}-hint`}>
          {hint}
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
              aria-invalid={problem ? true : undefined}
            />
            <span>{option.label}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

export function Checkbox({ name, label, saved }: { name: string; label: string; saved: boolean }) {
  const { id: formId, values } = useFormContext();
  const problemText = useProblemText();
  const problem = useProblem(name);
  const isChecked = values ? values[name] !== undefined : saved;
  const id = `${formId}-${name}`;
  return (
    <div className="field">
      {problem && (
        <p className="form-error" id={`${id}-error`}>
          {problemText(problem)}
        </p>
      )}
      <label className="choice" htmlFor={id}>
        <input
          id={id}
          type="checkbox"
          name={name}
          value="yes"
          defaultChecked={isChecked}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${id}-error` : undefined}
        />
        <span>{label}</span>
      </label>
    </div>
  );
}

/** A field made of several controls (lakhs and thousands) with one label and one message. */
export function FieldGroup({
  name,
  legend,
  hint,
  children,
}: {
  name: string;
  legend: string;
  hint?: string;
  children: ReactNode;
}) {
  const { id: formId } = useFormContext();
  const problemText = useProblemText();
  const problem = useProblem(name);
  const base = `${formId}-${name}`;
  return (
    <fieldset
      className="field-row"
      id={base}
      tabIndex={-1}
      aria-describedby={problem ? `${base}-error` : undefined}
    >
      <legend>{legend}</legend>
      {hint && <p className="field__hint field-row__wide">{hint}</p>}
      {problem && (
        <p className="form-error field-row__wide" id={`${base}-error`}>
          {problemText(problem)}
        </p>
      )}
      {children}
    </fieldset>
  );
}

/** A plain select inside a FieldGroup (its label is its own, the message the group's). */
export function GroupSelect({
  name,
  label,
  saved,
  options,
  placeholder,
}: {
  name: string;
  label: string;
  saved: string | number | null | undefined;
  options: readonly Option[];
  placeholder?: string;
}) {
  const { id: formId } = useFormContext();
  const value = useFieldValue(name, saved);
  const id = `${formId}-${name}`;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <select id={id} name={name} defaultValue={value}>
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

export function SaveButton({
  children,
  variant = "primary",
}: {
  children: ReactNode;
  variant?: "primary" | "outline";
}) {
  const navigation = useNavigation();
  return (
    <button
      type="submit"
      className={`button button--${variant}`}
      aria-disabled={navigation.state === "submitting" || undefined}
    >
      {children}
    </button>
  );
}
