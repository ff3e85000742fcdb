/**
 * Engagement cards (spec §2 "Engagement modals", §4): small questions that ask a seeker to review one
 * part of their default profile — confirm it, update it, skip it or be reminded later. Which cards are
 * due is decided here, purely, from facts the server gathers (the profile's groups and when each was
 * last saved, the account's mobile verification) and what the seeker did with each card before.
 *
 * A card is due because its value is missing, or because it is older than its age limit (salary six
 * months, notice period three…). Confirming a value counts as refreshing it. Skipping hides a card for
 * SKIP_DAYS under the rules version it was skipped under; "remind me later" hides it for
 * REMIND_LATER_DAYS. Missing values come before stale ones, each in CARD_PRIORITY order.
 */

import type { FieldProblem } from "./field-problems.ts";
import type { Employment, Personal, ProfileData, ProfileGroup } from "./profile.ts";
import {
  createProfileFromForm,
  listEntryFromForm,
  objectGroupFromForm,
  type ProfileFormValues,
} from "./profile-form.ts";

/**
 * Bumped whenever a rule, an age limit or the priority changes: it travels with every card in the
 * X-Rule-Version header and is stored with each action, so a skip made under older rules stops hiding.
 */
export const ENGAGEMENT_RULES_VERSION = "2026-11.1";

/** The cards in priority order (the first due card is the one shown). */
export const CARD_IDS = [
  "profile-import",
  "mobile-otp",
  "current-salary",
  "notice-period",
  "designation",
  "experience",
  "current-location",
  "preferred-location",
  "skills",
  "work-authorization",
  "education",
] as const;
export type CardId = (typeof CARD_IDS)[number];
export const CARD_PRIORITY: readonly CardId[] = CARD_IDS;

export function isCardId(value: unknown): value is CardId {
  return typeof value === "string" && (CARD_IDS as readonly string[]).includes(value);
}

/** What a seeker did with a card; the four answers of spec §4. */
export const CARD_ACTIONS = ["confirmed", "updated", "skipped", "remind-later"] as const;
export type CardAction = (typeof CARD_ACTIONS)[number];

/** Everything recorded about cards, for engagement and abandonment figures. */
export const CARD_EVENTS = [
  "shown",
  "opened",
  "confirmed",
  "updated",
  "skipped",
  "remind-later",
  "abandoned",
  "field-changed",
] as const;
export type CardEvent = (typeof CARD_EVENTS)[number];
/** Events the browser may report itself (the others are recorded by the calls that cause them). */
export const TRACKABLE_CARD_EVENTS = ["shown", "opened"] as const satisfies readonly CardEvent[];
export type TrackableCardEvent = (typeof TRACKABLE_CARD_EVENTS)[number];

export const REMIND_LATER_DAYS = 3;
export const SKIP_DAYS = 90;

/** Headers of spec §7: seeker-card replies name the rule applied and its version; popup calls their source. */
export const RULE_APPLIED_HEADER = "X-Rule-Applied";
export const RULE_VERSION_HEADER = "X-Rule-Version";
export const SOURCE_HEADER = "X-Source";
export const POPUP_SOURCE = "popup";

export const DUE_REASONS = ["missing", "stale"] as const;
export type DueReason = (typeof DUE_REASONS)[number];

export interface CardRule {
  /** The profile group the card reviews; its "last saved" time is what ages. */
  group: ProfileGroup | null;
  /** Months after which a value is due again; null: only when missing. */
  ageLimitMonths: number | null;
}

export const CARD_RULES: Readonly<Record<CardId, CardRule>> = {
  "profile-import": { group: null, ageLimitMonths: null },
  "mobile-otp": { group: null, ageLimitMonths: null },
  "current-salary": { group: "salary", ageLimitMonths: 6 },
  "notice-period": { group: "employments", ageLimitMonths: 3 },
  designation: { group: "employments", ageLimitMonths: 6 },
  experience: { group: "experience", ageLimitMonths: 6 },
  "current-location": { group: "personal", ageLimitMonths: 12 },
  "preferred-location": { group: "personal", ageLimitMonths: 12 },
  skills: { group: "skills", ageLimitMonths: 12 },
  "work-authorization": { group: "workAuthorization", ageLimitMonths: 12 },
  education: { group: "educations", ageLimitMonths: null },
};

export interface CardFacts {
  /** The default profile's data; null when the seeker has no profile yet. */
  data: ProfileData | null;
  /** When each group of the default profile was last saved (ISO times). */
  groupUpdatedAt: Partial<Record<ProfileGroup, string>>;
  /** The account's mobile number, if it has one, and whether a code proved it. */
  hasMobile: boolean;
  isMobileVerified: boolean;
}

