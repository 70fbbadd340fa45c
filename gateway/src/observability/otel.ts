import type { Span } from '@opentelemetry/api';
import type { SpanExporter } from '@opentelemetry/sdk-trace';
import type { Tracing } from './tracing.js';

// Statements are parameterised ($1, $2…): their text carries no values. Very long ones are cut.
const MAX_STATEMENT_CHARS = 2_000;

/** The OpenTelemetry SDK behind `Tracing`; loaded only when tracing is on (startTracing.ts). */
export async function createOtelTracing(opts: {
  serviceName: string;
  exporter?: SpanExporter;
}): Promise<Tracing> {
  // Imported here, not at the top: the production bundle keeps a package's static imports at its own top,
  // and these must not load at all while tracing is off.
  const [api, { AsyncLocalStorageContextManager }, { W3CTraceContextPropagator }, resources, sdk] =
    await Promise.all([
      import('@opentelemetry/api'),
      import('@opentelemetry/context-async-hooks'),
      import('@opentelemetry/core'),
      import('@opentelemetry/resources'),
      import('@opentelemetry/sdk-trace'),
    ]);
  const { context, propagation, ROOT_CONTEXT, SpanKind, SpanStatusCode, trace } = api;
  const failed = (span: Span, err: unknown) =>
    span.setStatus({
      code: SpanStatusCode.ERROR,
      message: err instanceof Error ? err.message : String(err),
    });
  // Process-wide, as OpenTelemetry's API is: spans follow awaits through AsyncLocalStorage, and a
  // `traceparent` from the proxy or the browser makes the request's span a child of the caller's.
  context.setGlobalContextManager(new AsyncLocalStorageContextManager().enable());
  propagation.setGlobalPropagator(new W3CTraceContextPropagator());
  const exporter =
    opts.exporter ?? new (await import('@opentelemetry/exporter-trace-otlp-http')).OTLPTraceExporter();
  const provider = new sdk.TracerProvider({
    resource: resources.resourceFromAttributes({ 'service.name': opts.serviceName }),
    // A test reads each span as it ends; in production they go out in batches, off the request's path.
    spanProcessors: [
      opts.exporter ? new sdk.SimpleSpanProcessor({ exporter }) : new sdk.BatchSpanProcessor({ exporter }),
    ],
  });
  const tracer = provider.getTracer('festalocation-gateway');

  return {
    http(req, res, route, handle) {
      const parent = propagation.extract(ROOT_CONTEXT, req.headers);
      const method = req.method ?? 'GET';
      // Only the route label, never the path: a path may carry a secret (the calendar feed's token).
      const span = tracer.startSpan(
        `${method} ${route}`,
        { kind: SpanKind.SERVER, attributes: { 'http.request.method': method, 'http.route': route } },
        parent,
      );
      let ended = false;
      const end = () => {
        if (ended) return;
        ended = true;
        span.setAttribute('http.response.status_code', res.statusCode);
        if (!res.writableFinished) span.setAttribute('http.aborted', true);
        if (res.statusCode >= 500) span.setStatus({ code: SpanStatusCode.ERROR });
        span.end();
      };
      res.once('finish', end);
      res.once('close', end);
      context.with(trace.setSpan(parent, span), handle);
    },

    async operation(name, type, run) {
      const span = tracer.startSpan(`${type ?? 'operation'} ${name ?? '(anonymous)'}`, {
        attributes: {
          ...(name ? { 'graphql.operation.name': name } : {}),
          ...(type ? { 'graphql.operation.type': type } : {}),
        },
      });
      try {
        const result = await context.with(trace.setSpan(context.active(), span), run);
        if (result.errors?.length) {
          span.setAttribute('graphql.errors', result.errors.length);
          span.setStatus({ code: SpanStatusCode.ERROR, message: result.errors[0]!.message });
        }
        return result;
      } catch (err) {
        failed(span, err);
        throw err;
      } finally {
        span.end();
      }
    },

    instrumentClient(client) {
      const original = client.query as (...args: unknown[]) => unknown;
      (client as { query: unknown }).query = function tracedQuery(this: unknown, ...args: unknown[]) {
        const first = args[0] as string | { text?: unknown } | undefined;
        const text = typeof first === 'string' ? first : first?.text;
        // Statements of a request or an operation; the background loops' polling would only be noise.
        if (typeof text !== 'string' || !trace.getSpan(context.active())) return original.apply(this, args);
        const span = tracer.startSpan(statementName(text), {
          kind: SpanKind.CLIENT,
          attributes: {
            'db.system.name': 'postgresql',
            'db.query.text': text.slice(0, MAX_STATEMENT_CHARS),
          },
        });
        const end = (err?: unknown) => {
          if (err) failed(span, err);
          span.end();
        };
        const last = args.length - 1;
        const callback = args[last];
        if (typeof callback === 'function') {
          // The pool's own query() calls the client with a callback.
          args[last] = function (this: unknown, err: unknown, ...rest: unknown[]) {
            end(err);
            return (callback as (...a: unknown[]) => unknown).call(this, err, ...rest);
          };
          return original.apply(this, args);
        }
        let result: unknown;
        try {
          result = original.apply(this, args);
        } catch (err) {
          end(err);
          throw err;
        }
        if (result && typeof (result as Promise<unknown>).then === 'function')
          (result as Promise<unknown>).then(() => end(), end);
        else end();
        return result;
      };
    },

    async shutdown() {
      await provider.shutdown();
      context.disable();
      propagation.disable();
    },
  };
}

/** The statement's verb as the span's name (SELECT, INSERT, BEGIN…). */
function statementName(text: string): string {
  return /^\s*([A-Za-z]+)/.exec(text)?.[1]?.toUpperCase() ?? 'SQL';
}
