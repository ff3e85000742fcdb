/**
 * A seeker's profile as a recruiter sees it (/employer/seeker/:seekerId; recruiters only). Opening it is
 * recorded as a profile view for the seeker, once per recruiter within the throttle window.
 */

import type { ProfileForRecruiter } from "@portal/contracts";
import { type Language, PROFILE_VIEW_WINDOW_MINUTES, profileNameIn, translateName } from "@portal/domain";
import { accountMeta, requireUser } from "../features/accounts/account-page.ts";
import { AssessmentBadges } from "../features/assessments/assessment-badges.tsx";
import { AvatarImage } from "../features/avatar/avatar-slot.tsx";
import { mediaLinks } from "../features/avatar/media-page.ts";
import { CertificateLine } from "../features/profile/certificate-line.tsx";
import { yearsAndMonths } from "../i18n/durations.ts";
import { useI18n } from "../i18n/i18n-context.tsx";
import { Sentence } from "../i18n/sentence.tsx";
import { notFound, pageLanguage } from "../lib/page-language.ts";
import type { Route } from "./+types/employer-seeker";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const links = mediaLinks;
export const meta = accountMeta("seekerView.title");

/** Courses and specialisations come in English from the profile's lists; the recruiter reads them in the page's. */
function withListNamesIn<Seeker extends { profile: ProfileForRecruiter | null }>(
  seeker: Seeker,
  language: Language,
): Seeker {
  if (!seeker.profile) return seeker;
  const educations = seeker.profile.educations.map((education) => ({
    ...education,
    course: translateName("courses", education.course, language),
    specialization: translateName("specializations", education.specialization, language),
  }));
  return { ...seeker, profile: { ...seeker.profile, educations } };
}

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const language = pageLanguage(params, request);
  const recruiter = requireUser(context, request, language, "recruiter");
  if (!UUID.test(params.seekerId)) throw notFound();
  const seeker = await context.services.profileViews.openSeekerProfile(recruiter, params.seekerId);
  if (!seeker) throw notFound();
  return { seeker: withListNamesIn(seeker, language), companyName: recruiter.company?.name ?? null };
}

function monthOf(locale: string, yearMonth: string): string {
  return new Intl.DateTimeFormat(locale, { month: "short", year: "numeric", timeZone: "UTC" }).format(
    new Date(`${yearMonth}-15T00:00:00Z`),
  );
}

