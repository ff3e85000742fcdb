/**
 * The profile's resume: the current one (download, remove), earlier ones, and an upload zone. Without
 * JavaScript the zone is a plain multipart form posting to /seeker/profile/resume, which answers with
 * the review on the profile page. With JavaScript the file can also be dropped; it is sent at once with
 * XMLHttpRequest (a progress bar, the spec's 120 s time-out) and the review opens in place. The review
 * is always a form: only the rows the seeker leaves ticked are written, when they choose "Apply selected".
 */

import {
  REVIEW_GROUPS,
  type ResumePageData,
  type ResumeReview,
  type ResumeSummary,
  type ResumeUploaded,
  type ReviewItem,
  type ReviewValue,
  resumeDownloadPath,
} from "@portal/contracts";
import { checkResumeFile, type FieldProblem, RESUME_MAX_BYTES, SPEC_MESSAGES } from "@portal/domain";
import { useEffect, useId, useRef, useState } from "react";
import { Form, useLocation, useRevalidator } from "react-router";
import type { MessageKey } from "../../i18n/catalogue.ts";
import { yearsAndMonths } from "../../i18n/durations.ts";
import { useI18n } from "../../i18n/i18n-context.tsx";
import { useProblemText } from "../../ui/forms/form-kit.tsx";
import { useLocalHref } from "../../ui/local-link.tsx";
import { RESUME_ACCEPT, ResumeDropZone, sendResumeFile } from "./resume-drop-zone.tsx";

export const RESUME_UPLOAD_API = "/api/seeker/resumes";
/** The page route that takes the section's forms (upload without JavaScript, apply, remove). */
export const RESUME_PAGE_PATH = "/seeker/profile/resume";
const MEGABYTE = 1024 * 1024;

/** What the page action or the address says happened last (shown once). */
export interface ResumeNotice {
  kind: "uploaded" | "applied" | "removed";
  count?: number;
  skipped?: number;
}

type UploadOutcome =
  | { ok: true; resume: ResumeSummary; review: ResumeReview }
  | { ok: false; message: string };

async function sendResume(
  file: File,
  profileId: string | null,
  language: string,
  fallbackToken: string,
  onProgress: (percent: number | null) => void,
): Promise<UploadOutcome> {
  const reply = await sendResumeFile<ResumeUploaded>({
    url: RESUME_UPLOAD_API,
    file,
    fileField: "file",
    fields: profileId ? { profileId } : {},
    language,
    fallbackToken,
    onProgress,
  });
  if (reply?.status === 200 && reply.body?.success && reply.body.data)
    return { ok: true, resume: reply.body.data.resume, review: reply.body.data.review };
  // The spec's message for any failure that is not a refusal of the file itself.
  return { ok: false, message: reply?.body?.errors?.[0]?.message ?? SPEC_MESSAGES.uploadFailed };
}

function formatSize(bytes: number, formatNumber: (value: number) => string): string {
  return bytes >= MEGABYTE
    ? `${formatNumber(Math.round((bytes / MEGABYTE) * 10) / 10)} MB`
    : `${formatNumber(Math.max(1, Math.round(bytes / 1024)))} KB`;
}

function ResumeFile({ resume, csrfToken }: { resume: ResumeSummary; csrfToken: string }) {
  const { t, formatNumber, formatDate } = useI18n();
  const href = useLocalHref();
  return (
    <div className="resume-file">
      <a href={resumeDownloadPath(resume.id)} download className="resume-file__link">
        {t("resumes.download", { file: resume.fileName })}
      </a>
      <span className="resume-file__facts">
        {t("resumes.fileFacts", {
          format: resume.format.toUpperCase(),
          size: formatSize(resume.sizeBytes, formatNumber),
          date: formatDate(resume.uploadedAt),
        })}
      </span>
      <Form method="post" action={href(RESUME_PAGE_PATH)} className="inline-form">
        <input type="hidden" name="_csrf" value={csrfToken} />
        <input type="hidden" name="intent" value="remove" />
        <input type="hidden" name="resumeId" value={resume.id} />
        <input type="hidden" name="profileId" value={resume.profileId} />
        <button type="submit" className="button button--outline button--small">
          {t("resumes.remove", { file: resume.fileName })}
        </button>
      </Form>
    </div>
  );
}

function valueText(value: ReviewValue, t: ReturnType<typeof useI18n>["t"]): string {
  switch (value.kind) {
    case "text":
      return value.text;
    case "experience":
      return yearsAndMonths(t, value.years, value.months);
    case "employment": {
      const dates = [value.from ?? "?", value.isCurrent ? t("resumes.present") : (value.to ?? "?")].join(
        " – ",
      );
      return `${value.designation}, ${value.company} (${dates})`;
    }
    case "education":
      return [value.degree, value.institute, value.passingYear ? String(value.passingYear) : ""]
        .filter(Boolean)
        .join(", ");
  }
}

