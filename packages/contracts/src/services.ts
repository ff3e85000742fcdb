/**
 * What the server hands every page loader and action (React Router's load context): the site, the
 * visitor's session and the feature services. The server builds it per request (apps/server/src/ssr);
 * the web app never reaches the database itself.
 */
import type { Brand, Site, SiteId } from "@portal/domain";
import type { AccountsContract } from "./accounts.ts";
import type { AnalyticsContract } from "./analytics.ts";
import type { ApplicationsContract } from "./applications.ts";
import type { AssessmentsContract } from "./assessments.ts";
import type { AvatarContract } from "./avatars.ts";
import type { BellContract } from "./bell.ts";
import type { BrowseServiceContract } from "./browse.ts";
import type { CandidatesContract } from "./candidates.ts";
import type { CareerAdviceContract } from "./career-advice.ts";
import type { CareerEventsContract } from "./career-events.ts";
import type { CompaniesContract, TeamContract } from "./companies.ts";
import type { DashboardContract } from "./dashboard.ts";
import type { EngagementCardsContract } from "./engagement-cards.ts";
import type { ExperimentsContract } from "./experiments.ts";
import type { FeedbackContract } from "./feedback.ts";
import type { JobAlertsContract } from "./job-alerts.ts";
import type { JobPostingContract, JobReviewContract } from "./job-posting.ts";
import type { JobsContract } from "./jobs.ts";
import type { LeadsContract } from "./leads.ts";
import type { CoursesContract, LearnerContract, SsoContract } from "./learning.ts";
import type { MessagesContract } from "./messages.ts";
import type { InterviewsContract } from "./mock-interviews.ts";
import type { NotificationPreferencesContract } from "./notification-preferences.ts";
import type { PageSession } from "./page-session.ts";
import type { PollsContract } from "./polls.ts";
import type { ProfileViewsContract } from "./profile-views.ts";
import type { ProfilesContract } from "./profiles.ts";
import type { RecommendationsContract } from "./recommendations.ts";
import type { ResumeRegistrationContract } from "./resume-registration.ts";
import type { ResumeScoreContract } from "./resume-score.ts";
import type { ResumesContract } from "./resumes.ts";
import type { SavedJobsContract } from "./saved-jobs.ts";
import type { SavedSearchesContract } from "./saved-searches.ts";
import type { SearchServiceContract } from "./search.ts";
import type { StaffConsoleContract } from "./staff.ts";
import type { StorefrontContract } from "./storefront.ts";
import type { SubscriptionsContract } from "./subscriptions.ts";
import type { WritingContract } from "./written-services.ts";

