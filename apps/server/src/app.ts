import { createHmac } from "node:crypto";
/**
 * Builds the HTTP application: cross-cutting plugins first, then the API features, then the web app
 * for every other path. Starting and stopping infrastructure (database, listening) is main.ts's job,
 * so tests can build the same app around their own database.
 */

import { randomUUID } from "node:crypto";
import zlib from "node:zlib";
import compress from "@fastify/compress";
import cookie from "@fastify/cookie";
import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import { AppError } from "@portal/contracts";
import { loadCities } from "@portal/db/seed";
import Fastify, { type FastifyInstance } from "fastify";
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from "fastify-type-provider-zod";
import type pg from "pg";
import { createBackground, type JobQueue } from "./background/queue.ts";
import type { AppConfig } from "./config.ts";
import { createPurgeTask, registerAccountDataRoutes } from "./features/account-data/index.ts";
import { registerAccounts } from "./features/accounts/index.ts";
import {
  createAnalyticsRollupTask,
  createAnalyticsService,
  registerAnalyticsRoutes,
} from "./features/analytics/index.ts";
import { createApplicationsService, registerApplicationRoutes } from "./features/applications/index.ts";
import {
  createAssessmentsService,
  createCloseAttemptsTask,
  registerAssessmentRoutes,
} from "./features/assessments/index.ts";
import { setUpMedia } from "./features/avatars/index.ts";
import { createBellService, registerBellRoutes } from "./features/bell/index.ts";
import { createCandidatesService, registerCandidateRoutes } from "./features/candidates/index.ts";
import { registerCareerAdviceRoutes } from "./features/career-advice/index.ts";
import {
  createCareerEventsService,
  createEventReminderTask,
  registerCareerEventRoutes,
} from "./features/career-events/index.ts";
import { createTeamService, registerCompanyRoutes, registerTeamRoutes } from "./features/companies/index.ts";
import { createDashboardService, registerDashboardRoutes } from "./features/dashboard/index.ts";
import {
  createEngagementCardPages,
  createEngagementCardsService,
  registerEngagementCardRoutes,
} from "./features/engagement-cards/index.ts";
import { createExperimentsService, registerExperimentRoutes } from "./features/experiments/index.ts";
import { createFeedbackService, registerFeedbackRoutes } from "./features/feedback/index.ts";
import { registerHealthRoutes } from "./features/health/index.ts";
import { createJobAlertsService, INSTANT_TASK, registerJobAlertRoutes } from "./features/job-alerts/index.ts";
import {
  createCityDirectory,
  createJobPostingService,
  createJobReviewService,
  createJobService,
  registerJobPostingRoutes,
  registerJobReviewRoutes,
  registerJobRoutes,
} from "./features/jobs/index.ts";
import { createLeadsService, registerLeadRoutes } from "./features/leads/index.ts";
import {
  createCoursePages,
  createCoursePurchases,
  createCourseService,
  createHttpLearningProvider,
  createLearnerService,
  createLearningSso,
  registerCourseRoutes,
  registerLearnerRoutes,
  registerSsoRoutes,
} from "./features/learning/index.ts";
import {
  createMessagesService,
  registerMessageRoutes,
  registerMessageStream,
} from "./features/messages/index.ts";
import {
  createNotificationPreferences,
  registerNotificationPreferenceRoutes,
} from "./features/notifications/index.ts";
import { createPaymentGateways, gatewayForSite, registerPaymentRoutes } from "./features/payments/index.ts";
import { createPollsService, registerPollRoutes } from "./features/polls/index.ts";
import {
  createProfileViewsService,
  profileForRecruiter,
  recordSearchAppearances,
  registerProfileViewRoutes,
} from "./features/profile-views/index.ts";
import {
  createProfilePages,
  createProfilesService,
  PROFILE_WRITE_LIMIT,
  registerProfileRoutes,
} from "./features/profiles/index.ts";
import {
  createRecommendationsService,
  recordCoApplications,
  registerRecommendationRoutes,
  removeCoApplications,
} from "./features/recommendations/index.ts";
import { createResumeScoreService, registerResumeScoreRoutes } from "./features/resume-score/index.ts";
import {
  createResumePages,
  createResumeRegistrationService,
  createResumeService,
  lazyResumeParser,
  registerResumeRegistrationRoutes,
  registerResumeRoutes,
} from "./features/resumes/index.ts";
import { registerSavedJobRoutes } from "./features/saved-jobs/index.ts";
import { registerSavedSearchRoutes } from "./features/saved-searches/index.ts";
import { createSearchConnections, registerSearchRoutes } from "./features/search/index.ts";
import { createStaffConsole, registerStaffRoutes } from "./features/staff/index.ts";
import {
  createCartService,
  createCataloguePrices,
  createOrderService,
  createPromoCodeService,
  createStorefront,
  loadSellers,
  openCatalogues,
  receiptSender,
  registerStorefrontRoutes,
} from "./features/storefront/index.ts";
import {
  createInterviewService,
  createSubscriptionService,
  createWritingService,
  registerInterviewRoutes,
  registerSubscriptionRoutes,
  registerWritingRoutes,
} from "./features/subscriptions/index.ts";
import { requestForLog } from "./log-redaction.ts";
import { WEB_ROOT } from "./paths.ts";
import { errorsPlugin, sendError } from "./plugins/errors.ts";
import { inputGuardPlugin } from "./plugins/input-guard.ts";
import { requestContextPlugin } from "./plugins/request-context.ts";
import { securityHeadersPlugin } from "./plugins/security-headers.ts";
import { createServices } from "./services.ts";
import { registerWebApp } from "./ssr/web-app.ts";
import { createPortalTasks } from "./tasks.ts";

