/**
 * Loader and action shared by the employment, education and job-preference steps: only the seeker,
 * only steps they have reached (a fresher never sees employment), each step saved on its own.
 */
import {
  nextRegistrationStep,
  REGISTRATION_STEP_PATHS,
  type RegistrationStep,
  SEEKER_HOME_PATH,
} from "@portal/domain";
import { pageLanguage } from "../../lib/page-language";
import type { PortalLoadContext } from "../../load-context";
import { requireUser } from "./account-page";
import { formAction, goTo, refused } from "./form-action.server";
import { reachableSteps } from "./registration-progress";

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
  return {
    csrfToken: context.session.csrfToken,
    experienceType: user.experienceType,
    reachable:
      state.progress === "complete" ? reachableSteps(Object.keys(state.steps), "job-preference") : reachable,
    saved: (state.steps[step] ?? {}) as Record<string, unknown>,
    currency: context.site.currency,
  };
}

export function saveRegistrationStepAction(step: RegistrationStep) {
  return formAction(async ({ input, context, language, request }) => {
    const user = requireUser(context, request, language, "seeker");
    const result = await context.services.accounts.saveRegistrationStep(user, step, input);
    if (!result.ok) return refused(input, result);
    const next = nextRegistrationStep(result.value.experienceType, step);
    return goTo(next === "complete" ? SEEKER_HOME_PATH : REGISTRATION_STEP_PATHS[next], language);
  });
}
