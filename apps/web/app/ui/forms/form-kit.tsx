/**
 * The one form kit of the web app: every server-rendered form that must work without JavaScript is a
 * `PageForm` (or its fields inside a `FieldScope`) with these fields. A form posts to its page's action
 * with the CSRF field; the action answers with a `FormState` (form-state.ts): what was typed, the
 * problems, a notice. Each field has its label, hint, origin mark and error tied to the control
 * (aria-describedby, aria-invalid); the problems are also listed at the top in a summary that takes
 * focus, each linking to its field. With JavaScript, a form may check itself before posting (`check`,
 * the same zod schema the server uses) and show the problems the same way.
 */

import type { DiallingCode, FieldProblem } from "@portal/domain";
import {
  createContext,
  type FormEvent,
  type ReactNode,
  useContext,
  useEffect,
  useId,
  useRef,
  useState,
} from "react";
import { Form, useNavigation } from "react-router";
import type { MessageKey } from "../../i18n/catalogue.ts";
import { useI18n } from "../../i18n/i18n-context.tsx";
import { useToast } from "../toast.tsx";
import { type FormState, type FormValues, noticeMessageKey, problemMessageKey } from "./form-state.ts";

export function useProblemText(): (problem: FieldProblem) => string {
  const { t } = useI18n();
  return (problem) => t(problemMessageKey(problem.messageKey) as MessageKey, problem.params);
}

interface Scope {
  /** Prefix of the controls' ids (`<prefix>-<name>`): the form's id, or "field" on one-form pages. */
  prefix: string;
  /** What was typed, when the answer carried it; null shows the saved values. */
  values: FormValues | null;
  problems: readonly FieldProblem[];
}

const ScopeContext = createContext<Scope>({ prefix: "field", values: null, problems: [] });

function useScope(): Scope {
  return useContext(ScopeContext);
}

/**
 * Fields whose form element is drawn elsewhere (a card's dialog and page share one set of fields): the
 * same ids, typed values and problems as inside a PageForm.
 */
export function FieldScope({
  prefix = "field",
  values = null,
  problems = [],
  children,
}: {
  prefix?: string;
  values?: FormValues | null;
  problems?: readonly FieldProblem[];
  children: ReactNode;
}) {
  return <ScopeContext.Provider value={{ prefix, values, problems }}>{children}</ScopeContext.Provider>;
}

/**
 * What the form showed when it was answered, else the saved value. A control of one value always
 * sends it (an empty text too), so a name missing from the answer belongs to another form of the page.
 */
export function useFieldValue(name: string, saved: string | number | null | undefined): string {
  const value = useScope().values?.[name];
  if (value !== undefined) return typeof value === "string" ? value : (value[0] ?? "");
  return saved === null || saved === undefined ? "" : String(saved);
}

/** The same for choices: a browser sends nothing for boxes left unticked, so none is none. */
export function useFieldValues(name: string, saved: readonly (string | number)[]): string[] {
  const { values } = useScope();
  if (values) {
    const value = values[name];
    return value === undefined ? [] : typeof value === "string" ? [value] : value;
  }
  return saved.map(String);
}

function useProblem(name: string): FieldProblem | undefined {
  return useScope().problems.find((problem) => problem.field === name);
}

/** Reads a form the way the server's form action does: repeated names become lists. */
export function formValuesOf(form: HTMLFormElement): FormValues {
  const data = new FormData(form);
  const values: FormValues = {};
  for (const name of new Set(data.keys())) {
    if (name === "_csrf") continue;
    const all = data.getAll(name).filter((value): value is string => typeof value === "string");
    values[name] = all.length === 1 ? (all[0] as string) : all;
  }
  return values;
}

interface PageFormProps {
  csrfToken: string;
  /** The action's answer; on a page with several forms it belongs to the one its `form` names. */
  state: FormState | undefined;
  /** Fields this form shows, so problems of other fields go to the summary. */
  fields: readonly string[];
  /** Names one of several forms on a page: ids become `<id>-<name>`, the element `form-<id>`. */
  id?: string;
  /** The page action's `intent` for this form, sent as a hidden field. */
  intent?: string;
  hidden?: Readonly<Record<string, string>>;
  action?: string;
  /** "multipart/form-data" for a form that carries a file. */
  encType?: "multipart/form-data";
  /** The browser's check before posting (the same schema as the server's); problems stop the post. */
  check?: (values: FormValues) => FieldProblem[];
  /** The form's accessible name where the page has several. */
  label?: string;
  /**
   * Where a confirmation shows once the page runs its script: "toast" for forms of a long page (the
   * profile's groups), whose top may be far above where the reader pressed Save; without a script it
   * is always written at the top of the form, in the page the server sends back.
   */
  confirmWith?: "inline" | "toast";
  className?: string;
  children: ReactNode;
}

