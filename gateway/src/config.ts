import { z } from 'zod';
import ipaddr from 'ipaddr.js';

const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(4000),
  HOST: z.string().default('0.0.0.0'),
  DATABASE_URL: z.string().url().optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  PGLITE_DIR: z.string().default('./.data/pglite'),
  REDIS_URL: z.string().url().optional(),
  JWT_SECRET: z.string().min(32, 'deve essere lungo almeno 32 caratteri').optional(),
  JWT_ISSUER: z.string().default('festalocation'),
  JWT_AUDIENCE: z.string().default('festalocation-web'),
  SESSION_TTL_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  PUBLIC_URL: z.string().url().default('http://localhost:4000'),
  MEDIA_DIR: z.string().default('./.data/media'),
  // Where uploads are kept: 'local' (MEDIA_DIR, one gateway process) or 's3' (a bucket shared by several).
  MEDIA_STORE: z.enum(['local', 's3']).default('local'),
  S3_ENDPOINT: z.string().url().optional(),
  S3_BUCKET: z.string().min(1).optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  // Unreferenced uploads older than the grace period are removed every interval (0: never, from this process).
  MEDIA_SWEEP_GRACE_HOURS: z.coerce.number().min(0).default(24),
  MEDIA_SWEEP_INTERVAL_MINUTES: z.coerce.number().int().min(0).default(60),
  // Guests of confirmed requests whose event has passed are invited to review, every interval (0: never here).
  REVIEW_INVITE_INTERVAL_MINUTES: z.coerce.number().int().min(0).default(60),
  // Own-data exports: each gateway looks for pending ones every interval (0: never here); a
  // ready export can be downloaded for the TTL, then its content is deleted.
  DATA_EXPORT_INTERVAL_SECONDS: z.coerce.number().int().min(0).default(30),
  DATA_EXPORT_TTL_DAYS: z.coerce.number().int().min(1).max(30).default(7),
  // The retention job (inactive accounts, 10-year-old records) runs every interval (0: never here).
  RETENTION_INTERVAL_MINUTES: z.coerce.number().int().min(0).default(1440),
  // Imported iCalendar addresses (Google Calendar, Airbnb…): each is fetched again every interval (0: never
  // from this process), conditionally, within a size and a time limit. Private, loopback and link-local
  // targets are refused unless CALENDAR_IMPORT_ALLOW_PRIVATE (development and tests only: refused in production).
  CALENDAR_IMPORT_INTERVAL_MINUTES: z.coerce.number().int().min(0).default(60),
  CALENDAR_IMPORT_MAX_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .default(2 * 1024 * 1024),
  CALENDAR_IMPORT_TIMEOUT_SECONDS: z.coerce.number().min(1).max(120).default(10),
  CALENDAR_IMPORT_ALLOW_PRIVATE: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
  CLIENT_DIST: z.string().default('./dist/client'),
  SEED_ON_EMPTY: z
    .enum(['true', 'false'])
    .default('true')
    .transform((v) => v === 'true'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  // The proxies whose X-Forwarded-For names the client (express's 'trust proxy'): comma-separated addresses,
  // CIDR ranges or express's names (loopback, linklocal, uniquelocal). Behind nginx or an ingress, their
  // addresses; otherwise every client is the proxy, and the per-address limits count them all as one.
  TRUST_PROXY: z
    .string()
    .default('loopback')
    .transform((v) =>
      v
        .split(',')
        .map((p) => p.trim())
        .filter(Boolean),
    )
    .refine((list) => list.length > 0 && list.every(isProxyEntry), {
      message: 'indirizzi, intervalli CIDR o loopback, linklocal, uniquelocal separati da virgole',
    }),
  // GET /metrics (Prometheus text) answers only with `Authorization: Bearer <METRICS_TOKEN>`; unset: no route.
  METRICS_TOKEN: z.string().min(16, 'deve essere lungo almeno 16 caratteri').optional(),
  // Traces go over OTLP/HTTP to this collector (the exporter also reads the other OTEL_EXPORTER_OTLP_*
  // variables); unset: tracing is off and its SDK is never loaded.
  OTEL_EXPORTER_OTLP_ENDPOINT: z.string().url().optional(),
  OTEL_SERVICE_NAME: z.string().min(1).default('festalocation-gateway'),
  // Queries run compiled by graphql-jit; 'graphql-js' switches back to graphql's own executor (comparisons).
  GRAPHQL_EXECUTOR: z.enum(['jit', 'graphql-js']).default('jit'),
  // POST /graphql with a JSON body skips express ('fast'); 'express' sends it through express too (comparisons).
  GRAPHQL_HTTP: z.enum(['fast', 'express']).default('fast'),
  // The client's operations as built (`npm run build:trusted` writes dist/trusted-documents.json): in
  // production only these run, on every transport. Unset, or outside production: any operation runs.
  TRUSTED_DOCUMENTS: z.string().min(1).optional(),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Festalocation <no-reply@festalocation.local>'),
  // Payments. Without a secret key the gateway runs its local Stripe stand-in (refused in production).
  STRIPE_SECRET_KEY: z.string().optional(),
  STRIPE_WEBHOOK_SECRET: z.string().optional(),
  // The signing secret of the Connect endpoint (events of hosts' own accounts: onboarding, deposits, refunds).
  // Unset: online deposits are off and hosts ask for deposits to be paid as agreed.
  STRIPE_CONNECT_WEBHOOK_SECRET: z.string().optional(),
  // The platform's share of each deposit paid online, in per cent of it (an application fee); none by default.
  DEPOSIT_PLATFORM_FEE_PERCENT: z.coerce.number().min(0).max(100).default(0),
  // The prices on sale, by their Stripe lookup keys (the stand-in serves these two).
  STRIPE_PLAN_LOOKUP_KEYS: z.string().default('festalocation_year,festalocation_month'),
  // A coupon applied to early adopters' annual plan after their free period (the reduced price). The
  // stand-in has one of its own (30% off, for ever) used when this is unset.
  STRIPE_EARLY_ADOPTER_COUPON: z.string().optional(),
  // The IVA tax rate invoices carry; unset: an inclusive 22% 'IVA' rate is found (or made once) at start.
  STRIPE_VAT_TAX_RATE: z.string().optional(),
  // Locations created on or before this day (YYYY-MM-DD) are early adopters, free until it; unset: no programme.
  EARLY_ADOPTER_UNTIL: z.iso.date().optional(),
  // Where the stand-in keeps its customers and subscriptions across restarts ('' keeps them in memory).
  STRIPE_STANDIN_STATE: z.string().default('./.data/stripe-standin.json'),
  FIREBASE_CREDENTIALS: z.string().optional(),
  GEOCODER_URL: z.string().url().default('https://nominatim.openstreetmap.org/reverse'),
  // Social sign-in: a provider is offered only when its client id is set; endpoints are configurable
  // so tests (and staging) can point them at stand-in servers.
  // Outside production, providers without credentials are served by a local stand-in (login dialog,
  // consent popup, and the endpoints the verification code calls), so social sign-in can be seen and tried.
  SOCIAL_STANDIN: z
    .enum(['true', 'false'])
    .default('true')
    .transform((v) => v === 'true'),
  GOOGLE_CLIENT_ID: z.string().optional(),
  GOOGLE_USERINFO_URL: z.string().url().default('https://www.googleapis.com/oauth2/v3/userinfo'),
  FACEBOOK_APP_ID: z.string().optional(),
  FACEBOOK_GRAPH_URL: z.string().url().default('https://graph.facebook.com/v19.0'),
  APPLE_CLIENT_ID: z.string().optional(),
  APPLE_JWKS_URL: z.string().url().default('https://appleid.apple.com/auth/keys'),
  APPLE_ISSUER: z.string().default('https://appleid.apple.com'),
  // Failed sign-ins in the window before each further attempt waits (LOGIN_DELAY_SECONDS after the last
  // failure, doubling with every further one, at most the window): per e-mail from one client address,
  // per client address, and per e-mail from addresses that never signed in to it.
  LOGIN_MAX_FAILURES_PER_ACCOUNT_ADDRESS: z.coerce.number().int().min(1).default(5),
  LOGIN_MAX_FAILURES_PER_ADDRESS: z.coerce.number().int().min(1).default(30),
  LOGIN_MAX_FAILURES_PER_ACCOUNT: z.coerce.number().int().min(1).default(100),
  LOGIN_WINDOW_MINUTES: z.coerce.number().int().min(1).default(15),
  LOGIN_DELAY_SECONDS: z.coerce.number().int().min(1).default(30),
  // Many people share one client address (carrier NAT, office, school): past these per-address counts
  // each further attempt must carry a proof of work (a solved ALTCHA challenge) instead of being refused.
  // LOGIN_MAX_FAILURES_PER_ADDRESS above is the sign-in one.
  CODE_MAX_FAILURES_PER_ADDRESS: z.coerce.number().int().min(1).default(30),
  REGISTRATIONS_PER_ADDRESS_HOUR: z.coerce.number().int().min(1).default(10),
  // The puzzle: PBKDF2/SHA-256 iterations per try, and the highest counter the browser may have to reach
  // (it starts at 0; the answer is drawn between half this and this). About a second in a phone's browser.
  PROOF_OF_WORK_COST: z.coerce.number().int().min(1).max(1_000_000).default(1000),
  PROOF_OF_WORK_MAX_COUNTER: z.coerce.number().int().min(2).max(10_000_000).default(3000),
  // Quote requests a guest may send: per location in a rolling day, and to any location in a rolling hour.
  QUOTE_REQUESTS_PER_LOCATION_DAY: z.coerce.number().int().min(1).default(3),
  QUOTE_REQUESTS_PER_HOUR: z.coerce.number().int().min(1).default(10),
  // Messages one party may write: in one conversation per rolling minute, and in all of them per rolling day.
  MESSAGES_PER_MINUTE: z.coerce.number().int().min(1).default(10),
  MESSAGES_PER_DAY: z.coerce.number().int().min(1).default(300),
});

