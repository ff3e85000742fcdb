/** One mock interview as its seeker or its interviewer reads it: when, with whom, the meeting, feedback. */
import type { MockInterview } from "@portal/contracts";
import type { MessageKey } from "../../i18n/catalogue.ts";
import { useI18n } from "../../i18n/i18n-context.tsx";

export function InterviewFacts({
  interview,
  moment,
  reader,
}: {
  interview: MockInterview;
  moment: (iso: string) => string;
  reader: "seeker" | "staff";
}) {
  const { t } = useI18n();
  return (
    <>
      <h3 className="order-card__title">
        <time dateTime={interview.startsAt}>{moment(interview.startsAt)}</time>{" "}
        <span className={`status-badge interview-status--${interview.status}`}>
          {t(`interviews.status.${interview.status}` as MessageKey)}
        </span>
        {interview.isFeedbackLate ? (
          <>
            {" "}
            <span className="status-badge status-badge--rejected">{t("interviews.staff.late")}</span>
          </>
        ) : null}
      </h3>
      <p className="order-card__facts">
        <bdi>
          {reader === "seeker"
            ? t("interviews.with", { name: interview.interviewerName })
            : t("interviews.staff.bookedBy", { name: interview.seekerName, order: interview.orderNumber })}
        </bdi>
      </p>
      {interview.focus ? <p dir="auto">{t("interviews.focus", { focus: interview.focus })}</p> : null}
      {interview.meetingUrl ? (
        <p className="interview-links">
          <a href={interview.meetingUrl} rel="noopener noreferrer" target="_blank">
            {t("interviews.join")}
          </a>
          {" · "}
          <a href={`/api/interviews/${interview.id}/calendar.ics`} download>
            {t("interviews.calendar")}
          </a>
        </p>
      ) : null}
      {interview.feedback ? (
        <div className="interview-feedback">
          <h4>{t("interviews.feedback.title")}</h4>
          {interview.feedback.outcome === "no-show" ? (
            <p>{t("interviews.feedback.noShow")}</p>
          ) : (
            <>
              {interview.feedback.rating !== null ? (
                <p>{t("interviews.feedback.rating", { rating: interview.feedback.rating })}</p>
              ) : null}
              {interview.feedback.strengths ? (
                <>
                  <h5>{t("interviews.feedback.strengths")}</h5>
                  <p className="message__body" dir="auto">
                    {interview.feedback.strengths}
                  </p>
                </>
              ) : null}
              {interview.feedback.improvements ? (
                <>
                  <h5>{t("interviews.feedback.improvements")}</h5>
                  <p className="message__body" dir="auto">
                    {interview.feedback.improvements}
                  </p>
                </>
              ) : null}
            </>
          )}
        </div>
      ) : null}
    </>
  );
}