/** Long enough to read a short confirmation; the spec's toast takes its duration from the caller. */
const CONFIRMATION_TOAST_MS = 4_000;

/** Set once the page's script has taken over the server's page: later answers come from the script. */
let pageIsHydrated = false;
/** Answers already told in a toast. */
const toldAnswers = new WeakSet<FormState>();

export function PageForm({
  csrfToken,
  state,
  fields,
  id,
  intent,
  hidden = {},
  action,
  encType,
  check,
  label,
  confirmWith = "inline",
  className,
  children,
}: PageFormProps) {
  const { t } = useI18n();
  const problemText = useProblemText();
  const summaryRef = useRef<HTMLDivElement>(null);
  const [local, setLocal] = useState<FieldProblem[] | null>(null);
  // Fields changed since their problem was told: the problem is gone from the page until the next check.
  const [edited, setEdited] = useState<ReadonlySet<string>>(() => new Set());
  const answer = id === undefined || state?.form === id ? state : undefined;
  const told = local ?? answer?.problems ?? [];
  const problems =
    edited.size > 0 ? told.filter((problem) => !problem.field || !edited.has(problem.field)) : told;
  const general = problems.filter((problem) => !problem.field || !fields.includes(problem.field));
  const fieldProblems = problems.filter((problem) => problem.field && fields.includes(problem.field));
  const hasProblems = problems.length > 0;
  const prefix = id ?? "field";
  // A successful save answers without values: the fields then show what is saved.
  const values = answer && Object.keys(answer.values).length > 0 ? answer.values : null;

  const toast = useToast();
  // A form drawn after hydration (a saved group's form is remade) is scripted from its first render;
  // starting unscripted would flash the inline notice, and a screen reader would read it, beside the toast.
  const [isScripted, setScripted] = useState(pageIsHydrated);
  useEffect(() => {
    setScripted(true);
    pageIsHydrated = true;
  }, []);
  // An answer that came with the page from the server (a post sent before the script ran, or without
  // one) stays written in the form; answers fetched by the script are told in the toast.
  const pageAnswer = useRef(pageIsHydrated ? undefined : answer);
  const isPageAnswer = answer !== undefined && answer === pageAnswer.current;
  const notice =
    answer?.notice && !hasProblems
      ? t(noticeMessageKey(answer.notice.messageKey) as MessageKey, answer.notice.params)
      : null;
  const isToasted = confirmWith === "toast" && isScripted && !isPageAnswer;
  // Each answer is told once, also when its form is drawn again (a saved group's form is remade).
  // biome-ignore lint/correctness/useExhaustiveDependencies: keyed on the answer alone
  useEffect(() => {
    if (!notice || confirmWith !== "toast" || isPageAnswer || !answer || toldAnswers.has(answer)) return;
    toldAnswers.add(answer);
    toast.show(notice, { duration: CONFIRMATION_TOAST_MS });
  }, [answer]);

  // A new answer from the server replaces the browser's own findings.
  useEffect(() => {
    if (answer) {
      setLocal(null);
      setEdited(new Set());
    }
  }, [answer]);
  useEffect(() => {
    if (hasProblems) summaryRef.current?.focus();
  }, [hasProblems]);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    setEdited(new Set());
    if (!check) return;
    const found = check(formValuesOf(event.currentTarget));
    setLocal(found.length > 0 ? found : null);
    if (found.length > 0) event.preventDefault();
  }

  function onFieldInput(event: FormEvent<HTMLFormElement>) {
    const name = (event.target as Partial<HTMLInputElement>).name;
    if (name && !edited.has(name) && told.some((problem) => problem.field === name)) {
      setEdited(new Set([...edited, name]));
    }
  }

  return (
    <ScopeContext.Provider value={{ prefix, values, problems }}>
      <Form
        method="post"
        action={action}
        encType={encType}
        noValidate
        onSubmit={onSubmit}
        onInput={onFieldInput}
        aria-label={label}
        id={id === undefined ? undefined : `form-${id}`}
        className={`account-form ${className ?? ""}`.trim()}
      >
        <input type="hidden" name="_csrf" value={csrfToken} />
        {intent && <input type="hidden" name="intent" value={intent} />}
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
                  <a href={`#${prefix}-${problem.field}`}>{problemText(problem)}</a>
                </li>
              ))}
            </ul>
          </div>
        )}
        {notice && !isToasted && (
          <p className="form-notice" role="status">
            {notice}
          </p>
        )}
        {children}
      </Form>
    </ScopeContext.Provider>
  );
}

/** The id, description and validity of a control, for the label, hint, mark and error beside it. */
interface ControlIds {
  id: string;
  describedBy: string | undefined;
  isInvalid: boolean;
}

