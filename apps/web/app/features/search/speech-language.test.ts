import { describe, expect, it } from "vitest";
import { speechLanguage } from "./speech-language.ts";
import { voiceFailure } from "./voice-search.ts";

describe("speechLanguage", () => {
  it("listens in the page's language and the site's region", () => {
    expect(speechLanguage("en-IN")).toBe("en-IN");
    expect(speechLanguage("en-SG")).toBe("en-SG");
    expect(speechLanguage("hi-IN")).toBe("hi-IN");
    expect(speechLanguage("ar-AE")).toBe("ar-AE");
  });

  it("uses the regions recognisers know for Hindi and Arabic on other sites", () => {
    expect(speechLanguage("hi-AE")).toBe("hi-IN");
    expect(speechLanguage("hi-SG")).toBe("hi-IN");
    expect(speechLanguage("ar-IN")).toBe("ar-AE");
    expect(speechLanguage("ar-SA")).toBe("ar-SA");
  });

  it("drops the second brand's numbering extension", () => {
    expect(speechLanguage("ar-AE-u-nu-latn")).toBe("ar-AE");
    expect(speechLanguage("en-IN-u-nu-latn")).toBe("en-IN");
  });
});

describe("voiceFailure", () => {
  it("tells a refused microphone from silence and from other failures", () => {
    expect(voiceFailure("not-allowed")).toBe("notAllowed");
    expect(voiceFailure("service-not-allowed")).toBe("notAllowed");
    expect(voiceFailure("audio-capture")).toBe("notAllowed");
    expect(voiceFailure("no-speech")).toBe("noSpeech");
    expect(voiceFailure("network")).toBe("failed");
    expect(voiceFailure("language-not-supported")).toBe("failed");
  });
});
