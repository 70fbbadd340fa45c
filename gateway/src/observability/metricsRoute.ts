import { createHash, timingSafeEqual } from 'node:crypto';
import type { Request, Response, NextFunction } from 'express';
import { forbidden, notFound, unauthenticated } from '../errors.js';
import type { Metrics } from './metrics.js';

/**
 * GET /metrics for Prometheus, with `Authorization: Bearer <METRICS_TOKEN>`: without a token configured the
 * route does not exist (404, as any unknown path, not the client's page); without the header 401, with
 * another token 403, answered as every REST refusal is. Tokens are compared as SHA-256 digests in constant
 * time, so neither their content nor their length leaks.
 */
export function metricsRoute(token: string | undefined, metrics: Metrics) {
  const expected = token ? digest(token) : null;
  return async (req: Request, res: Response, next: NextFunction) => {
    if (!expected) return next(notFound());
    const match = /^Bearer\s+(\S+)\s*$/i.exec(req.headers.authorization ?? '');
    if (!match) {
      res.setHeader('WWW-Authenticate', 'Bearer realm="metrics"');
      return next(unauthenticated());
    }
    if (!timingSafeEqual(digest(match[1]!), expected)) return next(forbidden());
    try {
      const body = await metrics.scrape();
      res.setHeader('Cache-Control', 'no-store');
      res.type(metrics.contentType).send(body);
    } catch (err) {
      next(err);
    }
  };
}

function digest(value: string): Buffer {
  return createHash('sha256').update(value).digest();
}
