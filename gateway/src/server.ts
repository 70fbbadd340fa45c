import fs from 'node:fs';
import path from 'node:path';
import http from 'node:http';
import express from 'express';
import { ApolloServer } from '@apollo/server';
import { expressMiddleware } from '@as-integrations/express5';
import { ApolloServerPluginDrainHttpServer } from '@apollo/server/plugin/drainHttpServer';
import {
  ApolloServerPluginCacheControlDisabled,
  ApolloServerPluginLandingPageDisabled,
} from '@apollo/server/plugin/disabled';
import { makeExecutableSchema } from '@graphql-tools/schema';
import type { Logger } from 'pino';
import type { Config } from './config.js';
import type { Database } from './db/client.js';
import type { PubSub } from './pubsub.js';
import type { AppDeps, Context } from './context.js';
import { createMailer, type Mailer } from './mail/mailer.js';
import { startSocialStandIn } from './modules/auth/socialStandIn.js';
import { unavailablePlugin } from './errors.js';
import { buildResolvers } from './resolvers.js';
import { mountSpa } from './spa.js';
import { createRenderer } from './ssr.js';
import { mountUploads } from './modules/media/uploads.js';
import { mountConversationAttachments } from './modules/conversation/attachments.js';
import { mountCalendarFeed } from './modules/availability/route.js';
import { createMediaStore, mountMedia } from './modules/media/serve.js';
import type { MediaStore } from './modules/media/store.js';
import type { SweepResult } from './modules/media/sweep.js';
import { mountDevMailbox } from './mail/devMailbox.js';
import { outboxBacklog, startOutboxWorker, type OutboxWorker } from './outbox/worker.js';
import { GRAPHQL_BODY_LIMIT, graphqlFastPath, subscriptionsOverHttpRefused } from './graphqlHttp.js';
import { createExecutionCore } from './execution/core.js';
import { apolloExecution } from './execution/apollo.js';
import { loadTrustedDocuments } from './execution/trusted.js';
import { guardArguments } from './inputGuard.js';
import { createPushSender, type PushSender } from './outbox/push.js';
import { PROJECT_ROOT } from './paths.js';
import { securityHeaders } from './securityHeaders.js';
import { jsonErrors, notFoundJson } from './httpErrors.js';
import { PARSE_OPTIONS, validationRules } from './graphqlRules.js';
import { startLiveSockets } from './liveSockets.js';
import {
  startPaymentProvider,
  STANDIN_PAGES_PATH,
  type PaymentProvider,
} from './modules/billing/provider.js';
import { startCancellationWorker, type CancellationWorker } from './modules/billing/cancellations.js';
import { runDepositRefundTasks } from './modules/deposits/refunds.js';
import { releaseLapsedHolds } from './modules/deposits/payments.js';
import { mountStripeWebhook } from './modules/billing/webhook.js';
import { codeMailer } from './modules/auth/codeMail.js';
import { syncPlans } from './modules/billing/catalogue.js';
import { subscribeDemoLocations } from './modules/billing/demo.js';
import { runAnnouncements } from './modules/notifications/announcements.js';
import type { runRetention } from './modules/privacy/retention.js';
import { mountDataExportDownload } from './modules/privacy/route.js';
import { backgroundJobs } from './jobs/background.js';
import { createMetrics } from './observability/metrics.js';
import { metricsRoute } from './observability/metricsRoute.js';
import { observeRequests, operationObserver } from './observability/hooks.js';
import type { Tracing } from './observability/tracing.js';

/** Shutdown: how long requests in flight may finish, and live sockets may answer the close frame. */
const HTTP_DRAIN_MS = 3_000;
const WS_CLOSE_WAIT_MS = 1_000;

export const SCHEMA_PATH = path.join(PROJECT_ROOT, 'schema.graphql');

export interface App {
  httpServer: http.Server;
  /** The payment provider (tests reach the stand-in through it). */
  billing: PaymentProvider;
  /** Cancels deleted locations' subscriptions at the provider (tests drain it). */
  cancellations: CancellationWorker;
  outbox: OutboxWorker;
  url: string;
  /** The upload store, and the unreferenced-upload sweep on demand (tests, scripts). */
  media: { store: MediaStore; sweep(now?: Date): Promise<SweepResult> };
  /** The review invitations on demand (tests, scripts), as the periodic job runs them. */
  reviews: { invite(now?: Date): Promise<{ invited: number }> };
  /** One round of the imported calendars' sync on demand (tests, scripts), as the periodic job runs it. */
  calendarImports: { sync(now?: Date): Promise<{ synced: number }> };
  /** Own-data exports and the retention job on demand (tests, scripts), as the periodic jobs run them. */
  privacy: {
    exports(now?: Date): Promise<{ produced: number; expired: number }>;
    retention(now?: Date): ReturnType<typeof runRetention>;
  };
  stop(): Promise<void>;
}

