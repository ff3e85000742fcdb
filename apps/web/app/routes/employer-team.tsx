/**
 * A company's team (/employer/team): its recruiters, and for admins the open invitations, an invite
 * form, role changes and removals; anyone may leave. Every button is a form of its own, so the page
 * works without JavaScript; the server keeps the rules (one admin at least, own company only).
 */
import { attempt, type CompanyTeam, type FormInput, problemsOf } from "@portal/contracts";
import { isRecruiterRole, RECRUITER_ROLES } from "@portal/domain";
import { data, useActionData } from "react-router";
import { accountLinks, accountMeta, requireUser } from "../features/accounts/account-page.ts";
import type { MessageKey } from "../i18n/catalogue.ts";
import { useI18n } from "../i18n/i18n-context.tsx";
import { Sentence } from "../i18n/sentence.tsx";
import { pageLanguage } from "../lib/page-language.ts";
import { formAction, formText, goTo } from "../ui/forms/form-action.server.ts";
import { PageForm, SelectField, SubmitButton, TextField } from "../ui/forms/form-kit.tsx";
import { type FormState, noticeMessageKey, visibleValues } from "../ui/forms/form-state.ts";
import { LocalLink } from "../ui/local-link.tsx";
import type { Route } from "./+types/employer-team";

export const links = accountLinks;
export const meta = accountMeta("team.title");

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const user = requireUser(context, request, pageLanguage(params, request), "recruiter");
  const team: CompanyTeam | null = user.company ? await context.services.team.team(user) : null;
  return { csrfToken: context.session.csrfToken, company: user.company?.name ?? null, team };
}

/** The id of the form an intent's answer belongs to (its problems show there). */
function formIdOf(intent: string, input: FormInput): string {
  if (intent === "role" || intent === "remove") return `${intent}-${formText(input.userId)}`;
  if (intent === "withdraw") return `withdraw-${formText(input.invitationId)}`;
  return intent;
}

export const action = formAction(async ({ input, context, request, language }) => {
  const user = requireUser(context, request, language, "recruiter");
  const { team } = context.services;
  const intent = formText(input.intent);
  const memberId = formText(input.userId);
  const role = formText(input.role);
  const run = async (): Promise<{ messageKey: string; params?: Record<string, string> } | null> => {
    if (intent === "invite") {
      const { email } = await team.invite(user, input, context.session.meta);
      return { messageKey: "invitationSent", params: { email } };
    }
    if (intent === "withdraw") await team.withdrawInvitation(user, formText(input.invitationId));
    else if (intent === "role" && isRecruiterRole(role)) await team.changeRole(user, memberId, role);
    else if (intent === "remove") await team.removeMember(user, memberId);
    else if (intent === "leave") await team.leave(user);
    else return null;
    const done = { withdraw: "invitationWithdrawn", role: "roleChanged", remove: "memberRemoved" } as const;
    return { messageKey: intent === "leave" ? "leftCompany" : done[intent as keyof typeof done] };
  };
  const outcome = await attempt(run());
  const form = formIdOf(intent, input);
  if (!outcome.ok) {
    return data<FormState>(
      { form, values: visibleValues(input), problems: problemsOf(outcome.error) },
      { status: outcome.error.status },
    );
  }
  if (!outcome.value) {
    return data<FormState>({ form, values: {}, problems: [{ messageKey: "invalidValue" }] }, { status: 400 });
  }
  // Leaving ends the team page for this recruiter: back to the dashboard.
  if (intent === "leave") return goTo("/employer/dashboard", language);
  // A confirmation for the whole page: the form that asked may be gone (a removed member's row).
  return data<FormState>({ form: "page", values: {}, problems: [], notice: outcome.value });
});

