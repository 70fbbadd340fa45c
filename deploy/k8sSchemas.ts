import { Deployment } from 'kubernetes-models/apps/v1/Deployment';
import { HorizontalPodAutoscaler } from 'kubernetes-models/autoscaling/v2/HorizontalPodAutoscaler';
import { Job } from 'kubernetes-models/batch/v1/Job';
import { Ingress } from 'kubernetes-models/networking.k8s.io/v1/Ingress';
import { PodDisruptionBudget } from 'kubernetes-models/policy/v1/PodDisruptionBudget';
import { ConfigMap } from 'kubernetes-models/v1/ConfigMap';
import { Namespace } from 'kubernetes-models/v1/Namespace';
import { Secret } from 'kubernetes-models/v1/Secret';
import { Service } from 'kubernetes-models/v1/Service';
import { ServiceAccount } from 'kubernetes-models/v1/ServiceAccount';
import type { Manifest } from './k8sRules.js';

type Model = new (data: never) => { validate(): void };

/**
 * The kinds deploy/k8s may hold, each with its validator: kubernetes-models compiles the Kubernetes API's
 * OpenAPI schemas into ajv validators, so nothing is fetched. A kind missing here is a problem, not a pass.
 */
const MODELS: Record<string, Model> = Object.fromEntries(
  [
    Deployment,
    HorizontalPodAutoscaler,
    Job,
    Ingress,
    PodDisruptionBudget,
    ConfigMap,
    Namespace,
    Secret,
    Service,
    ServiceAccount,
  ].map((model) => [`${model.apiVersion} ${model.kind}`, model as unknown as Model]),
);

export function k8sSchemaProblems(manifests: Manifest[]): string[] {
  return manifests.flatMap((m) => {
    const where = `${m.kind} ${m.metadata?.name}`;
    const model = MODELS[`${m.apiVersion} ${m.kind}`];
    if (!model) return [`${where}: no schema for ${m.apiVersion} ${m.kind}`];
    try {
      new model(m as never).validate();
      return [];
    } catch (err) {
      return [`${where}: ${err instanceof Error ? err.message : String(err)}`];
    }
  });
}
