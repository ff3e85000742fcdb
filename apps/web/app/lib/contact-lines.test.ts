import { SITE_BY_ID, SITES } from "@portal/domain";
import { describe, expect, it } from "vitest";
import { contactLines } from "./contact-lines.ts";

describe("contactLines", () => {
  it("gives phone, toll-free number and e-mail in that order, each with its link", () => {
    expect(contactLines(SITE_BY_ID.india.contact)).toEqual([
      { channel: "phone", text: "+91 120 400 0000", href: "tel:+911204000000" },
      { channel: "tollFree", text: "1800 000 0000", href: "tel:18000000000" },
      { channel: "email", text: "info@in.example.com", href: "mailto:info@in.example.com" },
    ]);
  });

  it("leaves out the channels a site does not have", () => {
    // Thailand has no toll-free number.
    expect(contactLines(SITE_BY_ID.thailand.contact).map((line) => line.channel)).toEqual(["phone", "email"]);
    expect(contactLines({ phone: "", tollFree: " ", email: "" })).toEqual([]);
  });

  it("dials digits only, whatever separators a number is written with", () => {
    expect(contactLines({ phone: "+971 (4) 000-0000", tollFree: "800.000.0000", email: "" })).toEqual([
      { channel: "phone", text: "+971 (4) 000-0000", href: "tel:+97140000000" },
      { channel: "tollFree", text: "800.000.0000", href: "tel:8000000000" },
    ]);
  });

  it("gives every country site at least its e-mail address", () => {
    for (const site of SITES) {
      expect(
        contactLines(site.contact).some((line) => line.channel === "email"),
        site.id,
      ).toBe(true);
    }
  });
});
