import type { Express } from 'express';
import { eq } from 'drizzle-orm';
import type { AppDeps } from '../../context.js';
import { tokenConfig } from '../../context.js';
import { dataExports } from '../../db/schema/index.js';
import { liveViewer } from '../auth/session.js';
import { DomainError, notFound, unauthenticated } from '../../errors.js';
import { exportMessages } from '@festa/domain/messages';
import type { UserDataExport } from './collect.js';
import { renderExportHtml } from './html.js';

export const EXPORT_ROUTE = '/account/exports/:file';

/**
 * `GET /account/exports/{token}.json|.html`: the owner's session is required as a bearer token besides
 * the unguessable name, so a leaked address alone opens nothing; an ended session answers INVALID_SESSION
 * as everywhere else. Another user's export answers 404 like one that never existed; an expired one 410
 * (its content is already gone). Refusals are domain errors, answered by the one REST error mapping.
 */
export function mountDataExportDownload(app: Express, deps: Pick<AppDeps, 'db' | 'config' | 'logger'>) {
  app.get(EXPORT_ROUTE, async (req, res, next) => {
    try {
      res.set('cache-control', 'no-store');
      const match = /^([A-Za-z0-9_-]{20,100})\.(json|html)$/.exec(String(req.params.file));
      const viewer = await liveViewer(
        deps.db,
        tokenConfig(deps.config),
        req.headers.authorization,
        deps.logger,
      );
      if (viewer.kind !== 'signed-in') throw unauthenticated(exportMessages.unauthenticated);
      if (!match) throw notFound(exportMessages.notFound);
      const [row] = await deps.db.select().from(dataExports).where(eq(dataExports.token, match[1]!));
      if (!row || row.userId !== viewer.user.id) throw notFound(exportMessages.notFound);
      const expired = row.status === 'EXPIRED' || (row.expiresAt && row.expiresAt <= new Date());
      if (expired) throw new DomainError('EXPORT_EXPIRED', exportMessages.expired);
      if (row.status !== 'READY' || !row.content)
        throw new DomainError('EXPORT_NOT_READY', exportMessages.notReady);
      const day = row.readyAt!.toISOString().slice(0, 10);
      const data = row.content as UserDataExport;
      if (match[2] === 'json') {
        res
          .type('application/json')
          .set('content-disposition', `attachment; filename="festalocation-dati-${day}.json"`)
          .send(JSON.stringify(data, null, 2));
      } else {
        res
          .type('text/html')
          // The summary is user text in a page from our origin: nothing in it may run.
          .set('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
          .set('content-disposition', `attachment; filename="festalocation-dati-${day}.html"`)
          .send(renderExportHtml(data));
      }
    } catch (err) {
      next(err);
    }
  });
}
