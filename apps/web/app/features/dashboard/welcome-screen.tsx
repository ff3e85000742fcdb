/**
 * The welcome (splash) screen a new seeker sees at the top of the dashboard until they leave it, in
 * their A/B variant: a checklist of the three steps that get a profile found, or one call to add a
 * resume first. Every way out is a small form post (which way they left is what the experiment
 * compares), so it works without JavaScript; it never covers the page, so nothing is hidden behind it.
 */
import type { WelcomeExit } from "@portal/contracts";
import type { ReactNode } from "react";
import { Form } from "react-router";
import { useI18n } from "../../i18n/i18n-context.tsx";
import { Sentence } from "../../i18n/sentence.tsx";

export interface WelcomeSteps {
  profile: boolean;
  resume: boolean;
  alert: boolean;
}

function ExitButton({
  exit,
  csrfToken,
  className,
  label,
  children,
}: {
  exit: WelcomeExit;
  csrfToken: string;
  className: string;
  label?: string;
  children: ReactNode;
}) {
  return (
    <Form method="post" className="inline-form">
      <input type="hidden" name="_csrf" value={csrfToken} />
      <input type="hidden" name="intent" value="welcome" />
      <input type="hidden" name="exit" value={exit} />
      <button type="submit" className={className} aria-label={label}>
        {children}
      </button>
    </Form>
  );
}

export function WelcomeScreen({
  variant,
  name,
  brand,
  steps,
  csrfToken,
}: {
  variant: string;
  name: string;
  brand: string;
  steps: WelcomeSteps;
  csrfToken: string;
}) {
  const { t } = useI18n();
  const checklist: { exit: WelcomeExit; label: string; done: boolean }[] = [
    { exit: "profile", label: t("welcome.step.profile"), done: steps.profile },
    { exit: "resume", label: t("welcome.step.resume"), done: steps.resume },
    { exit: "alert", label: t("welcome.step.alert"), done: steps.alert },
  ];
  return (
    <section className="welcome-screen" aria-labelledby="welcome-heading" data-variant={variant}>
      <div className="welcome-screen__top">
        <h2 id="welcome-heading">
          <Sentence message="welcome.heading" values={{ brand, name }} />
        </h2>
        <ExitButton
          exit="close"
          csrfToken={csrfToken}
          className="welcome-screen__close"
          label={t("welcome.close")}
        >
          <span aria-hidden="true">×</span>
        </ExitButton>
      </div>
      {variant === "resume-first" ? (
        <>
          <p>{t("welcome.resumeFirst.intro")}</p>
          <div className="welcome-screen__actions">
            <ExitButton exit="resume" csrfToken={csrfToken} className="button button--primary">
              {t("welcome.resumeFirst.cta")}
            </ExitButton>
            <ExitButton exit="alert" csrfToken={csrfToken} className="link-button">
              {t("welcome.resumeFirst.alert")}
            </ExitButton>
          </div>
        </>
      ) : (
        <>
          <p>{t("welcome.checklist.intro")}</p>
          <ol className="welcome-screen__steps">
            {checklist.map((step) => (
              <li key={step.exit} className={step.done ? "welcome-screen__step--done" : undefined}>
                <ExitButton exit={step.exit} csrfToken={csrfToken} className="link-button">
                  {step.label}
                </ExitButton>
                {step.done && <span className="welcome-screen__done"> ✓ {t("welcome.step.done")}</span>}
              </li>
            ))}
          </ol>
        </>
      )}
    </section>
  );
}