export interface CardState {
  cardId: CardId;
  lastAction: CardAction;
  actedAt: string | Date;
  hiddenUntil: string | Date | null;
  ruleVersion: string;
}

export interface DueCard {
  cardId: CardId;
  reason: DueReason;
  /** The rule's name as sent in X-Rule-Applied, e.g. "current-salary.stale". */
  ruleApplied: string;
}

const DAY_MS = 24 * 3600 * 1000;

function time(value: string | Date): number {
  return typeof value === "string" ? Date.parse(value) : value.getTime();
}

/** `months` calendar months before `now` (the 31st minus one month is the last day of the month before). */
export function monthsBefore(now: Date, months: number): Date {
  const result = new Date(now.getTime());
  const day = result.getUTCDate();
  result.setUTCDate(1);
  result.setUTCMonth(result.getUTCMonth() - months);
  const lastDay = new Date(Date.UTC(result.getUTCFullYear(), result.getUTCMonth() + 1, 0)).getUTCDate();
  result.setUTCDate(Math.min(day, lastDay));
  return result;
}

export function addDays(now: Date, days: number): Date {
  return new Date(now.getTime() + days * DAY_MS);
}

/** The seeker's current job; else null. */
export function currentEmployment(data: ProfileData | null): Employment | null {
  return data?.employments.find((entry) => entry.isCurrent) ?? null;
}

/** The job the designation card shows: the current one, else the most recent one. */
export function latestEmployment(data: ProfileData | null): Employment | null {
  if (!data || data.employments.length === 0) return null;
  return (
    currentEmployment(data) ??
    [...data.employments].sort((a, b) => (b.endDate ?? "").localeCompare(a.endDate ?? ""))[0] ??
    null
  );
}

function isFresher(data: ProfileData): boolean {
  return data.experience?.isFresher === true;
}

/** Whether the card's value is missing; null when the card does not apply to this seeker at all. */
function missingness(cardId: CardId, facts: CardFacts, today: string): boolean | null {
  const { data } = facts;
  if (cardId === "profile-import") return data === null;
  if (cardId === "mobile-otp") return facts.hasMobile ? !facts.isMobileVerified : null;
  if (data === null) return null;
  switch (cardId) {
    case "current-salary":
      return isFresher(data) ? null : data.salary === null;
    case "notice-period": {
      const job = currentEmployment(data);
      if (!job) return null;
      // A notice already served out is as good as missing: the seeker is now free to join.
      if (job.noticePeriod === "serving" && (job.lastWorkingDay ?? "") < today) return true;
      return !job.noticePeriod;
    }
    case "designation":
      return isFresher(data) ? null : data.employments.length === 0;
    case "experience":
      return data.experience === null;
    case "current-location":
      return !data.personal?.currentLocation;
    case "preferred-location":
      return !data.personal || data.personal.preferredLocations.length === 0;
    case "skills":
      return data.skills.length === 0;
    case "work-authorization":
      return data.workAuthorization === null;
    case "education":
      return data.educations.length === 0;
  }
}

/** When the card's value was last saved or confirmed; null when never. */
export function lastRefreshed(cardId: CardId, facts: CardFacts, state: CardState | undefined): number | null {
  const group = CARD_RULES[cardId].group;
  const saved = group ? facts.groupUpdatedAt[group] : undefined;
  const times = [saved ? time(saved) : Number.NaN];
  if (state && (state.lastAction === "confirmed" || state.lastAction === "updated"))
    times.push(time(state.actedAt));
  const known = times.filter((value) => Number.isFinite(value));
  return known.length > 0 ? Math.max(...known) : null;
}

/**
 * Why a card is due (missing or stale), or null when it is not due or does not apply; snoozes are not
 * looked at here.
 */
export function dueReason(
  cardId: CardId,
  facts: CardFacts,
  state: CardState | undefined,
  now: Date,
): DueReason | null {
  const isMissing = missingness(cardId, facts, now.toISOString().slice(0, 10));
  if (isMissing === null) return null;
  if (isMissing) return "missing";
  const { ageLimitMonths } = CARD_RULES[cardId];
  if (ageLimitMonths === null) return null;
  const refreshed = lastRefreshed(cardId, facts, state);
  // A value nobody ever dated (an old import) is treated as stale: we cannot tell how old it is.
  if (refreshed === null) return "stale";
  return refreshed <= monthsBefore(now, ageLimitMonths).getTime() ? "stale" : null;
}

/** Whether an earlier skip or "remind me later" still hides the card. */
export function isSnoozed(state: CardState | undefined, now: Date): boolean {
  if (!state?.hiddenUntil) return false;
  if (time(state.hiddenUntil) <= now.getTime()) return false;
  if (state.lastAction === "skipped") return state.ruleVersion === ENGAGEMENT_RULES_VERSION;
  return state.lastAction === "remind-later";
}

