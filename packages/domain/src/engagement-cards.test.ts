import { describe, expect, it } from "vitest";
import {
  CARD_IDS,
  type CardFacts,
  type CardId,
  type CardState,
  cardBodyFromForm,
  cardProblems,
  dueReason,
  ENGAGEMENT_RULES_VERSION,
  isRuleName,
  isSnoozed,
  mergedGroupInput,
  monthsBefore,
  nextCards,
  REMIND_LATER_DAYS,
  SKIP_DAYS,
  skillsFromText,
} from "./engagement-cards.ts";
import { emptyProfileData, type ProfileData, type ProfileGroup } from "./profile.ts";

const NOW = new Date("2026-11-21T10:00:00Z");
const RECENT = "2026-11-01T10:00:00Z";

function fullData(): ProfileData {
  return {
    ...emptyProfileData(),
    personal: {
      name: "Asha Rao",
      email: "asha@example.com",
      mobile: { diallingCode: "91", number: "9876543210" },
      currentLocation: "Bengaluru",
      preferredLocations: ["Pune"],
      dateOfBirth: null,
      gender: null,
      differentlyAbled: null,
    },
    workAuthorization: { workCountries: ["IN"], usaWorkStatus: null, visaStatus: "citizen" },
    experience: { isFresher: false, years: 5, months: 0 },
    salary: { currency: "INR", currentSalary: 1_200_000, salaryMode: "Annually", expectedSalary: null },
    employments: [
      {
        id: "job-1",
        designation: "Developer",
        company: "Acme",
        startDate: "2021-01",
        endDate: null,
        isCurrent: true,
        noticePeriod: "30-days",
        lastWorkingDay: null,
      },
    ],
    educations: [
      {
        id: "edu-1",
        courseId: 5,
        specialization: "Computer Science",
        institute: "Anna University",
        board: "university",
        medium: "english",
        percentageBand: null,
        passingYear: 2016,
        educationType: "full-time",
      },
    ],
    skills: ["Java"],
  };
}

const ALL_GROUPS: ProfileGroup[] = [
  "personal",
  "workAuthorization",
  "experience",
  "salary",
  "employments",
  "educations",
  "skills",
];

function facts(overrides: Partial<CardFacts> = {}, groupTimes: Partial<Record<ProfileGroup, string>> = {}) {
  return {
    data: fullData(),
    groupUpdatedAt: { ...Object.fromEntries(ALL_GROUPS.map((group) => [group, RECENT])), ...groupTimes },
    hasMobile: true,
    isMobileVerified: true,
    ...overrides,
  } satisfies CardFacts;
}

function withData(change: (data: ProfileData) => void): CardFacts {
  const data = fullData();
  change(data);
  return facts({ data });
}

function state(cardId: CardId, overrides: Partial<CardState> = {}): CardState {
  return {
    cardId,
    lastAction: "confirmed",
    actedAt: NOW,
    hiddenUntil: null,
    ruleVersion: ENGAGEMENT_RULES_VERSION,
    ...overrides,
  };
}

const ago = (months: number, days = 0) =>
  new Date(monthsBefore(NOW, months).getTime() - days * 86_400_000).toISOString();

describe("engagement cards: nothing due for a complete, fresh profile", () => {
  it("a complete profile saved this month has no due card", () => {
    expect(nextCards(facts(), [], NOW)).toEqual([]);
  });
});

