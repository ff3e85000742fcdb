/** Calls only a job seeker may make: their own id, or FORBIDDEN for a recruiter or staff member. */
import { type AccountUser, AppError } from "@portal/contracts";

export function requireSeekerId(user: Pick<AccountUser, "id" | "role">): string {
  if (user.role !== "seeker") throw new AppError("FORBIDDEN", "forbidden");
  return user.id;
}
