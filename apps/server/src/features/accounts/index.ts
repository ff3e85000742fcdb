/**
 * The accounts feature as other features and the app see it: nothing else of this folder is imported
 * from outside it.
 */

export { sweepExpiredCodes } from "./code-store.ts";
export {
  createRecruiterAccount,
  createStaffAccount,
  DEMO_RECRUITER,
  DEMO_SEEKER,
  DEMO_STAFF,
  DEMO_WRITER,
  seedDemoAccounts,
} from "./demo-accounts.ts";
export { registerAccounts } from "./setup.ts";
/** The mobile rule the account forms' schemas (@portal/domain) are given on the server: the spec's and the numbering plan's. */
export { isMobileNumber } from "./validation.ts";
