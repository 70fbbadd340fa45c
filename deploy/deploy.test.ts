import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import Ajv from 'ajv';
import { parse, parseAllDocuments } from 'yaml';
import { describe, expect, it } from 'vitest';
import { composeProblems, dockerfileProblems, nginxProblems, type ComposeFile } from './rules.js';
import { k8sProblems, type Manifest } from './k8sRules.js';
import { k8sSchemaProblems } from './k8sSchemas.js';

const DEPLOY = import.meta.dirname;
const read = (file: string) => fs.readFileSync(path.join(DEPLOY, file), 'utf8');
// Compose resolves `<<: *anchor` merge keys; so must the parser.
const composeFile = () => parse(read('compose.production.yml'), { merge: true }) as ComposeFile;
const dockerfile = () => fs.readFileSync(path.join(DEPLOY, '..', 'Dockerfile'), 'utf8');
const nginxConf = () => read('nginx.conf');

/** Every object `kubectl apply -k deploy/k8s` would send, with the file it comes from. */
function manifests(): Manifest[] {
  const kustomization = parse(read('k8s/kustomization.yaml')) as { resources: string[] };
  return kustomization.resources.flatMap((file) =>
    parseAllDocuments(read(`k8s/${file}`)).map((doc) => {
      if (doc.errors.length) throw new Error(`${file}: ${doc.errors[0]!.message}`);
      return doc.toJS() as Manifest;
    }),
  );
}

/** The Compose Specification's JSON schema, as dclint (a Compose linter) ships it: no network needed. */
function composeValidator() {
  const dclint = path.dirname(createRequire(import.meta.url).resolve('dclint/package.json'));
  const file = path.join(dclint, 'schemas/compose.schema.json');
  // Draft-07, ajv's default, named by an address ajv does not know it by ('https', no '#').
  const { $schema: _draft07, ...schema } = JSON.parse(fs.readFileSync(file, 'utf8'));
  // The schema uses keywords and formats of later drafts as annotations: they check nothing here either.
  return new Ajv({ allErrors: true, strict: false, validateFormats: false }).compile(schema);
}

const gatewayDeployment = (list: Manifest[]) => list.find((m) => m.kind === 'Deployment')!;
const container = (m: Manifest) => m.spec!.template!.spec.containers[0]!;

describe('the production compose file', () => {
  const validate = composeValidator();

  it('is valid under the Compose Specification', () => {
    expect(validate(composeFile()), JSON.stringify(validate.errors, null, 1)).toBe(true);
  });

  it('is refused by the schema when it is not', () => {
    const broken = composeFile() as unknown as { services: Record<string, Record<string, unknown>> };
    broken.services.gateway!.replicas = 3; // belongs under deploy:
    expect(validate(broken)).toBe(false);
  });

  it('keeps the rules', () => {
    expect(composeProblems(composeFile())).toEqual([]);
  });

  it.each([
    ['gateway: no health check on /readyz', (c: ComposeFile) => delete c.services.gateway!.healthcheck],
    ['gateway: fewer than two replicas', (c: ComposeFile) => delete c.services.gateway!.deploy],
    [
      'gateway: fewer than two replicas',
      (c: ComposeFile) => (c.services.gateway!.deploy = { replicas: 'two' }),
    ],
    [
      'gateway: does not wait for the migrations',
      (c: ComposeFile) => (c.services.gateway!.depends_on = { migrate: { condition: 'service_started' } }),
    ],
    ["no one-shot 'migrate' service", (c: ComposeFile) => delete c.services.migrate],
    [
      'JWT_SECRET: a secret is written down',
      (c: ComposeFile) =>
        ((c.services.gateway!.environment as Record<string, string>).JWT_SECRET = 'x'.repeat(40)),
    ],
    [
      'JWT_SECRET: a secret is written down or has a default',
      (c: ComposeFile) =>
        ((c.services.gateway!.environment as Record<string, string>).JWT_SECRET = '${JWT_SECRET:-dev}'),
    ],
    [
      "DATABASE_URL: the URL's password is written down",
      (c: ComposeFile) =>
        ((c.services.migrate!.environment as Record<string, string>).DATABASE_URL =
          'postgres://festa:hunter2@postgres:5432/festa'),
    ],
    [
      'MINIO_ROOT_PASSWORD',
      (c: ComposeFile) => (c.services.minio!.environment = ['MINIO_ROOT_PASSWORD=minio123']),
    ],
  ])('sees a broken rule: %s', (expected, breakIt) => {
    const compose = composeFile();
    breakIt(compose);
    expect(composeProblems(compose).join('\n')).toContain(expected);
  });
});