/** When an answer hides the card until; null for answers that do not hide it. */
export function hiddenUntilAfter(action: CardAction, now: Date): Date | null {
  if (action === "skipped") return addDays(now, SKIP_DAYS);
  if (action === "remind-later") return addDays(now, REMIND_LATER_DAYS);
  return null;
}

export function ruleName(cardId: CardId, reason: DueReason): string {
  return `${cardId}.${reason}`;
}

/** The due cards, missing before stale, each in priority order; snoozed cards left out. */
export function nextCards(facts: CardFacts, states: readonly CardState[], now: Date): DueCard[] {
  const stateOf = new Map(states.map((state) => [state.cardId, state]));
  const due: DueCard[] = [];
  for (const cardId of CARD_PRIORITY) {
    const state = stateOf.get(cardId);
    const reason = dueReason(cardId, facts, state, now);
    if (reason === null || isSnoozed(state, now)) continue;
    due.push({ cardId, reason, ruleApplied: ruleName(cardId, reason) });
  }
  const rank = (card: DueCard) =>
    (card.cardId === "profile-import" ? -1 : card.reason === "missing" ? 0 : 1) * 100 +
    CARD_PRIORITY.indexOf(card.cardId);
  return due.sort((a, b) => rank(a) - rank(b));
}

/** A rule name as the browser sends it back: checked, so only our own names are recorded. */
export function isRuleName(value: unknown): value is string {
  if (typeof value !== "string") return false;
  const [cardId, reason, ...rest] = value.split(".");
  return rest.length === 0 && isCardId(cardId) && (reason === "missing" || reason === "stale");
}

/** A rules version as sent back: a short version-like text (older versions are legitimate). */
export function isRuleVersion(value: unknown): value is string {
  return typeof value === "string" && /^[\w.-]{1,20}$/.test(value);
}

/** Fields each card's update form has, for field-level tracking. */
export const CARD_FIELDS: Readonly<Record<CardId, readonly string[]>> = {
  "profile-import": ["name", "source"],
  "mobile-otp": ["otp"],
  "current-salary": ["currentLakhs", "currentThousands", "currentSalary", "salaryMode"],
  "notice-period": ["noticePeriod", "lastWorkingDay"],
  designation: [
    "designation",
    "company",
    "startDate",
    "endDate",
    "isCurrent",
    "noticePeriod",
    "lastWorkingDay",
  ],
  experience: ["years", "months"],
  "current-location": ["currentLocation"],
  "preferred-location": ["preferredLocations"],
  skills: ["skills"],
  "work-authorization": ["visaStatus", "workCountries", "usaWorkStatus"],
  education: [
    "courseId",
    "specialization",
    "institute",
    "board",
    "medium",
    "percentageBand",
    "passingYear",
    "educationType",
  ],
};

/** Cards whose "Yes, this is correct" has nothing to confirm (there is no value yet, or it needs a code). */
export function canConfirm(cardId: CardId, reason: DueReason): boolean {
  return cardId !== "profile-import" && cardId !== "mobile-otp" && reason === "stale";
}

/** A list of skills typed in one box, separated by commas or new lines; each once, in typed order. */
export function skillsFromText(text: string): string[] {
  const seen = new Set<string>();
  const skills: string[] = [];
  for (const item of text.split(/[,\n]/)) {
    const skill = item.trim().replace(/\s+/g, " ");
    const key = skill.toLowerCase();
    if (skill === "" || seen.has(key)) continue;
    seen.add(key);
    skills.push(skill);
  }
  return skills;
}

/** What a card shows for review, taken from the default profile and the account. */
export interface CardValues {
  "profile-import": { hasProfile: boolean };
  "mobile-otp": { mobile: { diallingCode: string; number: string } | null };
  "current-salary": ProfileData["salary"];
  "notice-period": Employment | null;
  designation: Employment | null;
  experience: ProfileData["experience"];
  "current-location": { currentLocation: string | null };
  "preferred-location": { preferredLocations: string[] };
  skills: { skills: string[] };
  "work-authorization": ProfileData["workAuthorization"];
  education: ProfileData["educations"][number] | null;
}

