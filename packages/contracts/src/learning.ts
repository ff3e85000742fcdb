/**
 * Courses from the learning provider (decision 050). Single sign-on first: the `sso` service of the load
 * context (implemented in apps/server/src/features/learning/sso.ts) answers the sign-in page at
 * `/sso/<uid>`, where a seeker lets the learning site know who they are.
 */
import type { LearningSummary, SiteId } from "@portal/domain";
import { z } from "zod";
import type { AccountUser } from "./account-user.ts";
import type { Cart, CartOwner } from "./storefront.ts";

/** A course as the learning provider describes it (its API, version 1). */
export const courseSchema = z.object({
  id: z.string(),
  title: z.string(),
  summary: z.string(),
  category: z.string(),
  level: z.enum(["beginner", "intermediate", "advanced"]),
  minutes: z.number().int(),
  skills: z.array(z.string()),
  languages: z.array(z.string()),
  /** The storefront prices tiers per site. */
  priceTier: z.string(),
  previewUrl: z.string(),
  captionsUrl: z.string(),
});
export type Course = z.infer<typeof courseSchema>;

export const courseBundleSchema = z.object({
  id: z.string(),
  title: z.string(),
  summary: z.string(),
  category: z.string(),
  courseIds: z.array(z.string()),
  minutes: z.number().int(),
  skills: z.array(z.string()),
  languages: z.array(z.string()),
  priceTier: z.string(),
  courses: z.array(courseSchema).optional(),
});
export type CourseBundle = z.infer<typeof courseBundleSchema>;

/** An answer read through the provider: from its cache when it did not answer now. */
export const cachedAnswerSchema = <T extends z.ZodType>(value: T) =>
  z.object({ value, fromCache: z.boolean(), fetchedAt: z.string() });

export interface SsoInteraction {
  uid: string;
  /** The learning site, by its name. */
  clientName: string;
  /** What it asks to know: "openid", "profile" (name, language), "email". */
  scopes: string[];
  /** The seeker agreed before: the page goes on at once. */
  hasConsented: boolean;
}

export interface SsoContract {
  /** The question for a logged-in seeker (`host`: the site's host, whose provider asked). */
  interaction(user: AccountUser, host: string | undefined, uid: string): Promise<SsoInteraction>;
  /** The seeker's answer; where the browser goes next. */
  finish(user: AccountUser, host: string | undefined, uid: string, allow: boolean): Promise<string>;
}

/** A course on the seeker's learning page: enrolled, under way or finished, and what it can add. */
export interface LearnerCourse {
  courseId: string;
  title: string;
  status: "enrolled" | "in_progress" | "completed";
  percent: number;
  certificateUrl: string | null;
  completedAt: string | null;
  /** Where "Start learning" / "Continue" goes: the provider's sign-in, then the course. */
  startUrl: string;
  /** A finished course's skills the seeker's profile does not list yet (they confirm adding them). */
  skillsToAdd: string[];
  /** A finished course's certificate the default profile does not show yet (the seeker confirms adding it). */
  certificateToAdd: boolean;
}

export interface LearnerView {
  courses: LearnerCourse[];
  /** Bundles the seeker is enrolled in (spec: active bundles) with their status. */
  bundles: { bundleId: string; title: string; status: LearnerCourse["status"]; percent: number }[];
  /** The provider answered about enrolments now (else only the progress we hold is shown). */
  providerAnswered: boolean;
}

export interface LearnerContract {
  /** The seeker's learning page: enrolments and progress (spec: course activity, active bundles, active status). */
  view(user: AccountUser): Promise<LearnerView>;
  /** Adds a finished course's skills and certificate to the seeker's default profile (they asked for it). */
  addSkills(user: AccountUser, courseId: string): Promise<{ added: string[]; certificate: boolean }>;
  /**
   * Active bundles and status (spec) from what the portal holds, without asking the provider: fast enough
   * for the dashboard, and there when the provider is down.
   */
  summary(userId: string): Promise<LearningSummary>;
}

