import { describe, expect, it } from "vitest";
import { linkTokenCookieName } from "../../lib/link-token.server.ts";
import { PENDING_SAVE_COOKIE } from "../saved-searches/pending-save.server.ts";
import { BROWSER_COOKIES } from "./browser-cookies.ts";

const names = BROWSER_COOKIES.flatMap((cookie) => cookie.names);

describe("the privacy policy's list of cookies", () => {
  it("names the cookies this app's server modules set", () => {
    expect(names).toEqual(
      expect.arrayContaining([
        PENDING_SAVE_COOKIE,
        linkTokenCookieName("reset"),
        linkTokenCookieName("verify-email"),
      ]),
    );
  });

  it("lists each cookie once", () => {
    expect(new Set(names).size).toBe(names.length);
  });
});
