/**
 * The resume score card (/resume-score; spec: resume score card, one-time resume score upload): anyone
 * uploads a resume and gets a score out of 100 in seven sections, every lost point with its tip. A guest
 * scores one file (the answer shows the card; the server remembers they had it); a seeker's score is
 * kept and shown when they come back, and follows the resumes they store. The card offers Resume Writing.
 * A plain multipart form: it works without JavaScript.
 */
import { attempt, RESUME_SCORE_GUEST_COOKIE, type ResumeScoreCard } from "@portal/contracts";
import { RESUME_MAX_BYTES } from "@portal/domain";
import { data } from "react-router";
import { accountLinks } from "../features/accounts/account-page.ts";
import { RESUME_ACCEPT } from "../features/resumes/resume-drop-zone.tsx";
import { storeMeta } from "../features/storefront/store-meta.ts";
import type { MessageKey } from "../i18n/catalogue.ts";
import { useI18n } from "../i18n/i18n-context.tsx";
import { pageLanguage } from "../lib/page-language.ts";
import { formAction, formText, goTo, refused } from "../ui/forms/form-action.server.ts";
import { FieldFrame, PageForm, SubmitButton, TextField } from "../ui/forms/form-kit.tsx";
import type { FormState } from "../ui/forms/form-state.ts";
import { LocalLink } from "../ui/local-link.tsx";
import type { Route } from "./+types/resume-score";

export const links = accountLinks;
export const meta = storeMeta("careerServices.service.resume-score.title");

/** Room for the boundaries, headers and the role field around the file itself. */
const FORM_OVERHEAD_BYTES = 64 * 1024;
const MEGABYTE = 1024 * 1024;

function hasGuestCookie(request: Request): boolean {
  return (request.headers.get("cookie") ?? "")
    .split(";")
    .some((pair) => pair.trim().startsWith(`${RESUME_SCORE_GUEST_COOKIE}=`));
}

export async function loader({ params, request, context }: Route.LoaderArgs) {
  pageLanguage(params, request);
  const user = context.session.user;
  const isSeeker = user?.role === "seeker";
  return {
    csrfToken: context.session.csrfToken,
    isGuest: !user,
    guestHasScored: !user && hasGuestCookie(request),
    kept: isSeeker && user ? await context.services.resumeScore.kept(user) : null,
  };
}

type ScoreState = FormState & { card?: ResumeScoreCard };

export const action = formAction(
  async ({ input, files, context, request, language }) => {
    const user = context.session.user;
    const file = files.file;
    if (!file || (file.size === 0 && file.name === ""))
      return refused(input, { status: 400, problems: [{ field: "file", messageKey: "resumeRequired" }] });
    const outcome = await attempt(
      context.services.resumeScore.score(user, context.session.meta, {
        siteId: context.site.id,
        fileName: file.name,
        bytes: Buffer.from(await file.arrayBuffer()),
        wantedRole: formText(input.role),
        guestHasScored: !user && hasGuestCookie(request),
      }),
    );
    if (!outcome.ok) return refused(input, outcome.error);
    // A seeker's card is kept: the page shows it (a reload posts nothing).
    if (user) return goTo("/resume-score#score", language);
    const secure = context.origin.startsWith("https:") ? "; Secure" : "";
    return data<ScoreState>(
      { values: {}, problems: [], card: outcome.value },
      {
        headers: {
          "Set-Cookie": `${RESUME_SCORE_GUEST_COOKIE}=1; Path=/; Max-Age=31536000; HttpOnly; SameSite=Lax${secure}`,
        },
      },
    );
  },
  {
    maxBodyBytes: RESUME_MAX_BYTES + FORM_OVERHEAD_BYTES,
    tooLarge: { field: "file", messageKey: "resumeTooLarge", params: { max: RESUME_MAX_BYTES / MEGABYTE } },
  },
);

function ScoreCard({ card }: { card: ResumeScoreCard }) {
  const { t, formatNumber, formatList } = useI18n();
  return (
    <section className="score-card" aria-labelledby="score" id="score-card">
      <h2 id="score">{t("score.total", { score: formatNumber(card.total) })}</h2>
      <p className="score-card__file" dir="auto">
        {card.fileName}
        {card.wantedRole ? ` · ${t("score.measuredFor", { role: card.wantedRole })}` : ""}
      </p>
      <ul className="score-card__sections">
        {card.sections.map((section) => (
          <li key={section.id} className="score-card__section">
            <h3>
              {t(`score.section.${section.id}` as MessageKey)}{" "}
              <span className="score-card__points">
                {t("score.points", { score: formatNumber(section.score), max: formatNumber(section.max) })}
              </span>
            </h3>
            <meter min={0} max={section.max} value={section.score} aria-hidden="true" />
            {section.tips.length === 0 ? (
              <p>{t("score.allGood")}</p>
            ) : (
              <ul className="score-card__tips">
                {section.tips.map((tip) => (
                  <li key={tip.id}>
                    {t(`score.tip.${tip.id}` as MessageKey, {
                      count: tip.count ?? 0,
                      // Missing headings are named in the page's language; skills as the jobs write them.
                      items: formatList(
                        (tip.items ?? []).map((item) =>
                          tip.id === "addHeadings" ? t(`score.heading.${item}` as MessageKey) : item,
                        ),
                      ),
                    })}{" "}
                    <span className="score-card__gain">
                      {t("score.gain", { points: formatNumber(tip.points) })}
                    </span>
                  </li>
                ))}
              </ul>
            )}
          </li>
        ))}
      </ul>
      <p className="score-card__offer">
        {t("score.offer")}{" "}
        <LocalLink to="/resume-services">{t("careerServices.service.resume-writing.title")}</LocalLink>
      </p>
    </section>
  );
}

export default function ResumeScore({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useI18n();
  const { csrfToken, isGuest, guestHasScored, kept } = loaderData;
  const state = actionData as ScoreState | undefined;
  const card = state?.card ?? kept;
  return (
    <div className="container page narrow account-page resume-score-page">
      <h1>{t("careerServices.service.resume-score.title")}</h1>
      <p className="account-page__intro">{t("careerServices.service.resume-score.about")}</p>
      {card ? <ScoreCard card={card} /> : null}
      {isGuest && (guestHasScored || state?.card) ? (
        <p className="form-notice">
          {t("accounts.msg.resumeScoreOnce")}{" "}
          <LocalLink to="/seeker/registration">{t("score.register")}</LocalLink>
        </p>
      ) : (
        <PageForm
          csrfToken={csrfToken}
          state={state}
          fields={["file", "role"]}
          encType="multipart/form-data"
          label={card ? t("score.again") : t("score.formTitle")}
        >
          <FieldFrame
            name="file"
            label={t("score.file")}
            hint={t("resumes.fileHint", { max: String(RESUME_MAX_BYTES / MEGABYTE) })}
          >
            {({ id, describedBy, isInvalid }) => (
              <input
                id={id}
                name="file"
                type="file"
                accept={RESUME_ACCEPT}
                required
                aria-describedby={describedBy}
                aria-invalid={isInvalid || undefined}
              />
            )}
          </FieldFrame>
          <TextField
            name="role"
            label={t("score.role")}
            hint={t("score.roleHint")}
            saved={card?.wantedRole ?? ""}
          />
          <SubmitButton>{t("score.submit")}</SubmitButton>
        </PageForm>
      )}
    </div>
  );
}
