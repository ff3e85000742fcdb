import { describe, expect, it } from "vitest";
import { linkAddress } from "./rich-text-editor.ts";

describe("the editor's link addresses", () => {
  it("takes web and e-mail addresses, adding the scheme a recruiter leaves out", () => {
    expect(linkAddress("careers.example.com/jobs")).toBe("https://careers.example.com/jobs");
    expect(linkAddress(" http://example.ae ")).toBe("http://example.ae/");
    expect(linkAddress("hr@example.com")).toBe("mailto:hr@example.com");
    expect(linkAddress("mailto:hr@example.com")).toBe("mailto:hr@example.com");
  });

  it("refuses anything that runs, and what is not an address", () => {
    expect(linkAddress("javascript:alert(1)")).toBeNull();
    expect(linkAddress("data:text/html,<b>x</b>")).toBeNull();
    expect(linkAddress("ftp://example.com")).toBeNull();
    expect(linkAddress("localhost")).toBeNull();
    expect(linkAddress("   ")).toBeNull();
  });
});
