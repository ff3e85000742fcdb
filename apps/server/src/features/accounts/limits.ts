/**
 * The abuse limits of the account calls. Sending is limited per destination (a phone or mailbox cannot
 * be flooded) and per client address; guessing (passwords, codes, links) per address and per account.
 * Per-address limits are generous because many people share an address behind mobile carriers and offices.
 */
import type { RateLimitRule } from "../../plugins/rate-limit.ts";

const MINUTES_15 = 15 * 60;
const DAY = 24 * 3600;

export const ACCOUNT_LIMITS = {
  /** Codes, links and verification messages to one destination. */
  sendPerDestination: { name: "send-destination-15m", limit: 3, windowSeconds: MINUTES_15 },
  sendPerDestinationDaily: { name: "send-destination-day", limit: 10, windowSeconds: DAY },
  sendPerIp: { name: "send-ip-15m", limit: 20, windowSeconds: MINUTES_15 },
  /** Logins and code checks. */
  guessPerIp: { name: "guess-ip-15m", limit: 50, windowSeconds: MINUTES_15 },
  /** One-time code checks of one destination (or a verification of one account) from one address. */
  guessPerAccount: { name: "guess-account-15m", limit: 10, windowSeconds: MINUTES_15 },
  /**
   * Wrong passwords for one account from one address: past this, that address waits. The owner
   * elsewhere is not touched by it, so an attacker cannot lock them out.
   */
  passwordFailuresPerAccountAndIp: {
    name: "password-fail-account-ip-15m",
    limit: 10,
    windowSeconds: MINUTES_15,
  },
  /**
   * Wrong passwords for one account from anywhere (guessing spread over many addresses): past this, only
   * a device that has logged in to the account before may still try a password; others log in with a
   * code sent to the account's e-mail or mobile.
   */
  passwordFailuresPerAccount: { name: "password-fail-account-15m", limit: 50, windowSeconds: MINUTES_15 },
  existencePerIp: { name: "existence-ip-15m", limit: 60, windowSeconds: MINUTES_15 },
  registrationPerIp: { name: "registration-ip-1h", limit: 20, windowSeconds: 3600 },
  /** Saving registration steps and other writes of a logged-in user. */
  writesPerUser: { name: "writes-user-15m", limit: 100, windowSeconds: MINUTES_15 },
} as const satisfies Record<string, RateLimitRule>;

/**
 * How long a wrong password's answer waits, given the account's wrong passwords this quarter hour: none
 * for the first few (typing mistakes), then a tenth of a second more for each, at most two seconds. A
 * guesser pays in time; the server only holds a timer.
 */
export function wrongPasswordDelayMs(failures: number): number {
  return Math.min(2_000, 100 * Math.max(0, failures - 5));
}
