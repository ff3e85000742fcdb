/**
 * The accounts feature as other features and the app see it: nothing else of this folder is imported
 * from outside it.
 */
export { createRecruiterAccount, DEMO_RECRUITER, DEMO_SEEKER, seedDemoAccounts } from "./demo-accounts.ts";
export type { AccountsService } from "./service.ts";
export { registerAccounts } from "./setup.ts";
export { Problems, type RawInput, readEducation, readEmployment, readPersonal } from "./validation.ts";