function describedByOf(id: string, parts: { hint?: string; mark?: string; problem?: FieldProblem }) {
  const ids = [
    parts.hint ? `${id}-hint` : "",
    parts.mark ? `${id}-mark` : "",
    parts.problem ? `${id}-error` : "",
  ].filter(Boolean);
  return ids.length > 0 ? ids.join(" ") : undefined;
}

/** Hint, origin mark ("From your resume") and error of a field, each with the id its control refers to. */
function FieldNotes({
  id,
  hint,
  mark,
  problem,
}: {
  id: string;
  hint?: string;
  mark?: string;
  problem?: FieldProblem;
}) {
  const problemText = useProblemText();
  return (
    <>
      {hint && (
        <p className="field__hint" id={`${id}-hint`}>
          {hint}
        </p>
      )}
      {mark && (
        <p className="field__mark" id={`${id}-mark`}>
          {mark}
        </p>
      )}
      {problem && (
        <p className="form-error" id={`${id}-error`}>
          {problemText(problem)}
        </p>
      )}
    </>
  );
}

interface FrameProps {
  name: string;
  label: string;
  hint?: string;
  mark?: string;
  /** Two controls with one name (rare) need ids of their own. */
  id?: string;
  /** The second control of a name shows no problem of its own. */
  isSecondary?: boolean;
  children: (ids: ControlIds) => ReactNode;
}

export function FieldFrame({ name, label, hint, mark, id: givenId, isSecondary, children }: FrameProps) {
  const { prefix } = useScope();
  const namedProblem = useProblem(name);
  const problem = isSecondary ? undefined : namedProblem;
  const id = givenId ?? `${prefix}-${name}`;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <FieldNotes id={id} hint={hint} mark={mark} problem={problem} />
      {children({ id, describedBy: describedByOf(id, { hint, mark, problem }), isInvalid: Boolean(problem) })}
    </div>
  );
}

export interface Option {
  value: string;
  label: string;
}

export function TextField({
  name,
  label,
  saved,
  type = "text",
  hint,
  mark,
  multiline,
  rows = 3,
  ...rest
}: {
  name: string;
  label: string;
  saved?: string | number | null;
  type?: "text" | "email" | "password" | "tel" | "month" | "date" | "time" | "search";
  hint?: string;
  mark?: string;
  /** A textarea instead of one line. */
  multiline?: boolean;
  rows?: number;
  autoComplete?: string;
  inputMode?: "numeric" | "email" | "tel" | "text";
  maxLength?: number;
  dir?: "ltr" | "rtl" | "auto";
}) {
  const value = useFieldValue(name, saved);
  return (
    <FieldFrame name={name} label={label} hint={hint} mark={mark}>
      {({ id, describedBy, isInvalid }) =>
        multiline ? (
          <textarea
            id={id}
            name={name}
            rows={rows}
            defaultValue={value}
            aria-invalid={isInvalid || undefined}
            aria-describedby={describedBy}
            {...rest}
          />
        ) : (
          <input
            id={id}
            name={name}
            type={type}
            // A password is never written back into the page.
            defaultValue={type === "password" ? undefined : value}
            aria-invalid={isInvalid || undefined}
            aria-describedby={describedBy}
            {...rest}
          />
        )
      }
    </FieldFrame>
  );
}

/**
 * A select's options and option groups as its direct children, not a component of their own: in the
 * browser, preact/compat marks the option a select's defaultValue names only among its direct children
 * (and entry.client.tsx those inside its optgroups), not inside a child component.
 */
function optionElements(
  options: readonly Option[],
  groups?: readonly { label: string; options: readonly Option[] }[],
): ReactNode[] {
  return [
    ...options.map((option) => (
      <option key={option.value} value={option.value}>
        {option.label}
      </option>
    )),
    ...(groups ?? []).map((group) => (
      <optgroup key={group.label} label={group.label}>
        {group.options.map((option) => (
          <option key={`${group.label}-${option.value}`} value={option.value}>
            {option.label}
          </option>
        ))}
      </optgroup>
    )),
  ];
}

export function SelectField({
  name,
  id,
  label,
  saved,
  savedList,
  value,
  isSecondary,
  options,
  groups,
  hint,
  mark,
  placeholder,
  multiple,
}: {
  name: string;
  id?: string;
  label: string;
  saved?: string | number | null;
  /** The saved choices of a multiple select. */
  savedList?: readonly (string | number)[];
  /**
   * The value to show, for one of several selects sharing a name (a first and a second industry):
   * the page picks each one's share of what was typed or saved.
   */
  value?: string;
  /** A further select of a name already shown: its problem is told once, beside the first. */
  isSecondary?: boolean;
  options: readonly Option[];
  groups?: readonly { label: string; options: readonly Option[] }[];
  hint?: string;
  mark?: string;
  placeholder?: string;
  multiple?: boolean;
}) {
  const single = useFieldValue(name, saved);
  const several = useFieldValues(name, savedList ?? []);
  return (
    <FieldFrame name={name} id={id} label={label} hint={hint} mark={mark} isSecondary={isSecondary}>
      {({ id: controlId, describedBy, isInvalid }) => (
        <select
          id={controlId}
          name={name}
          multiple={multiple}
          size={multiple ? 6 : undefined}
          defaultValue={multiple ? several : (value ?? single)}
          aria-invalid={isInvalid || undefined}
          aria-describedby={describedBy}
        >
          {placeholder !== undefined && !multiple && <option value="">{placeholder}</option>}
          {optionElements(options, groups)}
        </select>
      )}
    </FieldFrame>
  );
}

