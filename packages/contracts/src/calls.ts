/**
 * The named calls of spec §7: components say which call they make, never which URL. Only calls whose
 * method and path exist on the server are listed; the rest join as their endpoints are built. `CALLS`
 * is what the browser loads (methods and paths); `CallTypes` says what each call sends and answers,
 * as types inferred from the same schemas the server's routes validate and serialise with, so the
 * browser's client is typed without loading a schema.
 */
import type { z } from "zod";
import type {
  accountMessageReplySchema,
  changePasswordBodySchema,
  currentUserReplySchema,
  educationBodySchema,
  employmentBodySchema,
  existenceBodySchema,
  existenceReplySchema,
  forgotPasswordBodySchema,
  jobPreferenceBodySchema,
  linkTokenBodySchema,
  loginBodySchema,
  loginCodeBodySchema,
  loginCodeV2BodySchema,
  otpBodySchema,
  personalBodySchema,
  RegistrationState,
  resetPasswordBodySchema,
  singlePageBodySchema,
  socialLoginStartBodySchema,
  socialLoginStartReplySchema,
  socialProvidersReplySchema,
  userReplySchema,
} from "./accounts.ts";
import type { AssessmentAttempt } from "./assessments.ts";
import type {
  CardsReply,
  cardEngagementBodySchema,
  cardEntryParamsSchema,
  cardFieldBodySchema,
  cardListReplySchema,
  cardParamsSchema,
  cardRecordedSchema,
  cardReplySchema,
  cardSkillBodySchema,
  cardSkillParamsSchema,
  cardUpdateBodySchema,
  MobileCodeSent,
} from "./engagement-cards.ts";
import type { ResolvedVariant, WelcomeExit, WelcomeScreen } from "./experiments.ts";
import type { jobDetailSchema } from "./jobs.ts";
import type { SavedJob } from "./saved-jobs.ts";
import type {
  recentSearchListSchema,
  recordRecentSearchBodySchema,
  renameSavedSearchBodySchema,
  savedSearchDoneSchema,
  savedSearchListSchema,
  savedSearchReplySchema,
  savedSearchSavedSchema,
  saveSearchBodySchema,
} from "./saved-searches.ts";
import type {
  SearchResponse,
  Suggestion,
  searchQuerySchema,
  sentenceQuerySchema,
  suggestionsQuerySchema,
  UnderstoodSearch,
} from "./search.ts";
export type HttpMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

export interface CallDefinition {
  method: HttpMethod;
  /** Path on the portal's own origin; `{name}` segments are filled from the call's `params`. */
  path: string;
  /** Overrides the default time-out; uploads use UPLOAD_TIMEOUT_MS. */
  timeoutMs?: number;
  /** Sent form-encoded (resume upload, old logout) instead of as JSON. */
  form?: boolean;
  /** Popup-type calls (the seeker cards' dialog) add the source header of spec §7. */
  popup?: boolean;
}

export type CallRegistry = Readonly<Record<string, CallDefinition>>;

