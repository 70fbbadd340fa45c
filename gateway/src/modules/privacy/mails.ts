import type { EmailPayload } from '../../outbox/payloads.js';
import { escapeHtml } from '../../html.js';

const layout = (title: string, body: string) =>
  `<!doctype html><html lang="it"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head>
<body style="margin:0;padding:24px;background:#f6f4f1;font-family:Arial,Helvetica,sans-serif;color:#1d1b19">
<div style="max-width:520px;margin:0 auto;background:#fff;border-radius:12px;padding:32px">
<p style="font-size:20px;font-weight:bold;margin:0 0 24px">Festalocation</p>
${body}
<p>Il team di Festalocation</p>
</div></body></html>`;

const day = (d: Date) => d.toLocaleDateString('it-IT', { timeZone: 'Europe/Rome', dateStyle: 'long' });

/** A mail of one paragraph and one link, as text and as HTML. */
const linkMail = (
  to: string,
  subject: string,
  intro: string,
  link: string,
  linkText: string,
): EmailPayload => ({
  to,
  subject,
  text: `${intro}\n\n${link}\n\nIl team di Festalocation`,
  html: layout(
    subject,
    `<p>${escapeHtml(intro)}</p><p><a href="${escapeHtml(link)}">${escapeHtml(linkText)}</a></p>`,
  ),
});

/** The export is ready: the link opens the profile (the download needs the session, not the e-mail). */
export function exportReadyMail(to: string, publicUrl: string, expiresAt: Date): EmailPayload {
  const subject = 'I tuoi dati sono pronti';
  const link = `${publicUrl}/profile/data`;
  const intro = `La copia dei tuoi dati che hai chiesto è pronta. Puoi scaricarla dal tuo profilo, nella sezione "I miei dati", fino al ${day(expiresAt)}.`;
  return linkMail(to, subject, intro, link, 'Vai a I miei dati');
}

/** Sent 30 days before an inactive account is anonymised: signing in once keeps it. */
export function inactivityWarningMail(to: string, publicUrl: string, anonymiseOn: Date): EmailPayload {
  const subject = 'Il tuo account Festalocation sta per essere eliminato';
  const intro = `Non accedi a Festalocation da quasi 24 mesi. Come indicato nell'informativa privacy, il ${day(anonymiseOn)} i dati personali del tuo account saranno cancellati. Per conservare l'account ti basta accedere prima di quella data.`;
  return linkMail(to, subject, intro, publicUrl, 'Accedi a Festalocation');
}
