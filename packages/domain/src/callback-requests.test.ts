import { describe, expect, it } from "vitest";
import { readCallbackRequest } from "./callback-requests.ts";

describe("readCallbackRequest", () => {
  it("asks for the number in the spec's words, then checks it by the phone rule", () => {
    expect(readCallbackRequest({ diallingCode: "91", mobile: "" })).toEqual({
      ok: false,
      problems: [{ field: "mobile", messageKey: "mobileRequired" }],
    });
    expect(readCallbackRequest({ diallingCode: "91", mobile: "12345" })).toEqual({
      ok: false,
      problems: [{ field: "mobile", messageKey: "invalidMobile" }],
    });
  });

  it("reads a request with its site's dialling code, a topic and a time, trimmed", () => {
    expect(
      readCallbackRequest({
        name: "  Asha Rao ",
        diallingCode: "+91",
        mobile: "98450 12345",
        topic: "courses",
        time: "evening",
      }),
    ).toEqual({
      ok: true,
      value: {
        name: "Asha Rao",
        mobile: { diallingCode: "91", number: "9845012345" },
        topic: "courses",
        time: "evening",
      },
    });
    expect(readCallbackRequest({ diallingCode: "971", mobile: "501234567" })).toMatchObject({
      ok: true,
      value: { name: "", topic: "general", time: "any" },
    });
    expect(readCallbackRequest({ diallingCode: "91", mobile: "9845012345", topic: "loans" })).toEqual({
      ok: false,
      problems: [{ field: "topic", messageKey: "invalidValue" }],
    });
  });
});
