import type http from 'node:http';
import type { ExecutionResult } from 'graphql';

/**
 * Spans for one request's path through the gateway: the HTTP request, the GraphQL operation it runs, and
 * each SQL statement under it. Made here by hand rather than by OpenTelemetry's auto-instrumentations: those
 * patch `require('pg')`/`import 'graphql'` as modules load, and the production bundle (scripts/build-gateway.mjs)
 * is one ES module whose own code never reaches Node's loader, and whose packages are imported as ES
 * modules, which need a loader hook (`--import`) the image does not run.
 */
export interface Tracing {
  /** Handles the request inside its server span, which ends when the answer is sent (or the socket closes). */
  http(req: http.IncomingMessage, res: http.ServerResponse, route: string, handle: () => void): void;
  /** Runs one operation's execution inside its span, under the current one (the HTTP request's, if any). */
  operation(
    name: string | undefined,
    type: string | undefined,
    run: () => Promise<ExecutionResult>,
  ): Promise<ExecutionResult>;
  /** Makes each statement of this pg client a span, when it runs under a span of a request or operation. */
  instrumentClient(client: { query: (...args: never[]) => unknown }): void;
  /** Sends what is buffered and stops. */
  shutdown(): Promise<void>;
}
