/**
 * The seeker's learning (/seeker/learning, user menu "My learning"; spec: course activity, active bundles,
 * active status): courses under way first, each with how far along it is and the way into it through
 * single sign-on (a plain link: the learning site is another site); a finished course's certificate and,
 * when the seeker asks, its skills onto their profile. A plain form: it works without JavaScript.
 */
import { attempt } from "@portal/contracts";
import { accountLinks, accountMeta, requireUser } from "../features/accounts/account-page.ts";
import type { MessageKey } from "../i18n/catalogue.ts";
import { useI18n } from "../i18n/i18n-context.tsx";
import { pageLanguage } from "../lib/page-language.ts";
import { formAction, formText, refused, saved } from "../ui/forms/form-action.server.ts";
import { PageForm, SubmitButton } from "../ui/forms/form-kit.tsx";
import type { FormState } from "../ui/forms/form-state.ts";
import { LocalLink } from "../ui/local-link.tsx";
import type { Route } from "./+types/seeker-learning";

export const links = accountLinks;
export const meta = accountMeta("learning.title");

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const seeker = requireUser(context, request, pageLanguage(params, request), "seeker");
  return { view: await context.services.learning.view(seeker), csrfToken: context.session.csrfToken };
}

export const action = formAction(async ({ input, context, request, language }) => {
  const seeker = requireUser(context, request, language, "seeker");
  const added = await attempt(context.services.learning.addSkills(seeker, formText(input.courseId)));
  if (!added.ok) return refused(input, added.error);
  return saved({}, { messageKey: "learning.notice.skillsAdded" });
});

export default function SeekerLearning({ loaderData, actionData }: Route.ComponentProps) {
  const { t, formatList } = useI18n();
  const { view, csrfToken } = loaderData;
  const state = actionData as FormState | undefined;
  return (
    <div className="container page narrow account-page">
      <h1>{t("learning.title")}</h1>
      <p className="account-page__intro">{t("learning.intro")}</p>
      {state?.notice ? (
        <p className="form-notice" role="status">
          {t(state.notice.messageKey as MessageKey)}
        </p>
      ) : null}
      {view.providerAnswered ? null : <p className="form-notice">{t("learning.providerDown")}</p>}
      {view.bundles.length > 0 ? (
        <section aria-labelledby="bundles-title" className="form-section">
          <h2 id="bundles-title">{t("learning.bundles")}</h2>
          <ul className="order-list">
            {view.bundles.map((bundle) => (
              <li key={bundle.bundleId} className="order-card">
                <h3 className="order-card__title" dir="auto">
                  {bundle.title}
                </h3>
                <p className="order-card__facts">
                  {t(`learning.status.${bundle.status}` as MessageKey)} ·{" "}
                  {t("learning.percent", { percent: bundle.percent })}
                </p>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <section aria-labelledby="courses-title" className="form-section">
        <h2 id="courses-title">{t("learning.courses")}</h2>
        {view.courses.length === 0 ? (
          <p>
            {t("learning.none")} <LocalLink to="/courses">{t("learning.browse")}</LocalLink>
          </p>
        ) : (
          <ul className="order-list">
            {view.courses.map((course) => (
              <li key={course.courseId} className="order-card">
                <h3 className="order-card__title" dir="auto">
                  {course.title}
                </h3>
                <p className="order-card__facts">
                  {t(`learning.status.${course.status}` as MessageKey)} ·{" "}
                  {t("learning.percent", { percent: course.percent })}
                </p>
                <progress max={100} value={course.percent} aria-label={course.title} />
                <p className="interview-links">
                  {course.status === "completed" ? null : (
                    <a href={course.startUrl}>
                      {course.status === "enrolled" ? t("learning.start") : t("learning.continue")}
                    </a>
                  )}
                  {course.certificateUrl ? (
                    <a href={course.certificateUrl} rel="noopener noreferrer">
                      {t("learning.certificate")}
                    </a>
                  ) : null}
                </p>
                {course.skillsToAdd.length > 0 || course.certificateToAdd ? (
                  <PageForm
                    id={`skills-${course.courseId}`}
                    intent="add-skills"
                    hidden={{ courseId: course.courseId }}
                    csrfToken={csrfToken}
                    state={state}
                    fields={[]}
                    label={`${t(course.certificateToAdd ? "learning.addToProfileSubmit" : "learning.addSkillsSubmit")}: ${course.title}`}
                  >
                    <p>
                      {course.skillsToAdd.length === 0
                        ? t("learning.addCertificate")
                        : t(
                            course.certificateToAdd
                              ? "learning.addSkillsAndCertificate"
                              : "learning.addSkills",
                            {
                              skills: formatList(course.skillsToAdd),
                            },
                          )}
                    </p>
                    <SubmitButton variant="outline" isBlock={false}>
                      {t(
                        course.certificateToAdd ? "learning.addToProfileSubmit" : "learning.addSkillsSubmit",
                      )}
                    </SubmitButton>
                  </PageForm>
                ) : null}
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
