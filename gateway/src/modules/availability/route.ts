import type { Express } from 'express';
import type { Db } from '../../db/client.js';
import { calendarForToken } from './feed.js';
import { notFound } from '../../errors.js';
import { calendarMessages } from '@festa/domain/messages';

/**
 * `GET /calendar/{token}.ics`: a location's blocked and booked days for calendar apps, which cannot send a
 * session, so the unguessable token is the whole credential. Unknown and revoked tokens answer 404.
 */
export function mountCalendarFeed(app: Express, db: Db) {
  app.get('/calendar/:file', async (req, res, next) => {
    try {
      const match = /^(.+)\.ics$/.exec(req.params.file);
      const body = match ? await calendarForToken(db, match[1]!) : null;
      if (body == null) throw notFound(calendarMessages.notFound);
      res
        .status(200)
        .set('content-type', 'text/calendar; charset=utf-8')
        // The address is private: no shared cache may keep it; apps poll it anew.
        .set('cache-control', 'private, no-cache')
        .set('x-robots-tag', 'noindex')
        .send(body);
    } catch (err) {
      next(err);
    }
  });
}
