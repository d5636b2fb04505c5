// Builds the api (no listen): database ready, plugins in order (errors, cookies, sessions), then
// the CSRF endpoint, the agency api, the company console and, when built, the shell's files.
import fastifyCookie from '@fastify/cookie';
import fastifyMultipart from '@fastify/multipart';
import Fastify, {
  type FastifyInstance,
  type FastifyServerOptions,
  type RouteOptions,
} from 'fastify';
import { consoleRoutes } from './company-console/routes';
import { registerContractCompilers } from './contract/compilers';
import { loadConfig, type AppConfig } from './config';
import { openDatabase, type DatabaseHandle } from './db/client';
import { prepareDatabase } from './db/prepare';
import { BulkWorker } from './background/bulk-worker';
import { Runner } from './background/runner';
import { configureWebhookSchedule, type WebhookSchedule } from './background/webhook-delivery';
import { MULTIPART_LIMITS } from './files/multipart';
import { createSmtpTransport } from './mail/mail-service';
import { apiRoutes, API_PREFIX } from './modules/api-routes';
import { calendarFeedPublicRoutes } from './modules/events/feed-routes';
import { csrfRoutes } from './modules/csrf/routes';
import {
  answerFrameworkError,
  registerErrorHandling,
  type NotFoundFallback,
} from './plugins/errors';
import { registerInputGuard } from './plugins/input-text';
// The daily digest's job and its 9:00 schedule, run by the background runner.
import './notifications/digest-job';
// Issue 29: the 回答待ち run's job, just before the digest.
import './modules/dashboard/waiting-job';
import './modules/dashboard/task-due-job';
// 実績's closed months counted ahead, shortly after midnight.
import './modules/dashboard/funnel-rollup-job';
import { registerSecurityHeaders } from './plugins/security-headers';
import { isShellDist, registerRemotesJson, registerShellStatic } from './plugins/shell-static';
import { createServices } from './services';
import type { Transporter } from 'nodemailer';

declare module 'fastify' {
  interface FastifyInstance {
    /** The background runner of this api process (tests run its rounds directly). */
    runner: Runner;
  }
}

export interface BuildAppOptions {
  config?: Partial<AppConfig>;
  /** An open database (tests); otherwise one is opened from the config and closed with the app. */
  database?: DatabaseHandle;
  logger?: FastifyServerOptions['logger'];
  /** Mail transport instead of the SMTP_URL one (tests). */
  mailTransport?: Transporter | null;
  now?: () => Date;
  /** Told of every route as it is registered (the route-wide fuzz and CSRF tests). */
  onRoute?: (route: RouteOptions) => void;
  /** The bulk-referral worker: on by default, off under jest (tests drive it directly). */
  bulkWorker?: boolean;
  /**
   * The background runner (mails, the daily digest, every job of background/runner.ts): on by
   * default, off under jest (tests run it: `app.runner.runDue()`, or turn it on).
   */
  runner?: boolean;
  /** The webhook retry schedule (tests: short waits instead of about 3 days). */
  webhookSchedule?: Partial<WebhookSchedule>;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** This process's background runner (started on ready unless off, stopped on close). */
    runner: Runner;
  }
}

const SESSION_SWEEP_INTERVAL_MS = 15 * 60_000;

