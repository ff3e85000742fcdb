/**
 * The review of a parsed resume against a profile (pure): one row per thing the resume says that the
 * profile could take, with the value the profile holds now beside it, and the writes the rows a seeker
 * ticked turn into. Nothing is replaced silently: a row whose field already holds another value starts
 * unticked, and only ticked rows are ever written (each through the profile's own zod schema).
 */

import type { ReviewItem, ReviewValue } from "@portal/contracts";
import {
  hasSkill,
  MAX_EMPLOYMENTS,
  MAX_SKILLS,
  type ParsedResume,
  type ProfileData,
  RESUME_PREFILL_CONFIDENCE,
  type ResumeField,
  type ResumeYearMonth,
} from "@portal/domain";

const text = (value: string): ReviewValue => ({ kind: "text", text: value });

function sameText(a: string | null | undefined, b: string | null | undefined): boolean {
  return (a ?? "").trim().toLowerCase() === (b ?? "").trim().toLowerCase();
}

function yearMonth(value: ResumeYearMonth | null): string | null {
  if (!value) return null;
  return value.month ? `${value.year}-${String(value.month).padStart(2, "0")}` : String(value.year);
}

function item(
  key: string,
  group: ReviewItem["group"],
  field: ReviewItem["field"],
  parsed: ReviewValue,
  current: ReviewValue | null,
  found: ResumeField<unknown>,
  blockedBy: ReviewItem["blockedBy"] = null,
): ReviewItem {
  return {
    key,
    group,
    field,
    parsed,
    current,
    confidence: Math.round(found.confidence * 100) / 100,
    // Sure, applicable, and replacing nothing: the seeker still sees it and may untick it.
    preselected: blockedBy === null && current === null && found.confidence >= RESUME_PREFILL_CONFIDENCE,
    blockedBy,
  };
}

/** The review rows, in the order of REVIEW_GROUPS; values the profile already holds are left out. */
export function reviewItems(parsed: ParsedResume, data: ProfileData): ReviewItem[] {
  const items: ReviewItem[] = [];
  const personal = data.personal;

  if (parsed.name && !sameText(parsed.name.value, personal?.name))
    items.push(
      item(
        "personal.name",
        "personal",
        "name",
        text(parsed.name.value),
        personal ? text(personal.name) : null,
        parsed.name,
      ),
    );
  if (parsed.email && !sameText(parsed.email.value, personal?.email))
    items.push(
      item(
        "personal.email",
        "personal",
        "email",
        text(parsed.email.value),
        personal ? text(personal.email) : null,
        parsed.email,
      ),
    );
  if (parsed.phone) {
    const phone = parsed.phone.value;
    const current = personal ? `+${personal.mobile.diallingCode} ${personal.mobile.number}` : null;
    if (!personal || personal.mobile.number !== phone.nationalNumber)
      items.push(
        item(
          "personal.mobile",
          "personal",
          "mobile",
          text(`+${phone.diallingCode.replace(/^\+/, "")} ${phone.nationalNumber}`),
          current ? text(current) : null,
          parsed.phone,
        ),
      );
  }
  if (parsed.currentLocation && !sameText(parsed.currentLocation.value.name, personal?.currentLocation))
    items.push(
      item(
        "personal.currentLocation",
        "personal",
        "currentLocation",
        text(parsed.currentLocation.value.name),
        personal?.currentLocation ? text(personal.currentLocation) : null,
        parsed.currentLocation,
      ),
    );

  const experience = parsed.totalExperience;
  const known = data.experience;
  if (
    experience &&
    !(known && known.years === experience.value.years && known.months === experience.value.months)
  )
    items.push(
      item(
        "experience",
        "experience",
        "totalExperience",
        { kind: "experience", years: experience.value.years, months: experience.value.months },
        known ? { kind: "experience", years: known.years, months: known.months } : null,
        experience,
      ),
    );

  parsed.employment.forEach((entry, index) => {
    const job = entry.value;
    if (!job.designation || !job.company) return;
    const isListed = data.employments.some(
      (saved) => sameText(saved.company, job.company) && sameText(saved.designation, job.designation),
    );
    if (isListed) return;
    const blockedBy = job.current ? "currentJobNeedsNotice" : !job.from || !job.to ? "incompleteEntry" : null;
    items.push(
      item(
        `employments.${index}`,
        "employments",
        "employment",
        {
          kind: "employment",
          designation: job.designation,
          company: job.company,
          from: yearMonth(job.from),
          to: yearMonth(job.to),
          isCurrent: job.current,
        },
        null,
        entry,
        blockedBy,
      ),
    );
  });

  parsed.education.forEach((entry, index) => {
    const school = entry.value;
    if (!school.degree && !school.institute) return;
    items.push(
      item(
        `educations.${index}`,
        "educations",
        "education",
        {
          kind: "education",
          degree: [school.degree, school.specialization].filter(Boolean).join(", "),
          institute: school.institute ?? "",
          passingYear: school.passingYear,
        },
        null,
        entry,
        // Board, medium and course type are the profile's questions; a resume never says them.
        "educationNeedsDetails",
      ),
    );
  });

  const seen: string[] = [];
  for (const entry of parsed.skills) {
    const name = entry.value.name.replace(/\s+/g, " ").trim();
    if (!name || name.length > 60 || hasSkill(data.skills, name) || hasSkill(seen, name)) continue;
    seen.push(name);
    items.push(item(`skills.${name.toLowerCase()}`, "skills", "skill", text(name), null, entry));
  }
  return items;
}