export const CALLS = {
  jobSearch: { method: "GET", path: "/api/jobs/search" },
  jobDetail: { method: "GET", path: "/api/jobs/{id}" },
  health: { method: "GET", path: "/healthz" },
  autoSuggest: { method: "GET", path: "/api/search/suggestions" },
  voiceSemantic: { method: "GET", path: "/api/search/voice-semantic" },
  // Accounts (spec §7: registration, OTP, verification, login, logout, social login).
  currentUser: { method: "GET", path: "/api/rio/session" },
  checkExistence: { method: "POST", path: "/api/public/accounts/existence" },
  sendOtp: { method: "POST", path: "/api/v1/public/otp" },
  sendOtpV2: { method: "POST", path: "/api/v2/public/otp" },
  registerPersonal: { method: "POST", path: "/api/registration/personal" },
  registerSinglePage: { method: "POST", path: "/api/registration/single-page" },
  registrationState: { method: "GET", path: "/api/seeker/registration" },
  registerEmployment: { method: "POST", path: "/api/seeker/registration/employment" },
  registerEducation: { method: "POST", path: "/api/seeker/registration/education" },
  registerJobPreferences: { method: "POST", path: "/api/seeker/registration/job-preferences" },
  getMobileOtp: { method: "POST", path: "/api/seeker/verification/mobile/otp" },
  verifyMobileOtp: { method: "POST", path: "/api/seeker/verification/mobile" },
  getEmailOtp: { method: "POST", path: "/api/seeker/verification/email/otp" },
  verifyEmailOtp: { method: "POST", path: "/api/seeker/verification/email" },
  verifyEmailWithLink: { method: "POST", path: "/api/rio/email/verify-link" },
  login: { method: "POST", path: "/api/rio/login" },
  employerLogin: { method: "POST", path: "/api/employer/login" },
  logout: { method: "POST", path: "/api/rio/logout" },
  logoutOld: { method: "POST", path: "/api/rio/logout", form: true },
  logoutEverywhere: { method: "POST", path: "/api/account/logout-everywhere" },
  changePassword: { method: "POST", path: "/api/account/password" },
  forgotPassword: { method: "POST", path: "/api/rio/password/forgot" },
  resetPassword: { method: "POST", path: "/api/rio/password/reset" },
  socialProviders: { method: "GET", path: "/api/rio/social/providers" },
  socialLoginStart: { method: "POST", path: "/api/rio/social/{provider}/start" },
  // Seeker searches (spec §7: saved searches, recent search, save and unsave job, saved jobs).
  savedSearches: { method: "GET", path: "/api/seeker/saved-searches" },
  saveSearch: { method: "POST", path: "/api/seeker/saved-searches" },
  renameSavedSearch: { method: "PATCH", path: "/api/seeker/saved-searches/{id}" },
  deleteSavedSearch: { method: "DELETE", path: "/api/seeker/saved-searches/{id}" },
  recentSearch: { method: "GET", path: "/api/seeker/recent-searches" },
  recordRecentSearch: { method: "POST", path: "/api/seeker/recent-searches" },
  clearRecentSearches: { method: "DELETE", path: "/api/seeker/recent-searches" },
  savedJobs: { method: "GET", path: "/api/seeker/saved-jobs" },
  savedJobIds: { method: "GET", path: "/api/seeker/saved-jobs/ids" },
  saveJob: { method: "PUT", path: "/api/seeker/saved-jobs/{jobId}" },
  unsaveJob: { method: "DELETE", path: "/api/seeker/saved-jobs/{jobId}" },
  // Seeker cards (spec §7): sent with the rule headers the card came with, and the popup source.
  seekerCards: { method: "GET", path: "/api/seeker/cards", popup: true },
  seekerCard: { method: "GET", path: "/api/seeker/cards/{cardId}", popup: true },
  skipCard: { method: "POST", path: "/api/seeker/cards/{cardId}/skip", popup: true },
  remindCardLater: { method: "POST", path: "/api/seeker/cards/{cardId}/remind-later", popup: true },
  confirmCard: { method: "POST", path: "/api/seeker/cards/{cardId}/confirm", popup: true },
  updateLocation: { method: "POST", path: "/api/seeker/cards/location", popup: true },
  updateCurrentLocation: { method: "POST", path: "/api/seeker/cards/current-location", popup: true },
  updateWorkAuthorization: { method: "POST", path: "/api/seeker/cards/work-authorization", popup: true },
  addEducation: { method: "POST", path: "/api/seeker/cards/education", popup: true },
  updateEducation: { method: "PUT", path: "/api/seeker/cards/education/{entryId}", popup: true },
  updateExperience: { method: "POST", path: "/api/seeker/cards/experience", popup: true },
  addDesignation: { method: "POST", path: "/api/seeker/cards/designation", popup: true },
  updateDesignation: { method: "PUT", path: "/api/seeker/cards/designation/{entryId}", popup: true },
  updateSkills: { method: "PUT", path: "/api/seeker/cards/skills", popup: true },
  addSkill: { method: "POST", path: "/api/seeker/cards/skills", popup: true },
  deleteSkill: { method: "DELETE", path: "/api/seeker/cards/skills/{name}", popup: true },
  updateCurrentSalary: { method: "PUT", path: "/api/seeker/cards/current-salary", popup: true },
  updateNoticePeriod: { method: "POST", path: "/api/seeker/cards/notice-period", popup: true },
  importProfile: { method: "POST", path: "/api/seeker/cards/profile-import", popup: true },
  mobileOtpReverifyCode: { method: "POST", path: "/api/seeker/cards/mobile-otp", popup: true },
  mobileOtpReverify: { method: "POST", path: "/api/seeker/cards/mobile-otp/reverify", popup: true },
  cardAbandonment: { method: "PUT", path: "/api/seeker/cards/{cardId}/abandonment", popup: true },
  cardEngagementTracking: { method: "POST", path: "/api/seeker/cards/tracking/engagement", popup: true },
  cardFieldTracking: { method: "POST", path: "/api/seeker/cards/tracking/field", popup: true },
  // Skill assessments: an answer saved as it is chosen, and the finish when the clock reaches zero.
  saveAssessmentAnswer: {
    method: "PUT",
    path: "/api/seeker/assessments/attempts/{attemptId}/answers/{questionId}",
  },
  finishAssessment: { method: "POST", path: "/api/seeker/assessments/attempts/{attemptId}/submission" },
  // A/B variant resolve and the splash (welcome) screen (spec §7).
  abVariant: { method: "GET", path: "/api/ab/variants/{experiment}" },
  splashScreen: { method: "GET", path: "/api/seeker/splash-screen" },
  leaveSplashScreen: { method: "POST", path: "/api/seeker/splash-screen" },
} as const satisfies CallRegistry;

