import { describe, expect, it } from "vitest";
import { cookieDomainFor, parseCookies, serializeCookie } from "./cookies.ts";

describe("parseCookies", () => {
  it("reads names and decoded values, first one winning", () => {
    expect(parseCookies("a=1; XSRF-TOKEN=x%2By; a=2; flag=; bad")).toEqual({
      a: "1",
      "XSRF-TOKEN": "x+y",
      flag: "",
    });
  });

  it("tolerates missing headers and malformed encodings", () => {
    expect(parseCookies(null)).toEqual({});
    expect(parseCookies("v=%E0%A4")).toEqual({ v: "%E0%A4" });
  });
});

describe("cookieDomainFor", () => {
  it.each([
    ["www.sg.localhost", ".sg.localhost"],
    ["in.jobnest.example", ".jobnest.example"],
    ["WWW.Example.co.in.", ".example.co.in"],
    ["sg.localhost", undefined],
    ["localhost", undefined],
    ["127.0.0.1", undefined],
    ["[::1]", undefined],
  ])("%s → %s", (host, domain) => {
    expect(cookieDomainFor(host)).toBe(domain);
  });
});

describe("serializeCookie", () => {
  it("encodes the value and writes every attribute asked for", () => {
    expect(
      serializeCookie("n", "a b", { maxAgeSeconds: 60, domain: ".x.test", secure: true, sameSite: "Strict" }),
    ).toBe("n=a%20b; Max-Age=60; Path=/; Domain=.x.test; SameSite=Strict; Secure");
  });
});