export type Config = z.infer<typeof schema> & { jwtSecret: string };

export class ConfigError extends Error {}

/** Validates the environment once at start-up; a bad variable stops the process with its name. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Configurazione non valida:\n${lines.join('\n')}`);
  }
  const cfg = parsed.data;
  if (cfg.NODE_ENV === 'production' && !cfg.JWT_SECRET) {
    throw new ConfigError('Configurazione non valida:\n  JWT_SECRET: obbligatoria in produzione');
  }
  if (cfg.STRIPE_SECRET_KEY && !cfg.STRIPE_WEBHOOK_SECRET) {
    throw new ConfigError(
      'Configurazione non valida:\n  STRIPE_WEBHOOK_SECRET: obbligatoria con STRIPE_SECRET_KEY',
    );
  }
  // The programme promises a reduced price after the free period: with Stripe, that price must exist.
  if (cfg.STRIPE_SECRET_KEY && cfg.EARLY_ADOPTER_UNTIL && !cfg.STRIPE_EARLY_ADOPTER_COUPON) {
    throw new ConfigError(
      'Configurazione non valida:\n  STRIPE_EARLY_ADOPTER_COUPON: obbligatoria con EARLY_ADOPTER_UNTIL e STRIPE_SECRET_KEY',
    );
  }
  if (cfg.NODE_ENV === 'production' && cfg.CALENDAR_IMPORT_ALLOW_PRIVATE) {
    throw new ConfigError(
      'Configurazione non valida:\n  CALENDAR_IMPORT_ALLOW_PRIVATE: non ammessa in produzione',
    );
  }
  if (cfg.MEDIA_STORE === 's3') {
    const missing = (
      ['S3_ENDPOINT', 'S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const
    ).filter((k) => !cfg[k]);
    if (missing.length)
      throw new ConfigError(
        `Configurazione non valida:\n${missing.map((k) => `  ${k}: obbligatoria con MEDIA_STORE=s3`).join('\n')}`,
      );
  }
  // Development and tests get a fixed, clearly non-production secret so tokens survive restarts.
  const jwtSecret = cfg.JWT_SECRET ?? 'development-only-secret-do-not-use-in-production';
  return { ...cfg, jwtSecret };
}

const PROXY_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);
function isProxyEntry(entry: string): boolean {
  if (PROXY_NAMES.has(entry)) return true;
  if (entry.includes('/')) {
    try {
      ipaddr.parseCIDR(entry);
      return true;
    } catch {
      return false;
    }
  }
  return ipaddr.isValid(entry);
}
