/**
 * The seeker's e-cash in the browser (spec §4: "An e-cash balance fetch emits an update-balance event"):
 * fetching the balance dispatches `update-balance` on the window with the balances, for whatever shows it.
 */
import type { EcashBalance } from "@portal/contracts";

export const UPDATE_BALANCE_EVENT = "update-balance";

export async function fetchEcashBalance(): Promise<EcashBalance[] | null> {
  const response = await fetch("/api/seeker/ecash", {
    credentials: "same-origin",
    headers: { accept: "application/json" },
  });
  if (!response.ok) return null;
  const body = (await response.json()) as { data?: { balances?: EcashBalance[] } };
  const balances = body.data?.balances ?? [];
  window.dispatchEvent(new CustomEvent(UPDATE_BALANCE_EVENT, { detail: balances }));
  return balances;
}
