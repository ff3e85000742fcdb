import { describe, expect, it } from "vitest";
import { formInput } from "./form-action.server.ts";
import { fieldValue, fieldValues, generalProblems, problemMessageKey, visibleValues } from "./form-state.ts";

describe("form state", () => {
  it("reads repeated fields as lists and single ones as text", () => {
    const data = new FormData();
    data.append("name", "Asha");
    data.append("jobTypes", "full-time");
    data.append("jobTypes", "contract");
    expect(formInput(data)).toEqual({ name: "Asha", jobTypes: ["full-time", "contract"] });
  });

  it("never sends secrets back to the page", () => {
    const values = visibleValues({
      email: "a@b.co",
      password: "Secret123",
      currentPassword: "x",
      newPassword: "y",
      otp: "123456",
      token: "t",
      _csrf: "c",
    });
    expect(values).toEqual({ email: "a@b.co" });
  });

  it("finds values and problems for fields, and leaves the others to the summary", () => {
    const state = {
      values: { email: "a@b.co", jobTypes: ["contract"] },
      problems: [
        { field: "email", messageKey: "emailTaken" },
        { messageKey: "rateLimited", params: { seconds: 30 } },
      ],
    };
    expect(fieldValue(state, "email")).toBe("a@b.co");
    expect(fieldValue(state, "name", "fallback")).toBe("fallback");
    expect(fieldValues(state, "jobTypes")).toEqual(["contract"]);
    expect(generalProblems(state, ["email"])).toEqual([
      { messageKey: "rateLimited", params: { seconds: 30 } },
    ]);
  });

  it("maps message keys to the catalogue: spec codes, account messages, or a plain apology", () => {
    expect(problemMessageKey("invalidOtp")).toBe("spec.invalidOtp");
    expect(problemMessageKey("emailTaken")).toBe("accounts.msg.emailTaken");
    expect(problemMessageKey("rateLimited")).toBe("accounts.msg.rateLimited");
    expect(problemMessageKey("something-unknown")).toBe("accounts.msg.somethingWrong");
  });
});
