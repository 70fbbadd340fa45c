import { describe, expect, it, vi } from 'vitest';
import type { NextFunction, Request, Response } from 'express';
import type { Logger } from 'pino';
import { ERROR_CODES } from '@festa/domain/errors';
import { DomainError, invalidSession } from './errors.js';
import { jsonErrors, REST_STATUS } from './httpErrors.js';

/** What the last error handler writes for an error thrown by a route at `url`. */
function answer(err: unknown, url = '/uploads') {
  const headers: Record<string, string> = {};
  let body = '';
  const res = {
    statusCode: 200,
    headersSent: false,
    setHeader: (name: string, value: string) => (headers[name.toLowerCase()] = value),
    end: (text: string) => (body = text),
  };
  const logger = { error: vi.fn() } as unknown as Logger;
  const next = vi.fn() as NextFunction;
  jsonErrors(logger)(err, { url, method: 'POST', path: url } as Request, res as unknown as Response, next);
  return { status: res.statusCode, headers, body: JSON.parse(body) as unknown, logged: logger.error };
}

describe('the one REST error mapping', () => {
  it('answers a domain error with its code’s status, code and message', () => {
    expect(answer(invalidSession())).toMatchObject({
      status: 401,
      body: {
        error: {
          code: 'INVALID_SESSION',
          message: 'La tua sessione è scaduta. Per favore, accedi di nuovo.',
        },
      },
    });
    const gone = answer(new DomainError('EXPORT_EXPIRED', 'Questa esportazione è scaduta'));
    expect(gone).toMatchObject({ status: 410, body: { error: { code: 'EXPORT_EXPIRED' } } });
    expect(gone.logged).not.toHaveBeenCalled();
  });

  it('says how long to wait when the error does, and answers a lost database 503 to retry', () => {
    const limited = answer(new DomainError('RATE_LIMITED', 'Troppe', { retryAfterSeconds: 60 }));
    expect(limited).toMatchObject({
      status: 429,
      headers: { 'retry-after': '60' },
      body: { error: { code: 'RATE_LIMITED', message: 'Troppe', retryAfterSeconds: 60 } },
    });
    const lost = answer(Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }));
    expect(lost).toMatchObject({
      status: 503,
      headers: { 'retry-after': '2' },
      body: { error: { code: 'TEMPORARILY_UNAVAILABLE' } },
    });
  });

  it('masks anything else as a logged 500, and gives every code of the union a 4xx or 5xx status', () => {
    const bug = answer(new Error('secret internals'));
    expect(bug).toMatchObject({ status: 500, body: { error: { code: 'INTERNAL_SERVER_ERROR' } } });
    expect(JSON.stringify(bug.body)).not.toContain('secret');
    expect(bug.logged).toHaveBeenCalledOnce();
    for (const code of ERROR_CODES) expect(REST_STATUS[code], code).toBeGreaterThanOrEqual(400);
  });
});
