import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import express, { type Express } from 'express';
import type { Knex } from 'knex';
import { APPROVALS, AUDIT, COMPANY_PROFILE, DIRECTORY, LIMITS, MAILER, MEMBERSHIPS, REVENUE, type DomainEvent, type EventPublisher, VERSIONS, type ApiPlugin, type Logger } from '@suite/sdk';
import { createLimitsService } from './core/limits/service.js';
import { createMembershipsCapability } from './core/accounts/memberships-capability.js';
import { createDirectory } from './core/users/directory.js';
import { createRevenueCapability } from './core/integrations/capability.js';
import type { Logger as PinoLogger } from 'pino';
import type { PlatformConfig } from './config.js';
import { createLogger } from './logger.js';
import { apiNotFound, errorHandler } from './http/error-handler.js';
import { requestLogging } from './http/request-logging.js';
import { computeSecurityHeaders, securityHeaders } from './http/security-headers.js';
import { ReadPath } from './http/read-path.js';
import { corsPreflight } from './http/cors.js';
import { PluginHost } from './plugins/host.js';
import { RouteTable, mountRoutes } from './plugins/routes.js';
import { RealtimeHub } from './realtime/hub.js';
import { InMemoryFanout, type FanoutAdapter } from './realtime/fanout.js';
import { createFeatureChecker } from './core/features/service.js';
import { AuthResolver } from './http/request-state.js';
import { registerSystemRoutes } from './core/system/routes.js';
import { registerAnalyticsRoutes } from './core/analytics/routes.js';
import { registerDevOutboxRoutes } from './core/mail/routes.js';
import { registerAuthRoutes } from './core/auth/routes.js';
import { EXPRESS_READ_PATHS, authHttpRouter, scheduleRateLimitPruning } from './core/auth/http.js';
import { registerSessionRoutes } from './core/sessions/routes.js';
import { registerAccountRoutes } from './core/accounts/routes.js';
import { registerBillingAreas, scheduleRenewals, type BillingJobs } from './core/billing/index.js';
import { registerFeatureRoutes } from './core/features/routes.js';
import { registerOnboardingRoutes } from './core/onboarding/routes.js';
import { registerSupportRoutes } from './core/support/routes.js';
import { registerAdminRoutes } from './core/admin/routes.js';
import { registerDevToolsRoutes } from './core/devtools/routes.js';
import { setUpGovernance } from './core/governance/index.js';
import { registerCommentsAndVersions } from './core/comments/index.js';
import { registerNotificationRoutes } from './core/notifications/index.js';
import { createVersionsCapability } from './core/versions/service.js';
import { registerPublicSiteRoutes, serveReferralLinks } from './core/public-site/routes.js';
import { servePublicSeo } from './core/public-site/seo.js';
import { Mailer } from './core/mail/mailer.js';
import { registerEmailPreferenceRoutes } from './core/mail/preference-routes.js';
import { registerAccountDataRoutes } from './core/accounts/account-data.js';
import { registerAssistantRoutes } from './core/assistant/routes.js';
import { createAssistantProviders, type AssistantLanguageProvider } from './core/assistant/provider.js';
import { WebhookService } from './core/webhooks/service.js';
import { registerWebhookRoutes } from './core/webhooks/routes.js';
import { ApiKeyService } from './core/api-keys/service.js';
import { registerApiKeyRoutes } from './core/api-keys/routes.js';
import type { TemplateName } from './core/mail/templates.js';
import type { CoreContext } from './core/context.js';
import { serveWebApp } from './web/static.js';
import { standalonePagesOf } from './web/standalone-pages.js';
import { JobRunner, type JobRunnerOptions } from './jobs/runner.js';
import { serveApiReference } from './web/api-reference.js';
import { buildOpenApiDocument, documentedTables, registerOpenApiRoute } from './http/openapi.js';
import { assertNoDuplicateRoutes } from './plugins/duplicates.js';
import { createAuditCapability } from './core/audit/audit-capability.js';
import { createCompanyProfileCapability } from './core/public-site/company-profile-capability.js';

export interface CreateAppOptions {
  db: Knex;
  plugins: readonly ApiPlugin[];
  config: PlatformConfig;
  /** The clock every service reads; tests control it. */
  now?: () => Date;
  fanout?: FanoutAdapter;
  logger?: PinoLogger;
  /** A language model the assistant may use to rephrase questions its grammar does not know (none by default). */
  assistantProvider?: AssistantLanguageProvider;
  /** Background jobs: poll and schedule-pass intervals (tests make them fast), whether schedules run here. */
  jobs?: Omit<JobRunnerOptions, 'db' | 'log'>;
}