describe('the reverse proxy', () => {
  it('passes WebSocket upgrades to every gateway, without sticky sessions', () => {
    expect(nginxProblems(nginxConf())).toEqual([]);
  });

  it.each([
    ['the Upgrade header is not passed on', (c: string) => c.replace(/proxy_set_header Upgrade .*\n/, '')],
    ['Connection is not set to upgrade', (c: string) => c.replace(/default upgrade;/, 'default close;')],
    [
      'proxy_read_timeout under 300 s',
      (c: string) => c.replace(/proxy_read_timeout \S+;/, 'proxy_read_timeout 60s;'),
    ],
    ['sticky sessions', (c: string) => c.replace('zone gateways 64k;', 'zone gateways 64k;\n    ip_hash;')],
    ['not re-resolved', (c: string) => c.replace(' resolve ', ' ')],
  ])('sees a broken rule: %s', (expected, breakIt) => {
    expect(nginxProblems(breakIt(nginxConf())).join('\n')).toContain(expected);
  });
});

describe('the image', () => {
  it('is multi-stage, production dependencies only, non-root, with a health check', () => {
    expect(dockerfileProblems(dockerfile())).toEqual([]);
  });

  it.each([
    ['runs as root', (d: string) => d.replace(/^USER node$/m, 'USER root')],
    ['runs as root', (d: string) => d.replace(/^USER node$/m, '')],
    ['does not run npm ci --omit=dev', (d: string) => d.replace('--omit=dev ', '')],
    ['no HEALTHCHECK on /healthz', (d: string) => d.replace(/^HEALTHCHECK[^\n]*\\\n[^\n]*\n/m, '')],
    ['copies the whole source tree', (d: string) => `${d}\nCOPY . .\n`],
    [
      'is not a small one',
      (d: string) => d.replace(/FROM node:20-bookworm-slim\n(?![\s\S]*FROM)/, 'FROM node:20\n'),
    ],
  ])('sees a broken rule: %s', (expected, breakIt) => {
    const broken = breakIt(dockerfile());
    expect(broken).not.toBe(dockerfile());
    expect(dockerfileProblems(broken).join('\n')).toContain(expected);
  });
});

describe('the Kubernetes manifests', () => {
  it('lists every manifest in kustomization.yaml, so none escapes the checks', () => {
    const listed = (parse(read('k8s/kustomization.yaml')) as { resources: string[] }).resources;
    const files = fs.readdirSync(path.join(DEPLOY, 'k8s')).filter((f) => /\.ya?ml$/.test(f));
    expect(listed.sort()).toEqual(files.filter((f) => f !== 'kustomization.yaml').sort());
  });

  it('are valid under the Kubernetes API schemas', () => {
    expect(k8sSchemaProblems(manifests())).toEqual([]);
  });

  it('are refused by the schemas when they are not', () => {
    const list = manifests();
    (container(gatewayDeployment(list)) as unknown as Record<string, unknown>).ports = [
      { containerPort: 'http' },
    ];
    expect(k8sSchemaProblems(list).join('\n')).toContain('containerPort');
    expect(k8sSchemaProblems([{ apiVersion: 'v9', kind: 'Nothing', metadata: { name: 'x' } }])).toEqual([
      'Nothing x: no schema for v9 Nothing',
    ]);
  });

  it('keep the rules', () => {
    expect(k8sProblems(manifests())).toEqual([]);
  });

  it.each([
    [
      'no readiness probe on /readyz',
      (l: Manifest[]) => delete container(gatewayDeployment(l)).readinessProbe,
    ],
    [
      'no liveness probe on /healthz',
      (l: Manifest[]) => delete container(gatewayDeployment(l)).livenessProbe,
    ],
    [
      'not runAsNonRoot',
      (l: Manifest[]) => (gatewayDeployment(l).spec!.template!.spec.securityContext = { runAsUser: 0 }),
    ],
    [
      'JWT_SECRET is written down',
      (l: Manifest[]) =>
        container(gatewayDeployment(l)).env!.push({ name: 'JWT_SECRET', value: 'x'.repeat(40) }),
    ],
    [
      'no migration Job',
      (l: Manifest[]) =>
        l.splice(
          l.findIndex((m) => m.kind === 'Job'),
          1,
        ),
    ],
    [
      'values in the repository',
      (l: Manifest[]) =>
        l.push({ apiVersion: 'v1', kind: 'Secret', metadata: { name: 's' }, stringData: { A: 'b' } }),
    ],
    [
      'sockets would be cut',
      (l: Manifest[]) => delete l.find((m) => m.kind === 'Ingress')!.metadata.annotations,
    ],
    [
      'no PodDisruptionBudget',
      (l: Manifest[]) =>
        l.splice(
          l.findIndex((m) => m.kind === 'PodDisruptionBudget'),
          1,
        ),
    ],
  ])('sees a broken rule: %s', (expected, breakIt) => {
    const list = manifests();
    breakIt(list);
    expect(k8sProblems(list).join('\n')).toContain(expected);
  });
});