export default function EmployerTeam({ loaderData }: Route.ComponentProps) {
  const { t, formatDate } = useI18n();
  const state = useActionData() as FormState | undefined;
  const { team, company, csrfToken } = loaderData;
  if (!team || !company) {
    return (
      <div className="container page narrow account-page">
        <h1>{t("team.title")}</h1>
        <p>{t("team.noCompany")}</p>
        <p className="account-links">
          <LocalLink to="/employer/register">{t("accounts.employer.registerTitle")}</LocalLink>
        </p>
      </div>
    );
  }
  const roleOptions = RECRUITER_ROLES.map((role) => ({ value: role, label: t(`team.role.${role}`) }));
  return (
    <div className="container page narrow account-page team-page">
      <h1>
        <Sentence message="team.heading" values={{ company }} />
      </h1>
      <p className="account-page__intro">{t("team.roleHint")}</p>
      <p className="form-notice" role="status">
        {state?.form === "page" && state.notice
          ? t(noticeMessageKey(state.notice.messageKey) as MessageKey, state.notice.params)
          : null}
      </p>

      <section aria-labelledby="team-members">
        <h2 id="team-members">{t("team.members")}</h2>
        <ul className="team-list">
          {team.members.map((member) => (
            <li key={member.userId}>
              <p>
                <bdi>{member.name}</bdi> {member.isYou && t("team.you")} · {t(`team.role.${member.role}`)}
                <br />
                <span dir="ltr">{member.email}</span> ·{" "}
                {t("team.joined", { date: formatDate(member.joinedAt) })}
              </p>
              {team.isAdmin && !member.isYou && (
                <div className="team-list__actions">
                  <PageForm
                    csrfToken={csrfToken}
                    state={state}
                    fields={[]}
                    id={`role-${member.userId}`}
                    intent="role"
                    hidden={{ userId: member.userId, role: member.role === "admin" ? "recruiter" : "admin" }}
                  >
                    <SubmitButton>
                      {t(member.role === "admin" ? "team.makeRecruiter" : "team.makeAdmin", {
                        name: member.name,
                      })}
                    </SubmitButton>
                  </PageForm>
                  <PageForm
                    csrfToken={csrfToken}
                    state={state}
                    fields={[]}
                    id={`remove-${member.userId}`}
                    intent="remove"
                    hidden={{ userId: member.userId }}
                  >
                    <SubmitButton>{t("team.remove", { name: member.name })}</SubmitButton>
                  </PageForm>
                </div>
              )}
            </li>
          ))}
        </ul>
      </section>

      {team.isAdmin && (
        <>
          <section aria-labelledby="team-invite">
            <h2 id="team-invite">{t("team.invite")}</h2>
            <PageForm
              csrfToken={csrfToken}
              state={state}
              fields={["email", "role"]}
              id="invite"
              intent="invite"
            >
              <TextField
                name="email"
                type="email"
                label={t("team.inviteEmail")}
                autoComplete="off"
                inputMode="email"
                dir="ltr"
              />
              <SelectField name="role" label={t("team.inviteRole")} options={roleOptions} saved="recruiter" />
              <SubmitButton>{t("team.inviteSubmit")}</SubmitButton>
            </PageForm>
          </section>
          <section aria-labelledby="team-invitations">
            <h2 id="team-invitations">{t("team.invitations")}</h2>
            {team.invitations.length === 0 ? (
              <p>{t("team.noInvitations")}</p>
            ) : (
              <ul className="team-list">
                {team.invitations.map((invitation) => (
                  <li key={invitation.id}>
                    <p>
                      <span dir="ltr">{invitation.email}</span> · {t(`team.role.${invitation.role}`)} ·{" "}
                      {t("team.invitationExpires", { date: formatDate(invitation.expiresAt) })}
                    </p>
                    <PageForm
                      csrfToken={csrfToken}
                      state={state}
                      fields={[]}
                      id={`withdraw-${invitation.id}`}
                      intent="withdraw"
                      hidden={{ invitationId: invitation.id }}
                    >
                      <SubmitButton>{t("team.withdraw", { email: invitation.email })}</SubmitButton>
                    </PageForm>
                  </li>
                ))}
              </ul>
            )}
          </section>
        </>
      )}

      <section aria-label={t("team.leave", { company })}>
        <PageForm csrfToken={csrfToken} state={state} fields={[]} id="leave" intent="leave">
          <SubmitButton>
            <Sentence message="team.leave" values={{ company }} />
          </SubmitButton>
        </PageForm>
      </section>
    </div>
  );
}
