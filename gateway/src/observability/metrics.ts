import {
  collectDefaultMetrics,
  Counter,
  Gauge,
  Histogram,
  register as processRegistry,
  Registry,
} from 'prom-client';
import type { JobOutcome } from '../jobs/periodic.js';

/** What the scrape reads from the parts of the running gateway (each absent when the part is). */
export interface MetricSources {
  /** pg's pool (PostgreSQL only). */
  pool?: () => { total: number; idle: number; waiting: number };
  /** Open graphql-ws sockets. */
  sockets?: () => number;
  /** Undelivered outbox rows, and the age of the oldest in seconds (0 when none). */
  outbox?: () => Promise<{ backlog: number; oldestSeconds: number }>;
  /** Each Redis connection's state (true: ready); absent without Redis. */
  redis?: () => Record<string, boolean>;
}

// Operation names and error codes come from requests: a caller could send a new one each time and grow
// the series without end. With the trusted documents (production) only their names ever run; otherwise
// the first names seen keep their own series and the rest share one.
const MAX_OPERATION_NAMES = 150;
const MAX_ERROR_CODES = 50;
const ANONYMOUS = '(anonymous)';
const OTHER = '(other)';

const SECONDS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/**
 * One registry per gateway: Prometheus text for `/metrics`. Counters and histograms are fed as things happen;
 * gauges of state (pool, sockets, outbox, Redis) are read when scraped, so nothing runs between scrapes.
 */
export function createMetrics() {
  // The process's own metrics (CPU, memory, event loop, GC) belong to the process, not to one gateway in it
  // (tests start many): collected once, in prom-client's registry, and served beside each gateway's.
  if (!processRegistry.getSingleMetric('process_cpu_user_seconds_total'))
    collectDefaultMetrics({ register: processRegistry });
  const registry = new Registry();
  const registers = [registry];

  const httpDuration = new Histogram({
    name: 'festalocation_http_request_duration_seconds',
    help: 'HTTP requests by route (a fixed set) and status class, until the answer is sent',
    labelNames: ['route', 'status_class'] as const,
    buckets: SECONDS,
    registers,
  });
  const operationDuration = new Histogram({
    name: 'festalocation_graphql_operation_duration_seconds',
    help: 'GraphQL operations executed, by operation name and type (HTTP, WebSocket and server rendering)',
    labelNames: ['operation', 'type'] as const,
    buckets: SECONDS,
    registers,
  });
  const errors = new Counter({
    name: 'festalocation_graphql_errors_total',
    help: 'GraphQL errors answered, by extensions.code',
    labelNames: ['code'] as const,
    registers,
  });
  const jobRuns = new Counter({
    name: 'festalocation_job_runs_total',
    help: 'Periodic job runs by job and outcome',
    labelNames: ['job', 'outcome'] as const,
    registers,
  });
  const operationLabel = boundedLabel(MAX_OPERATION_NAMES);
  const codeLabel = boundedLabel(MAX_ERROR_CODES);

  return {
    registry,
    contentType: registry.contentType,
    /** Prometheus text: the process's metrics and this gateway's. */
    scrape: () => Registry.merge([processRegistry, registry]).metrics(),
    /** One HTTP answer: `route` is one of a fixed set (httpRoute). */
    http(route: string, status: number, seconds: number) {
      httpDuration.observe({ route, status_class: `${Math.floor(status / 100)}xx` }, seconds);
    },
    operation(name: string | undefined, type: string | undefined, seconds: number) {
      operationDuration.observe(
        { operation: name ? operationLabel(name) : ANONYMOUS, type: type ?? 'unknown' },
        seconds,
      );
    },
    error(code: unknown) {
      const label = typeof code === 'string' && /^[A-Z][A-Z0-9_]{0,63}$/.test(code) ? codeLabel(code) : OTHER;
      errors.inc({ code: label });
    },
    jobRun(job: string, outcome: JobOutcome) {
      jobRuns.inc({ job, outcome });
    },
    /** Registers the gauges read at each scrape. */
    watch(sources: MetricSources) {
      watchSources(registry, sources);
    },
  };
}

export type Metrics = ReturnType<typeof createMetrics>;

function boundedLabel(max: number) {
  const seen = new Set<string>();
  return (value: string) => {
    if (seen.has(value)) return value;
    if (seen.size >= max) return OTHER;
    seen.add(value);
    return value;
  };
}

function watchSources(registry: Registry, sources: MetricSources) {
  const registers = [registry];
  const { pool, sockets, outbox, redis } = sources;
  if (pool) {
    for (const [key, help] of [
      ['total', 'PostgreSQL connections open in the pool'],
      ['idle', 'PostgreSQL connections idle in the pool'],
      ['waiting', 'Queries waiting for a pool connection'],
    ] as const)
      new Gauge({
        name: `festalocation_db_pool_${key}`,
        help,
        registers,
        collect() {
          this.set(pool()[key]);
        },
      });
  }
  if (sockets)
    new Gauge({
      name: 'festalocation_websocket_sockets_open',
      help: 'graphql-ws sockets open on this gateway',
      registers,
      collect() {
        this.set(sockets());
      },
    });
  if (outbox) {
    // Both gauges come from one query per scrape.
    let pending: Promise<{ backlog: number; oldestSeconds: number } | null> | null = null;
    const read = () => {
      pending ??= outbox()
        .catch(() => null)
        .finally(() => setTimeout(() => (pending = null), 1_000).unref());
      return pending;
    };
    for (const [name, help, key] of [
      ['festalocation_outbox_backlog', 'Outbox rows (e-mail, push) not delivered yet', 'backlog'],
      ['festalocation_outbox_lag_seconds', 'Age of the oldest undelivered outbox row', 'oldestSeconds'],
    ] as const)
      new Gauge({
        name,
        help,
        registers,
        async collect() {
          // The database unreachable: no number rather than a stale one.
          const stats = await read();
          this.set(stats ? stats[key] : Number.NaN);
        },
      });
  }
  if (redis)
    new Gauge({
      name: 'festalocation_redis_connected',
      help: 'Redis connections of this gateway (1: ready), by client',
      labelNames: ['client'] as const,
      registers,
      collect() {
        for (const [client, ready] of Object.entries(redis())) this.set({ client }, ready ? 1 : 0);
      },
    });
}

// The paths the gateway serves, as a fixed set of labels (a path may carry ids or secret tokens: the
// calendar feed); every other GET is a page of the client.
const ROUTES = [
  '/graphql',
  '/healthz',
  '/readyz',
  '/metrics',
  '/media',
  '/uploads',
  '/conversation/attachments',
  '/calendar',
  '/account/exports',
  '/webhooks',
  '/assets',
  '/dev',
  '/sitemap.xml',
  '/robots.txt',
];

/** The route label of a request URL: one of ROUTES, or 'page'. */
export function httpRoute(url: string | undefined): string {
  const end = url ? url.search(/[?#]/) : -1;
  const path = !url ? '/' : end < 0 ? url : url.slice(0, end);
  return ROUTES.find((r) => path === r || path.startsWith(`${r}/`)) ?? 'page';
}
