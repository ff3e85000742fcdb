/**
 * The seeker's profiles: which one is shown, which one recruiters see (the default), and the forms to
 * create (fresh, copied or imported from registration: spec §4), rename, delete and make default.
 */
import { MAX_PROFILES, type ProfileSummary, profileNameIn } from "@portal/domain";
import { Form } from "react-router";
import type { MessageKey } from "../../i18n/catalogue.ts";
import { useI18n } from "../../i18n/i18n-context.tsx";
import {
  ChoiceGroup,
  SelectField,
  SubmitButton,
  TextField,
  useProblemText,
} from "../../ui/forms/form-kit.tsx";
import type { FormState } from "../../ui/forms/form-state.ts";
import { LocalLink, useLocalHref } from "../../ui/local-link.tsx";
import { checkCreate, checkName } from "./profile-checks.ts";
import { ProfileForm } from "./profile-form.tsx";

interface SwitcherProps {
  profiles: ProfileSummary[];
  currentId: string | null;
  csrfToken: string;
  state: FormState | undefined;
}

function ProfileButton({
  profileId,
  intent,
  csrfToken,
  label,
  children,
}: {
  profileId: string;
  intent: string;
  csrfToken: string;
  label: string;
  children: string;
}) {
  const href = useLocalHref();
  return (
    <Form method="post" action={href(`/seeker/profile?profile=${profileId}`)} className="inline-form">
      <input type="hidden" name="_csrf" value={csrfToken} />
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="profileId" value={profileId} />
      <button type="submit" className="link-button" aria-label={label}>
        {children}
      </button>
    </Form>
  );
}

export function ProfileSwitcher({ profiles, currentId, csrfToken, state }: SwitcherProps) {
  const { t, language } = useI18n();
  const nameOf = (profile: { name: string }) => profileNameIn(profile.name, language);
  const current = profiles.find((profile) => profile.id === currentId);
  const listProblems = state?.form === "list" ? state.problems : [];
  return (
    <section className="profile-switcher" aria-labelledby="profiles-heading">
      <h2 id="profiles-heading">
        {t("profile.switcher.heading", { number: profiles.length, max: MAX_PROFILES })}
      </h2>
      <p className="profile-section__intro">{t("profile.switcher.intro", { max: MAX_PROFILES })}</p>
      {listProblems.length > 0 && (
        <div className="form-summary" role="alert">
          <ListProblems problems={listProblems} />
        </div>
      )}
      {state?.form === "list" && state.notice && listProblems.length === 0 && (
        <p className="form-notice" role="status">
          {t(`profile.notice.${state.notice}` as MessageKey)}
        </p>
      )}
      <ul className="profile-list">
        {profiles.map((profile) => (
          <li key={profile.id} className="profile-list__item">
            <LocalLink
              to={`/seeker/profile?profile=${profile.id}`}
              aria-current={profile.id === currentId ? "page" : undefined}
              className="profile-list__name"
              dir="auto"
            >
              {nameOf(profile)}
            </LocalLink>
            {profile.isDefault && <span className="badge">{t("profile.switcher.default")}</span>}
            <div className="profile-list__actions">
              {!profile.isDefault && (
                <ProfileButton
                  profileId={profile.id}
                  intent="make-default"
                  csrfToken={csrfToken}
                  label={t("profile.switcher.makeDefaultNamed", { name: nameOf(profile) })}
                >
                  {t("profile.switcher.makeDefault")}
                </ProfileButton>
              )}
              <ProfileButton
                profileId={profile.id}
                intent="delete-profile"
                csrfToken={csrfToken}
                label={t("profile.removeNamed", { name: nameOf(profile) })}
              >
                {t("profile.remove")}
              </ProfileButton>
            </div>
          </li>
        ))}
      </ul>

      {current && (
        <details className="profile-switcher__panel" open={state?.form === "rename" || undefined}>
          <summary>{t("profile.switcher.rename")}</summary>
          <ProfileForm
            id="rename"
            intent="rename"
            csrfToken={csrfToken}
            profileId={current.id}
            state={state}
            check={checkName}
            fields={["name"]}
          >
            <TextField
              name="name"
              label={t("profile.switcher.name")}
              saved={nameOf(current)}
              maxLength={40}
            />
            <SubmitButton isBlock={false}>{t("profile.switcher.renameButton")}</SubmitButton>
          </ProfileForm>
        </details>
      )}

      <details
        className="profile-switcher__panel"
        open={profiles.length === 0 || state?.form === "create" || undefined}
      >
        <summary>{t("profile.switcher.create")}</summary>
        <CreateProfileForm profiles={profiles} currentId={currentId} csrfToken={csrfToken} state={state} />
      </details>
    </section>
  );
}

function ListProblems({ problems }: { problems: FormState["problems"] }) {
  const problemText = useProblemText();
  return (
    <ul>
      {problems.map((problem) => (
        <li key={problem.messageKey}>{problemText(problem)}</li>
      ))}
    </ul>
  );
}

/** Spec §4: import from an existing profile (or from registration), or create a fresh one. */
export function CreateProfileForm({ profiles, currentId, csrfToken, state }: SwitcherProps) {
  const { t, language } = useI18n();
  return (
    <ProfileForm
      id="create"
      intent="create"
      csrfToken={csrfToken}
      state={state}
      check={checkCreate}
      fields={["name", "source", "fromProfileId"]}
    >
      <TextField
        name="name"
        label={t("profile.switcher.name")}
        hint={t("profile.switcher.nameHint")}
        maxLength={40}
      />
      <ChoiceGroup
        name="source"
        legend={t("profile.switcher.source")}
        saved={[profiles.length > 0 ? "copy" : "registration"]}
        options={[
          ...(profiles.length > 0 ? [{ value: "copy", label: t("profile.switcher.sourceCopy") }] : []),
          { value: "registration", label: t("profile.switcher.sourceRegistration") },
          { value: "fresh", label: t("profile.switcher.sourceFresh") },
        ]}
      />
      {profiles.length > 0 && (
        <SelectField
          name="fromProfileId"
          label={t("profile.switcher.copyFrom")}
          saved={currentId}
          placeholder={t("profile.choose")}
          options={profiles.map((profile) => ({
            value: profile.id,
            label: profileNameIn(profile.name, language),
          }))}
        />
      )}
      <SubmitButton isBlock={false}>{t("profile.switcher.createButton")}</SubmitButton>
    </ProfileForm>
  );
}