export async function startApp(opts: {
  config: Config;
  database: Database;
  pubsub: PubSub;
  logger: Logger;
  mailer?: Mailer;
  push?: PushSender;
  /** On when OTLP export is configured (main.ts) or a test reads the spans. */
  tracing?: Tracing;
}): Promise<App> {
  const { database, pubsub, logger, tracing } = opts;
  const metrics = createMetrics();
  // Development and tests: providers without credentials are served by the local stand-in.
  const socialStandIn = await startSocialStandIn(opts.config, logger);
  const config: Config = socialStandIn ? { ...opts.config, ...socialStandIn.config } : opts.config;
  const mailer = opts.mailer ?? createMailer({ config, db: database.db, logger });
  const push = opts.push ?? (await createPushSender(config.FIREBASE_CREDENTIALS, logger));
  const outbox = startOutboxWorker({
    db: database.db,
    mailer,
    push,
    logger,
    fanOut: () => runAnnouncements({ db: database.db, publicUrl: config.PUBLIC_URL, pubsub, logger }),
    codeMail: codeMailer(database.db, config.jwtSecret),
  });
  // The gateway's own address is known after listen; the stand-in only needs it when it sends a webhook.
  let selfUrl = '';
  const billing = await startPaymentProvider({ config, logger, gatewayUrl: () => selfUrl });
  const cancellations = startCancellationWorker({ db: database.db, config, logger, billing }, undefined, [
    runDepositRefundTasks,
    (d) => releaseLapsedHolds(d.db),
  ]);
  const deps: AppDeps = { config, db: database.db, pubsub, logger, outbox, billing, cancellations };
  const production = config.NODE_ENV === 'production';
  const typeDefs = fs.readFileSync(SCHEMA_PATH, 'utf8');
  const schema = guardArguments(
    makeExecutableSchema({
      typeDefs,
      resolvers: buildResolvers() as never,
    }),
  );

  // Every transport (HTTP, WebSocket, server rendering) runs operations through this one core.
  const core = createExecutionCore({
    schema,
    deps,
    production,
    executor: config.GRAPHQL_EXECUTOR,
    trusted: config.TRUSTED_DOCUMENTS ? loadTrustedDocuments(config.TRUSTED_DOCUMENTS) : undefined,
    observer: operationObserver(metrics, tracing),
  });
  const trustedCount = await core.warm();
  if (core.trusted) logger.info({ documents: trustedCount }, 'only the trusted documents run');
  const execution = apolloExecution(core, typeDefs);

  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', config.TRUST_PROXY);
  // Set once Apollo has started; until then every request goes through express.
  const live: { apollo?: ApolloServer<Context> } = {};
  const fastPath = graphqlFastPath({
    apollo: () => live.apollo,
    app,
    context: core.context,
    logger,
  });
  const setSecurityHeaders = securityHeaders(app, config);
  const httpServer = http.createServer(
    observeRequests({ metrics, tracing }, (req, res) => {
      setSecurityHeaders(req, res);
      if (config.GRAPHQL_HTTP === 'express' || !fastPath(req, res)) app(req, res);
    }),
  );

  // graphql-ws on the same path, with the same rules, error masking and client address as HTTP.
  const wsCleanup = await startLiveSockets({ httpServer, core, deps, app });
  metrics.watch({
    pool: database.poolStats,
    sockets: wsCleanup.count,
    outbox: () => outboxBacklog(database.db),
    redis: pubsub.redisReady,
  });

  const apollo = new ApolloServer<Context>({
    // Documents, execution and error formatting are the core's; Apollo adapts HTTP to it.
    ...execution.options,
    // Introspection is refused in production by the shared rules (graphqlRules.ts), on both transports.
    introspection: true,
    csrfPrevention: true,
    // main.ts owns SIGTERM/SIGINT and stops every part in order. Apollo's own handler (on outside tests)
    // would start stop() first, and a second concurrent stop() waits for a barrier Apollo never resolves
    // after a clean stop: the shutdown step then hung until its timeout on every signal.
    stopOnTerminationSignals: false,
    validationRules: validationRules(production),
    parseOptions: PARSE_OPTIONS,
    hideSchemaDetailsFromClientErrors: production,
    includeStacktraceInErrorResponses: false,
    plugins: [
      // No HTTP cache hints are used; the cache-control plugin would otherwise wrap every field resolver.
      ApolloServerPluginCacheControlDisabled(),
      // Apollo's landing page (a browser opening /graphql) loads its code from Apollo's CDN, in every mode:
      // none is served, and a browser gets the same JSON refusal as any request without an operation.
      ApolloServerPluginLandingPageDisabled(),
      ...execution.plugins,
      unavailablePlugin,
      subscriptionsOverHttpRefused,
      // Stops accepting, ends idle keep-alive connections, lets requests in flight finish, then cuts the rest.
      ApolloServerPluginDrainHttpServer({ httpServer, stopGracePeriodMillis: HTTP_DRAIN_MS }),
      {
        async serverWillStart() {
          return {
            async drainServer() {
              // graphql-ws closes every socket with 1001 'Going away' and waits for each close handshake; a
              // peer that vanished never answers (ws would wait 30 s), so after a moment it is cut.
              const disposed = wsCleanup.dispose();
              await Promise.race([disposed, new Promise((r) => setTimeout(r, WS_CLOSE_WAIT_MS))]);
              wsCleanup.terminate();
              await disposed;
            },
          };
        },
      },
    ],
  });
  await apollo.start();
  live.apollo = apollo;

  app.get('/healthz', (_req, res) => {
    res.json({ status: 'ok' });
  });
  let stopping = false;
  // With demo data at the local stand-in, not ready until its live locations have their subscriptions
  // (made after listen: the stand-in delivers its events here).
  const demoSubscriptions = config.SEED_ON_EMPTY && billing.standIn !== null;
  let started = !demoSubscriptions;
  app.get('/readyz', async (_req, res) => {
    // Draining: a load balancer must send new requests elsewhere.
    const ok = started && !stopping && (await database.ping());
    res.status(ok ? 200 : 503).json({ status: ok ? 'ok' : 'unavailable', database: database.kind });
  });
  app.get('/metrics', metricsRoute(config.METRICS_TOKEN, metrics));
  const mediaStore = createMediaStore(config);
  // Before the public media route: it keeps the conversations' private files out of it.
  mountConversationAttachments(app, deps, mediaStore);
  mountMedia(app, config, mediaStore);
  app.use(
    '/graphql',
    express.json({ limit: GRAPHQL_BODY_LIMIT }),
    expressMiddleware(apollo, {
      context: ({ req }) =>
        core.context({
          authorization: req.headers.authorization,
          ip: req.ip,
          userAgent: req.headers['user-agent'],
        }),
    }),
  );
  mountUploads(app, deps, mediaStore);
  mountStripeWebhook(app, { ...deps, publicUrl: config.PUBLIC_URL });
  if (billing.standIn) app.use(STANDIN_PAGES_PATH, billing.standIn.pages);
  if (socialStandIn) app.use(socialStandIn.path, socialStandIn.pages);
  mountCalendarFeed(app, database.db);
  mountDataExportDownload(app, deps);
  if (!production && mailer.kind === 'dev-outbox') mountDevMailbox(app, database.db);
  const clientDist = path.resolve(config.CLIENT_DIST);
  mountSpa(app, {
    clientDist,
    logger,
    db: database.db,
    publicUrl: config.PUBLIC_URL,
    renderer: await createRenderer({ clientDist, core, logger }),
  });
  // Whatever nothing answered, and every error (a domain error, a lost database, a body express cannot
  // read, a bug): JSON, through the one REST error mapping.
  app.use(notFoundJson);
  app.use(jsonErrors(logger));

  await listen(httpServer, config.PORT, config.HOST);
  const jobs = backgroundJobs({
    config,
    db: database.db,
    store: mediaStore,
    logger,
    pubsub,
    outbox,
    runs: metrics.jobRun,
  });
  const timers = jobs.start();
  const address = httpServer.address();
  const port = typeof address === 'object' && address ? address.port : config.PORT;
  const url = `http://127.0.0.1:${port}`;
  selfUrl = url;
  await syncPlans({ db: database.db, config, logger, billing }).catch((err: unknown) =>
    logger.warn(
      { err: err instanceof Error ? err.message : 'unknown' },
      'plans not synced from the provider',
    ),
  );
  // The demo data's live locations get their subscriptions at the local stand-in, which the seed (run
  // before it starts) could not reach; the gateway is ready once they have them (a first start only).
  if (demoSubscriptions) {
    const t0 = Date.now();
    await subscribeDemoLocations({ db: database.db, config, logger, billing })
      .then((count) => {
        if (count) logger.info({ count, ms: Date.now() - t0 }, 'demo locations subscribed at the stand-in');
      })
      .catch((err: unknown) =>
        logger.warn({ err: err instanceof Error ? err.message : 'unknown' }, 'demo subscriptions not made'),
      );
  }
  started = true;
  cancellations.kick();

  return {
    httpServer,
    billing,
    cancellations,
    outbox,
    url,
    media: { store: mediaStore, sweep: jobs.sweep },
    reviews: { invite: jobs.invite },
    calendarImports: { sync: jobs.syncCalendars },
    privacy: { exports: jobs.exports, retention: jobs.retention },
    stop: async () => {
      stopping = true;
      timers.stop();
      // The outbox finishes the batch it is sending while HTTP and sockets drain.
      await Promise.all([apollo.stop(), outbox.stop(), cancellations.stop()]);
      await billing.close();
      await socialStandIn?.close();
    },
  };
}

/**
 * Binds the port, rejecting when it cannot (EADDRINUSE, EACCES): `main` then exits non-zero at once instead
 * of running on without listening, which is what Node's `listen` callback alone would let happen.
 */
export function listen(server: http.Server, port: number, host: string): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
}