describe("engagement cards: due because missing", () => {
  const cases: [CardId, (data: ProfileData) => void][] = [
    [
      "current-salary",
      (data) => {
        data.salary = null;
      },
    ],
    [
      "experience",
      (data) => {
        data.experience = null;
      },
    ],
    [
      "work-authorization",
      (data) => {
        data.workAuthorization = null;
      },
    ],
    [
      "skills",
      (data) => {
        data.skills = [];
      },
    ],
    [
      "education",
      (data) => {
        data.educations = [];
      },
    ],
    [
      "designation",
      (data) => {
        data.employments = [];
      },
    ],
    [
      "current-location",
      (data) => {
        if (data.personal) data.personal.currentLocation = "";
      },
    ],
    [
      "preferred-location",
      (data) => {
        if (data.personal) data.personal.preferredLocations = [];
      },
    ],
    [
      "notice-period",
      (data) => {
        if (data.employments[0]) data.employments[0].noticePeriod = null;
      },
    ],
  ];

  it.each(cases)("%s is due when its value is missing", (cardId, change) => {
    expect(dueReason(cardId, withData(change), undefined, NOW)).toBe("missing");
    expect(nextCards(withData(change), [], NOW).map((card) => card.cardId)).toContain(cardId);
  });

  it("both location cards are due when the personal group was never saved", () => {
    const missing = withData((data) => {
      data.personal = null;
    });
    expect(dueReason("current-location", missing, undefined, NOW)).toBe("missing");
    expect(dueReason("preferred-location", missing, undefined, NOW)).toBe("missing");
  });

  it("no profile: only the import card (and the mobile card when unverified) are due", () => {
    const none = facts({ data: null, isMobileVerified: false });
    expect(nextCards(none, [], NOW).map((card) => card.cardId)).toEqual(["profile-import", "mobile-otp"]);
  });

  it("mobile verification is due only for an account with an unverified mobile", () => {
    expect(dueReason("mobile-otp", facts({ isMobileVerified: false }), undefined, NOW)).toBe("missing");
    expect(dueReason("mobile-otp", facts(), undefined, NOW)).toBeNull();
    expect(
      dueReason("mobile-otp", facts({ hasMobile: false, isMobileVerified: false }), undefined, NOW),
    ).toBeNull();
  });

  it("freshers are not asked for a salary or a designation", () => {
    const fresher = withData((data) => {
      data.experience = { isFresher: true, years: 0, months: 0 };
      data.salary = null;
      data.employments = [];
    });
    expect(dueReason("current-salary", fresher, undefined, NOW)).toBeNull();
    expect(dueReason("designation", fresher, undefined, NOW)).toBeNull();
    expect(dueReason("notice-period", fresher, undefined, NOW)).toBeNull();
  });

  it("a notice served out (last working day passed) makes the notice period due", () => {
    const served = withData((data) => {
      const job = data.employments[0];
      if (job) Object.assign(job, { noticePeriod: "serving", lastWorkingDay: "2026-11-01" });
    });
    expect(dueReason("notice-period", served, undefined, NOW)).toBe("missing");
    const serving = withData((data) => {
      const job = data.employments[0];
      if (job) Object.assign(job, { noticePeriod: "serving", lastWorkingDay: "2026-12-15" });
    });
    expect(dueReason("notice-period", serving, undefined, NOW)).toBeNull();
  });
});

describe("engagement cards: due because stale", () => {
  const limits: [CardId, ProfileGroup, number][] = [
    ["current-salary", "salary", 6],
    ["notice-period", "employments", 3],
    ["designation", "employments", 6],
    ["experience", "experience", 6],
    ["current-location", "personal", 12],
    ["preferred-location", "personal", 12],
    ["skills", "skills", 12],
    ["work-authorization", "workAuthorization", 12],
  ];
  it.each(limits)("%s is stale once %s is %i months old, not a day before", (cardId, group, months) => {
    expect(dueReason(cardId, facts({}, { [group]: ago(months) }), undefined, NOW)).toBe("stale");
    expect(dueReason(cardId, facts({}, { [group]: ago(months, -1) }), undefined, NOW)).toBeNull();
  });

  it("a salary saved seven months ago is due; the rule name says why", () => {
    const due = nextCards(facts({}, { salary: ago(7) }), [], NOW);
    expect(due).toEqual([{ cardId: "current-salary", reason: "stale", ruleApplied: "current-salary.stale" }]);
  });

  it("education never goes stale", () => {
    expect(dueReason("education", facts({}, { educations: ago(120) }), undefined, NOW)).toBeNull();
  });

  it("a value with no saved time at all counts as stale", () => {
    const undated = facts();
    delete undated.groupUpdatedAt.salary;
    expect(dueReason("current-salary", undated, undefined, NOW)).toBe("stale");
  });

  it("confirming a value refreshes it; confirming long ago does not", () => {
    const old = facts({}, { salary: ago(7) });
    expect(dueReason("current-salary", old, state("current-salary", { actedAt: ago(1) }), NOW)).toBeNull();
    expect(dueReason("current-salary", old, state("current-salary", { actedAt: ago(6) }), NOW)).toBe("stale");
    // Skipping is not confirming: the value stays stale.
    expect(
      dueReason(
        "current-salary",
        old,
        state("current-salary", { lastAction: "skipped", actedAt: ago(1) }),
        NOW,
      ),
    ).toBe("stale");
  });
});

describe("engagement cards: priority", () => {
  it("missing cards come before stale ones, each in priority order; import comes first", () => {
    const data = fullData();
    data.skills = [];
    data.workAuthorization = null;
    const mixed = facts({ data, isMobileVerified: false }, { salary: ago(7), personal: ago(13) });
    expect(nextCards(mixed, [], NOW).map((card) => card.ruleApplied)).toEqual([
      "mobile-otp.missing",
      "skills.missing",
      "work-authorization.missing",
      "current-salary.stale",
      "current-location.stale",
      "preferred-location.stale",
    ]);
  });

  it("every card has a rule and a place in the order", () => {
    expect(new Set(CARD_IDS).size).toBe(11);
    for (const cardId of CARD_IDS) expect(isRuleName(`${cardId}.stale`)).toBe(true);
    expect(isRuleName("salary.old")).toBe(false);
    expect(isRuleName("nope.stale")).toBe(false);
  });
});