export function cardValue<C extends CardId>(
  cardId: C,
  data: ProfileData | null,
  mobile: { diallingCode: string; number: string } | null,
): CardValues[C] {
  const values: { [K in CardId]: () => CardValues[K] } = {
    "profile-import": () => ({ hasProfile: data !== null }),
    "mobile-otp": () => ({ mobile }),
    "current-salary": () => data?.salary ?? null,
    "notice-period": () => currentEmployment(data),
    designation: () => latestEmployment(data),
    experience: () => data?.experience ?? null,
    "current-location": () => ({ currentLocation: data?.personal?.currentLocation || null }),
    "preferred-location": () => ({ preferredLocations: data?.personal?.preferredLocations ?? [] }),
    skills: () => ({ skills: data?.skills ?? [] }),
    "work-authorization": () => data?.workAuthorization ?? null,
    education: () => data?.educations.at(-1) ?? null,
  };
  return values[cardId]() as CardValues[C];
}

/** One card as the API and the pages show it. */
export interface CardView<C extends CardId = CardId> {
  cardId: C;
  /** Null when the card is not due now (asked for by name after it was answered). */
  reason: DueReason | null;
  ruleApplied: string | null;
  ruleVersion: string;
  profileId: string | null;
  value: CardValues[C];
  /** When the value was last saved or confirmed (ISO), if ever. */
  refreshedAt: string | null;
  ageLimitMonths: number | null;
}

function formText(form: ProfileFormValues, name: string): string {
  const value = form[name];
  return ((typeof value === "string" ? value : value?.[0]) ?? "").trim();
}

/**
 * A card's update form (plain strings, as posted) as the JSON body of the card's update call. Used by
 * the page action and by the browser before calling the API, so both send the same thing.
 */
export function cardBodyFromForm(cardId: CardId, form: ProfileFormValues): Record<string, unknown> {
  switch (cardId) {
    case "profile-import":
      return createProfileFromForm(form) as Record<string, unknown>;
    case "mobile-otp":
      return { otp: formText(form, "otp") };
    case "current-salary": {
      const { currency, currentSalary, salaryMode } = objectGroupFromForm("salary", form) as Record<
        string,
        unknown
      >;
      return { currency, currentSalary, salaryMode };
    }
    case "notice-period":
      return {
        noticePeriod: formText(form, "noticePeriod") || null,
        lastWorkingDay: formText(form, "lastWorkingDay") || null,
      };
    case "designation":
      return {
        ...(listEntryFromForm("employments", form) as object),
        entryId: formText(form, "entryId") || null,
      };
    case "education":
      return {
        ...(listEntryFromForm("educations", form) as object),
        entryId: formText(form, "entryId") || null,
      };
    case "experience":
      return objectGroupFromForm("experience", form) as Record<string, unknown>;
    case "work-authorization":
      return objectGroupFromForm("workAuthorization", form) as Record<string, unknown>;
    case "current-location":
      return { currentLocation: formText(form, "currentLocation") };
    case "preferred-location": {
      const personal = objectGroupFromForm("personal", form) as { preferredLocations: string[] };
      return { preferredLocations: personal.preferredLocations };
    }
    case "skills":
      return { skills: skillsFromText(formText(form, "skills")) };
  }
}

/** The account's details a personal group starts from when the profile has none yet. */
export interface PersonalBase {
  name: string;
  email: string;
  mobile: { diallingCode: string; number: string } | null;
}

/**
 * The whole group a card's update saves: the card's fields over what the profile already holds, so the
 * group's own schema checks it (the same check the profile page makes).
 */
export function mergedGroupInput(
  cardId: "current-salary" | "current-location" | "preferred-location",
  data: ProfileData | null,
  body: Record<string, unknown>,
  base: PersonalBase,
): unknown {
  if (cardId === "current-salary") {
    return {
      expectedSalary: data?.salary?.expectedSalary ?? null,
      ...data?.salary,
      ...pick(body, ["currency", "currentSalary", "salaryMode"]),
    };
  }
  const personal: Partial<Personal> = data?.personal ?? {
    name: base.name,
    email: base.email,
    mobile: base.mobile ?? { diallingCode: "", number: "" },
    currentLocation: "",
    preferredLocations: [],
    dateOfBirth: null,
    gender: null,
    differentlyAbled: null,
  };
  const field = cardId === "current-location" ? "currentLocation" : "preferredLocations";
  return { ...personal, ...pick(body, [field]) };
}

/** The card's own fields, every one of them: a field left out is a field left empty, not "keep the old". */
function pick(body: Record<string, unknown>, names: readonly string[]): Record<string, unknown> {
  return Object.fromEntries(names.map((name) => [name, body[name]]));
}

/** Problems of fields the card's form does not show become general ones (said above the form). */
export function cardProblems(cardId: CardId, problems: readonly FieldProblem[]): FieldProblem[] {
  const fields = CARD_FIELDS[cardId];
  return problems.map((problem) =>
    problem.field === undefined || fields.includes(problem.field)
      ? problem
      : { messageKey: problem.messageKey, ...(problem.params ? { params: problem.params } : {}) },
  );
}
