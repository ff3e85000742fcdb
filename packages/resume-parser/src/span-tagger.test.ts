import { describe, expect, it } from "vitest";
import { normaliseLayout } from "./layout.ts";
import { findSkills } from "./skills.ts";
import {
  allowedAfter,
  beginTag,
  committedWeights,
  decode,
  SPAN_KINDS,
  spanKindsByName,
  spansOf,
  staticFeatures,
  TAG_COUNT,
  type TaggedSpan,
  tagSpans,
  tokeniseLines,
  type Weights,
} from "./span-tagger.ts";
import { example } from "./span-tagger-training.ts";
import { taggedJobs } from "./tagged-jobs.ts";

const COMPANY = SPAN_KINDS.indexOf("company");
const SKILL = SPAN_KINDS.indexOf("skill");

/** Weights that give `tag` the score `value` whenever `feature` is present. */
function weightsOf(entries: [feature: string, tag: number, value: number][]): Weights {
  const weights: Weights = new Map();
  for (const [feature, tag, value] of entries) {
    const row = weights.get(feature) ?? new Float32Array(TAG_COUNT);
    row[tag] = value;
    weights.set(feature, row);
  }
  return weights;
}

describe("span tagger", () => {
  it("keeps the marks that belong to names inside words and stands other marks apart", () => {
    const tokens = tokeniseLines(["Skills: C++, C#, Node.js, PL/SQL (AT&T)."]);
    expect(tokens.map((token) => token.text)).toEqual([
      "Skills",
      ":",
      "C++",
      ",",
      "C#",
      ",",
      "Node.js",
      ",",
      "PL/SQL",
      "(",
      "AT&T",
      ")",
      ".",
    ]);
    expect(tokens[2]).toMatchObject({ line: 0, start: 8, end: 11 });
  });

  it("describes each word by its neighbours, its line, its section and the reference lists", () => {
    const lines = [
      "Asha Rao",
      "SKILLS",
      "Java, Kubernetes",
      "EXPERIENCE",
      "Engineer at Veltrix Technologies 2019",
    ];
    const tokens = tokeniseLines(lines);
    const features = staticFeatures(lines, tokens);
    const at = (word: string) => features[tokens.findIndex((token) => token.text === word)] ?? [];
    expect(at("Kubernetes")).toEqual(expect.arrayContaining(["w=kubernetes", "sec=skills", "w-1=,"]));
    expect(at("Kubernetes").some((feature) => feature.startsWith("dict=B-"))).toBe(true);
    expect(at("Veltrix")).toEqual(
      expect.arrayContaining(["sec=experience", "line-year", "company-word-ahead", "w-1=at"]),
    );
    expect(at("Technologies")).toContain("company-word");
  });

  it("continues a span only as the kind it began, and joins its words as written", () => {
    expect(allowedAfter(0, beginTag(COMPANY) + 1)).toBe(false);
    expect(allowedAfter(beginTag(SKILL), beginTag(COMPANY) + 1)).toBe(false);
    expect(allowedAfter(beginTag(COMPANY), beginTag(COMPANY) + 1)).toBe(true);

    const lines = ["Worked at Veltrix Labs Pvt Ltd, Pune"];
    const tokens = tokeniseLines(lines);
    const weights = weightsOf([
      ["w=veltrix", beginTag(COMPANY), 5],
      [`t-1=${beginTag(COMPANY)}`, beginTag(COMPANY) + 1, 5],
      [`t-1=${beginTag(COMPANY) + 1}`, beginTag(COMPANY) + 1, 5],
      ["w=,", 0, 20],
      // An inside tag after "outside" is never chosen, however it scores.
      ["w=worked", beginTag(COMPANY) + 1, 50],
    ]);
    const { tags, margins } = decode(weights, tokens, staticFeatures(lines, tokens));
    expect(tags[0]).not.toBe(beginTag(COMPANY) + 1);
    const spans = spansOf(lines, tokens, tags, margins);
    expect(spans.map(({ kind, text }) => ({ kind, text }))).toEqual([
      { kind: "company", text: "Veltrix Labs Pvt Ltd" },
    ]);
    expect(spans[0]?.confidence).toBeGreaterThan(0);
    expect(spans[0]?.confidence).toBeLessThanOrEqual(1);
  });

  it("learns from labels found again in the normalised lines, every mention of a labelled name marked", () => {
    // A page flattened into one line: normalising splits it, and the labels' offsets are in the raw text.
    const text =
      "Asha Rao    Software Engineer  Veltrix Labs - Pune    Built billing on Kubernetes at Veltrix Labs for three years";
    const start = text.indexOf("Veltrix Labs");
    const item = example({
      id: "flattened",
      text,
      fields: {},
      spans: [
        { type: "Companies worked at", text: "Veltrix Labs", start, end: start + "Veltrix Labs".length },
      ],
    });
    expect(item.lines.length).toBeGreaterThan(1);
    const marked = item.tokens
      .map((token, index) => ({ text: token.text, tag: item.gold[index] }))
      .filter((token) => token.tag !== 0);
    expect(marked).toEqual([
      { text: "Veltrix", tag: beginTag(COMPANY) },
      { text: "Labs", tag: beginTag(COMPANY) + 1 },
      { text: "Veltrix", tag: beginTag(COMPANY) },
      { text: "Labs", tag: beginTag(COMPANY) + 1 },
    ]);
  });

  it("names the kinds a piece was given anywhere in the resume, by whole words", () => {
    const span = (kind: TaggedSpan["kind"], text: string): TaggedSpan => ({
      kind,
      text,
      line: 0,
      confidence: 1,
    });
    const kindsOf = spanKindsByName([span("company", "Infosys Limited"), span("location", "Pune")]);
    expect(kindsOf("Infosys")).toEqual(["company"]);
    expect(kindsOf("Infosys Limited, Pune")).toEqual(["company"]);
    expect(kindsOf("Info")).toEqual([]);
    expect(kindsOf("Pune")).toEqual(["location"]);
  });

  it("ships a model for its kinds that marks the items of a skills list", () => {
    expect(committedWeights().size).toBeGreaterThan(1000);
    const lines = normaliseLayout(
      "Asha Rao\nBengaluru, Karnataka\n\nSKILLS\n\nJava (5 years), Python (3 years), SQL (5 years), Kubernetes (2 years)\n",
    );
    const skills = tagSpans(lines)
      .filter((span) => span.kind === "skill")
      .map((span) => span.text);
    expect(skills).toEqual(expect.arrayContaining(["Java", "Python", "SQL"]));
  });
});

