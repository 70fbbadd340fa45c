import fs from 'node:fs';
import path from 'node:path';
import express, { type Express } from 'express';
import type { Logger } from 'pino';

/** Serves the built client: hashed assets cached for a year, every other GET answered with index.html. */
export function mountSpa(app: Express, opts: { clientDist: string; logger: Logger }) {
  const indexPath = path.join(opts.clientDist, 'index.html');
  if (!fs.existsSync(indexPath)) {
    opts.logger.warn({ clientDist: opts.clientDist }, 'client build not found: run `npm run build`');
  }
  app.use('/assets', express.static(path.join(opts.clientDist, 'assets'), { immutable: true, maxAge: '365d' }));
  app.use(express.static(opts.clientDist, { index: false, maxAge: '1h' }));
  app.get('/{*path}', (req, res, next) => {
    if (req.path.startsWith('/graphql') || req.path.startsWith('/media/')) return next();
    if (!fs.existsSync(indexPath)) {
      res.status(503).type('text/plain').send('Client non compilato: esegui `npm run build`.');
      return;
    }
    res.setHeader('Cache-Control', 'no-cache');
    res.sendFile(indexPath);
  });
}
