import { MIGRATE_ENTRY, SECRET_NAME, URL_PASSWORD } from './rules.js';

/** The parts of the Kubernetes objects the rules read (the schemas check the rest). */
interface EnvVar {
  name: string;
  value?: string;
  valueFrom?: { secretKeyRef?: { name: string; key: string } };
}
interface Probe {
  httpGet?: { path?: string };
}
interface Container {
  name: string;
  image?: string;
  command?: string[];
  env?: EnvVar[];
  readinessProbe?: Probe;
  livenessProbe?: Probe;
  resources?: { requests?: Record<string, string>; limits?: Record<string, string> };
  securityContext?: { runAsNonRoot?: boolean; runAsUser?: number; allowPrivilegeEscalation?: boolean };
}
interface PodSpec {
  containers: Container[];
  restartPolicy?: string;
  securityContext?: { runAsNonRoot?: boolean; runAsUser?: number };
}
export interface Manifest {
  apiVersion: string;
  kind: string;
  metadata: { name: string; annotations?: Record<string, string> };
  spec?: {
    template?: { metadata?: { labels?: Record<string, string> }; spec: PodSpec };
    /** A Service's selector is the labels; a PodDisruptionBudget's holds them under matchLabels. */
    selector?: Record<string, unknown>;
    scaleTargetRef?: { kind: string; name: string };
    minReplicas?: number;
  };
  data?: Record<string, string>;
  stringData?: Record<string, string>;
}

const INGRESS_TIMEOUT = 'nginx.ingress.kubernetes.io/proxy-read-timeout';

const matches = (selector: Record<string, unknown> | undefined, labels: Record<string, string> = {}) =>
  !!selector && Object.entries(selector).every(([k, v]) => labels[k] === v);

function podProblems(owner: string, pod: PodSpec): string[] {
  const problems: string[] = [];
  for (const c of pod.containers) {
    const where = `${owner}/${c.name}`;
    const nonRoot = c.securityContext?.runAsNonRoot ?? pod.securityContext?.runAsNonRoot;
    const user = c.securityContext?.runAsUser ?? pod.securityContext?.runAsUser;
    if (nonRoot !== true || user === 0) problems.push(`${where}: not runAsNonRoot`);
    if (c.securityContext?.allowPrivilegeEscalation !== false)
      problems.push(`${where}: allowPrivilegeEscalation is not false`);
    if (!c.resources?.requests || !c.resources.limits?.memory)
      problems.push(`${where}: no resource requests and memory limit`);
    for (const env of c.env ?? []) {
      if (env.value !== undefined && (SECRET_NAME.test(env.name) || URL_PASSWORD.test(env.value)))
        problems.push(`${where}: ${env.name} is written down (use valueFrom.secretKeyRef)`);
    }
  }
  return problems;
}

export function k8sProblems(manifests: Manifest[]): string[] {
  const problems: string[] = [];
  const of = (kind: string) => manifests.filter((m) => m.kind === kind);
  const deployments = of('Deployment');
  if (!deployments.length) problems.push('no Deployment');
  for (const d of deployments) {
    const pod = d.spec?.template?.spec;
    if (!pod) continue;
    problems.push(...podProblems(`Deployment ${d.metadata.name}`, pod));
    for (const c of pod.containers) {
      if (c.readinessProbe?.httpGet?.path !== '/readyz')
        problems.push(`Deployment ${d.metadata.name}/${c.name}: no readiness probe on /readyz`);
      if (c.livenessProbe?.httpGet?.path !== '/healthz')
        problems.push(`Deployment ${d.metadata.name}/${c.name}: no liveness probe on /healthz`);
    }
    const labels = d.spec?.template?.metadata?.labels;
    const name = d.metadata.name;
    if (!of('Service').some((s) => matches(s.spec?.selector, labels)))
      problems.push(`Deployment ${name}: no Service selects its pods`);
    const budgets = of('PodDisruptionBudget');
    if (!budgets.some((p) => matches(p.spec?.selector?.matchLabels as Record<string, unknown>, labels)))
      problems.push(`Deployment ${name}: no PodDisruptionBudget`);
    const hpa = of('HorizontalPodAutoscaler').find(
      (h) => h.spec?.scaleTargetRef?.kind === 'Deployment' && h.spec.scaleTargetRef.name === name,
    );
    if (!hpa) problems.push(`Deployment ${name}: no HorizontalPodAutoscaler`);
    else if ((hpa.spec?.minReplicas ?? 1) < 2)
      problems.push(`HPA ${hpa.metadata.name}: fewer than two replicas`);
  }
  const gatewayImages = new Set(
    deployments.flatMap((d) => d.spec?.template?.spec.containers.map((c) => c.image)),
  );
  const migrations = of('Job').filter((j) =>
    j.spec?.template?.spec.containers.some((c) => c.command?.join(' ').includes(MIGRATE_ENTRY)),
  );
  if (!migrations.length) problems.push(`no migration Job running ${MIGRATE_ENTRY}`);
  for (const job of migrations) {
    const pod = job.spec!.template!.spec;
    problems.push(...podProblems(`Job ${job.metadata.name}`, pod));
    if (!pod.containers.every((c) => gatewayImages.has(c.image)))
      problems.push(`Job ${job.metadata.name}: not the gateway image`);
    if (pod.restartPolicy !== 'Never' && pod.restartPolicy !== 'OnFailure')
      problems.push(`Job ${job.metadata.name}: restartPolicy must be Never or OnFailure`);
  }
  const ingresses = of('Ingress');
  if (!ingresses.length) problems.push('no Ingress');
  for (const ingress of ingresses) {
    const annotations = ingress.metadata.annotations ?? {};
    if (Number(annotations[INGRESS_TIMEOUT] ?? 60) < 300)
      problems.push(
        `Ingress ${ingress.metadata.name}: ${INGRESS_TIMEOUT} under 300 s (sockets would be cut)`,
      );
    if (Object.keys(annotations).some((k) => /affinity|session-cookie/.test(k)))
      problems.push(`Ingress ${ingress.metadata.name}: sticky sessions`);
  }
  for (const secret of of('Secret'))
    if (secret.data || secret.stringData)
      problems.push(`Secret ${secret.metadata.name}: values in the repository`);
  for (const map of of('ConfigMap'))
    for (const [key, value] of Object.entries(map.data ?? {}))
      if (SECRET_NAME.test(key) || URL_PASSWORD.test(value))
        problems.push(`ConfigMap ${map.metadata.name}: ${key} is a secret (use the Secret)`);
  return problems;
}
