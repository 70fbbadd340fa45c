/**
 * The rules the production stack must keep, beyond what the Compose and Kubernetes schemas say: every
 * gateway probed, migrations before gateways, no secret written down, WebSockets through the proxy, the
 * image run by a non-root user with production dependencies only. Each check returns the problems it finds
 * (none: the rule holds), so the test can also show that breaking a rule is seen.
 */

export interface ComposeService {
  image?: string;
  command?: string | string[];
  entrypoint?: string | string[];
  environment?: Record<string, string | number | boolean | null> | string[];
  depends_on?: string[] | Record<string, { condition?: string }>;
  healthcheck?: { test?: string | string[] };
  deploy?: { replicas?: number | string };
  ports?: unknown[];
  restart?: string;
}
export interface ComposeFile {
  services: Record<string, ComposeService>;
}

/** Environment names that hold a secret (a password, key, token or credentials). */
export const SECRET_NAME = /PASSWORD|SECRET|TOKEN|CREDENTIALS|PRIVATE|(^|_)(ACCESS_)?KEY(_ID)?$/;
/** A Compose interpolation with no default: `${NAME}` or `${NAME:?message}` (the value must be given). */
const REQUIRED_VARIABLE = /^\$\{[A-Z0-9_]+(:?\?[^}]*)?\}$/;
/** The password of a URL's user information (`scheme://user:password@host`). */
export const URL_PASSWORD = /^[a-z][a-z0-9+.-]*:\/\/[^:/@\s]+:(.+)@[^@]*$/i;

const words = (value: string | string[] | undefined) =>
  Array.isArray(value) ? value.join(' ') : (value ?? '');

const environment = (service: ComposeService): [string, string][] =>
  Array.isArray(service.environment)
    ? service.environment.map((entry) => {
        const at = entry.indexOf('=');
        return at < 0 ? [entry, ''] : [entry.slice(0, at), entry.slice(at + 1)];
      })
    : Object.entries(service.environment ?? {}).map(([k, v]) => [k, String(v ?? '')]);

const dependency = (service: ComposeService, on: string): string | undefined => {
  const deps = service.depends_on;
  if (!deps) return undefined;
  if (Array.isArray(deps)) return deps.includes(on) ? 'service_started' : undefined;
  return deps[on] ? (deps[on].condition ?? 'service_started') : undefined;
};

/** A value given literally where a secret goes, in one environment entry (compose or Kubernetes). */
export function literalSecret(name: string, value: string): string | undefined {
  const password = URL_PASSWORD.exec(value)?.[1];
  if (password !== undefined && !REQUIRED_VARIABLE.test(password))
    return `${name}: the URL's password is written down (use \${VARIABLE:?message})`;
  if (SECRET_NAME.test(name) && value !== '' && !REQUIRED_VARIABLE.test(value))
    return `${name}: a secret is written down or has a default (use \${${name}:?message})`;
  return undefined;
}

export const GATEWAY_SERVICE = 'gateway';
export const MIGRATE_SERVICE = 'migrate';
export const MIGRATE_ENTRY = 'dist/gateway/migrate.js';

export function composeProblems(compose: ComposeFile): string[] {
  const problems: string[] = [];
  const gateway = compose.services[GATEWAY_SERVICE];
  const migrate = compose.services[MIGRATE_SERVICE];
  if (!gateway) return [`no '${GATEWAY_SERVICE}' service`];
  if (!(Number(gateway.deploy?.replicas ?? 1) >= 2))
    problems.push('gateway: fewer than two replicas (deploy.replicas)');
  if (!words(gateway.healthcheck?.test).includes('/readyz'))
    problems.push('gateway: no health check on /readyz');
  if (gateway.ports?.length) problems.push('gateway: publishes ports (only the proxy should)');
  if (!migrate || !words(migrate.command).includes(MIGRATE_ENTRY))
    problems.push(`no one-shot '${MIGRATE_SERVICE}' service running ${MIGRATE_ENTRY}`);
  else {
    if (migrate.image !== gateway.image) problems.push('migrate: not the gateway image');
    if (dependency(migrate, 'postgres') !== 'service_healthy')
      problems.push('migrate: does not wait for a healthy postgres');
    if (migrate.restart && migrate.restart !== 'no' && migrate.restart !== 'on-failure')
      problems.push(`migrate: restart '${migrate.restart}' (a one-shot step)`);
  }
  if (dependency(gateway, MIGRATE_SERVICE) !== 'service_completed_successfully')
    problems.push('gateway: does not wait for the migrations (service_completed_successfully)');
  const bucket = Object.entries(compose.services).find(([, s]) => words(s.entrypoint).includes('mc mb'));
  if (!bucket) problems.push('no one-shot service creating the bucket (mc mb)');
  else if (dependency(gateway, bucket[0]) !== 'service_completed_successfully')
    problems.push(`gateway: does not wait for ${bucket[0]} (the bucket)`);
  const proxy = Object.entries(compose.services).find(([, s]) => dependency(s, GATEWAY_SERVICE));
  if (!proxy || !proxy[1].ports?.length) problems.push('no proxy publishing a port in front of the gateways');
  for (const [name, service] of Object.entries(compose.services))
    for (const [key, value] of environment(service)) {
      const problem = literalSecret(key, value);
      if (problem) problems.push(`${name}: ${problem}`);
    }
  return problems;
}

