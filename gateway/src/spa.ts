import fs from 'node:fs';
import path from 'node:path';
import express, { type Express } from 'express';
import type { Logger } from 'pino';
import type { Db } from './db/client.js';
import { injectMeta, locationMeta, robotsTxt, sitemapXml } from './modules/locations/seo.js';

/**
 * Serves the built client: hashed assets cached for a year, every other GET answered with index.html,
 * and location pages with their own metadata already in the HTML.
 */
export function mountSpa(
  app: Express,
  opts: { clientDist: string; logger: Logger; db: Db; publicUrl: string },
) {
  const indexPath = path.join(opts.clientDist, 'index.html');
  if (!fs.existsSync(indexPath)) {
    opts.logger.warn({ clientDist: opts.clientDist }, 'client build not found: run `npm run build`');
  }
  let indexHtml: string | null = null;
  const readIndex = () =>
    (indexHtml ??= fs.existsSync(indexPath) ? fs.readFileSync(indexPath, 'utf8') : null);

  app.get('/sitemap.xml', async (_req, res, next) => {
    try {
      res.type('application/xml').setHeader('Cache-Control', 'public, max-age=3600');
      res.send(await sitemapXml(opts.db, opts.publicUrl));
    } catch (err) {
      next(err);
    }
  });
  app.get('/robots.txt', (_req, res) => {
    res.type('text/plain').setHeader('Cache-Control', 'public, max-age=86400');
    res.send(robotsTxt(opts.publicUrl));
  });
  app.use(
    '/assets',
    express.static(path.join(opts.clientDist, 'assets'), { immutable: true, maxAge: '365d' }),
  );
  app.use(express.static(opts.clientDist, { index: false, maxAge: '1h' }));
  app.get('/{*path}', async (req, res, next) => {
    if (req.path.startsWith('/graphql') || req.path.startsWith('/media/')) return next();
    const html = readIndex();
    if (!html) {
      res.status(503).type('text/plain').send('Client non compilato: esegui `npm run build`.');
      return;
    }
    res.setHeader('Cache-Control', 'no-cache');
    const match = /^\/location\/([^/]+)/.exec(req.path);
    if (match?.[1]) {
      try {
        const meta = await locationMeta(opts.db, decodeURIComponent(match[1]), opts.publicUrl);
        if (meta) {
          res.type('html').send(injectMeta(html, meta));
          return;
        }
      } catch (err) {
        opts.logger.warn({ err: (err as Error).message }, 'location metadata failed; serving plain shell');
      }
    }
    res.type('html').send(html);
  });
}
