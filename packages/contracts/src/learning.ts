/**
 * Courses from the learning provider (decision 050). Single sign-on first: the `sso` service of the load
 * context (implemented in apps/server/src/features/learning/sso.ts) answers the sign-in page at
 * `/sso/<uid>`, where a seeker lets the learning site know who they are.
 */
import type { AccountUser } from "./account-user.ts";

export interface SsoInteraction {
  uid: string;
  /** The learning site, by its name. */
  clientName: string;
  /** What it asks to know: "openid", "profile" (name, language), "email". */
  scopes: string[];
  /** The seeker agreed before: the page goes on at once. */
  hasConsented: boolean;
}

export interface SsoContract {
  /** The question for a logged-in seeker (`host`: the site's host, whose provider asked). */
  interaction(user: AccountUser, host: string | undefined, uid: string): Promise<SsoInteraction>;
  /** The seeker's answer; where the browser goes next. */
  finish(user: AccountUser, host: string | undefined, uid: string, allow: boolean): Promise<string>;
}