export function ResumeReviewPanel({
  review,
  csrfToken,
  onSkip,
}: {
  review: ResumeReview;
  csrfToken: string;
  onSkip?: () => void;
}) {
  const { t } = useI18n();
  const href = useLocalHref();
  const headingId = useId();
  return (
    <section className="resume-review" aria-labelledby={headingId}>
      <h3 id={headingId}>{t("resumes.reviewHeading", { file: review.fileName })}</h3>
      {review.items.length === 0 ? (
        <p>{t("resumes.reviewNothing")}</p>
      ) : (
        <Form method="post" action={href(RESUME_PAGE_PATH)} className="resume-review__form">
          <p className="profile-section__intro">{t("resumes.reviewIntro")}</p>
          <input type="hidden" name="_csrf" value={csrfToken} />
          <input type="hidden" name="intent" value="apply" />
          <input type="hidden" name="resumeId" value={review.resumeId} />
          <input type="hidden" name="profileId" value={review.profileId} />
          {REVIEW_GROUPS.map((group) => {
            const rows = review.items.filter((row) => row.group === group);
            if (rows.length === 0) return null;
            return (
              <fieldset key={group} className="resume-review__group">
                <legend>{t(`resumes.group.${group}` as MessageKey)}</legend>
                <ul className="resume-review__rows">
                  {rows.map((row) => (
                    <ReviewRow key={row.key} row={row} text={(value) => valueText(value, t)} />
                  ))}
                </ul>
              </fieldset>
            );
          })}
          <div className="resume-review__actions">
            <button type="submit" className="button">
              {t("resumes.apply")}
            </button>
            {onSkip && (
              <button type="button" className="button button--outline" onClick={onSkip}>
                {t("resumes.skipReview")}
              </button>
            )}
          </div>
        </Form>
      )}
    </section>
  );
}

function ReviewRow({ row, text }: { row: ReviewItem; text: (value: ReviewValue) => string }) {
  const { t, formatNumber } = useI18n();
  const id = `resume-row-${row.key.replace(/[^\w-]/g, "-")}`;
  const label = t(`resumes.field.${row.field}` as MessageKey);
  return (
    <li className={`resume-review__row${row.current ? " resume-review__row--conflict" : ""}`}>
      <input
        type="checkbox"
        id={id}
        name="keys"
        value={row.key}
        defaultChecked={row.preselected}
        disabled={row.blockedBy !== null}
        aria-describedby={`${id}-facts`}
      />
      <label htmlFor={id}>
        <span className="resume-review__label">{label}: </span>
        <span dir="auto">{text(row.parsed)}</span>
      </label>
      <span id={`${id}-facts`} className="resume-review__facts">
        {row.current && (
          <span className="resume-review__current">
            {t("resumes.inProfile", { value: text(row.current) })}{" "}
          </span>
        )}
        <span>{t("resumes.confidence", { percent: formatNumber(Math.round(row.confidence * 100)) })}</span>
        {row.blockedBy && <span> {t(`resumes.block.${row.blockedBy}` as MessageKey)}</span>}
      </span>
    </li>
  );
}

type Stage =
  | { kind: "idle" }
  | { kind: "sending"; fileName: string; percent: number | null }
  | { kind: "failed"; message: string };

export interface ResumeSectionProps {
  /** Null for a seeker without a profile yet: the upload then makes their first one. */
  profileId: string | null;
  csrfToken: string;
  resumes: ResumePageData;
  /** The review the page was opened with (after an upload without JavaScript). */
  review: ResumeReview | null;
  notice: ResumeNotice | null;
  /** A refusal of the last upload without JavaScript. */
  problem: FieldProblem | null;
}

