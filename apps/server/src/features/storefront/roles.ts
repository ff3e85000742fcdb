/** Who may use a part of the storefront: buying is a seeker's, refunds, codes and grants are staff's. */
import { type AccountUser, AppError } from "@portal/contracts";

export function seekerOnly(user: AccountUser): void {
  if (user.role !== "seeker") throw new AppError("FORBIDDEN", "forbidden");
}

export function staffOnly(user: AccountUser): void {
  if (user.role !== "staff") throw new AppError("FORBIDDEN", "forbidden");
}
