/**
 * The profile score as a meter, with the three actions that would raise it most, each leading to the
 * place where the seeker can do it.
 */
import type { ProfileScore, ProfileScoreAction } from "@portal/domain";
import type { MessageKey } from "../../i18n/catalogue.ts";
import { useI18n } from "../../i18n/i18n-context.tsx";
import { LocalLink } from "../../ui/local-link.tsx";

/** Where each action is done: a section of this page, or another page. */
const ACTION_TARGETS: Readonly<Record<ProfileScoreAction, string>> = {
  resume: "#resume",
  photo: "/seeker/photo",
  skills: "#skills",
  employment: "#employments",
  education: "#educations",
  personal: "#personal",
  mobileVerified: "/rio/verify-mobile",
  emailVerified: "/rio/verify-email",
  recentUpdate: "#personal",
  salary: "#salary",
  preferences: "#preferences",
  experience: "#experience",
  workAuthorization: "#work-authorization",
  itSkills: "#itSkills",
};

/** Pages of other features that are not there yet: the action is named without a link. */
const NOT_YET_LINKED: ReadonlySet<ProfileScoreAction> = new Set([]);

export function ScoreMeter({ score, profileId }: { score: ProfileScore; profileId: string }) {
  const { t, formatNumber } = useI18n();
  const target = (action: ProfileScoreAction) => {
    const place = ACTION_TARGETS[action];
    return place.startsWith("#") ? `/seeker/profile?profile=${profileId}${place}` : place;
  };
  return (
    <section className="score-meter" aria-labelledby="score-heading">
      <h2 id="score-heading">{t("profile.score.heading")}</h2>
      <div className="score-meter__bar">
        <meter
          id="profile-score"
          min={0}
          max={100}
          low={50}
          high={80}
          optimum={100}
          value={score.score}
          aria-labelledby="score-heading score-value"
        />
        <output id="score-value" htmlFor="profile-score" className="score-meter__value">
          {t("profile.score.value", { score: formatNumber(score.score) })}
        </output>
      </div>
      {score.suggestions.length > 0 ? (
        <>
          <h3>{t("profile.score.raise")}</h3>
          <ol className="score-meter__actions">
            {score.suggestions.map((suggestion) => {
              const label = t(`profile.score.action.${suggestion.action}` as MessageKey);
              const points = t("profile.score.points", { points: formatNumber(suggestion.points) });
              return (
                <li key={suggestion.action}>
                  {NOT_YET_LINKED.has(suggestion.action) ? (
                    <span>{label}</span>
                  ) : (
                    <LocalLink to={target(suggestion.action)}>{label}</LocalLink>
                  )}{" "}
                  <span className="score-meter__points">{points}</span>
                </li>
              );
            })}
          </ol>
        </>
      ) : (
        <p>{t("profile.score.complete")}</p>
      )}
    </section>
  );
}
