import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { emailDomain, isFreeMailDomain, isWorkEmailFor, websiteDomain } from "./companies.ts";

describe("company addresses", () => {
  it("reads a website's domain without www, and refuses what is no public address", () => {
    expect(websiteDomain("https://www.Acme.co.in/careers")).toBe("acme.co.in");
    expect(websiteDomain("acme.com")).toBe("acme.com");
    expect(websiteDomain("http://jobs.acme.com")).toBe("jobs.acme.com");
    for (const bad of [
      "",
      "acme",
      "ftp://acme.com",
      "javascript:alert(1)",
      "http://127.0.0.1",
      "localhost",
    ]) {
      expect(websiteDomain(bad)).toBeNull();
    }
  });

  it("knows free mail, country variants included, and not companies with similar names", () => {
    for (const domain of [
      "gmail.com",
      "yahoo.co.in",
      "hotmail.com.sg",
      "outlook.ae",
      "rediffmail.com",
      "mail.yahoo.com",
    ]) {
      expect(isFreeMailDomain(domain)).toBe(true);
    }
    for (const domain of ["acme.com", "gmailer.io", "infosys.co.in", "emirates.ae"]) {
      expect(isFreeMailDomain(domain)).toBe(false);
    }
  });

  it("takes an address on the company's domain or under it as a work address, never free mail", () => {
    expect(isWorkEmailFor("Priya@Acme.com", "acme.com")).toBe(true);
    expect(isWorkEmailFor("priya@hr.acme.com", "acme.com")).toBe(true);
    expect(isWorkEmailFor("priya@notacme.com", "acme.com")).toBe(false);
    expect(isWorkEmailFor("priya@acme.com.evil.io", "acme.com")).toBe(false);
    expect(isWorkEmailFor("priya@gmail.com", "gmail.com")).toBe(false);
    expect(isWorkEmailFor("priya@acme.com", null)).toBe(false);
    expect(emailDomain("no-at-sign")).toBeNull();
  });

  it("never counts an address on another domain as the company's (property)", () => {
    const label = fc.stringMatching(/^[a-z][a-z0-9]{1,10}$/);
    fc.assert(
      fc.property(label, label, label, (user, company, other) => {
        fc.pre(company !== other);
        expect(isWorkEmailFor(`${user}@${other}.com`, `${company}.com`)).toBe(false);
        expect(isWorkEmailFor(`${user}@${company}${other}.com`, `${company}.com`)).toBe(false);
      }),
    );
  });
});