export type CallName = keyof typeof CALLS;

/** What one call sends (path parameters, query, body) and what its success carries in `data`. */
export interface CallShape {
  params?: Readonly<Record<string, string | number>>;
  query?: unknown;
  body?: unknown;
  response: unknown;
}

type CardParams = z.input<typeof cardParamsSchema>;
/** A seeker card's update call: the card's fields in, the answered card and those still due out. */
type CardUpdate = { body: z.input<typeof cardUpdateBodySchema>; response: CardsReply };
type UserReply = z.infer<typeof userReplySchema>;
type MessageReply = z.infer<typeof accountMessageReplySchema>;

/** What each named call sends and answers; the browser's `callApi` is typed from it. */
export interface CallTypes {
  currentUser: { response: z.infer<typeof currentUserReplySchema> };
  checkExistence: {
    body: z.input<typeof existenceBodySchema>;
    response: z.infer<typeof existenceReplySchema>;
  };
  sendOtp: { body: z.input<typeof loginCodeBodySchema>; response: MessageReply };
  sendOtpV2: { body: z.input<typeof loginCodeV2BodySchema>; response: MessageReply };
  registerPersonal: { body: z.input<typeof personalBodySchema>; response: UserReply };
  registerSinglePage: { body: z.input<typeof singlePageBodySchema>; response: UserReply };
  registrationState: { response: RegistrationState };
  registerEmployment: { body: z.input<typeof employmentBodySchema>; response: UserReply };
  registerEducation: { body: z.input<typeof educationBodySchema>; response: UserReply };
  registerJobPreferences: { body: z.input<typeof jobPreferenceBodySchema>; response: UserReply };
  getMobileOtp: { response: MessageReply };
  verifyMobileOtp: { body: z.input<typeof otpBodySchema>; response: UserReply };
  getEmailOtp: { response: MessageReply };
  verifyEmailOtp: { body: z.input<typeof otpBodySchema>; response: UserReply };
  verifyEmailWithLink: { body: z.input<typeof linkTokenBodySchema>; response: MessageReply };
  login: { body: z.input<typeof loginBodySchema>; response: UserReply };
  employerLogin: { body: z.input<typeof loginBodySchema>; response: UserReply };
  logout: { response: MessageReply };
  /** The old logout posts a form; what it carries is not read. */
  logoutOld: { body?: Readonly<Record<string, string>>; response: MessageReply };
  logoutEverywhere: { response: MessageReply };
  changePassword: { body: z.input<typeof changePasswordBodySchema>; response: UserReply };
  forgotPassword: { body: z.input<typeof forgotPasswordBodySchema>; response: MessageReply };
  resetPassword: { body: z.input<typeof resetPasswordBodySchema>; response: MessageReply };
  socialProviders: { response: z.infer<typeof socialProvidersReplySchema> };
  socialLoginStart: {
    params: { provider: string };
    body: z.input<typeof socialLoginStartBodySchema>;
    response: z.infer<typeof socialLoginStartReplySchema>;
  };
  jobSearch: { query: z.input<typeof searchQuerySchema>; response: SearchResponse };
  jobDetail: { params: { id: number }; response: z.infer<typeof jobDetailSchema> };
  autoSuggest: { query: z.input<typeof suggestionsQuerySchema>; response: Suggestion[] };
  voiceSemantic: { query: z.input<typeof sentenceQuerySchema>; response: UnderstoodSearch };
  savedJobs: { response: { savedJobs: SavedJob[] } };
  savedJobIds: { query: { jobIds: string }; response: { jobIds: number[] } };
  saveJob: { params: { jobId: number }; response: { jobId: number; isNew: boolean } };
  unsaveJob: { params: { jobId: number }; response: { jobId: number } };
  savedSearches: { response: z.infer<typeof savedSearchListSchema> };
  saveSearch: {
    body: z.input<typeof saveSearchBodySchema>;
    response: z.infer<typeof savedSearchSavedSchema>;
  };
  renameSavedSearch: {
    params: { id: number };
    body: z.input<typeof renameSavedSearchBodySchema>;
    response: z.infer<typeof savedSearchReplySchema>;
  };
  deleteSavedSearch: { params: { id: number }; response: z.infer<typeof savedSearchDoneSchema> };
  recentSearch: { response: z.infer<typeof recentSearchListSchema> };
  recordRecentSearch: {
    body: z.input<typeof recordRecentSearchBodySchema>;
    response: z.infer<typeof savedSearchDoneSchema>;
  };
  clearRecentSearches: { response: z.infer<typeof savedSearchDoneSchema> };
  seekerCards: { response: z.infer<typeof cardListReplySchema> };
  seekerCard: { params: CardParams; response: z.infer<typeof cardReplySchema> };
  skipCard: { params: CardParams; response: CardsReply };
  remindCardLater: { params: CardParams; response: CardsReply };
  confirmCard: { params: CardParams; response: CardsReply };
  mobileOtpReverifyCode: { response: MobileCodeSent };
  updateLocation: CardUpdate;
  updateCurrentLocation: CardUpdate;
  updateWorkAuthorization: CardUpdate;
  addEducation: CardUpdate;
  updateEducation: CardUpdate & { params: z.input<typeof cardEntryParamsSchema> };
  updateExperience: CardUpdate;
  addDesignation: CardUpdate;
  updateDesignation: CardUpdate & { params: z.input<typeof cardEntryParamsSchema> };
  updateSkills: CardUpdate;
  addSkill: { body: z.input<typeof cardSkillBodySchema>; response: CardsReply };
  deleteSkill: { params: z.input<typeof cardSkillParamsSchema>; response: CardsReply };
  updateCurrentSalary: CardUpdate;
  updateNoticePeriod: CardUpdate;
  importProfile: CardUpdate;
  mobileOtpReverify: CardUpdate;
  cardAbandonment: { params: CardParams; response: z.infer<typeof cardRecordedSchema> };
  cardEngagementTracking: {
    body: z.input<typeof cardEngagementBodySchema>;
    response: z.infer<typeof cardRecordedSchema>;
  };
  cardFieldTracking: {
    body: z.input<typeof cardFieldBodySchema>;
    response: z.infer<typeof cardRecordedSchema>;
  };
  saveAssessmentAnswer: {
    params: { attemptId: string; questionId: string };
    body: { option: number };
    response: { saved: true };
  };
  finishAssessment: {
    params: { attemptId: string };
    body: { answers: Record<string, number> };
    response: AssessmentAttempt;
  };
  abVariant: { params: { experiment: string }; response: ResolvedVariant };
  splashScreen: { response: { screen: WelcomeScreen | null } };
  leaveSplashScreen: { body: { exit: WelcomeExit }; response: { left: true } };
}

/** The shape of a call: its entry in CallTypes (every call gets one as its feature's shapes move here). */
export type CallShapeOf<Name extends CallName> = Name extends keyof CallTypes
  ? CallTypes[Name] & CallShape
  : CallShape;
export type CallResponse<Name extends CallName> = CallShapeOf<Name>["response"];
