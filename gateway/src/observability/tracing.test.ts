import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { InMemorySpanExporter, type ReadableSpan } from '@opentelemetry/sdk-trace';
import { startTestGateway, type TestGateway } from '../test/harness.js';
import type { Tracing } from './tracing.js';
import { startTracing } from './startTracing.js';

const exporter = new InMemorySpanExporter();
let tracing: Tracing;
let gw: TestGateway;
beforeAll(async () => {
  tracing = (await startTracing({ serviceName: 'test', exporter }))!;
  gw = await startTestGateway({}, { tracing });
});
afterAll(async () => {
  await gw?.stop();
  await tracing?.shutdown();
});

const parentOf = (span: ReadableSpan) => span.parentSpanContext?.spanId;

describe('traces', () => {
  it('is off, with nothing loaded, when no endpoint is configured', async () => {
    expect(await startTracing({ serviceName: 'test' })).toBeUndefined();
  });

  it('nests a request’s GraphQL operation under its HTTP span, and its SQL statements under the operation', async () => {
    exporter.reset();
    const traceparent = '00-0af7651916cd43dd8448eb211c80319c-b7ad6b7169203331-01';
    const res = await fetch(`${gw.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', traceparent },
      body: JSON.stringify({ query: 'query TracedCities { cities(filter: "Mil", first: 2) { nome } }' }),
    });
    expect(res.status).toBe(200);
    await res.text();
    const spans = await vi.waitFor(() => {
      const all = exporter.getFinishedSpans();
      expect(all.some((s) => s.name === 'POST /graphql')).toBe(true);
      return all;
    });
    const http = spans.find((s) => s.name === 'POST /graphql')!;
    // The caller's trace goes on.
    expect(http.spanContext().traceId).toBe('0af7651916cd43dd8448eb211c80319c');
    expect(http.attributes['http.response.status_code']).toBe(200);
    const operation = spans.find((s) => s.name === 'query TracedCities')!;
    expect(operation).toBeDefined();
    expect(operation.attributes['graphql.operation.name']).toBe('TracedCities');
    expect(parentOf(operation)).toBe(http.spanContext().spanId);
    const statements = spans.filter((s) => parentOf(s) === operation.spanContext().spanId);
    expect(statements.length).toBeGreaterThan(0);
    expect(statements.map((s) => s.name)).toContain('SELECT');
    expect(String(statements[0]!.attributes['db.query.text'])).toMatch(/select/i);
    expect(statements[0]!.attributes['db.system.name']).toBe('postgresql');
  });

  it('leaves the background loops’ statements out', async () => {
    exporter.reset();
    await gw.app.outbox.drain();
    expect(exporter.getFinishedSpans()).toEqual([]);
  });
});