export interface PortalServices {
  jobs: JobsContract;
  /** Search with filters, facets, typo tolerance and suggestions (SearchRequest → SearchResponse). */
  search: SearchServiceContract;
  /** Companies by slug and open job pages by id range, for browse pages and sitemaps. */
  browse: BrowseServiceContract;
  /** Registration, login, verification and passwords (results carry field problems for forms). */
  accounts: AccountsContract;
  /** A seeker's saved searches and recent searches, per site. */
  savedSearches: SavedSearchesContract;
  /** A seeker's saved jobs: save, unsave, the list, and which jobs of a page are saved. */
  savedJobs: SavedJobsContract;
  /** Seekers' photos: look, upload, remove. */
  avatars: AvatarContract;
  /** Recruiters opening seekers' profiles (recorded as views) and the seekers' view statistics. */
  profileViews: ProfileViewsContract;
  /** A seeker's profiles (up to five, one default): field groups, switching, the profile score. */
  profiles: ProfilesContract;
  /** Applying (one job or several), the seeker's applications and a job's applicants for recruiters. */
  applications: ApplicationsContract;
  /** Engagement cards (spec §2, §4): due cards for a page's slot, and their answers. */
  engagementCards: EngagementCardsContract;
  /** Bell (in-app) notifications: the unread count, the list, marking read. */
  bell: BellContract;
  /** Recommended, suggested, "also applied to" and network jobs, and the seeker's "not interested" list. */
  recommendations: RecommendationsContract;
  /** The seeker's dashboard: every part gathered in parallel from the features that own it. */
  dashboard: DashboardContract;
  /** Registration by resume: a guest's preview, keeping the file, each step's pre-fill (resume storage wires it). */
  resumeRegistration?: ResumeRegistrationContract;
  /** Resume storage: a profile's current resume and history, upload, review and apply, removal. */
  resumes: ResumesContract;
  /** Job alerts: free alerts for guests (confirmed by e-mail) and seekers, their list, changes, unsubscribe. */
  jobAlerts: JobAlertsContract;
  /** Companies' public pages and the top employers of a site. */
  companies: CompaniesContract;
  /** A company's recruiters and invitations (admins manage them). */
  team: TeamContract;
  /** Recruiters' own jobs: post, edit, preview, close, reopen, repost. */
  jobPosting: JobPostingContract;
  /** The staff's review queue, and "Report this job". */
  jobReview: JobReviewContract;
  /** Recruiters' candidate search, and the seeker's privacy over it. */
  candidates: CandidatesContract;
  /** Conversations between recruiters and seekers, and unread counts. */
  messages: MessagesContract;
  /** Career services: catalogue, cart, promo codes, checkout and orders. */
  storefront: StorefrontContract;
  /** The services a seeker has bought: periods, deliveries, their ends. */
  subscriptions: SubscriptionsContract;
  /** Written services' workspaces (brief, drafts, revisions, messages) and the staff fulfilment queue. */
  writing: WritingContract;
  /** Mock interviews: the seeker's bookings, the interviewers' slots, schedule and feedback. */
  interviews: InterviewsContract;
  /** Single sign-on for the learning site: the sign-in page's question and the seeker's answer. */
  sso: SsoContract;
  /** The learning provider's course catalogue (cached) and "Courses for you" from the seeker's skill gap. */
  courses: CoursesContract;
  /** The seeker's learning page: enrolments, progress, skills a finished course adds. */
  learning: LearnerContract;
  /** Career advice articles (written as files in the repository), the home page's highlight, related jobs. */
  careerAdvice: CareerAdviceContract;
  /** Callback requests from visitors, and the leads staff work from them. */
  leads: LeadsContract;
  /** First-party analytics: the daily counts staff read (pages send events over the API). */
  analytics: AnalyticsContract;
  /** Job fairs and webinars: listing, registration, calendar files; staff write and publish them. */
  careerEvents: CareerEventsContract;
  /** Timed skill tests (user menu "Assessment"), their results and the badges recruiters see. */
  assessments: AssessmentsContract;
  /** A/B variants (spec: A/B variant resolve) and the welcome screen after registration (spec: splash screen). */
  experiments: ExperimentsContract;
  /** Seekers' feedback (user menu) and staff's replies by e-mail. */
  feedback: FeedbackContract;
  /** The site's poll: the question, one vote per visitor, results and feedback; staff open and close polls. */
  polls: PollsContract;
  /** Which notifications the seeker wants by e-mail and SMS. */
  notificationPreferences: NotificationPreferencesContract;
  /** The resume score card: guests once, a seeker's kept score. */
  resumeScore: ResumeScoreContract;
  /** The staff console: the audit log of every staff action. */
  staffConsole: StaffConsoleContract;
}

export interface PortalLoadContext {
  site: Site;
  brand: Brand;
  /** Nonce for inline scripts, matching the Content-Security-Policy header of this reply. */
  cspNonce: string;
  requestId: string;
  /** Scheme, host and port this request came in on, e.g. "http://sg.localhost:3000". */
  origin: string;
  /** Where each country site lives, for the country selector and hreflang links. */
  siteOrigins: Record<SiteId, string>;
  services: PortalServices;
  /** The visitor's session: the user, the CSRF token for forms, login and logout. */
  session: PageSession;
  isDevelopment: boolean;
}