describe("engagement cards: snoozes", () => {
  const stale = facts({}, { salary: ago(7) });
  const until = (days: number) => new Date(NOW.getTime() + days * 86_400_000);

  it("remind me later hides the card for the set days, then it returns", () => {
    const later = state("current-salary", {
      lastAction: "remind-later",
      hiddenUntil: until(REMIND_LATER_DAYS),
    });
    expect(nextCards(stale, [later], NOW)).toEqual([]);
    const justBefore = new Date(until(REMIND_LATER_DAYS).getTime() - 1000);
    expect(nextCards(stale, [later], justBefore)).toEqual([]);
    expect(nextCards(stale, [later], until(REMIND_LATER_DAYS)).map((card) => card.cardId)).toEqual([
      "current-salary",
    ]);
  });

  it("a skip hides the card for SKIP_DAYS, and only under the rules version it was made under", () => {
    const skipped = state("current-salary", { lastAction: "skipped", hiddenUntil: until(SKIP_DAYS) });
    expect(isSnoozed(skipped, NOW)).toBe(true);
    expect(isSnoozed(skipped, until(SKIP_DAYS))).toBe(false);
    expect(isSnoozed({ ...skipped, ruleVersion: "2020-01.1" }, NOW)).toBe(false);
  });

  it("a snooze of one card leaves the others", () => {
    const both = facts({}, { salary: ago(7), skills: ago(13) });
    const later = state("current-salary", { lastAction: "remind-later", hiddenUntil: until(3) });
    expect(nextCards(both, [later], NOW).map((card) => card.cardId)).toEqual(["skills"]);
  });
});

describe("engagement cards: forms and merging", () => {
  it("reads each card's form the way the group forms are read", () => {
    expect(
      cardBodyFromForm("current-salary", {
        currency: "INR",
        currentLakhs: "14",
        currentThousands: "50",
        salaryMode: "Annually",
      }),
    ).toEqual({
      currency: "INR",
      currentSalary: 1_450_000,
      salaryMode: "Annually",
    });
    expect(cardBodyFromForm("preferred-location", { preferredLocations: "Pune, Chennai" })).toEqual({
      preferredLocations: ["Pune", "Chennai"],
    });
    expect(cardBodyFromForm("skills", { skills: "Java, SQL,\njava, Spring  Boot" })).toEqual({
      skills: ["Java", "SQL", "Spring Boot"],
    });
    expect(cardBodyFromForm("notice-period", { noticePeriod: "30-days", lastWorkingDay: "" })).toEqual({
      noticePeriod: "30-days",
      lastWorkingDay: null,
    });
  });

  it("merges a card's fields over the saved group, keeping the rest", () => {
    const data = fullData();
    const base = { name: "Asha Rao", email: "asha@example.com", mobile: null };
    expect(mergedGroupInput("current-location", data, { currentLocation: "Pune" }, base)).toMatchObject({
      name: "Asha Rao",
      currentLocation: "Pune",
      preferredLocations: ["Pune"],
    });
    expect(
      mergedGroupInput(
        "current-salary",
        data,
        { currency: "INR", currentSalary: 5, salaryMode: "Monthly" },
        base,
      ),
    ).toEqual({ currency: "INR", currentSalary: 5, salaryMode: "Monthly", expectedSalary: null });
    expect(mergedGroupInput("preferred-location", null, { preferredLocations: ["Goa"] }, base)).toMatchObject(
      {
        name: "Asha Rao",
        email: "asha@example.com",
        preferredLocations: ["Goa"],
      },
    );
  });

  it("problems of fields the card does not show become general", () => {
    expect(
      cardProblems("current-location", [
        { field: "currentLocation", messageKey: "currentLocationRequired" },
        { field: "mobile", messageKey: "invalidMobile" },
      ]),
    ).toEqual([
      { field: "currentLocation", messageKey: "currentLocationRequired" },
      { messageKey: "invalidMobile" },
    ]);
  });

  it("skills typed with commas and new lines become one list without repeats", () => {
    expect(skillsFromText(" , ,")).toEqual([]);
    expect(skillsFromText("Go\nGO,Rust")).toEqual(["Go", "Rust"]);
  });
});
