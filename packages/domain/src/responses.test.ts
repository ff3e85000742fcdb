import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { capitalizeFirst, interpretResponse, isSuccessStatus } from "./responses.ts";

describe("interpretResponse", () => {
  it("passes a success envelope's data through", () => {
    expect(interpretResponse({ success: true, data: { id: 1 } })).toEqual({ ok: true, data: { id: 1 } });
    expect(interpretResponse({ status: 0, jobs: [] })).toEqual({ ok: true, data: { status: 0, jobs: [] } });
    expect(interpretResponse([1, 2])).toEqual({ ok: true, data: [1, 2] });
    expect(interpretResponse(null)).toEqual({ ok: true, data: null });
  });

  it.each([
    ["success is false", { success: false, errors: [{ code: "x", message: "invalid otp" }] }, "Invalid otp"],
    ["an error text is present", { success: true, error: "token expired" }, "Token expired"],
    ["status equals 1", { status: 1, errors: ["mobile already registered"] }, "Mobile already registered"],
    ["status is the text 1", { status: "1", errors: ["bad"] }, "Bad"],
  ])("is an error when %s", (_, body, message) => {
    expect(interpretResponse(body)).toEqual({ ok: false, message });
  });

  it("shows the first usable message of the errors list", () => {
    expect(
      interpretResponse({ success: false, errors: [{ code: "a" }, "", { message: "second one" }, "third"] }),
    ).toEqual({ ok: false, message: "Second one" });
  });

  it("falls back to the error text, then to the generic message", () => {
    expect(interpretResponse({ error: "session expired", errors: [] })).toEqual({
      ok: false,
      message: "Session expired",
    });
    expect(interpretResponse({ success: false })).toEqual({
      ok: false,
      message: "Something went wrong please try again",
    });
    expect(interpretResponse({ status: 1, errors: "not a list" })).toEqual({
      ok: false,
      message: "Something went wrong please try again",
    });
  });

  it("does not count an empty error text or other statuses as errors", () => {
    expect(interpretResponse({ error: "", data: 1 })).toEqual({ ok: true, data: 1 });
    expect(interpretResponse({ status: 200, data: 2 })).toEqual({ ok: true, data: 2 });
    expect(interpretResponse({ error: null, success: true, data: 3 })).toEqual({ ok: true, data: 3 });
  });

  it("never throws and always gives a non-empty message for errors", () => {
    fc.assert(
      fc.property(fc.jsonValue(), (body) => {
        const result = interpretResponse(body);
        if (!result.ok) expect(result.message.length).toBeGreaterThan(0);
      }),
    );
  });
});

describe("capitalizeFirst", () => {
  it("upper-cases only the first character", () => {
    expect(capitalizeFirst("invalid otp")).toBe("Invalid otp");
    expect(capitalizeFirst("Already")).toBe("Already");
    expect(capitalizeFirst("")).toBe("");
    expect(capitalizeFirst("éclair au chocolat")).toBe("Éclair au chocolat");
    expect(capitalizeFirst("1 error")).toBe("1 error");
    expect(capitalizeFirst("𐐨x")).toBe("𐐀x");
  });

  it("changes nothing after the first character", () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1 }), (text) => {
        const first = String.fromCodePoint(text.codePointAt(0) ?? 0);
        expect(capitalizeFirst(text).endsWith(text.slice(first.length))).toBe(true);
      }),
    );
  });
});

describe("isSuccessStatus", () => {
  it("accepts 200 to 299 only", () => {
    expect([199, 200, 204, 299, 300, 404, 500].map(isSuccessStatus)).toEqual([
      false,
      true,
      true,
      true,
      false,
      false,
      false,
    ]);
  });
});