/** Radio buttons (one choice) or checkboxes (several) under one legend. */
export function ChoiceGroup({
  name,
  legend,
  options,
  saved,
  multiple,
  hint,
  mark,
  className,
}: {
  name: string;
  legend: string;
  options: readonly Option[];
  saved: readonly (string | number)[];
  multiple?: boolean;
  hint?: string;
  mark?: string;
  className?: string;
}) {
  const { prefix } = useScope();
  const problem = useProblem(name);
  const selected = useFieldValues(name, saved);
  const id = `${prefix}-${name}`;
  return (
    <fieldset
      className={`choice-group ${className ?? ""}`.trim()}
      id={id}
      tabIndex={-1}
      aria-describedby={describedByOf(id, { hint, mark, problem })}
    >
      <legend>{legend}</legend>
      <FieldNotes id={id} hint={hint} mark={mark} problem={problem} />
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

/** One checkbox with its own label; checked sends "yes". */
export function Checkbox({ name, label, saved }: { name: string; label: string; saved: boolean }) {
  const { prefix, values } = useScope();
  const problem = useProblem(name);
  const isChecked = values ? values[name] !== undefined : saved;
  const id = `${prefix}-${name}`;
  return (
    <div className="field">
      <FieldNotes id={id} problem={problem} />
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

/** A field made of several controls (lakhs and thousands) with one legend and one message. */
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
  const { prefix } = useScope();
  const problemText = useProblemText();
  const problem = useProblem(name);
  const id = `${prefix}-${name}`;
  return (
    <fieldset
      className="field-row"
      id={id}
      tabIndex={-1}
      aria-describedby={problem ? `${id}-error` : undefined}
    >
      <legend>{legend}</legend>
      {hint && <p className="field__hint field-row__wide">{hint}</p>}
      {problem && (
        <p className="form-error field-row__wide" id={`${id}-error`}>
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
  const { prefix } = useScope();
  const value = useFieldValue(name, saved);
  const id = `${prefix}-${name}`;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <select id={id} name={name} defaultValue={value}>
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {optionElements(options)}
      </select>
    </div>
  );
}

/** Dialling code and number side by side (`diallingCode`, `mobile`); the number stays left to right in Arabic. */
export function PhoneField({
  codes,
  diallingCode,
  number,
  label,
  codeLabel,
  mark,
}: {
  codes: readonly DiallingCode[];
  diallingCode: string;
  number: string;
  label: string;
  codeLabel: string;
  mark?: string;
}) {
  const { prefix } = useScope();
  const problem = useProblem("mobile");
  const code = useFieldValue("diallingCode", diallingCode);
  const value = useFieldValue("mobile", number);
  const id = `${prefix}-mobile`;
  return (
    <div className="field phone-field">
      <label htmlFor={id}>{label}</label>
      <FieldNotes id={id} mark={mark} problem={problem} />
      <div className="phone-field__inputs" dir="ltr">
        <select name="diallingCode" defaultValue={code} aria-label={codeLabel}>
          {codes.map((entry) => (
            <option key={`${entry.countryCode}-${entry.diallingCode}`} value={entry.diallingCode}>
              {entry.prefix} {entry.countryCode}
            </option>
          ))}
        </select>
        <input
          id={id}
          name="mobile"
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          defaultValue={value}
          maxLength={20}
          aria-invalid={problem ? true : undefined}
          aria-describedby={describedByOf(id, { mark, problem })}
        />
      </div>
    </div>
  );
}

/** The form's button; while the form is being sent it says so to assistive technology (aria-disabled). */
export function SubmitButton({
  children,
  name,
  value,
  variant = "primary",
  isBlock = true,
}: {
  children: ReactNode;
  name?: string;
  value?: string;
  variant?: "primary" | "outline";
  /** As wide as the form (account pages); false for a button beside others (profile groups). */
  isBlock?: boolean;
}) {
  const navigation = useNavigation();
  const id = useId();
  return (
    <button
      id={id}
      type="submit"
      name={name}
      value={value}
      className={`button button--${variant}${isBlock ? " button--block" : ""}`}
      aria-disabled={navigation.state === "submitting" || undefined}
    >
      {children}
    </button>
  );
}
