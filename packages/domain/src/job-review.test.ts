import { describe, expect, it } from "vitest";
import { asksForMoney, onlyPersonalContact, reviewReasonsFor } from "./job-review.ts";

describe("asking candidates for money", () => {
  it.each([
    "Selected candidates must pay a registration fee of Rs 2,500 before joining.",
    "A refundable security deposit is collected at the interview.",
    "Please transfer AED 500 to confirm your slot.",
    "चयनित उम्मीदवारों को पंजीकरण शुल्क जमा करना होगा।",
    "يجب دفع رسوم التسجيل قبل المقابلة.",
  ])("is caught: %s", (text) => {
    expect(asksForMoney(text)).toBe(true);
  });

  it.each([
    "We never charge any registration fee.",
    "There is no fee at any stage of our hiring.",
    "कोई पंजीकरण शुल्क नहीं है।",
    "لا توجد رسوم التسجيل.",
    "You will manage the fee collection system of our school.",
    "Salary: Rs 25,000 a month with travel allowance.",
  ])("is not caught: %s", (text) => {
    expect(asksForMoney(text)).toBe(false);
  });
});

describe("a contact that is only personal", () => {
  it("a phone number or chat app alone is personal", () => {
    expect(onlyPersonalContact("Call 98765 43210 for details", "acme.com")).toBe(true);
    expect(onlyPersonalContact("Send your CV on WhatsApp", "acme.com")).toBe(true);
    expect(onlyPersonalContact("Message +971 50 123 4567", "acme.com")).toBe(true);
    expect(onlyPersonalContact("Write to hiring.acme@gmail.com", "acme.com")).toBe(true);
    expect(onlyPersonalContact("تواصل عبر واتساب", "acme.com")).toBe(true);
  });

  it("an address or link on the company's domain beside it is not", () => {
    expect(onlyPersonalContact("Call 98765 43210 or write to jobs@acme.com", "acme.com")).toBe(false);
    expect(onlyPersonalContact("WhatsApp us, or apply at https://careers.acme.com/42", "acme.com")).toBe(
      false,
    );
  });

  it("a posting with no contact at all, or an amount of nine digits, is not", () => {
    expect(onlyPersonalContact("Apply through the portal.", "acme.com")).toBe(false);
    expect(onlyPersonalContact("Salary IDR 150.000.000 a year", "acme.com")).toBe(false);
  });

  it("a company without a domain has no official contact, so personal ones are flagged", () => {
    expect(onlyPersonalContact("jobs@acme.com or 9876543210", null)).toBe(true);
  });
});

describe("review reasons of a posting", () => {
  const clean = "Build and run our payment services. Apply through the portal.";

  it("a work address on the company's domain and a clean text go live", () => {
    expect(
      reviewReasonsFor({ text: clean, recruiterEmail: "asha@acme.com", companyDomain: "acme.com" }),
    ).toEqual([]);
  });

  it("a free-mail recruiter waits for review", () => {
    expect(
      reviewReasonsFor({ text: clean, recruiterEmail: "asha@gmail.com", companyDomain: "acme.com" }),
    ).toEqual(["unverified-recruiter"]);
  });

  it("each pattern is named", () => {
    expect(
      reviewReasonsFor({
        text: "Pay a training fee of Rs 3000. WhatsApp 9876543210.",
        recruiterEmail: "asha@acme.com",
        companyDomain: "acme.com",
      }),
    ).toEqual(["asks-for-money", "personal-contact-only"]);
  });
});