declare module "fastify" {
  interface FastifyInstance {
    /** The background queue of this process (decision 035). */
    jobQueue: JobQueue;
  }
}

export interface BuildAppOptions {
  config: AppConfig;
  pool: pg.Pool;
  /** Tests of the API alone skip the web app (it needs a build). */
  withWebApp?: boolean;
  /** Where log lines go (standard output unless given): tests read what the log says. */
  logStream?: { write(line: string): void };
  /** Shown in the background queue's process list: "web" unless this is a worker process. */
  instanceName?: string;
}

const REQUEST_ID_PATTERN = /^[\w.-]{1,64}$/;

export async function buildApp({
  config,
  pool,
  withWebApp = true,
  logStream,
  instanceName,
}: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: { paths: ["req.headers.cookie", "req.headers.authorization", 'res.headers["set-cookie"]'] },
      // Tokens in addresses (reset and verification links, OpenID Connect callbacks) never reach the log.
      serializers: { req: requestForLog },
      ...(logStream ? { stream: logStream } : {}),
    },
    trustProxy: config.trustProxy,
    // A request id from a trusted proxy is kept so one request can be followed across services.
    genReqId: (request) => {
      const incoming = request.headers["x-request-id"];
      return config.trustProxy && typeof incoming === "string" && REQUEST_ID_PATTERN.test(incoming)
        ? incoming
        : randomUUID();
    },
    requestIdHeader: false,
    bodyLimit: 1_048_576,
    routerOptions: { ignoreTrailingSlash: true },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook("onSend", async (request, reply) => {
    reply.header("x-request-id", request.id);
  });

  await app.register(securityHeadersPlugin, {
    isHttps: config.isHttps,
    isDevelopment: config.webDevServer,
    // Course previews and their captions play from the learning provider (decision 050).
    mediaOrigins: [config.learning.providerUrl.origin],
  });
  await app.register(cookie);
  await app.register(requestContextPlugin, { domainMap: config.domainMap });
  // Before the errors plugin sets the not-found handler, so its hook also guards unknown addresses.
  await app.register(inputGuardPlugin);
  await app.register(errorsPlugin);
  // Pages and API replies compressed for slow connections (static bundles are compressed at build
  // time). Each chunk is flushed, so a streamed page still reaches the browser as it renders.
  await app.register(compress, {
    global: true,
    threshold: 1024,
    encodings: ["br", "gzip"],
    // A 256 KB Brotli window, not the default 4 MB: pages and replies are a few hundred KB at most, and
    // every open stream holds its window, which under load kept the process near a gigabyte.
    brotliOptions: {
      params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5, [zlib.constants.BROTLI_PARAM_LGWIN]: 18 },
      flush: zlib.constants.BROTLI_OPERATION_FLUSH,
    },
    zlibOptions: { level: 6, flush: zlib.constants.Z_SYNC_FLUSH },
  });
  // Background work (decision 035): this process enqueues jobs, and runs the workers and schedules
  // unless BACKGROUND_WORKERS=false leaves them to `npm run worker` processes. The tasks are declared
  // once the services they use exist (below).
  const background = await createBackground({
    pool,
    runWorkers: config.runsBackgroundWorkers,
    instanceName: instanceName ?? "web",
    log: app.log,
  });
  app.decorate("jobQueue", background);

  // Sessions, CSRF, authorisation and rate limits watch every route registered after this line.
  const accounts = await registerAccounts(app, { config, pool, queue: background });

  await app.register(swagger, {
    openapi: {
      info: { title: "Job portal API", version: "1.0.0" },
      components: {},
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: "/api/docs" });

  // The score asks avatars whether there is a photo; avatars are set up just below.
  const profiles = createProfilesService({
    pool,
    accounts: accounts.service,
    photos: { hasPhoto: (userId) => media.avatars.hasAvatar(userId) },
    limitWrites: (userId) => app.rateLimiter.enforce([[PROFILE_WRITE_LIMIT, userId]]),
  });
  const media = setUpMedia(app, { config, pool });
  const assessments = createAssessmentsService({ pool });
  const candidates = createCandidatesService({
    pool,
    rateLimiter: app.rateLimiter,
    // Every page of results counts as an appearance of the seekers on it (their profile performance).
    recordAppearances: (recruiterId, seekerIds, at) =>
      recordSearchAppearances(pool, recruiterId, seekerIds, at),
    badgesOf: assessments.badgesOf,
    log: app.log,
  });
  // Recruiters opening a seeker's profile see its default profile and photo; each opening is a view.
  // Only a company the seeker lets find them, or applied to, may open it.
  const profileViews = createProfileViewsService({
    pool,
    mayOpen: candidates.mayOpenProfile,
    accounts: accounts.service,
    avatarOf: media.avatars.avatarOf,
    defaultProfileOf: async (seekerId) => {
      const detail = await profiles.defaultProfile(seekerId);
      if (!detail) return null;
      const badges = await assessments.badgesOf([seekerId]);
      return profileForRecruiter(detail, badges.get(seekerId) ?? []);
    },
  });
  const jobs = createJobService(pool);
  const bell = createBellService({ pool, jobs, rateLimiter: app.rateLimiter });
  const applications = createApplicationsService({
    pool,
    jobs,
    profiles,
    accounts: accounts.service,
    rateLimiter: app.rateLimiter,
    // Status changes become bell notifications in the same transaction as the change.
    onStatusChangeInTransaction: async (client, change) => {
      await bell.recordStatusChange(client, change);
      // "Also applied to" counts follow applications in the same transaction (decision 020).
      if (change.status === "withdrawn") await removeCoApplications(client, change);
    },
    onAppliedInTransaction: recordCoApplications,
  });
  const engagementCards = createEngagementCardsService({
    pool,
    profiles,
    accounts: accounts.service,
    log: app.log,
  });
  const resumeParser = lazyResumeParser();
  app.addHook("onClose", resumeParser.close);
  const resumeScore = createResumeScoreService({
    pool,
    parse: resumeParser.parse,
    storage: media.storage,
    rateLimiter: app.rateLimiter,
  });
  const resumes = createResumeService({
    pool,
    storage: media.storage,
    read: resumeParser.read,
    // A seeker's resume score follows their newest resume (computed in the background).
    onStored: (client, userId) => resumeScore.onResumeStored(background, client, userId),
    profiles,
    accounts: accounts.service,
    applications,
    log: app.log,
  });
  const resumeRegistration = createResumeRegistrationService({
    read: resumeParser.read,
    resumes,
    profiles,
    rateLimiter: app.rateLimiter,
    log: app.log,
  });
  // Career services: the catalogue is data read at start, with staff's prices on top kept current
  // across processes (decision 048); orders are paid through the site's gateway.
  const catalogues = await openCatalogues({ pool, log: app.log });
  app.addHook("onClose", catalogues.close);
  const gateways = createPaymentGateways(config, { pool, log: app.log });
  const carts = createCartService({ pool, catalogues, rateLimiter: app.rateLimiter });
  // The staff console's audit log (staff actions write it through auth/staff.ts).
  const staffConsole = createStaffConsole(pool);
  // What paid services do while they run (periods candidate search reads), and their expiry e-mails.
  const subscriptions = createSubscriptionService({ pool, catalogues, notifier: accounts.notifier });
  // Written services after payment: brief, writer, drafts, revisions, the approved resume into resumes.
  const writing = createWritingService({
    pool,
    storage: media.storage,
    catalogues,
    notifier: accounts.notifier,
    rateLimiter: app.rateLimiter,
    resumes,
  });
  // Single sign-on for the learning site: the portal is its OpenID provider (decision 050).
  const sso = createLearningSso({
    pool,
    cookieKeys: [
      createHmac("sha256", config.accounts.sessionSecret).update("oidc-cookies").digest("base64url"),
    ],
    client: {
      id: config.learning.clientId,
      secret: config.learning.clientSecret,
      name: config.learning.name,
      redirectUris: [new URL("/callback", config.learning.providerUrl).href],
      postLogoutRedirectUris: [config.learning.providerUrl.href],
      backchannelLogoutUri: new URL("/backchannel-logout", config.learning.providerUrl).href,
    },
    findUser: (id) => accounts.service.findUser(id),
    isHttps: config.isHttps,
    log: app.log,
  });
  app.onLogout.push((userId) => sso.endSessions(userId));
  // The catalogue through the provider's API, kept for when it is down; progress from its webhooks.
  const learningProvider = createHttpLearningProvider({
    baseUrl: config.learning.providerUrl,
    apiKey: config.learning.apiKey,
  });
  const courses = createCourseService({
    pool,
    provider: learningProvider,
    webhookSecret: config.learning.webhookSecret,
    freshMs: config.learning.catalogueFreshMs,
    log: app.log,
  });
  // The seeker's learning page: enrolments, progress, a finished course's skills onto the profile.
  const learner = createLearnerService({
    pool,
    provider: learningProvider,
    courses,
    profiles,
    providerUrl: config.learning.providerUrl,
    providerName: config.learning.name,
  });
  // Mock interviews: interviewers' slots, seekers' bookings, reminders and feedback.
  const interviews = createInterviewService({ pool, notifier: accounts.notifier });
  const orders = createOrderService({
    pool,
    carts,
    gateways,
    gatewayFor: (siteId, currency) => gatewayForSite(siteId, currency, config),
    queue: background,
    rateLimiter: app.rateLimiter,
    sendReceipt: receiptSender(accounts.notifier),
    onRefunded: subscriptions.endForOrder,
    sellers: loadSellers(),
  });
  const storefront = createStorefront({
    catalogues,
    carts,
    orders,
    promoCodes: createPromoCodeService({ pool }),
    prices: createCataloguePrices({ pool, catalogues }),
  });
  // Courses and bundles sold through the storefront, enrolled at the provider once paid (decision 051).
  const coursePurchases = createCoursePurchases({
    pool,
    courses,
    provider: learningProvider,
    catalogues,
    cart: storefront,
  });
  const searchConnections = createSearchConnections(pool);
  // Instant alerts look as soon as a job opens (one look for a burst of openings), not at their next minute.
  const tellInstantAlerts = async (client: pg.PoolClient) => {
    await background.enqueue(INSTANT_TASK, {}, { client, singletonKey: "job-opened", singletonSeconds: 5 });
  };
  app.addHook("onClose", searchConnections.close);
  const services = createServices(
    pool,
    {
      jobs,
      accounts: accounts.pages,
      ...media.pages,
      profileViews,
      profiles: createProfilePages(profiles),
      applications,
      engagementCards: createEngagementCardPages(engagementCards),
      resumeRegistration,
      resumes: createResumePages(resumes, app.rateLimiter),
      team: createTeamService({ pool, notifier: accounts.notifier, rateLimiter: app.rateLimiter }),
      jobPosting: createJobPostingService({
        pool,
        cities: createCityDirectory(loadCities),
        rateLimiter: app.rateLimiter,
        onOpened: tellInstantAlerts,
      }),
      jobReview: createJobReviewService({
        pool,
        rateLimiter: app.rateLimiter,
        secret: config.accounts.sessionSecret,
        onOpened: tellInstantAlerts,
        notifier: accounts.notifier,
      }),
      bell,
      candidates,
      subscriptions,
      writing,
      interviews,
      sso,
      courses: (built) =>
        createCoursePages({
          courses,
          purchases: coursePurchases,
          providerUrl: config.learning.providerUrl,
          profiles,
          search: built.search,
          savedSearches: built.savedSearches,
        }),
      learning: learner,
      resumeScore,
      staffConsole,
      storefront,
      leads: createLeadsService({ pool, rateLimiter: app.rateLimiter }),
      notificationPreferences: createNotificationPreferences(pool),
      polls: createPollsService({ pool, rateLimiter: app.rateLimiter }),
      feedback: createFeedbackService({ pool, rateLimiter: app.rateLimiter, notifier: accounts.notifier }),
      careerEvents: createCareerEventsService({ pool, rateLimiter: app.rateLimiter }),
      assessments,
      experiments: createExperimentsService({ pool }),
      analytics: createAnalyticsService(pool),
      // Recruiters reach the seekers candidate search lets them find, or who applied to them.
      messages: createMessagesService({
        pool,
        rateLimiter: app.rateLimiter,
        mayReach: candidates.mayOpenProfile,
      }),
      recommendations: (built) =>
        createRecommendationsService({
          pool,
          search: built.search,
          jobs,
          applications,
          profiles,
          savedSearches: built.savedSearches,
          profileViews: built.profileViews,
          rateLimiter: app.rateLimiter,
        }),
      dashboard: (built) =>
        createDashboardService({
          profiles,
          profileViews: built.profileViews,
          applications,
          savedJobs: built.savedJobs,
          savedSearches: built.savedSearches,
          bell,
          jobs,
          recommendations: built.recommendations,
          learning: learner,
          log: app.log,
        }),
      jobAlerts: (built) =>
        createJobAlertsService({
          pool,
          secret: config.accounts.sessionSecret,
          notifier: accounts.notifier,
          search: built.search,
          rateLimiter: app.rateLimiter,
        }),
    },
    { rateLimiter: app.rateLimiter, searchConnections },
  );
  const portalTasks = createPortalTasks({
    config,
    pool,
    log: app.log,
    services: {
      queue: background,
      notifier: accounts.notifier,
      search: services.search,
      recommendations: services.recommendations,
      applications,
    },
  });
  await background.start([
    ...portalTasks.tasks,
    // Fulfilment: what each paid service does once paid (features/subscriptions).
    orders.createFulfilTask(new Map([...subscriptions.fulfillers, ...coursePurchases.fulfillers])),
    subscriptions.createExpiryTask(),
    writing.createReminderTask(),
    interviews.createReminderTask(),
    courses.createReconcileTask(),
    resumeScore.createRefreshTask(),
    orders.createReconcileTask(app.log),
    createPurgeTask({ pool, storage: media.storage, log: app.log }),
    createEventReminderTask({ pool, notifier: accounts.notifier, log: app.log }),
    createCloseAttemptsTask({ pool, log: app.log }),
    createAnalyticsRollupTask({ pool, log: app.log }),
  ] as never[]);
  app.addHook("onClose", async () => {
    await background.stop();
    portalTasks.close();
  });

  registerHealthRoutes(app, pool);
  registerJobRoutes(app, services.jobs);
  registerJobPostingRoutes(app, services.jobPosting);
  registerJobReviewRoutes(app, services.jobReview);
  registerSearchRoutes(app, services.search, (user) => services.recommendations.hiddenFor(user));
  registerSavedSearchRoutes(app, services.savedSearches);
  registerSavedJobRoutes(app, services.savedJobs);
  accounts.registerRoutes();
  media.registerRoutes();
  registerProfileViewRoutes(app, profileViews);
  registerProfileRoutes(app, profiles);
  registerApplicationRoutes(app, applications);
  registerEngagementCardRoutes(app, engagementCards);
  registerResumeRegistrationRoutes(app, resumeRegistration);
  registerResumeRoutes(app, resumes);
  registerBellRoutes(app, bell);
  registerDashboardRoutes(app, services.dashboard);
  registerRecommendationRoutes(app, services.recommendations);
  registerJobAlertRoutes(app, services.jobAlerts);
  registerCompanyRoutes(app, services.companies);
  registerTeamRoutes(app, services.team);
  registerCandidateRoutes(app, services.candidates);
  registerMessageRoutes(app, services.messages);
  registerStorefrontRoutes(app, services.storefront, { isHttps: config.isHttps });
  registerSubscriptionRoutes(app, subscriptions);
  registerWritingRoutes(app, writing);
  registerInterviewRoutes(app, interviews);
  registerSsoRoutes(app, sso);
  registerCourseRoutes(app, courses, { pages: services.courses, isHttps: config.isHttps });
  registerLeadRoutes(app, services.leads);
  registerCareerAdviceRoutes(app, services.careerAdvice);
  registerPollRoutes(app, services.polls);
  registerFeedbackRoutes(app, services.feedback);
  registerCareerEventRoutes(app, services.careerEvents);
  registerAssessmentRoutes(app, services.assessments);
  registerExperimentRoutes(app, services.experiments);
  registerAnalyticsRoutes(app, services.analytics);
  registerNotificationPreferenceRoutes(app, services.notificationPreferences);
  registerAccountDataRoutes(app, { pool, storage: media.storage });
  registerLearnerRoutes(app, learner);
  registerResumeScoreRoutes(app, resumeScore, { isHttps: config.isHttps });
  registerStaffRoutes(app, staffConsole);
  registerPaymentRoutes(app, { gateways, onStatus: (status) => orders.applyPaymentStatus(status) });
  const messageStreams = registerMessageStream(app, { pool, log: app.log });
  // Streams end before the server closes: an open stream would keep it waiting.
  app.addHook("preClose", messageStreams.close);
  app.all("/api/*", { schema: { hide: true } }, async (request, reply) =>
    sendError(request, reply, new AppError("NOT_FOUND", "notFound")),
  );

  if (withWebApp) {
    await registerWebApp(app, {
      webRoot: WEB_ROOT,
      mode: config.webDevServer ? "development" : "production",
      services,
      pool,
      domainMap: config.domainMap,
    });
  }
  return app;
}
