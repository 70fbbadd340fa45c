import fs from 'node:fs';
import path from 'node:path';
import type { Express, Request, Response } from 'express';
import compression from 'compression';
import expressStaticGzip from 'express-static-gzip';
import type { Logger } from 'pino';
import type { Db } from './db/client.js';
import { injectMeta, locationMeta, robotsTxt, sitemapXml } from './modules/locations/seo.js';
import type { Renderer } from './ssr.js';
import { classifyPath, locationKey } from './routing.js';
import { withNonceMeta } from './securityHeaders.js';

/**
 * Serves the built client: hashed assets cached for a year (brotli or gzip copies made at build time),
 * every other GET answered with index.html, location pages with their own metadata already in the HTML,
 * and the public pages rendered on the server when the renderer is built.
 */
export function mountSpa(
  app: Express,
  opts: { clientDist: string; logger: Logger; db: Db; publicUrl: string; renderer?: Renderer | null },
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
    expressStaticGzip(path.join(opts.clientDist, 'assets'), {
      enableBrotli: true,
      orderPreference: ['br', 'gz'],
      serveStatic: { immutable: true, maxAge: '365d' },
    }),
    // A missing asset is a 404, never the HTML page (a script or style request would get HTML).
    (_req: Request, res: Response) => {
      res.status(404).type('text/plain').send('Not found');
    },
  );
  app.use(
    expressStaticGzip(opts.clientDist, {
      enableBrotli: true,
      orderPreference: ['br', 'gz'],
      index: false,
      serveStatic: {
        index: false,
        maxAge: '1h',
        // The service worker and the manifest are checked for a new version at each visit.
        setHeaders: (res, file) => {
          if (/(^|[\\/])(sw\.js|manifest\.webmanifest|offline\.html)$/.test(file))
            res.setHeader('Cache-Control', 'no-cache');
        },
      },
    }),
  );
  app.get('/{*path}', compression(), async (req, res, next) => {
    if (req.path.startsWith('/graphql') || req.path.startsWith('/media/')) return next();
    // Any path the client does not route goes to the home page.
    if (classifyPath(req.path) === 'unknown') return res.redirect(302, '/');
    const html = readIndex();
    if (!html) {
      res.status(503).type('text/plain').send('Client non compilato: esegui `npm run build`.');
      return;
    }
    res.setHeader('Cache-Control', 'no-cache');
    let page = html;
    let status = 200;
    const key = locationKey(req.path);
    if (key) {
      try {
        const slug = decodeKey(key);
        const meta = slug === null ? null : await locationMeta(opts.db, slug, opts.publicUrl);
        if (meta) page = injectMeta(html, meta);
        // What a signed-out visitor sees there is the app's 'Location non trovata' page.
        else status = 404;
      } catch (err) {
        opts.logger.warn({ err: (err as Error).message }, 'location metadata failed; serving plain shell');
      }
    }
    page = withNonceMeta(page, res);
    res
      .status(status)
      .type('html')
      .send(
        (await opts.renderer?.page(req.originalUrl, page, {
          ip: () => req.ip,
          userAgent: req.headers['user-agent'],
        })) ?? page,
      );
  });
}

/** The id or slug of a location path; null when it cannot name one (bad escape, NUL, absurd length). */
function decodeKey(key: string): string | null {
  try {
    const decoded = decodeURIComponent(key);
    return decoded.length <= 200 && !decoded.includes('\0') ? decoded : null;
  } catch {
    return null;
  }
}
