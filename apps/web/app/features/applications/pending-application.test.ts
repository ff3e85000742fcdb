import { describe, expect, it } from "vitest";
import {
  PENDING_RETURN_COOKIE,
  pendingReturnOf,
  rememberPendingReturn,
  takePendingReturn,
} from "./pending-application.server.ts";

const origin = "http://in.localhost:3000";
const applyPath = "/ar/seeker/apply?jobId=12&jobId=34&back=%2Far%2Fsearch%2Fresults%3Fquery%3Djava";

function requestWithCookie(header: string | null): Request {
  return new Request(`${origin}/seeker/job-preference`, header ? { headers: { Cookie: header } } : {});
}

describe("the pending application across registration", () => {
  it("keeps the apply address through the steps and gives it back once, with a header that forgets it", () => {
    const init = rememberPendingReturn({ origin }, applyPath);
    const setCookie = new Headers(init?.headers).get("Set-Cookie") ?? "";
    expect(setCookie).toMatch(new RegExp(`^${PENDING_RETURN_COOKIE}=`));
    expect(setCookie).toContain("HttpOnly");
    expect(setCookie).toContain("SameSite=Lax");
    const cookie = setCookie.split(";")[0] as string;

    const taken = takePendingReturn(requestWithCookie(cookie), { origin });
    expect(taken?.path).toBe(applyPath);
    expect(new Headers(taken?.init.headers).get("Set-Cookie")).toContain("Max-Age=0");
  });

  it("follows only paths of this site", () => {
    const request = requestWithCookie(null);
    expect(pendingReturnOf(request, "https://evil.example/seeker/apply?jobId=1")).toBeNull();
    expect(pendingReturnOf(request, "//evil.example/x")).toBeNull();
    expect(pendingReturnOf(request, 42)).toBeNull();
    expect(pendingReturnOf(request, "/seeker/apply?jobId=1")).toBe("/seeker/apply?jobId=1");
    const forged = `${PENDING_RETURN_COOKIE}=${encodeURIComponent("https://evil.example/")}`;
    expect(takePendingReturn(requestWithCookie(forged), { origin })).toBeNull();
    expect(takePendingReturn(requestWithCookie(null), { origin })).toBeNull();
  });

  it("sets nothing when there is nothing to come back to, and Secure over HTTPS", () => {
    expect(rememberPendingReturn({ origin }, null)).toBeUndefined();
    const secure = rememberPendingReturn({ origin: "https://jobnest.example" }, "/seeker/apply?jobId=1");
    expect(new Headers(secure?.headers).get("Set-Cookie")).toContain("; Secure");
  });
});
