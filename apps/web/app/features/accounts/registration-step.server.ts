/**
 * Loader and action shared by the employment, education and job-preference steps: only the seeker,
 * only steps they have reached (a fresher never sees employment), each step saved on its own.
 */

import { attempt, type PortalLoadContext } from "@portal/contracts";
import {
  nextRegistrationStep,
  REGISTRATION_STEP_PATHS,
  type ReferenceListName,
  type RegistrationStep,
  SEEKER_HOME_PATH,
} from "@portal/domain";
import { redirect } from "react-router";
import { referenceNamesFor } from "../../i18n/reference-names.server.ts";
import { notFound, pageLanguage } from "../../lib/page-language.ts";
import { formAction, goTo, refused } from "../../ui/forms/form-action.server.ts";
import { takePendingReturn } from "../applications/pending-application.server.ts";
import { isResumeNotKept, resumePrefill } from "../resume-registration/personal-step.server.ts";
import { requireUser } from "./account-page.ts";
import { reachableSteps } from "./registration-progress.tsx";

const LATER_STEPS = ["employment", "education", "job-preference"] as const;
export type LaterStep = (typeof LATER_STEPS)[number];

/**
 * The step of a request to one of the later steps' addresses: routes.ts maps the three (with a
 * language prefix) to one route module. React Router hands loaders and actions the page's own address,
 * also when the browser asked for the page's data (".data").
 */
export function laterStepOf(request: Request): LaterStep {
  const path = new URL(request.url).pathname;
  const step = LATER_STEPS.find((later) => path.endsWith(REGISTRATION_STEP_PATHS[later]));
  if (!step) throw notFound();
  return step;
}

/** The long lists each step offers, named in the page's language. */
const REGISTRATION_LISTS: Partial<Record<RegistrationStep, readonly ReferenceListName[]>> = {
  education: ["courses", "specializations"],
  "job-preference": ["industries"],
};

export async function loadRegistrationStep(
  step: RegistrationStep,
  { params, request, context }: { params: { lang?: string }; request: Request; context: PortalLoadContext },
) {
  const language = pageLanguage(params, request);
  const user = requireUser(context, request, language, "seeker");
  if (step === "employment" && user.experienceType === "fresher")
    throw goTo(REGISTRATION_STEP_PATHS.education, language);
  const state = await context.services.accounts.registrationState(user);
  const reachable = reachableSteps(Object.keys(state.steps), state.progress);
  if (state.progress !== "complete" && !reachable.includes(step)) {
    throw goTo(REGISTRATION_STEP_PATHS[state.progress], language);
  }
  const saved = (state.steps[step] ?? {}) as Record<string, unknown>;
  // Only a step never answered is pre-filled from the resume: an answer the seeker gave stays theirs.
  const prefill = Object.keys(saved).length === 0 ? await resumePrefill(context, user) : null;
  return {
    csrfToken: context.session.csrfToken,
    experienceType: user.experienceType,
    reachable:
      state.progress === "complete" ? reachableSteps(Object.keys(state.steps), "job-preference") : reachable,
    saved,
    currency: context.site.currency,
    referenceNames: referenceNamesFor(language, REGISTRATION_LISTS[step] ?? []),
    resume: prefill
      ? { step: prefill.steps[step], skills: step === "job-preference" ? prefill.skills : [] }
      : null,
    resumeNotKept: isResumeNotKept(request),
  };
}

export function saveRegistrationStepAction(step: RegistrationStep) {
  return formAction(async ({ input, context, language, request }) => {
    const user = requireUser(context, request, language, "seeker");
    const saving = await attempt(context.services.accounts.saveRegistrationStep(user, step, input));
    if (!saving.ok) return refused(input, saving.error);
    const seeker = saving.value;
    if (step === "job-preference" && seeker.registrationProgress === "complete") {
      const skills = input.resumeSkills;
      await context.services.resumeRegistration?.completeRegistration(
        seeker,
        typeof skills === "string" ? [skills] : (skills ?? []),
      );
    }
    const next = nextRegistrationStep(seeker.experienceType, step);
    if (next !== "complete") return goTo(REGISTRATION_STEP_PATHS[next], language);
    // A guest who registered on the way to applying goes back to the apply page with the same jobs.
    const pending = takePendingReturn(request, context);
    return pending ? redirect(pending.path, pending.init) : goTo(SEEKER_HOME_PATH, language);
  });
}
