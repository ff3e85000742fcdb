/**
 * The seeker's profile (/seeker/profile): the profile switcher, the profile score with the three
 * actions that raise it most, and every field group of spec §3 as its own form. Works without
 * JavaScript; with it, forms are checked before they are sent and answered without a page load.
 */
import { type ProfileGroup, profileNameIn } from "@portal/domain";
import { useActionData } from "react-router";
import { accountMeta } from "../features/accounts/account-page.ts";
import { AssessmentBadges } from "../features/assessments/assessment-badges.tsx";
import { EngagementCardSlot, engagementCardSlotLinks } from "../features/engagement-cards/card-slot.tsx";
import { loadProfilePage, profileAction } from "../features/profile/profile-page.server.ts";
import {
  CertificatesSection,
  CovidSection,
  EducationSection,
  EmploymentSection,
  ExperienceSection,
  ItSkillsSection,
  PersonalSection,
  PreferencesSection,
  SalarySection,
  type SectionProps,
  SkillsSection,
  WorkAuthorizationSection,
} from "../features/profile/profile-sections.tsx";
import { ProfileSwitcher } from "../features/profile/profile-switcher.tsx";
import { ScoreMeter } from "../features/profile/score-meter.tsx";
import { resumeDropZoneLinks } from "../features/resumes/resume-drop-zone.tsx";
import { ResumeSection } from "../features/resumes/resume-section.tsx";
import { useI18n } from "../i18n/i18n-context.tsx";
import { ReferenceNamesProvider } from "../i18n/reference-names.tsx";
import { Sentence } from "../i18n/sentence.tsx";
import accountsStyles from "../styles/accounts.css?url";
import profileStyles from "../styles/profile.css?url";
import resumesStyles from "../styles/resumes.css?url";
import type { FormState } from "../ui/forms/form-state.ts";
import { LocalLink } from "../ui/local-link.tsx";
import type { Route } from "./+types/seeker-profile";

export const links = () => [
  { rel: "stylesheet", href: accountsStyles },
  { rel: "stylesheet", href: profileStyles },
  { rel: "stylesheet", href: resumesStyles },
  ...resumeDropZoneLinks(),
  ...engagementCardSlotLinks(),
];
export const meta = accountMeta("profile.title");
export const loader = (args: Route.LoaderArgs) => loadProfilePage(args);
export const action = profileAction;

export default function ProfilePage({ loaderData }: Route.ComponentProps) {
  const { t, language } = useI18n();
  const state = useActionData() as FormState | undefined;
  const { profiles, current, score, csrfToken } = loaderData;
  const sectionProps: SectionProps | null = current
    ? {
        profile: current,
        csrfToken,
        state,
        currency: loaderData.currency,
        diallingCode: loaderData.diallingCode,
        editing: loaderData.editing,
        countryNames: loaderData.countryNames,
      }
    : null;
  // A saved group remounts its form with the saved values; a refused one (or another group's save)
  // leaves what was typed alone.
  const keyOf = (group: ProfileGroup) =>
    `${group}-${current?.id}-${current?.groupUpdatedAt[group] ?? ""}-${loaderData.editing ?? ""}`;
  return (
    <ReferenceNamesProvider names={loaderData.referenceNames}>
      <div className="container page profile-page">
        <h1>
          {current ? (
            <Sentence
              message="profile.headingNamed"
              values={{ name: profileNameIn(current.name, language) }}
            />
          ) : (
            t("profile.title")
          )}
        </h1>
        <EngagementCardSlot />
        {!current && (
          <p className="profile-section__intro">
            {loaderData.isRegistrationComplete ? t("profile.missing") : t("profile.missingRegistration")}
          </p>
        )}
        <div className="profile-layout">
          <aside className="profile-layout__side">
            {score && current && <ScoreMeter score={score} profileId={current.id} />}
            <ProfileSwitcher
              key={current?.id ?? "none"}
              profiles={profiles}
              currentId={current?.id ?? null}
              csrfToken={csrfToken}
              state={state}
            />
            <section className="profile-section" aria-labelledby="assessments-heading" id="assessments">
              <h2 id="assessments-heading">{t("assessments.badges")}</h2>
              {loaderData.assessments.length > 0 ? (
                <AssessmentBadges badges={loaderData.assessments} labelledBy="assessments-heading" />
              ) : (
                <p>{t("assessments.badgesNone")}</p>
              )}
              <p>
                <LocalLink to="/seeker/assessments">{t("assessments.takeOne")}</LocalLink>
              </p>
            </section>
          </aside>
          {sectionProps && (
            <div className="profile-layout__main">
              {loaderData.resume && current && (
                <ResumeSection
                  profileId={current.id}
                  csrfToken={csrfToken}
                  resumes={loaderData.resume.resumes}
                  review={loaderData.resume.review}
                  notice={loaderData.resume.notice}
                  problem={null}
                />
              )}
              <PersonalSection key={keyOf("personal")} {...sectionProps} />
              <WorkAuthorizationSection key={keyOf("workAuthorization")} {...sectionProps} />
              <ExperienceSection key={keyOf("experience")} {...sectionProps} />
              <EmploymentSection key={keyOf("employments")} {...sectionProps} />
              <EducationSection key={keyOf("educations")} {...sectionProps} />
              <SkillsSection key={keyOf("skills")} {...sectionProps} />
              <ItSkillsSection key={keyOf("itSkills")} {...sectionProps} />
              <CertificatesSection key={keyOf("certificates")} {...sectionProps} />
              <SalarySection key={keyOf("salary")} {...sectionProps} />
              <PreferencesSection key={keyOf("preferences")} {...sectionProps} />
              <CovidSection key={keyOf("covid")} {...sectionProps} />
            </div>
          )}
        </div>
      </div>
    </ReferenceNamesProvider>
  );
}
