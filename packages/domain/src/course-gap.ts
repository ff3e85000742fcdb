/**
 * "Courses for you" (issue 29): courses and bundles ranked by the skills they add that the seeker's target
 * jobs ask for and their profile lacks. Pure: the server gathers the counts (open jobs per missing skill)
 * and the catalogue, this decides the order.
 *
 * Job skills are written by recruiters ("Excel", "SQL", "OOP"); the provider writes ESCO and O*NET names
 * ("Microsoft Excel", "Structured query language SQL", "use object-oriented programming"). They are
 * compared by a key (case, accents, punctuation and a trailing "software" ignored), then:
 * - a job skill of two words or more, or an acronym ("SQL", "AWS"), matches a provider skill that ends with
 *   it as whole words ("Power BI" → "Microsoft Power BI", "Data Analysis" → "perform data analysis", "SQL"
 *   → "Structured query language SQL"). A single ordinary word does not: "Planning", "Testing" or
 *   "Documentation" end too many unrelated skills ("carry out inventory planning");
 * - single-word product names and a few names that are obviously the same thing but share no words are
 *   listed in SKILL_ALIASES.
 */

export type LearningLevel = "beginner" | "intermediate" | "advanced";

/** Lower case, accents folded, punctuation as spaces, a trailing "software" left out. */
export function courseSkillKey(name: string): string {
  return name
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}+#]+/gu, " ")
    .replace(/\s+/g, " ")
    .trim()
    .replace(/ software$/, "");
}

/**
 * Job skill key → provider skill keys that name the same thing in other words. Only pairs no reader
 * would dispute; anything looser belongs to a taxonomy, not here.
 */
export const SKILL_ALIASES: Readonly<Record<string, readonly string[]>> = {
  excel: ["use spreadsheets", "microsoft excel"],
  powerpoint: ["microsoft powerpoint"],
  illustrator: ["adobe illustrator"],
  indesign: ["adobe indesign"],
  photoshop: ["adobe photoshop"],
  "ms excel": ["use spreadsheets", "microsoft excel"],
  "advanced excel": ["use spreadsheets", "microsoft excel"],
  spreadsheets: ["use spreadsheets"],
  oop: ["use object oriented programming"],
  "object oriented programming": ["use object oriented programming"],
  programming: ["computer programming"],
  aws: ["amazon web services aws"],
  "amazon web services": ["amazon web services aws"],
  azure: ["microsoft azure"],
  forklift: ["operate forklift"],
  "power bi": ["microsoft power bi"],
  quickbooks: ["intuit quickbooks"],
  sap: ["sap"],
  "data analysis": ["perform data analysis"],
  "data visualization": ["deliver visual presentation of data"],
  "data visualisation": ["deliver visual presentation of data"],
  statistics: ["apply statistical analysis techniques"],
  payroll: ["manage payroll"],
  taxation: ["calculate tax"],
  "financial reporting": ["prepare financial statements"],
  budgeting: ["manage budgets", "budgetary principles"],
  negotiation: ["negotiate sales contracts"],
  "complaint handling": ["handle customer complaints"],
  "patient care": ["provide professional care in nursing"],
  "wound care": ["carry out wound care"],
  "inventory management": ["manage warehouse inventory"],
  "cash handling": ["operate cash register"],
  cybersecurity: ["cyber security"],
  "cloud computing": ["cloud technologies"],
};

/** "SQL", "AWS", "POS": an acronym names one thing, whatever words come before it. */
const ACRONYM = /^[A-Z][A-Z0-9]{1,5}$/;

/** Whether a job skill (a recruiter's word) and a provider skill (ESCO/O*NET) name the same thing. */
export function skillsMatch(jobSkill: string, providerSkill: string): boolean {
  const job = courseSkillKey(jobSkill);
  const provider = courseSkillKey(providerSkill);
  if (!job || !provider) return false;
  if (job === provider) return true;
  if (SKILL_ALIASES[job]?.includes(provider)) return true;
  const endsWith = provider.endsWith(` ${job}`);
  return endsWith && (job.includes(" ") || ACRONYM.test(jobSkill.trim()));
}

export interface MissingSkill {
  /** As the jobs write it. */
  skill: string;
  /** Open jobs among the seeker's targets that ask for it. */
  jobs: number;
}

/**
 * The skills the target jobs ask for that the profile lacks, with how many of those jobs ask for each,
 * most asked first. `jobs` is the skills of each target job (one entry per job).
 */
export function missingSkillCounts(
  jobs: readonly (readonly string[])[],
  profileSkills: readonly string[],
): MissingSkill[] {
  const have = new Set(profileSkills.map(courseSkillKey).filter(Boolean));
  const counts = new Map<string, MissingSkill>();
  for (const skills of jobs) {
    const seen = new Set<string>();
    for (const skill of skills) {
      const key = courseSkillKey(skill);
      if (!key || have.has(key) || seen.has(key)) continue;
      seen.add(key);
      const entry = counts.get(key) ?? { skill: skill.trim(), jobs: 0 };
      entry.jobs += 1;
      counts.set(key, entry);
    }
  }
  return [...counts.values()].sort((a, b) => b.jobs - a.jobs || a.skill.localeCompare(b.skill));
}

export interface GapCandidate {
  id: string;
  skills: readonly string[];
  /** Bundles have no level of their own. */
  level?: LearningLevel;
}

export interface RankedForGap<T> {
  item: T;
  /** The missing skills (as the jobs write them) it teaches, most asked first. */
  adds: MissingSkill[];
  /** The open-job counts of `adds` summed: how much of the gap it closes, for ordering. */
  demand: number;
}

const LEVEL_ORDER: Record<LearningLevel, number> = { beginner: 0, intermediate: 1, advanced: 2 };

/**
 * Courses (or bundles) that teach missing skills. Courses within one level of `level` come first (a
 * fresher starts at beginner or intermediate, not advanced; an experienced seeker is not sent back to the
 * basics first); within that, by how many open jobs ask for the skills they add (summed over the skills),
 * then by level fit (the closest first), then by catalogue order. Items adding nothing are left out.
 */
export function rankCoursesForGap<T extends GapCandidate>(
  items: readonly T[],
  missing: readonly MissingSkill[],
  options: { level?: LearningLevel; limit?: number } = {},
): RankedForGap<T>[] {
  const wantedLevel = LEVEL_ORDER[options.level ?? "beginner"];
  const ranked = items
    .map((item, order) => {
      const adds = missing.filter((gap) => item.skills.some((skill) => skillsMatch(gap.skill, skill)));
      const demand = adds.reduce((sum, gap) => sum + gap.jobs, 0);
      const fit = item.level === undefined ? 0 : Math.abs(LEVEL_ORDER[item.level] - wantedLevel);
      return { item, adds, demand, fit, order };
    })
    .filter((entry) => entry.adds.length > 0)
    .sort(
      (a, b) =>
        Number(a.fit > 1) - Number(b.fit > 1) || b.demand - a.demand || a.fit - b.fit || a.order - b.order,
    );
  return ranked
    .slice(0, options.limit ?? ranked.length)
    .map(({ item, adds, demand }) => ({ item, adds, demand }));
}
