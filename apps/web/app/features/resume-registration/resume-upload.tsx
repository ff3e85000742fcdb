/**
 * "Upload your resume to fill in the steps" on the first registration step. Without JavaScript it is a
 * labelled file field of the step's multipart form: the file goes with the submit and is kept once the
 * account exists. With JavaScript the file can also be dropped on the zone; it is then sent at once to
 * be read (not kept) with a progress bar, and the values found fill the step's empty fields, each marked
 * as coming from the resume. The file stays in the field, so the submit still carries it.
 */
import {
  checkResumeFile,
  type Language,
  RESUME_EXTENSIONS,
  RESUME_MAX_BYTES,
  SPEC_MESSAGES,
  UPLOAD_TIMEOUT_MS,
  XSRF_COOKIE,
  XSRF_HEADER,
} from "@portal/domain";
import { type DragEvent, useEffect, useId, useRef, useState } from "react";
import type { MessageKey } from "../../i18n/catalogue";
import { useI18n } from "../../i18n/i18n-context";
import { parseCookies } from "../../lib/cookies";
import type { FieldProblem } from "../accounts/accounts-contract";
import { useProblemText } from "../accounts/form-kit";
import type { RegistrationPrefill } from "./resume-registration-contract";

export const RESUME_PREVIEW_PATH = "/api/registration/resume-preview";
const ACCEPT = RESUME_EXTENSIONS.map((extension) => `.${extension}`).join(",");
const MEGABYTE = 1024 * 1024;

type Stage =
  | { kind: "idle" }
  | { kind: "sending"; fileName: string; percent: number | null }
  | { kind: "read"; fileName: string; filled: number }
  | { kind: "removed" }
  /** `keptFile`: the file was not read but stays in the field and goes with the submit. */
  | { kind: "failed"; message: string; keptFile: string | null };

type PreviewOutcome =
  | { ok: true; prefill: RegistrationPrefill }
  | { ok: false; message: string; keepFile: boolean };

/** Sends the file to be read, reporting upload progress; the spec's 120 s upload time-out applies. */
function sendForPreview(
  file: File,
  language: Language,
  fallbackToken: string,
  onProgress: (percent: number | null) => void,
): Promise<PreviewOutcome> {
  return new Promise((resolve) => {
    const failed = () => resolve({ ok: false, message: SPEC_MESSAGES.uploadFailed, keepFile: true });
    const request = new XMLHttpRequest();
    request.open("POST", RESUME_PREVIEW_PATH);
    request.timeout = UPLOAD_TIMEOUT_MS;
    request.responseType = "json";
    request.setRequestHeader(XSRF_HEADER, parseCookies(document.cookie)[XSRF_COOKIE] ?? fallbackToken);
    request.setRequestHeader("X-Language-Code", language);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    // Sent: the server now reads it, for which there is no measure.
    request.upload.onload = () => onProgress(null);
    request.onload = () => {
      const body = request.response as {
        success?: boolean;
        data?: { prefill: RegistrationPrefill };
        errors?: { message: string }[];
      } | null;
      if (request.status === 200 && body?.success && body.data) {
        resolve({ ok: true, prefill: body.data.prefill });
        return;
      }
      const message = body?.errors?.[0]?.message;
      if (!message) return failed();
      // Too many tries or a busy reader say nothing about the file: it can still go with the submit.
      resolve({ ok: false, message, keepFile: request.status === 429 || request.status >= 500 });
    };
    request.onerror = failed;
    request.ontimeout = failed;
    const body = new FormData();
    body.append("resume", file);
    request.send(body);
  });
}

type FormControl = HTMLInputElement | HTMLSelectElement;

function controlOf(form: HTMLFormElement, name: string): FormControl | null {
  const control = form.elements.namedItem(name);
  return control instanceof HTMLInputElement || control instanceof HTMLSelectElement ? control : null;
}

/**
 * Puts the resume's values into the fields the seeker has left empty (never over what they typed) and
 * answers which fields it filled.
 */
function fillEmptyFields(form: HTMLFormElement, prefill: RegistrationPrefill): string[] {
  const filled: string[] = [];
  const values = prefill.steps.personal.values;
  for (const field of ["name", "email", "currentCity"]) {
    const control = controlOf(form, field);
    const value = values[field];
    if (control && value && control.value.trim() === "") {
      control.value = value;
      filled.push(field);
    }
  }
  const mobile = controlOf(form, "mobile");
  const code = controlOf(form, "diallingCode");
  if (mobile && code && values.mobile && values.diallingCode && mobile.value.trim() === "") {
    const hasCode = [...(code as HTMLSelectElement).options].some(
      (option) => option.value === values.diallingCode,
    );
    if (hasCode) {
      code.value = values.diallingCode;
      mobile.value = values.mobile;
      filled.push("mobile");
    }
  }
  const choices = form.querySelectorAll<HTMLInputElement>('input[name="experienceType"]');
  if (prefill.experienceType && ![...choices].some((choice) => choice.checked)) {
    const choice = [...choices].find((candidate) => candidate.value === prefill.experienceType);
    if (choice) {
      choice.checked = true;
      filled.push("experienceType");
    }
  }
  return filled;
}

export interface ResumeUploadProps {
  language: Language;
  csrfToken: string;
  /** The server's refusal of the file sent with the step (no JavaScript, or a file that changed). */
  problem: FieldProblem | undefined;
  /** Fields filled from the resume, and the resume's suggestions for the others. */
  onFilled(filled: readonly string[], prefill: RegistrationPrefill | null): void;
}

