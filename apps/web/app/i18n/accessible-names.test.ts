/**
 * WCAG 2.5.3 (label in name): a control whose accessible name is longer than its visible label (a
 * button "Delete" named "Delete Analyst roles" for screen readers) must have a name that contains the
 * visible words, so that speech users can say what they see. The catalogues pair them by name: the
 * visible `x.delete` and the full `x.deleteNamed`.
 */
import { LANGUAGES, type Language } from "@portal/domain";
import { describe, expect, it } from "vitest";
import { ar } from "./ar.ts";
import { en } from "./en.ts";
import { hi } from "./hi.ts";
import type { Messages } from "./translate.ts";

const CATALOGUES: Record<Language, Messages> = { en, hi, ar };

describe.each(LANGUAGES)("the %s catalogue's accessible names", (language) => {
  const messages = CATALOGUES[language];

  it("contain the visible label they go with", () => {
    const pairs = Object.keys(messages)
      .filter((key) => key.endsWith("Named") && Object.hasOwn(messages, key.slice(0, -"Named".length)))
      .map((key) => ({
        key,
        name: messages[key] ?? "",
        label: messages[key.slice(0, -"Named".length)] ?? "",
      }));
    expect(pairs.length).toBeGreaterThan(2);
    const mismatched = pairs.filter(
      ({ name, label }) => !name.toLocaleLowerCase(language).includes(label.toLocaleLowerCase(language)),
    );
    expect(mismatched).toEqual([]);
  });
});