export interface Platform {
  /** The request listener to serve: the read path for API reads, Express for everything else. */
  handler: (req: IncomingMessage, res: ServerResponse) => void;
  /** Which API reads skip Express (docs/architecture.md, "The read path"). */
  readPath: ReadPath;
  app: Express;
  host: PluginHost;
  hub: RealtimeHub;
  /** Route tables of the core areas (for listings and the tenant probe). */
  coreRoutes: RouteTable[];
  /** The mail outbox. */
  mailer: Mailer;
  /** Authentication and its short context cache (invalidate after changing users, roles, flags). */
  auth: AuthResolver;
  log: Logger;
  /** Billing jobs (the renewal run, also a background job on the hour). */
  billing: BillingJobs;
  /** Background jobs (pg-boss): core jobs are `core.<name>`, a plugin's `<pluginId>.<name>`. */
  jobs: JobRunner;
  /** Domain events, as plugins publish them (`ctx.events`): outgoing webhooks deliver them. */
  events: EventPublisher;
  /** Start background jobs and the start-up runs (subscription renewals, a mail sweep). */
  start(): Promise<void>;
  /** Attach the websocket hub to an HTTP server. */
  attach(server: Server): void;
  close(): Promise<void>;
}

/** Builds the Express app and the plugin host without listening, so tests drive it in-process. */
export async function createApp(options: CreateAppOptions): Promise<Platform> {
  const { db, config } = options;
  const now = options.now ?? (() => new Date());
  const log = options.logger ?? createLogger(config.logLevel);
  const fanout = options.fanout ?? new InMemoryFanout();
  const features = createFeatureChecker(db);
  const auth = new AuthResolver(db, config, now);
  const hub = new RealtimeHub({ db, config, log, fanout, auth });
  const jobs = new JobRunner({ db, log, ...options.jobs });
  const coreJobs = jobs.registrar('core');
  // Domain events reach the webhooks service (made once the mailer exists, before any plugin registers).
  let webhooks: WebhookService | null = null;
  const events: EventPublisher = { publish: (event, accountId, payload, publishOptions) => webhooks!.publish(event as unknown as DomainEvent, accountId, payload as Record<string, unknown>, publishOptions) };
  const host = new PluginHost({ db, config, log, features, hub, now, auth, jobs, events });
  // The core's capabilities, offered before plugins register (they may look them up at once).
  host.capabilities.provide(LIMITS, createLimitsService(db));
  const mailer = new Mailer(db, config, log, coreJobs);
  webhooks = new WebhookService({ db, config, log, now, mailer, jobs: coreJobs });
  host.capabilities.provide(MAILER, { send: (mail) => mailer.send({ ...mail, template: mail.template as TemplateName }) });
  host.capabilities.provide(MEMBERSHIPS, createMembershipsCapability({ db, config, log, now, mailer, hub, auth }));
  host.capabilities.provide(DIRECTORY, createDirectory(db));
  host.capabilities.provide(REVENUE, createRevenueCapability(db));
  host.capabilities.provide(AUDIT, createAuditCapability(db));
  host.capabilities.provide(COMPANY_PROFILE, createCompanyProfileCapability(db));
  const directory = createDirectory(db);
  const versions = createVersionsCapability(db, now);
  host.capabilities.provide(VERSIONS, versions);
  // Governance: approval workflows (APPROVALS, asked by modules), the audit trail, the roles matrix.
  const governance = setUpGovernance({ db, log, now, mailer, capabilities: host.capabilities, appUrl: config.appUrl, jobs: coreJobs, hub });
  host.capabilities.provide(APPROVALS, governance.approvals.capability);
  await host.register(options.plugins);

  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', 'loopback');
  app.set('query parser', 'extended');
  // No ETags on API answers: nothing revalidates them (the client's cache is React Query's), and
  // hashing every body costs. Static files keep theirs (serve-static makes its own).
  app.set('etag', false);
  app.use(requestLogging(log));
  // Helmet's headers, computed once (they do not vary) and set by both dispatchers.
  const headers = computeSecurityHeaders(config.environment);
  app.use(securityHeaders(headers));

  const api = express.Router();
  api.use(express.json({ limit: config.bodyLimit }));
  const core: CoreContext = { db, config, log, now, mailer, hub, auth, events };
  api.use(authHttpRouter(core));
  const area = () => new RouteTable({ db, config, feature: null, defaultAccess: 'user', auth });
  const system = area();
  registerSystemRoutes(system, { db, config, plugins: () => host.plugins() });
  // The API document, generated below once every table is filled.
  let apiDocument = '';
  registerOpenApiRoute(system, () => apiDocument);
  registerAnalyticsRoutes(system, { db });
  if (config.environment !== 'production') registerDevOutboxRoutes(system, { db });
  const authRoutes = area();
  registerAuthRoutes(authRoutes, core);
  const sessions = area();
  registerSessionRoutes(sessions, core);
  // Feature flags, onboarding, contact forms, the admin screens' APIs and the dev tools.
  const platformAdmin = area();
  registerFeatureRoutes(platformAdmin, { ctx: core, plugins: () => host.plugins() });
  registerOnboardingRoutes(platformAdmin, core);
  registerSupportRoutes(platformAdmin, core);
  registerAdminRoutes(platformAdmin, core);
  if (config.environment !== 'production') registerDevToolsRoutes(platformAdmin, core);
  const accounts = area();
  registerAccountRoutes(accounts, core);
  const billing = registerBillingAreas(area, core, host.capabilities);
  // The account's lists from the domains (teams, products, sessions, action items) and mail preferences.
  const accountData = area();
  registerAccountDataRoutes(accountData, core, host.capabilities);
  registerEmailPreferenceRoutes(accountData, core);
  // The assistant: a tenant area behind its flag (PRO and ENTERPRISE).
  const assistant = new RouteTable({ db, config, feature: 'ai_survival_assistant', defaultAccess: 'tenant', auth });
  registerAssistantRoutes(assistant, core, host.capabilities, createAssistantProviders(options.assistantProvider ?? null));
  // Integrations: outgoing webhooks and API keys (/integrations/communication, /analytics, /api).
  const integrations = area();
  registerWebhookRoutes(integrations, webhooks);
  registerApiKeyRoutes(integrations, new ApiKeyService({ db, now }));
  const governanceRoutes = area();
  governance.register(governanceRoutes);
  // The public site: startup directory and profiles, early access, the affiliate program.
  const publicSite = area();
  registerPublicSiteRoutes(publicSite, core, host.capabilities);
  // Comments and versions of the objects modules declare (issue 22, governance).
  const governed = registerCommentsAndVersions(area, { core, plugins: () => host.plugins(), features, directory, versions });
  // In-app notifications (the header's notification centre): the caller's own.
  const notificationRoutes = area();
  registerNotificationRoutes(notificationRoutes, db, now);
  const renewals = scheduleRenewals(coreJobs, billing.jobs, log);
  scheduleRateLimitPruning(coreJobs, db);
  const coreAreas = [
    { area: 'system', table: system },
    { area: 'auth', table: authRoutes },
    { area: 'sessions', table: sessions },
    { area: 'platform', table: platformAdmin },
    { area: 'accounts', table: accounts },
    { area: 'account-data', table: accountData },
    { area: 'assistant', table: assistant },
    { area: 'governance', table: governanceRoutes },
    { area: 'public-site', table: publicSite },
    ...billing.tables.map((table) => ({ area: 'billing', table })),
    { area: 'integrations', table: integrations },
    { area: 'comments', table: governed.comments },
    { area: 'versions', table: governed.versions },
    { area: 'notifications', table: notificationRoutes },
  ];
  const coreRoutes = coreAreas.map((entry) => entry.table);
  const pluginTables = [...host.registered.values()].map(({ plugin, routes }) => ({ id: String(plugin.id), feature: plugin.feature, table: routes }));
  // Two owners of one method and path stop the start, naming both.
  assertNoDuplicateRoutes([...coreRoutes.map((table) => ({ owner: 'core', routes: table.list() })), ...pluginTables.map(({ id, table }) => ({ owner: id, routes: table.list() }))]);
  apiDocument = JSON.stringify(buildOpenApiDocument({ title: 'Suite API', version: config.version, tables: documentedTables(coreAreas, pluginTables) }));
  // Built once: Express mounts them, the read path takes its GETs (one rate limiter per route).
  const routes = [...coreRoutes, ...[...host.registered.values()].map((entry) => entry.routes)].flatMap((table) => table.handlers());
  api.use(corsPreflight(routes.filter((route) => route.cors).map((route) => route.path), config.bodyLimit));
  mountRoutes(api, routes);
  api.use(apiNotFound);
  app.use('/api', api);

  // Before the shell, whose SPA fallback would answer any other path.
  serveApiReference(app);
  serveReferralLinks(app, core);
  servePublicSeo(app, config, db);
  serveWebApp(app, { shellDir: config.shellDir, modulesDir: config.modulesDir, standalonePages: standalonePagesOf(host.plugins()) });
  app.use(errorHandler(log));

  const readPath = new ReadPath({
    routes,
    expressPaths: EXPRESS_READ_PATHS,
    securityHeaders: headers,
    log,
    trustProxy: app.get('trust proxy fn') as (address: string, hop: number) => boolean,
    parseQuery: app.get('query parser fn') as (query: string) => Record<string, unknown>,
  });
  const handler = (req: IncomingMessage, res: ServerResponse) => {
    if (!readPath.handle(req, res)) app(req, res);
  };

  return {
    handler,
    readPath,
    app,
    host,
    hub,
    coreRoutes,
    mailer,
    auth,
    log,
    billing: billing.jobs,
    jobs,
    events,
    start: async () => {
      await jobs.start();
      await renewals.runAtStartup();
      mailer.requestDelivery();
    },
    attach: (server) => hub.attach(server),
    close: async () => {
      await jobs.stop();
      await hub.close();
      await fanout.close();
    },
  };
}
