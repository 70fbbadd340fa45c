import type { SpanExporter } from '@opentelemetry/sdk-trace';
import type { Tracing } from './tracing.js';

/**
 * Tracing when OTEL_EXPORTER_OTLP_ENDPOINT is set (the exporter reads it, and the other OTEL_EXPORTER_OTLP_*
 * variables, itself), or with an exporter of a test's; otherwise undefined and the SDK is never loaded: the
 * gateway's code checks for undefined and does nothing else.
 */
export async function startTracing(opts: {
  endpoint?: string;
  serviceName: string;
  /** Tests: spans go to this exporter, one by one as they end. */
  exporter?: SpanExporter;
}): Promise<Tracing | undefined> {
  if (!opts.endpoint && !opts.exporter) return undefined;
  const { createOtelTracing } = await import('./otel.js');
  return createOtelTracing(opts);
}