export function ResumeSection({
  profileId,
  csrfToken,
  resumes,
  review,
  notice,
  problem,
}: ResumeSectionProps) {
  const { t, language } = useI18n();
  const href = useLocalHref();
  const problemText = useProblemText();
  const revalidator = useRevalidator();
  const inputRef = useRef<HTMLInputElement>(null);
  const [stage, setStage] = useState<Stage>({ kind: "idle" });
  const [liveReview, setLiveReview] = useState<ResumeReview | null>(null);
  const [uploadedName, setUploadedName] = useState<string | null>(null);
  const [isReviewClosed, setIsReviewClosed] = useState(false);
  const location = useLocation();
  const id = useId();
  const errorId = `${id}-error`;

  // A review answered in place belongs to the visit it was made in: after applying it, the page the
  // action leads to shows the outcome instead.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every navigation on purpose
  useEffect(() => {
    setLiveReview(null);
    setUploadedName(null);
  }, [location.key]);

  async function send(file: File | undefined) {
    if (!file) return;
    const check = checkResumeFile(file);
    if (!check.ok) {
      setStage({ kind: "failed", message: t(`spec.${check.code}` as MessageKey) });
      if (inputRef.current) inputRef.current.value = "";
      return;
    }
    setStage({ kind: "sending", fileName: file.name, percent: 0 });
    const outcome = await sendResume(file, profileId, language, csrfToken, (percent) =>
      setStage({ kind: "sending", fileName: file.name, percent }),
    );
    if (inputRef.current) inputRef.current.value = "";
    if (!outcome.ok) {
      setStage({ kind: "failed", message: outcome.message });
      return;
    }
    setStage({ kind: "idle" });
    setUploadedName(outcome.resume.fileName);
    setLiveReview(outcome.review);
    setIsReviewClosed(false);
    // The current resume, the history and the score change: the page's data is read again.
    void revalidator.revalidate();
  }

  const shownReview = isReviewClosed ? null : (liveReview ?? review);
  const earlier = resumes.history.filter((entry) => !entry.isCurrent);
  const failure = stage.kind === "failed" ? stage.message : problem ? problemText(problem) : null;

  return (
    <section className="profile-section resume-section" id="resume" aria-labelledby="resume-heading">
      <h2 id="resume-heading">{t("resumes.heading")}</h2>
      <p className="profile-section__intro">{t("resumes.intro")}</p>
      {notice && (
        <p className="form-notice" role="status">
          {notice.kind === "removed"
            ? t("resumes.removed")
            : notice.kind === "uploaded"
              ? t("resumes.uploaded", { file: resumes.current?.fileName ?? "" })
              : notice.count
                ? t("resumes.applied", { count: notice.count })
                : t("resumes.appliedNone")}
          {notice.skipped ? ` ${t("resumes.skipped", { count: notice.skipped })}` : ""}
        </p>
      )}
      <h3>{t("resumes.current")}</h3>
      {resumes.current ? (
        <ResumeFile resume={resumes.current} csrfToken={csrfToken} />
      ) : (
        <p>{t("resumes.none")}</p>
      )}

      {shownReview && (
        <ResumeReviewPanel
          review={shownReview}
          csrfToken={csrfToken}
          onSkip={() => {
            setIsReviewClosed(true);
            inputRef.current?.focus();
          }}
        />
      )}

      <Form
        method="post"
        action={href(RESUME_PAGE_PATH)}
        encType="multipart/form-data"
        reloadDocument
        className="resume-upload-form"
      >
        <input type="hidden" name="_csrf" value={csrfToken} />
        <input type="hidden" name="intent" value="upload" />
        {profileId && <input type="hidden" name="profileId" value={profileId} />}
        <ResumeDropZone
          inputId="field-resume-file"
          name="file"
          label={resumes.current ? t("resumes.replaceHeading") : t("resumes.uploadHeading")}
          hint={t("resumes.fileHint", { max: String(RESUME_MAX_BYTES / MEGABYTE) })}
          dropText={t("resumes.dropHere")}
          inputRef={inputRef}
          errorIds={failure ? [errorId] : []}
          sending={stage.kind === "sending" ? stage : null}
          progressText={(file, isSent) =>
            isSent ? t("resumes.progressDone", { file }) : t("resumes.progress", { file })
          }
          status={uploadedName && stage.kind !== "sending" && t("resumes.uploaded", { file: uploadedName })}
          onFile={(file) => void send(file)}
        >
          <noscript>
            <button type="submit" className="button">
              {t("resumes.uploadButton")}
            </button>
          </noscript>
        </ResumeDropZone>
      </Form>
      {failure && (
        <p className="form-error" role="alert" id={errorId}>
          {failure}
        </p>
      )}

      {earlier.length > 0 && (
        <>
          <h3>{t("resumes.history")}</h3>
          <p className="field__hint">{t("resumes.historyIntro")}</p>
          <ul className="resume-history">
            {earlier.map((entry) => (
              <li key={entry.id}>
                <ResumeFile resume={entry} csrfToken={csrfToken} />
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

/**
 * "Or start from your resume" for the engagement card that offers to import or create a profile: a
 * plain multipart form (works without JavaScript and inside the card's dialog); the upload makes the
 * first profile and the profile page opens with the review.
 */
export function ResumeStartForm({ csrfToken }: { csrfToken: string }) {
  const { t } = useI18n();
  const href = useLocalHref();
  const id = useId();
  return (
    <Form
      method="post"
      action={href(RESUME_PAGE_PATH)}
      encType="multipart/form-data"
      reloadDocument
      className="resume-start"
    >
      <input type="hidden" name="_csrf" value={csrfToken} />
      <input type="hidden" name="intent" value="upload" />
      <div className="resume-drop">
        <label htmlFor={`${id}-file`} className="resume-drop__label">
          {t("resumes.startFromResume")}
        </label>
        <p className="field__hint" id={`${id}-hint`}>
          {t("resumes.fileHint", { max: String(RESUME_MAX_BYTES / MEGABYTE) })}
        </p>
        <input
          id={`${id}-file`}
          name="file"
          type="file"
          accept={RESUME_ACCEPT}
          aria-describedby={`${id}-hint`}
          required
        />
        <button type="submit" className="button button--outline">
          {t("resumes.uploadButton")}
        </button>
      </div>
    </Form>
  );
}
