/**
 * The provider's catalogue: courses and bundles generated from the shared skills taxonomy by
 * tools/generate-catalogue.ts and committed as catalogue.json beside this package's package.json, so the
 * provider never needs the taxonomy at run time. This module reads it and answers the API's searches.
 */
import { readFileSync } from "node:fs";

export const LEVELS = ["beginner", "intermediate", "advanced"] as const;
export type Level = (typeof LEVELS)[number];
export const PRICE_TIERS = ["t1", "t2", "t3"] as const;
export type PriceTier = (typeof PRICE_TIERS)[number];
/** Languages a course can be followed in: English always, some also in Hindi or Arabic. */
export const COURSE_LANGUAGES = ["en", "hi", "ar"] as const;
export type CourseLanguage = (typeof COURSE_LANGUAGES)[number];

export interface Course {
  /** A slug, stable across regenerations of the same taxonomy. */
  id: string;
  title: string;
  summary: string;
  /** The id of the course's category (a field of work: software, nursing, …). */
  category: string;
  level: Level;
  minutes: number;
  /** Skill names as the taxonomy writes them (ESCO preferred labels, O*NET technology names), 2–5. */
  skills: string[];
  languages: CourseLanguage[];
  priceTier: PriceTier;
}

export interface Bundle {
  id: string;
  title: string;
  summary: string;
  category: string;
  /** 3–5 courses, in the order to follow them. */
  courseIds: string[];
  minutes: number;
  skills: string[];
  /** The languages every course of the bundle is offered in. */
  languages: CourseLanguage[];
  priceTier: PriceTier;
}

export interface CatalogueSkill {
  name: string;
  source: "ESCO" | "O*NET";
  /** ESCO's concept URI, or O*NET's commodity code and title. */
  reference: string;
}

export interface Catalogue {
  licence: string[];
  generatedBy: string;
  categories: { id: string; name: string }[];
  skills: CatalogueSkill[];
  courses: Course[];
  bundles: Bundle[];
}

export const CATALOGUE_FILE = new URL("../catalogue.json", import.meta.url);
export const PAGE_SIZE = 20;

export function loadCatalogue(file: URL = CATALOGUE_FILE): Catalogue {
  return JSON.parse(readFileSync(file, "utf8")) as Catalogue;
}

export interface CourseQuery {
  /** Words that must all appear in the title, summary or skills (case-insensitive). */
  query?: string;
  /** A skill the course teaches (exact name, case-insensitive). */
  skill?: string;
  level?: Level;
  language?: CourseLanguage;
  maxMinutes?: number;
  category?: string;
  /** Only courses of these price tiers (the shop prices tiers; absent: any). */
  priceTiers?: readonly string[];
  /** 1-based. */
  page: number;
}

export interface CoursePage {
  items: Course[];
  total: number;
  page: number;
  pageSize: number;
}

function words(text: string): string[] {
  return text.toLocaleLowerCase("en").split(/\s+/).filter(Boolean);
}

/** Indexes a catalogue for the API's reads. */
export function createCatalogueIndex(catalogue: Catalogue) {
  const courses = new Map(catalogue.courses.map((course) => [course.id, course]));
  const bundles = new Map(catalogue.bundles.map((bundle) => [bundle.id, bundle]));
  const searchText = new Map(
    catalogue.courses.map((course) => [
      course.id,
      [course.title, course.summary, ...course.skills].join(" ").toLocaleLowerCase("en"),
    ]),
  );

  return {
    catalogue,
    course(id: string): Course | undefined {
      return courses.get(id);
    },
    bundle(id: string): Bundle | undefined {
      return bundles.get(id);
    },
    bundles(): Bundle[] {
      return catalogue.bundles;
    },
    searchCourses(query: CourseQuery): CoursePage {
      const wanted = words(query.query ?? "");
      const skill = query.skill?.toLocaleLowerCase("en");
      const matches = catalogue.courses.filter((course) => {
        if (query.level && course.level !== query.level) return false;
        if (query.language && !course.languages.includes(query.language)) return false;
        if (query.maxMinutes !== undefined && course.minutes > query.maxMinutes) return false;
        if (query.category && course.category !== query.category) return false;
        if (query.priceTiers && !query.priceTiers.includes(course.priceTier)) return false;
        if (skill && !course.skills.some((name) => name.toLocaleLowerCase("en") === skill)) return false;
        const text = searchText.get(course.id) ?? "";
        return wanted.every((word) => text.includes(word));
      });
      const start = (query.page - 1) * PAGE_SIZE;
      return {
        items: matches.slice(start, start + PAGE_SIZE),
        total: matches.length,
        page: query.page,
        pageSize: PAGE_SIZE,
      };
    },
  };
}

export type CatalogueIndex = ReturnType<typeof createCatalogueIndex>;
