import { desc } from 'drizzle-orm';
import type { Express } from 'express';
import type { Db } from '../db/client.js';
import { devEmails } from '../db/schema/index.js';
import { cspNonce } from '../securityHeaders.js';
import { escapeHtml as esc } from '../html.js';

/**
 * Development only: the outbox as a page, so someone trying the product without SMTP can read the
 * verification code. Never mounted in production.
 */
export function mountDevMailbox(app: Express, db: Db) {
  app.get('/dev/mailbox', async (req, res, next) => {
    try {
      const to = typeof req.query.to === 'string' ? req.query.to.trim().toLowerCase() : '';
      const rows = await db.select().from(devEmails).orderBy(desc(devEmails.createdAt)).limit(50);
      const list = rows.filter((r) => !to || r.to === to);
      const items = list
        .map(
          (m) => `<article><h2>${esc(m.subject)}</h2>
<p><strong>A:</strong> ${esc(m.to)} · <time>${m.createdAt.toISOString()}</time></p>
<pre>${esc(m.text)}</pre></article>`,
        )
        .join('\n');
      res.setHeader('Cache-Control', 'no-store');
      res.type('html').send(`<!doctype html><html lang="it"><head><meta charset="utf-8">
<title>Posta in uscita (sviluppo)</title><meta name="robots" content="noindex">
<style nonce="${cspNonce(res) ?? ''}">body{font-family:sans-serif;max-width:760px;margin:24px auto;padding:0 16px}article{border:1px solid #ddd;border-radius:8px;padding:12px 16px;margin:12px 0}pre{white-space:pre-wrap}</style>
</head><body><h1>Posta in uscita (sviluppo)</h1>
<p>Nessun SMTP configurato: qui trovi le e-mail che il prodotto avrebbe inviato.</p>
${items || '<p>Nessuna e-mail.</p>'}</body></html>`);
    } catch (err) {
      next(err);
    }
  });
}
