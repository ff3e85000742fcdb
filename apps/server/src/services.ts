/** The feature services, built once per process and shared by API routes and page loaders. */

import type {
  AccountsContract,
  AnalyticsContract,
  ApplicationsContract,
  AssessmentsContract,
  AvatarContract,
  BellContract,
  CandidatesContract,
  CareerEventsContract,
  CoursesContract,
  DashboardContract,
  EngagementCardsContract,
  ExperimentsContract,
  FeedbackContract,
  InterviewsContract,
  JobAlertsContract,
  JobPostingContract,
  JobReviewContract,
  JobsContract,
  LeadsContract,
  LearnerContract,
  MessagesContract,
  NotificationPreferencesContract,
  PollsContract,
  PortalServices,
  ProfilesContract,
  ProfileViewsContract,
  RecommendationsContract,
  ResumeRegistrationContract,
  ResumeScoreContract,
  ResumesContract,
  SsoContract,
  StaffConsoleContract,
  StorefrontContract,
  SubscriptionsContract,
  TeamContract,
  WritingContract,
} from "@portal/contracts";
import type pg from "pg";
import { createCareerAdviceService } from "./features/career-advice/index.ts";
import { createCompaniesService } from "./features/companies/index.ts";
import { createBrowseService } from "./features/jobs/index.ts";
import { createSavedJobsService } from "./features/saved-jobs/index.ts";
import { createSavedSearchesService } from "./features/saved-searches/index.ts";
import type { SearchConnections } from "./features/search/index.ts";
import { createSearchService } from "./features/search/index.ts";
import type { RateLimiter } from "./plugins/rate-limit.ts";

/** Services built elsewhere because they need more than the pool (accounts: notifier, rate limits). */
export interface PrebuiltServices {
  /** Shared with applications, which checks jobs before applying. */
  jobs: JobsContract;
  accounts: AccountsContract;
  /** Built with file storage (features/avatars/setup.ts). */
  avatars: AvatarContract;
  profileViews: ProfileViewsContract;
  /** Built in app.ts with accounts and avatars (features/profiles). */
  profiles: ProfilesContract;
  /** Built in app.ts with jobs, profiles, accounts and rate limits (features/applications). */
  applications: ApplicationsContract;
  /** Built in app.ts with profiles and accounts (features/engagement-cards). */
  engagementCards: EngagementCardsContract;
  /** Built in app.ts with jobs and rate limits (features/bell); applications write into it. */
  bell: BellContract;
  /** Built in app.ts with profiles and the resume engine (features/resumes/registration-prefill-service.ts). */
  resumeRegistration?: ResumeRegistrationContract;
  /** Built in app.ts with file storage, profiles and applications (features/resumes). */
  resumes: ResumesContract;
  /** Built in app.ts with the notifier and rate limits (features/companies). */
  team: TeamContract;
  /** Built in app.ts with the city directory and rate limits (features/jobs/posting.ts). */
  jobPosting: JobPostingContract;
  /** Built in app.ts with rate limits and the secret that keys guests' addresses (features/jobs/review.ts). */
  jobReview: JobReviewContract;
  /** Built in app.ts with rate limits; profile views ask it who may open a profile (features/candidates). */
  candidates: CandidatesContract;
  /** Built in app.ts with rate limits and candidate search's privacy (features/messages). */
  messages: MessagesContract;
  /** Built in app.ts with the catalogue, the payment gateways and the queue (features/storefront). */
  storefront: StorefrontContract;
  /** Built in app.ts with the catalogue and the notifier (features/subscriptions). */
  subscriptions: SubscriptionsContract;
  /** Built in app.ts with storage, the catalogue and resumes (features/subscriptions). */
  writing: WritingContract;
  /** Built in app.ts with the notifier (features/subscriptions). */
  interviews: InterviewsContract;
  /** Built in app.ts with the learning site's client (features/learning). */
  sso: SsoContract;
  /** Built in app.ts with the provider and profiles; "Courses for you" reads search and saved searches (features/learning). */
  courses: (services: Pick<PortalServices, "search" | "savedSearches">) => CoursesContract;
  /** Built in app.ts with the provider, the course service and profiles (features/learning). */
  learning: LearnerContract;
  /** Built in app.ts with rate limits (features/leads). */
  leads: LeadsContract;
  /** Built in app.ts (features/analytics). */
  analytics: AnalyticsContract;
  /** Built in app.ts with rate limits (features/career-events). */
  careerEvents: CareerEventsContract;
  /** Built in app.ts; candidate search and recruiters' profile views read its badges (features/assessments). */
  assessments: AssessmentsContract;
  /** Built in app.ts (features/experiments). */
  experiments: ExperimentsContract;
  /** Built in app.ts with rate limits and the notifier (features/feedback). */
  feedback: FeedbackContract;
  /** Built in app.ts with rate limits (features/polls). */
  polls: PollsContract;
  /** Built in app.ts (features/notifications). */
  notificationPreferences: NotificationPreferencesContract;
  /** Built in app.ts with the resume engine and file storage (features/resume-score). */
  resumeScore: ResumeScoreContract;
  /** Built in app.ts (features/staff). */
  staffConsole: StaffConsoleContract;
  /** Built in app.ts from search, saved searches and the rest once they exist (features/recommendations). */
  recommendations: (
    services: Omit<PortalServices, "dashboard" | "recommendations" | "jobAlerts">,
  ) => RecommendationsContract;
  /** Built in app.ts from the other services once they exist (features/dashboard). */
  dashboard: (services: Omit<PortalServices, "dashboard" | "jobAlerts">) => DashboardContract;
  /** Built in app.ts with the notifier and the search service (features/job-alerts). */
  jobAlerts: (services: Pick<PortalServices, "search">) => JobAlertsContract;
}

export function createServices(
  pool: pg.Pool,
  prebuilt: PrebuiltServices,
  shared: { rateLimiter?: RateLimiter; searchConnections?: SearchConnections } = {},
): PortalServices {
  const { jobs, dashboard, recommendations, jobAlerts, courses, ...rest } = prebuilt;
  const search = createSearchService(pool, { connections: shared.searchConnections });
  const savedSearches = createSavedSearchesService({ pool, rateLimiter: shared.rateLimiter });
  const services = {
    ...rest,
    jobs,
    search,
    browse: createBrowseService(pool),
    savedSearches,
    savedJobs: createSavedJobsService({ pool, jobs, rateLimiter: shared.rateLimiter }),
    companies: createCompaniesService({ pool, jobs }),
    courses: courses({ search, savedSearches }),
    careerAdvice: createCareerAdviceService({ search }),
  };
  const withRecommendations = { ...services, recommendations: recommendations(services) };
  return {
    ...withRecommendations,
    dashboard: dashboard(withRecommendations),
    jobAlerts: jobAlerts(withRecommendations),
  };
}