describe("skills the span tagger marks", () => {
  const lines = [
    "Asha Rao",
    "SUMMARY",
    "Experience in Veltrix Ledger and automation scripting for the billing team.",
  ];
  const tagged = (text: string): TaggedSpan => ({
    kind: "skill",
    text,
    line: 2,
    confidence: 1,
  });

  it("adds what only the words around it show, from the context", () => {
    const without = findSkills(lines, []).map((skill) => skill.value.name);
    expect(without).not.toContain("Veltrix Ledger");
    const found = findSkills(lines, [], [], [tagged("Veltrix Ledger")]);
    const added = found.find((skill) => skill.value.name === "Veltrix Ledger");
    expect(added).toMatchObject({ source: "context", value: { known: false } });
    expect(added?.evidence).toBe(lines[2]);
    expect(added?.confidence).toBeLessThan(0.8);
  });

  it("does not add an employer, a personal quality or a date as a skill", () => {
    const found = findSkills(
      lines,
      [],
      ["Veltrix Ledger Pvt Ltd"],
      [tagged("Veltrix Ledger"), tagged("team player"), tagged("June 2019")],
    );
    expect(found.map((skill) => skill.value.name)).toEqual([]);
  });
});

describe("jobs the span tagger found", () => {
  const lines = [
    "EXPERIENCE",
    "Software Engineer  Veltrix Labs Pvt Ltd",
    "Built the billing platform",
    "SKILLS",
  ];
  const span = (kind: TaggedSpan["kind"], text: string, line: number, confidence = 0.9): TaggedSpan => ({
    kind,
    text,
    line,
    confidence,
  });
  const experience = new Set([1, 2]);
  const never = () => false;

  it("adds an undated row for a sure employer next to a title in an experience section, for review", () => {
    const spans = [span("designation", "Software Engineer", 1), span("company", "Veltrix Labs Pvt Ltd", 1)];
    const jobs = taggedJobs(lines, spans, experience, [], never);
    expect(jobs).toEqual([
      {
        value: {
          designation: "Software Engineer",
          company: "Veltrix Labs Pvt Ltd",
          from: null,
          to: null,
          current: false,
        },
        confidence: 0.4,
        source: "context",
        evidence: lines[1],
      },
    ]);
  });

  it("adds nothing for an unsure span, one without a title beside it, one outside experience, or a known employer", () => {
    const title = span("designation", "Software Engineer", 1);
    expect(
      taggedJobs(lines, [title, span("company", "Veltrix Labs", 1, 0.2)], experience, [], never),
    ).toEqual([]);
    expect(taggedJobs(lines, [span("company", "Veltrix Labs", 1)], experience, [], never)).toEqual([]);
    expect(
      taggedJobs(
        lines,
        [span("designation", "Engineer", 3), span("company", "Veltrix Labs", 3)],
        experience,
        [],
        never,
      ),
    ).toEqual([]);
    expect(
      taggedJobs(
        lines,
        [title, span("company", "Veltrix Labs", 1)],
        experience,
        ["Veltrix Labs Pvt Ltd"],
        never,
      ),
    ).toEqual([]);
    expect(
      taggedJobs(lines, [title, span("company", "Confidential", 1)], experience, [], () => true),
    ).toEqual([]);
  });
});
