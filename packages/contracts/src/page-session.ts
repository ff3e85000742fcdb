/**
 * What a page loader or action knows about the visitor's session, handed over in the load context by the
 * server's session plugin. Logging in and out set and clear the cookies on the very reply being built.
 */
import type { AuthMethod, Brand, Language, SiteId } from "@portal/domain";
import type { AccountUser } from "./account-user.ts";

/** Who asks and from where: what services need for limits, messages and links. */
export interface RequestMeta {
  ip: string;
  userAgent: string | null;
  siteId: SiteId;
  brand: Brand;
  language: Language;
  /** Origin for links in messages: the request's own when its host is one of ours, else PUBLIC_URL. */
  origin: string;
  /**
   * The account this browser has logged in to before (a signed, long-lived cookie set at login and kept
   * after logout), or null: its owner may still try a password while guessing from elsewhere is held off.
   */
  knownAccountId: string | null;
}

export interface PageSession {
  readonly user: AccountUser | null;
  /** The id of this browser's session (null for a guest), to mark it in the sessions list. */
  readonly sessionId: string | null;
  /** This browser's visitor id (a random id kept across logins), made the first time it is asked for. */
  visitorId(): string;
  /** The visitor id the browser came with, or null (reading it sets no cookie: pages stay cacheable). */
  knownVisitorId(): string | null;
  /** Put in a hidden `_csrf` field of every form that posts. */
  readonly csrfToken: string;
  isValidCsrfToken(token: unknown): boolean;
  readonly meta: RequestMeta;
  /** Starts a new session (a new id, never the visitor's old one) and sets its cookies. */
  logIn(user: AccountUser, method: AuthMethod): Promise<void>;
  logOut(): Promise<void>;
  /** Ends every session of the user, this one included. */
  logOutEverywhere(): Promise<void>;
}
