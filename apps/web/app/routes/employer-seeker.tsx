/**
 * A seeker's profile as a recruiter sees it (/employer/seeker/:seekerId; recruiters only). Opening it is
 * recorded as a profile view for the seeker, once per recruiter within the throttle window.
 */
import { PROFILE_VIEW_WINDOW_MINUTES } from "@portal/domain";
import { accountMeta, requireUser } from "../features/accounts/account-page";
import { AvatarImage } from "../features/avatar/avatar-slot";
import { mediaLinks } from "../features/avatar/media-page";
import { useI18n } from "../i18n/i18n-context";
import { notFound, pageLanguage } from "../lib/page-language";
import type { Route } from "./+types/employer-seeker";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const links = mediaLinks;
export const meta = accountMeta("seekerView.title");

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const recruiter = requireUser(context, request, pageLanguage(params, request), "recruiter");
  if (!UUID.test(params.seekerId)) throw notFound();
  const seeker = await context.services.profileViews.openSeekerProfile(recruiter, params.seekerId);
  if (!seeker) throw notFound();
  return { seeker, companyName: recruiter.company?.name ?? null };
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
        <section aria-labelledby="seeker-profile">
          <h2 id="seeker-profile">{t("seekerView.profileHeading", { name: seeker.profile.name })}</h2>
          {seeker.profile.sections.map((section) => (
            <section key={section.title} className="seeker-view__section">
              <h3>{section.title}</h3>
              <ul>
                {section.lines.map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
            </section>
          ))}
        </section>
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
