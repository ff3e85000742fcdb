/** Buying is a seeker's (staff areas and their log: auth/staff.ts). */
import { type AccountUser, AppError } from "@portal/contracts";

export function seekerOnly(user: AccountUser): void {
  if (user.role !== "seeker") throw new AppError("FORBIDDEN", "forbidden");
}