function SeekerProfile({ profile }: { profile: ProfileForRecruiter }) {
  const { t, locale, language, formatNumber } = useI18n();
  const none = <p className="seeker-view__muted">{t("seekerView.noneGiven")}</p>;
  const { experience } = profile;
  return (
    <section aria-labelledby="seeker-profile">
      <h2 id="seeker-profile">
        <Sentence
          message="seekerView.profileHeading"
          values={{ name: profileNameIn(profile.name, language) }}
        />
      </h2>
      <dl className="seeker-view__facts">
        <div>
          <dt>{t("seekerView.experience")}</dt>
          <dd>
            {!experience
              ? t("seekerView.notGiven")
              : experience.isFresher
                ? t("seekerView.fresherShort")
                : yearsAndMonths(t, experience.years, experience.months)}
          </dd>
        </div>
        <div>
          <dt>{t("seekerView.currentCity")}</dt>
          <dd>{profile.currentLocation ?? t("seekerView.notGiven")}</dd>
        </div>
        <div>
          <dt>{t("seekerView.preferredLocations")}</dt>
          <dd>
            {profile.preferredLocations.length > 0
              ? profile.preferredLocations.join(", ")
              : t("seekerView.notGiven")}
          </dd>
        </div>
      </dl>

      <h3>{t("seekerView.jobsHeading")}</h3>
      {profile.employments.length === 0 ? (
        none
      ) : (
        <ul className="seeker-view__list">
          {profile.employments.map((job) => (
            <li key={`${job.company}-${job.startDate}`}>
              <strong>
                <bdi>{job.designation}</bdi>
              </strong>
              , <bdi>{job.company}</bdi>
              <br />
              <span className="seeker-view__muted">
                {job.isCurrent || !job.endDate
                  ? t("seekerView.since", { start: monthOf(locale, job.startDate) })
                  : t("seekerView.range", {
                      start: monthOf(locale, job.startDate),
                      end: monthOf(locale, job.endDate),
                    })}
              </span>
            </li>
          ))}
        </ul>
      )}

      <h3>{t("seekerView.educationHeading")}</h3>
      {profile.educations.length === 0 ? (
        none
      ) : (
        <ul className="seeker-view__list">
          {profile.educations.map((education) => (
            <li key={`${education.course}-${education.institute}-${education.passingYear}`}>
              <strong>{education.course}</strong>, {education.specialization}
              <br />
              <span className="seeker-view__muted">
                <bdi>{education.institute}</bdi> ·{" "}
                {t("seekerView.passingYear", { year: formatNumber(education.passingYear) })}
              </span>
            </li>
          ))}
        </ul>
      )}

      <h3>{t("seekerView.skillsHeading")}</h3>
      {profile.skills.length === 0 ? (
        none
      ) : (
        <ul className="seeker-view__skills">
          {profile.skills.map((skill) => (
            <li key={skill}>{skill}</li>
          ))}
        </ul>
      )}

      {profile.assessments.length > 0 && (
        <>
          <h3 id="seeker-assessments">{t("assessments.badges")}</h3>
          <AssessmentBadges badges={profile.assessments} labelledBy="seeker-assessments" />
        </>
      )}

      {profile.certificates.length > 0 && (
        <>
          <h3>{t("profile.certificates.heading")}</h3>
          <ul className="seeker-view__certificates">
            {profile.certificates.map((certificate) => (
              <li key={certificate.url}>
                <CertificateLine certificate={certificate} />
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

export default function EmployerSeeker({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  const { seeker, companyName } = loaderData;
  const notGiven = t("seekerView.notGiven");
  const experience =
    seeker.experienceType === "fresher"
      ? t("seekerView.fresher")
      : seeker.experienceType === "professional"
        ? t("seekerView.professional")
        : notGiven;
  return (
    <div className="container page media-page seeker-view">
      <div className="seeker-view__head">
        <AvatarImage
          url={seeker.avatar?.url ?? null}
          name={seeker.name}
          alt={t("seekerView.photoAlt", { name: seeker.name })}
          size={120}
        />
        <div>
          <p className="seeker-view__kicker">{t("seekerView.title")}</p>
          <h1>{seeker.name}</h1>
          {!seeker.avatar && <p className="seeker-view__muted">{t("seekerView.noPhoto")}</p>}
        </div>
      </div>

      {seeker.profile ? (
        <SeekerProfile profile={seeker.profile} />
      ) : (
        <p className="views-tip">{t("seekerView.profilePending")}</p>
      )}

      <section aria-labelledby="seeker-registration">
        <h2 id="seeker-registration">{t("seekerView.registrationHeading")}</h2>
        <dl className="seeker-view__facts">
          <div>
            <dt>{t("seekerView.experience")}</dt>
            <dd>{experience}</dd>
          </div>
          <div>
            <dt>{t("seekerView.currentCity")}</dt>
            <dd>{seeker.currentCity ?? notGiven}</dd>
          </div>
          <div>
            <dt>{t("seekerView.preferredLocations")}</dt>
            <dd>{seeker.preferredLocations.length > 0 ? seeker.preferredLocations.join(", ") : notGiven}</dd>
          </div>
          <div>
            <dt>{t("seekerView.site")}</dt>
            <dd>{t(`country.${seeker.siteId}` as "country.india")}</dd>
          </div>
        </dl>
      </section>

      <p className="seeker-view__muted">
        {t("seekerView.recorded", {
          company: companyName ?? t("seekerView.yourCompany"),
          minutes: PROFILE_VIEW_WINDOW_MINUTES,
        })}
      </p>
    </div>
  );
}
