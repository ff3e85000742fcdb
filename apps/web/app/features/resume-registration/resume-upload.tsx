/**
 * "Upload your resume to fill in the steps" on the first registration step. Without JavaScript it is a
 * labelled file field of the step's multipart form: the file goes with the submit and is kept once the
 * account exists. With JavaScript the file can also be dropped on the zone; it is then sent at once to
 * be read (not kept) with a progress bar, and the values found fill the step's empty fields, each marked
 * as coming from the resume. The file stays in the field, so the submit still carries it.
 */

import type { RegistrationPrefill, ResumePreviewReply } from "@portal/contracts";
import {
  checkResumeFile,
  type FieldProblem,
  type Language,
  RESUME_MAX_BYTES,
  SPEC_MESSAGES,
} from "@portal/domain";
import { useEffect, useId, useRef, useState } from "react";
import type { MessageKey } from "../../i18n/catalogue.ts";
import { useI18n } from "../../i18n/i18n-context.tsx";
import { useProblemText } from "../../ui/forms/form-kit.tsx";
import { ResumeDropZone, sendResumeFile } from "../resumes/resume-drop-zone.tsx";

export const RESUME_PREVIEW_PATH = "/api/registration/resume-preview";
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

/** Sends the file to be read (not kept), reporting upload progress. */
async function sendForPreview(
  file: File,
  language: Language,
  fallbackToken: string,
  onProgress: (percent: number | null) => void,
): Promise<PreviewOutcome> {
  const reply = await sendResumeFile<ResumePreviewReply>({
    url: RESUME_PREVIEW_PATH,
    file,
    fileField: "resume",
    language,
    fallbackToken,
    onProgress,
  });
  if (reply?.status === 200 && reply.body?.success && reply.body.data)
    return { ok: true, prefill: reply.body.data.prefill };
  const message = reply?.body?.errors?.[0]?.message;
  if (!reply || !message) return { ok: false, message: SPEC_MESSAGES.uploadFailed, keepFile: true };
  // Too many tries or a busy reader say nothing about the file: it can still go with the submit.
  return { ok: false, message, keepFile: reply.status === 429 || reply.status >= 500 };
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
  const id = useId();
  const headingId = `${id}-heading`;

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

  const problemMessage = problem ? problemText(problem) : null;

  return (
    <section className="resume-upload" aria-labelledby={headingId}>
      <h2 id={headingId} className="resume-upload__heading">
        {t("resumeRegistration.heading")}
      </h2>
      <p className="resume-upload__intro">{t("resumeRegistration.intro")}</p>
      <ResumeDropZone
        inputId="field-resume"
        name="resume"
        label={t("resumeRegistration.fileLabel")}
        hint={t("resumeRegistration.fileHint", { max: String(RESUME_MAX_BYTES / MEGABYTE) })}
        dropText={t("resumeRegistration.dropHere")}
        labelledBy={headingId}
        inputRef={inputRef}
        errorIds={problemMessage ? ["field-resume-error"] : []}
        sending={stage.kind === "sending" ? stage : null}
        progressText={(file, isSent) =>
          isSent ? t("resumeRegistration.progressDone", { file }) : t("resumeRegistration.progress", { file })
        }
        status={
          <>
            {stage.kind === "read" &&
              (stage.filled > 0
                ? t("resumeRegistration.filled", { count: stage.filled, file: stage.fileName })
                : t("resumeRegistration.nothingToFill", { file: stage.fileName }))}
            {stage.kind === "failed" &&
              stage.keptFile &&
              t("resumeRegistration.chosen", { file: stage.keptFile })}
            {stage.kind === "removed" && t("resumeRegistration.removed")}
          </>
        }
        onFile={(file) => void read(file)}
        beforeField={
          problemMessage && (
            <p className="form-error" id="field-resume-error">
              {problemMessage}
            </p>
          )
        }
      />
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