/** What the ticked rows write, group by group (each checked by the group's schema before writing). */
export interface ReviewWrites {
  personal: Record<string, unknown> | null;
  experience: { isFresher: boolean; years: number; months: number } | null;
  employments: {
    designation: string;
    company: string;
    startDate: string;
    endDate: string | null;
    isCurrent: boolean;
    noticePeriod: null;
    lastWorkingDay: null;
  }[];
  skills: string[];
  /** Chosen rows that will be written. */
  applied: number;
  /** Chosen rows left out (a list is full, or the entry lacks what the profile needs). */
  skipped: number;
}

function monthOf(value: ResumeYearMonth | null): string | null {
  if (!value) return null;
  return `${value.year}-${String(value.month ?? 1).padStart(2, "0")}`;
}

/**
 * The writes for the chosen keys. Only applicable rows count; personal fields merge over what the
 * profile holds (or over the account's name, e-mail and mobile for a profile without personal details),
 * lists only ever grow.
 */
export function reviewWrites(
  parsed: ParsedResume,
  data: ProfileData,
  account: { name: string; email: string; mobile: { diallingCode: string; number: string } | null },
  keys: ReadonlySet<string>,
): ReviewWrites {
  const chosen = reviewItems(parsed, data).filter((row) => keys.has(row.key) && row.blockedBy === null);
  const has = (key: string) => chosen.some((row) => row.key === key);
  const writes: ReviewWrites = {
    personal: null,
    experience: null,
    employments: [],
    skills: [],
    applied: 0,
    skipped: 0,
  };

  const personalKeys = chosen.filter((row) => row.group === "personal");
  if (personalKeys.length > 0) {
    const base = data.personal ?? {
      name: account.name,
      email: account.email,
      mobile: account.mobile ?? { diallingCode: "", number: "" },
      currentLocation: "",
      preferredLocations: [],
      dateOfBirth: null,
      gender: null,
      differentlyAbled: null,
    };
    const next: Record<string, unknown> = { ...base };
    if (has("personal.name") && parsed.name) next.name = parsed.name.value;
    if (has("personal.email") && parsed.email) next.email = parsed.email.value;
    if (has("personal.mobile") && parsed.phone)
      next.mobile = {
        diallingCode: parsed.phone.value.diallingCode.replace(/^\+/, ""),
        number: parsed.phone.value.nationalNumber,
      };
    if (has("personal.currentLocation") && parsed.currentLocation)
      next.currentLocation = parsed.currentLocation.value.name;
    writes.personal = next;
  }

  if (has("experience") && parsed.totalExperience) {
    const { years, months } = parsed.totalExperience.value;
    writes.experience = { isFresher: years === 0 && months === 0, years, months };
  }

  let room = MAX_EMPLOYMENTS - data.employments.length;
  parsed.employment.forEach((entry, index) => {
    if (!has(`employments.${index}`)) return;
    const job = entry.value;
    const startDate = monthOf(job.from);
    const endDate = monthOf(job.to);
    if (room <= 0 || !job.designation || !job.company || !startDate || !endDate) {
      writes.skipped += 1;
      return;
    }
    room -= 1;
    writes.employments.push({
      designation: job.designation,
      company: job.company,
      startDate,
      endDate,
      isCurrent: false,
      noticePeriod: null,
      lastWorkingDay: null,
    });
  });

  let skillRoom = MAX_SKILLS - data.skills.length;
  for (const row of chosen) {
    if (row.group !== "skills" || row.parsed.kind !== "text") continue;
    if (skillRoom <= 0) {
      writes.skipped += 1;
      continue;
    }
    skillRoom -= 1;
    writes.skills.push(row.parsed.text);
  }
  writes.applied =
    personalKeys.length + (writes.experience ? 1 : 0) + writes.employments.length + writes.skills.length;
  return writes;
}