const learningStatusSchema = z.enum(["enrolled", "in_progress", "completed"]);
export const learningSummarySchema = z.object({
  bundles: z.array(
    z.object({
      bundleId: z.string(),
      title: z.string(),
      status: learningStatusSchema,
      percent: z.number().int(),
    }),
  ),
  courses: z.object({
    enrolled: z.number().int(),
    in_progress: z.number().int(),
    completed: z.number().int(),
  }),
});

export interface CourseSearch {
  query?: string;
  skill?: string;
  level?: Course["level"];
  language?: "en" | "hi" | "ar";
  maxMinutes?: number;
  /** At most this price on the site, in its currency's minor units (courses of the tiers it allows). */
  maxPriceMinor?: number;
  page?: number;
}

export interface CoursePage {
  items: Course[];
  total: number;
  page: number;
  pageSize: number;
}

/** An answer read through the provider; `fromCache` when it did not answer now and the last one is shown. */
export interface CachedAnswer<T> {
  value: T;
  fromCache: boolean;
  fetchedAt: string;
}

/** A missing skill, as the seeker's target jobs write it, and how many of those open jobs ask for it. */
export interface SkillGap {
  skill: string;
  jobs: number;
}

export interface CourseForYou {
  course: Course;
  /** The missing skills it teaches, most asked first. */
  adds: SkillGap[];
}

export interface BundleForYou {
  bundle: CourseBundle;
  adds: SkillGap[];
}

/** "Courses for you": from the skills the seeker's target jobs ask for and their default profile lacks. */
export interface CoursesForYou {
  /** What the targets were: the wanted roles and recent searches looked at. */
  targets: string[];
  /** Open jobs read for those targets. */
  jobsRead: number;
  gaps: SkillGap[];
  courses: CourseForYou[];
  bundles: BundleForYou[];
  /** Some of the catalogue came from the cache. */
  fromCache: boolean;
}

/** A course's or bundle's price on the site (by its price tier) and whether the seeker owns it already. */
export interface CourseOffer {
  /** In the site currency's minor units; null when the site does not sell it. */
  priceMinor: number | null;
  listPriceMinor: number | null;
  /** The seeker is enrolled (bought it, or a bundle holding it): "Start learning" instead of buying. */
  owned: boolean;
}

/**
 * The course catalogue for pages (implemented in apps/server/src/features/learning/courses.ts): read through
 * the provider and its cache; every read throws UNAVAILABLE ("coursesUnavailable") when neither answers.
 */
export interface CoursesContract {
  courses(search: CourseSearch, siteId: SiteId): Promise<CachedAnswer<CoursePage>>;
  /** A course's price on the site per price tier, cheapest first: the choices of the price filter. */
  coursePrices(siteId: SiteId): { tier: string; priceMinor: number }[];
  course(id: string): Promise<CachedAnswer<Course | null>>;
  bundles(): Promise<CachedAnswer<{ items: CourseBundle[]; total: number }>>;
  bundle(id: string): Promise<CachedAnswer<CourseBundle | null>>;
  /** The provider's public address, where browsers go to learn ("Start learning") and load previews. */
  providerUrl(): string;
  /** Courses and bundles for a seeker's skill gap on this site; null for anyone but a seeker. */
  forYou(user: AccountUser, siteId: SiteId): Promise<CoursesForYou | null>;
  /** The price of `item` on the site and whether `user` owns it (decision 051). */
  offer(
    user: AccountUser | null,
    siteId: SiteId,
    kind: "course" | "bundle",
    item: { id: string; priceTier: string },
  ): Promise<CourseOffer>;
  /**
   * Puts a course or bundle into the owner's cart at its price tier's plan, read from the provider;
   * CONFLICT "courseOwned" when the seeker has it already, "courseNotSold" when the site does not sell it.
   */
  addToCart(owner: CartOwner, siteId: SiteId, kind: "course" | "bundle", id: string): Promise<Cart>;
}