export async function buildApp(options: BuildAppOptions = {}): Promise<FastifyInstance> {
  const config: AppConfig = { ...loadConfig(), ...options.config };
  const database = options.database ?? (await openDatabase(config));
  await prepareDatabase(database, { seed: config.seed, today: config.seedToday });

  const app = Fastify({
    logger: options.logger ?? { level: process.env.LOG_LEVEL ?? 'error' },
    // X-Forwarded-* is believed only from the proxies TRUST_PROXY names (the gateway).
    trustProxy: config.trustProxy,
    // An undecodable or overlong URL: a Laravel-shaped 400 instead of Fastify's English one.
    frameworkErrors: answerFrameworkError,
    // While draining (SIGTERM, api/src/server.ts), a request that reached this replica on a
    // connection accepted just before the listening socket closed is served, not answered 503:
    // the gateway never resends a POST that reached a replica, so a 503 would lose the write.
    return503OnClosing: false,
  });
  if (options.onRoute) app.addHook('onRoute', options.onRoute);
  registerSecurityHeaders(app, { remotes: config.remotes });
  const services = createServices(database, config, {
    transport:
      options.mailTransport !== undefined
        ? options.mailTransport
        : createSmtpTransport(config.smtpUrl),
    now: options.now ?? (() => new Date()),
    onLiveError: (error) => app.log.error({ err: error }, 'live listener'),
  });

  // External plugins, then the app's own (errors, request state), then the routes.
  await app.register(fastifyCookie);
  // preservePath: a file name with a path reaches the upload rules (422) instead of being cut to its base name.
  await app.register(fastifyMultipart, {
    limits: MULTIPART_LIMITS,
    throwFileSizeLimit: true,
    preservePath: true,
  });
  let spaFallback: NotFoundFallback | undefined;
  registerErrorHandling(app, (request, reply) => spaFallback?.(request, reply) ?? false);
  registerInputGuard(app);
  registerContractCompilers(app, config.checkAnswers);
  app.decorateRequest('session', null);
  app.decorateRequest('apiToken', null);
  app.decorateRequest('siteId', '25');

  await app.register(csrfRoutes(services));
  await app.register(apiRoutes(services), { prefix: API_PREFIX });
  await app.register(consoleRoutes(services), { prefix: '/console/api' });
  const remotes = {
    remotes: config.remotes,
    pointerFile: config.remotesPointer,
    releasesDir: config.releasesDir,
  };
  registerRemotesJson(app, remotes);
  await app.register(calendarFeedPublicRoutes(services));
  if (isShellDist(config.shellDist)) {
    spaFallback = registerShellStatic(app, { root: config.shellDist, ...remotes });
  }

  const sweep = setInterval(() => {
    services.sessions.sweepExpired().catch((error) => app.log.error({ err: error }));
    services.limiter.sweepExpired().catch((error) => app.log.error({ err: error }));
  }, SESSION_SWEEP_INTERVAL_MS);
  sweep.unref();
  const bulkWorker = new BulkWorker(database.db, services.files, {
    // PGlite (WASM) aborts on larger multi-row statements; PostgreSQL takes 1,000 rows at a time.
    chunkSize: database.kind === 'postgres' ? 1000 : 200,
    pauseMs: database.kind === 'postgres' ? 0 : 20,
    onError: (error) => app.log.error({ err: error }, 'bulk referral failed'),
    // The job's open pages follow the import from the live stream.
    live: services.live,
  });
  if (options.bulkWorker ?? process.env.JEST_WORKER_ID === undefined) {
    app.addHook('onReady', async () => bulkWorker.start());
  }
  // The background runner (api/src/background/runner.ts): mails, the daily runs, webhook
  // deliveries and their cleanup (api/src/background/webhook-delivery.ts) are its jobs.
  configureWebhookSchedule(options.webhookSchedule);
  const runner = new Runner({
    services,
    // PGlite has one connection: one job at a time.
    concurrency: database.kind === 'postgres' ? 2 : 1,
    dailyAt: config.dailyRunsAt,
    onError: (error, job) =>
      // A webhook attempt that failed is retried on its schedule and is in the delivery log.
      job?.kind === 'webhook-delivery'
        ? app.log.info({ err: error, job }, 'webhook attempt failed')
        : app.log.error({ err: error, job }, job ? 'background job failed' : 'background runner'),
  });
  app.decorate('runner', runner);
  if (options.runner ?? process.env.JEST_WORKER_ID === undefined) {
    app.addHook('onReady', async () => runner.start());
  }
  app.addHook('onClose', async () => {
    clearInterval(sweep);
    // The jobs in flight finish (a mail being sent is marked sent); no other is claimed.
    await runner.stop();
    await services.live.close();
    await bulkWorker.stop();
    if (!options.database) await database.close();
  });
  return app;
}