/** The body of the first `location` block for `path` (nginx's location blocks here hold no braces). */
const locationBlock = (conf: string, path: string) =>
  new RegExp(`location\\s+(?:=\\s*|\\^~\\s*)?${path.replace(/\//g, '\\/')}\\s*\\{([^}]*)\\}`).exec(conf)?.[1];

const seconds = (value: string) =>
  Number.parseFloat(value) * ({ ms: 0.001, s: 1, m: 60, h: 3600 }[value.replace(/[\d.]/g, '') || 's'] ?? 1);

export function nginxProblems(text: string): string[] {
  const problems: string[] = [];
  const conf = text.replace(/#.*$/gm, ''); // the comments may name what the directives must not do
  const graphql = locationBlock(conf, '/graphql') ?? locationBlock(conf, '/');
  if (!graphql) return ['no location serving /graphql'];
  if (!/proxy_http_version\s+1\.1\s*;/.test(graphql)) problems.push('/graphql: not HTTP/1.1 to the gateways');
  if (!/proxy_set_header\s+Upgrade\s+\$http_upgrade\s*;/.test(graphql))
    problems.push('/graphql: the Upgrade header is not passed on (no WebSockets)');
  const connection = /proxy_set_header\s+Connection\s+(\S+)\s*;/.exec(graphql)?.[1];
  const mapped =
    connection === '$connection_upgrade' &&
    /map\s+\$http_upgrade\s+\$connection_upgrade\s*\{[^}]*default\s+upgrade\s*;/.test(conf);
  if (connection !== '"upgrade"' && connection !== 'upgrade' && !mapped)
    problems.push('/graphql: Connection is not set to upgrade for WebSocket handshakes');
  const timeout = /proxy_read_timeout\s+(\S+)\s*;/.exec(graphql)?.[1];
  if (!timeout || seconds(timeout) < 300)
    problems.push('/graphql: proxy_read_timeout under 300 s (open sockets would be cut)');
  if (/\b(ip_hash|sticky)\b|\bhash\s+\$cookie/.test(conf))
    problems.push('sticky sessions: every gateway must serve any client');
  const upstream = /upstream\s+\w+\s*\{([^}]*)\}/.exec(conf)?.[1] ?? '';
  if (!/server\s+\S+\s+[^;]*\bresolve\b/.test(upstream))
    problems.push('upstream: not re-resolved (`resolve`): replicas added later would get no traffic');
  return problems;
}

interface Stage {
  name?: string;
  from: string;
  lines: string[];
}

/** A Dockerfile's stages, each with its instructions (continuation lines joined). */
export function dockerStages(dockerfile: string): Stage[] {
  const instructions = dockerfile
    .replace(/\\\n/g, ' ')
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l && !l.startsWith('#'));
  const stages: Stage[] = [];
  for (const line of instructions) {
    const from = /^FROM\s+(\S+)(?:\s+AS\s+(\S+))?/i.exec(line);
    if (from) stages.push({ from: from[1]!, name: from[2], lines: [] });
    else stages.at(-1)?.lines.push(line);
  }
  return stages;
}

export function dockerfileProblems(dockerfile: string): string[] {
  const problems: string[] = [];
  const stages = dockerStages(dockerfile);
  const final = stages.at(-1);
  if (!final) return ['no FROM'];
  if (stages.length < 2) problems.push('one stage: the build tools would ship in the image');
  if (!/slim|alpine|distroless/.test(final.from))
    problems.push(`final base ${final.from} is not a small one`);
  const user = final.lines.filter((l) => /^USER\s/i.test(l)).at(-1);
  if (!user || /^USER\s+(root|0)(:|\s|$)/i.test(user)) problems.push('the image runs as root (no USER)');
  if (!final.lines.some((l) => /^HEALTHCHECK\s/i.test(l) && l.includes('/healthz')))
    problems.push('no HEALTHCHECK on /healthz');
  const productionOnly = (lines: string[]) => lines.some((l) => /npm ci\b[^&]*--omit=dev/.test(l));
  const ownInstall = final.lines.some((l) => /npm (ci|install)\b/.test(l));
  if (ownInstall && !productionOnly(final.lines)) problems.push('the final stage installs dev dependencies');
  for (const line of final.lines) {
    const copy = /^COPY\s+--from=(\S+)\s+(.+)$/i.exec(line);
    if (!copy || !copy[2]!.includes('node_modules')) continue;
    const source = stages.find((s) => s.name === copy[1]);
    if (!source || !productionOnly(source.lines))
      problems.push(`node_modules come from stage ${copy[1]}, which does not run npm ci --omit=dev`);
  }
  if (!ownInstall && !final.lines.some((l) => /^COPY\s+--from=\S+\s+\S*node_modules/i.test(l)))
    problems.push('the final stage has no production dependencies');
  if (final.lines.some((l) => /^COPY\s+\.\s/.test(l)))
    problems.push('the final stage copies the whole source tree');
  return problems;
}