export function ResumeUpload({ language, csrfToken, problem, onFilled }: ResumeUploadProps) {
  const { t } = useI18n();
  const problemText = useProblemText();
  const inputRef = useRef<HTMLInputElement>(null);
  const [stage, setStage] = useState<Stage>({ kind: "idle" });
  const [isOver, setIsOver] = useState(false);
  const id = useId();
  const headingId = `${id}-heading`;
  const hintId = `${id}-hint`;
  const statusId = `${id}-status`;
  const progressLabelId = `${id}-progress`;

  function clearFile() {
    if (inputRef.current) inputRef.current.value = "";
  }

  async function read(file: File | undefined) {
    if (!file) {
      setStage({ kind: "idle" });
      return;
    }
    const check = checkResumeFile(file);
    if (!check.ok) {
      clearFile();
      setStage({ kind: "failed", message: t(`spec.${check.code}` as MessageKey), keptFile: null });
      return;
    }
    setStage({ kind: "sending", fileName: file.name, percent: 0 });
    const outcome = await sendForPreview(file, language, csrfToken, (percent) =>
      setStage({ kind: "sending", fileName: file.name, percent }),
    );
    if (!outcome.ok) {
      if (!outcome.keepFile) clearFile();
      setStage({ kind: "failed", message: outcome.message, keptFile: outcome.keepFile ? file.name : null });
      return;
    }
    const form = inputRef.current?.form;
    const filled = form ? fillEmptyFields(form, outcome.prefill) : [];
    onFilled(filled, outcome.prefill);
    setStage({ kind: "read", fileName: file.name, filled: filled.length });
  }

  // A file chosen before the page finished loading its script is read as soon as it has.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, on the first render in the browser
  useEffect(() => {
    const file = inputRef.current?.files?.[0];
    if (file) void read(file);
  }, []);

  function onDrop(event: DragEvent<HTMLFieldSetElement>) {
    event.preventDefault();
    setIsOver(false);
    const files = event.dataTransfer.files;
    const input = inputRef.current;
    if (!input || files.length === 0) return;
    // The dropped file becomes the field's file, so the step's submit carries it like a chosen one.
    const transfer = new DataTransfer();
    transfer.items.add(files[0] as File);
    input.files = transfer.files;
    void read(files[0]);
  }

  const problemMessage = problem ? problemText(problem) : null;
  const isSending = stage.kind === "sending";

  return (
    <section className="resume-upload" aria-labelledby={headingId}>
      <h2 id={headingId} className="resume-upload__heading">
        {t("resumeRegistration.heading")}
      </h2>
      <p className="resume-upload__intro">{t("resumeRegistration.intro")}</p>
      {/* Dropping is a pointer shortcut; the file field inside is the keyboard's way in. */}
      <fieldset
        aria-labelledby={headingId}
        className={`resume-upload__zone${isOver ? " resume-upload__zone--over" : ""}`}
        onDragOver={(event) => {
          event.preventDefault();
          setIsOver(true);
        }}
        onDragLeave={() => setIsOver(false)}
        onDrop={onDrop}
      >
        <label htmlFor="field-resume" className="resume-upload__label">
          {t("resumeRegistration.fileLabel")}
        </label>
        <p className="field__hint" id={hintId}>
          {t("resumeRegistration.fileHint", { max: String(RESUME_MAX_BYTES / MEGABYTE) })}
        </p>
        {problemMessage && (
          <p className="form-error" id="field-resume-error">
            {problemMessage}
          </p>
        )}
        <input
          ref={inputRef}
          id="field-resume"
          name="resume"
          type="file"
          accept={ACCEPT}
          aria-describedby={[hintId, problemMessage ? "field-resume-error" : "", statusId]
            .filter(Boolean)
            .join(" ")}
          aria-invalid={problemMessage ? true : undefined}
          onChange={(event) => void read(event.currentTarget.files?.[0])}
        />
        <p className="resume-upload__drop" aria-hidden="true">
          {t("resumeRegistration.dropHere")}
        </p>
      </fieldset>
      {isSending && (
        <div className="resume-upload__progress">
          <span id={progressLabelId}>
            {stage.percent === null
              ? t("resumeRegistration.progressDone", { file: stage.fileName })
              : t("resumeRegistration.progress", { file: stage.fileName })}
          </span>
          {stage.percent === null ? (
            <progress aria-labelledby={progressLabelId} />
          ) : (
            <progress aria-labelledby={progressLabelId} max={100} value={stage.percent} />
          )}
        </div>
      )}
      <div id={statusId} role="status" className="resume-upload__status">
        {stage.kind === "read" &&
          (stage.filled > 0
            ? t("resumeRegistration.filled", { count: String(stage.filled), file: stage.fileName })
            : t("resumeRegistration.nothingToFill", { file: stage.fileName }))}
        {stage.kind === "failed" &&
          stage.keptFile &&
          t("resumeRegistration.chosen", { file: stage.keptFile })}
        {stage.kind === "removed" && t("resumeRegistration.removed")}
      </div>
      {stage.kind === "failed" && (
        <p className="form-error" role="alert">
          {stage.message}
        </p>
      )}
      {(stage.kind === "read" || (stage.kind === "failed" && stage.keptFile)) && (
        <button
          type="button"
          className="button button--outline resume-upload__remove"
          onClick={() => {
            clearFile();
            setStage({ kind: "removed" });
            inputRef.current?.focus();
          }}
        >
          {t("resumeRegistration.remove")}
        </button>
      )}
    </section>
  );
}
