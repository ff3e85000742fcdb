/**
 * Job descriptions as employers write them, restricted to the markup the portal renders as is
 * (p, ul, li, strong). Every interpolated value is escaped.
 */
import type { SiteId, WorkMode } from "@portal/domain";
import { pick, pickSome, type Random, randomInt } from "./random.ts";

export interface DescriptionInput {
  title: string;
  companyName: string;
  locations: readonly string[];
  skills: readonly string[];
  experienceMin: number;
  experienceMax: number;
  qualification: string;
  workMode: WorkMode;
  siteId: SiteId;
  duties: readonly string[];
  intro: readonly string[];
  perks: readonly string[];
}

const HTML_ESCAPES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => HTML_ESCAPES[character] ?? character);
}

const WORK_MODE_LINES: Record<WorkMode, string> = {
  office: "This is an office-based role.",
  hybrid: "This is a hybrid role: three days a week in the office, the rest from home.",
  remote: "This role is fully remote within the country; occasional travel to the office may be needed.",
};

const SOFT_REQUIREMENTS = [
  "Good written and spoken communication",
  "A sense of ownership and attention to detail",
  "Comfortable working to deadlines in a fast-moving team",
  "Willingness to learn and to help others learn",
  "Strong problem-solving skills",
];

/** "an Accounts Executive", "an HR Executive", "a UI/UX Designer", "a Staff Nurse". */
export function article(title: string): "a" | "an" {
  const firstWord = title.split(" ")[0] ?? "";
  const isAcronym = firstWord.length > 1 && firstWord === firstWord.toUpperCase() && /[A-Z]/.test(firstWord);
  // Acronyms are read letter by letter: "an" before letters whose names start with a vowel sound.
  if (isAcronym) return /^[AEFHILMNORSX]/.test(firstWord) ? "an" : "a";
  if (/^[AEIO]/i.test(firstWord)) return "an";
  // "a Unit Head", "a User Researcher", but "an Underwriter".
  if (/^U/i.test(firstWord)) return /^U(ni|s[aeu]|r[aeiou]|ti)/i.test(firstWord) ? "a" : "an";
  return "a";
}

export function buildDescription(random: Random, input: DescriptionInput): string {
  const title = escapeHtml(input.title);
  const company = escapeHtml(input.companyName);
  const [firstCity, ...otherCities] = input.locations.map(escapeHtml);
  const where = otherCities.length > 0 ? `${firstCity} (also ${otherCities.join(", ")})` : firstCity;
  const skills = input.skills.map(escapeHtml);

  const duties = pickSome(random, input.duties, randomInt(random, 3, 5)).map((duty) =>
    escapeHtml(duty).replace("{skill}", skills[randomInt(random, 0, Math.min(2, skills.length - 1))] ?? ""),
  );
  const experience =
    input.experienceMin === 0
      ? `Freshers and candidates with up to ${input.experienceMax} years of experience`
      : `${input.experienceMin}–${input.experienceMax} years of relevant experience`;
  const named = skills.slice(0, 3);
  const skillLine =
    named.length > 1 ? `${named.slice(0, -1).join(", ")} and ${named[named.length - 1]}` : (named[0] ?? "");
  const requirements = [
    experience,
    `Hands-on experience with ${skillLine}`,
    `${escapeHtml(input.qualification)} or equivalent`,
    pick(random, SOFT_REQUIREMENTS),
  ];

  return [
    `<p><strong>${company}</strong> is hiring ${article(input.title)} <strong>${title}</strong> in ${where}. ${escapeHtml(pick(random, input.intro))}</p>`,
    "<p><strong>What you will do</strong></p>",
    `<ul>${duties.map((duty) => `<li>${duty}</li>`).join("")}</ul>`,
    "<p><strong>What we are looking for</strong></p>",
    `<ul>${requirements.map((line) => `<li>${line}</li>`).join("")}</ul>`,
    `<p>${WORK_MODE_LINES[input.workMode]} ${escapeHtml(pick(random, input.perks))}</p>`,
  ].join("");
}
