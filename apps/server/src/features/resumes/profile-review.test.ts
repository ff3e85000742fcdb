import {
  emptyProfileData,
  type ParsedResume,
  type ProfileData,
  RESUME_PREFILL_CONFIDENCE,
} from "@portal/domain";
import { describe, expect, it } from "vitest";
import { reviewItems, reviewWrites } from "./profile-review.ts";

const sure = RESUME_PREFILL_CONFIDENCE + 0.1;
const unsure = RESUME_PREFILL_CONFIDENCE - 0.3;

const parsed: ParsedResume = {
  name: { value: "Ravi Kumar", confidence: sure, source: "position" },
  email: { value: "ravi@example.com", confidence: sure, source: "pattern" },
  phone: {
    value: { e164: "+919812345678", countryCode: "IN", nationalNumber: "9812345678", diallingCode: "91" },
    confidence: sure,
    source: "pattern",
  },
  currentLocation: {
    value: { name: "Pune", state: "Maharashtra", countryCode: "IN" },
    confidence: unsure,
    source: "dictionary",
  },
  totalExperience: { value: { years: 6, months: 2 }, confidence: sure, source: "stated" },
  currentDesignation: null,
  currentCompany: null,
  employment: [
    {
      value: {
        designation: "Java Developer",
        company: "Lotus Bridge",
        from: { year: 2019, month: 7 },
        to: { year: 2022, month: 2 },
        current: false,
      },
      confidence: sure,
      source: "section",
    },
    {
      value: {
        designation: "Senior Developer",
        company: "Saranya Softech",
        from: { year: 2022, month: 3 },
        to: null,
        current: true,
      },
      confidence: sure,
      source: "section",
    },
  ],
  education: [
    {
      value: {
        degree: "B.E.",
        specialization: "Computer Science",
        institute: "Anna University",
        passingYear: 2016,
      },
      confidence: sure,
      source: "section",
    },
  ],
  skills: [
    { value: { name: "Java", written: "Java", known: true }, confidence: sure, source: "section" },
    { value: { name: "Kafka", written: "kafka", known: true }, confidence: unsure, source: "dictionary" },
  ],
};

function profileWith(overrides: Partial<ProfileData>): ProfileData {
  return { ...emptyProfileData(), ...overrides };
}

const account = {
  name: "Ravi K",
  email: "ravi.k@example.com",
  mobile: { diallingCode: "91", number: "9812345678" },
};

describe("reviewItems", () => {
  it("ticks sure values an empty profile lacks, not unsure ones, and blocks rows the profile's rules need more for", () => {
    const items = reviewItems(parsed, emptyProfileData());
    const ticked = items.filter((row) => row.preselected).map((row) => row.key);
    expect(ticked).toEqual([
      "personal.name",
      "personal.email",
      "personal.mobile",
      "experience",
      "employments.0",
      "skills.java",
    ]);
    expect(items.find((row) => row.key === "personal.currentLocation")?.preselected).toBe(false);
    expect(items.find((row) => row.key === "employments.1")?.blockedBy).toBe("currentJobNeedsNotice");
    expect(items.find((row) => row.key === "educations.0")?.blockedBy).toBe("educationNeedsDetails");
  });

  it("shows a value the profile holds beside the parsed one, unticked, and leaves out what it already says", () => {
    const data = profileWith({
      personal: {
        name: "Ravi K",
        email: "ravi@example.com",
        mobile: { diallingCode: "91", number: "9812345678" },
        currentLocation: "Mumbai",
        preferredLocations: ["Mumbai"],
        dateOfBirth: null,
        gender: null,
        differentlyAbled: null,
      },
      skills: ["java"],
    });
    const items = reviewItems(parsed, data);
    const name = items.find((row) => row.key === "personal.name");
    expect(name).toMatchObject({ current: { kind: "text", text: "Ravi K" }, preselected: false });
    expect(items.map((row) => row.key)).not.toContain("personal.email");
    expect(items.map((row) => row.key)).not.toContain("personal.mobile");
    expect(items.map((row) => row.key)).not.toContain("skills.java");
  });
});

describe("reviewWrites", () => {
  it("writes only the chosen, applicable rows and merges personal fields over what the profile holds", () => {
    const data = profileWith({
      personal: {
        name: "Ravi K",
        email: "old@example.com",
        mobile: { diallingCode: "91", number: "9800000000" },
        currentLocation: "Mumbai",
        preferredLocations: ["Mumbai"],
        dateOfBirth: null,
        gender: null,
        differentlyAbled: null,
      },
    });
    const writes = reviewWrites(
      parsed,
      data,
      account,
      new Set(["personal.email", "employments.0", "employments.1", "skills.kafka"]),
    );
    expect(writes.personal).toMatchObject({
      name: "Ravi K",
      email: "ravi@example.com",
      currentLocation: "Mumbai",
    });
    expect(writes.experience).toBeNull();
    expect(writes.employments).toEqual([
      expect.objectContaining({
        company: "Lotus Bridge",
        startDate: "2019-07",
        endDate: "2022-02",
        isCurrent: false,
      }),
    ]);
    expect(writes.skills).toEqual(["Kafka"]);
    expect(writes.applied).toBe(3);
  });

  it("writes nothing when nothing is chosen", () => {
    expect(reviewWrites(parsed, emptyProfileData(), account, new Set())).toEqual({
      personal: null,
      experience: null,
      employments: [],
      skills: [],
      applied: 0,
      skipped: 0,
    });
  });
});
