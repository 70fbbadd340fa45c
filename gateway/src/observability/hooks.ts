import type http from 'node:http';
import { performance } from 'node:perf_hooks';
import type { ExecutionResult, OperationDefinitionNode } from 'graphql';
import { httpRoute, type Metrics } from './metrics.js';
import { REQUEST_ID_HEADER, requestIdFrom, withRequestId } from './requestId.js';
import type { Tracing } from './tracing.js';

/**
 * Every HTTP request: its id (the proxy's if sane, else a new one) in the answer's `X-Request-Id` and in every
 * line logged while it is served, its duration by route and status class, and its span when tracing is on.
 */
export function observeRequests(
  opts: { metrics: Metrics; tracing?: Tracing },
  handle: (req: http.IncomingMessage, res: http.ServerResponse) => void,
): (req: http.IncomingMessage, res: http.ServerResponse) => void {
  const { metrics, tracing } = opts;
  return (req, res) => {
    const requestId = requestIdFrom(req.headers['x-request-id']);
    res.setHeader(REQUEST_ID_HEADER, requestId);
    const route = httpRoute(req.url);
    const started = performance.now();
    res.once('finish', () => metrics.http(route, res.statusCode, (performance.now() - started) / 1000));
    const run = () => withRequestId(requestId, () => handle(req, res));
    if (tracing) tracing.http(req, res, route, run);
    else run();
  };
}

/** How the execution core reports what it runs and the errors it answers. */
export interface OperationObserver {
  execute(
    operation: OperationDefinitionNode | null,
    run: () => Promise<ExecutionResult>,
  ): Promise<ExecutionResult>;
  error(code: unknown): void;
}

export function operationObserver(metrics: Metrics, tracing?: Tracing): OperationObserver {
  return {
    async execute(operation, run) {
      const name = operation?.name?.value;
      const type = operation?.operation;
      const started = performance.now();
      try {
        return await (tracing ? tracing.operation(name, type, run) : run());
      } finally {
        metrics.operation(name, type, (performance.now() - started) / 1000);
      }
    },
    error: (code) => metrics.error(code),
  };
}
