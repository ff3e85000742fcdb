import { describe, expect, it } from "vitest";
import { paymentPlatform } from "./payment-platform.ts";

describe("paymentPlatform", () => {
  it("is old when the stored cookie says app on platform ios", () => {
    expect(paymentPlatform('{"platform":"ios","app":"true"}', "")).toEqual({ result: "old" });
    expect(paymentPlatform(encodeURIComponent('{"platform":"iOS","app":"1"}'), "")).toEqual({
      result: "old",
    });
  });

  it("does not trust a cookie without app or for another platform", () => {
    expect(paymentPlatform('{"platform":"ios"}', "")).toEqual({ result: "" });
    expect(paymentPlatform('{"platform":"android","app":"true"}', "")).toEqual({ result: "" });
    expect(paymentPlatform("not json", "")).toEqual({ result: "" });
    expect(paymentPlatform("null", "")).toEqual({ result: "" });
  });

  it("is old and asks to store the cookie when the URL says app and platform=ios", () => {
    const outcome = paymentPlatform(undefined, "?app=true&platform=ios");
    expect(outcome.result).toBe("old");
    expect(JSON.parse(outcome.setCookie ?? "")).toEqual({ platform: "ios", app: "true" });
    expect(paymentPlatform("garbage", new URLSearchParams({ app: "1", platform: "ios" })).result).toBe("old");
  });

  it("prefers the cookie and then sets nothing", () => {
    expect(paymentPlatform('{"platform":"ios","app":"true"}', "?app=1&platform=ios")).toEqual({
      result: "old",
    });
  });

  it("is empty without both URL parameters", () => {
    expect(paymentPlatform(undefined, "?platform=ios")).toEqual({ result: "" });
    expect(paymentPlatform(undefined, "?app=true")).toEqual({ result: "" });
    expect(paymentPlatform(undefined, "?app=true&platform=android")).toEqual({ result: "" });
    expect(paymentPlatform(undefined, "?app=&platform=ios")).toEqual({ result: "" });
    expect(paymentPlatform(undefined, undefined)).toEqual({ result: "" });
  });
});
