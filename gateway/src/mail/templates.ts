import type { MailMessage } from './mailer.js';
import { escapeHtml } from '../html.js';

function layout(title: string, bodyHtml: string): string {
  return `<!doctype html><html lang="it"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head>
<body style="margin:0;padding:24px;background:#f6f4f1;font-family:Arial,Helvetica,sans-serif;color:#1d1b19">
<div style="max-width:520px;margin:0 auto;background:#fff;border-radius:12px;padding:32px">
<p style="font-size:20px;font-weight:bold;margin:0 0 24px">Festalocation</p>
${bodyHtml}
<p style="font-size:12px;color:#6b6560;margin-top:32px">Hai ricevuto questa e-mail perché qualcuno ha usato questo indirizzo su Festalocation. Se non sei stato tu, ignorala.</p>
</div></body></html>`;
}

function codeMail(to: string, subject: string, intro: string, code: string): MailMessage {
  const text = `${intro}\n\nIl tuo codice è: ${code}\n\nIl codice è valido per 10 minuti e può essere usato una sola volta. Non condividerlo con nessuno.\n\nIl team di Festalocation`;
  const html = layout(
    subject,
    `<p>${escapeHtml(intro)}</p>
<p style="font-size:32px;letter-spacing:8px;font-weight:bold;margin:24px 0">${escapeHtml(code)}</p>
<p>Il codice è valido per 10 minuti e può essere usato una sola volta. Non condividerlo con nessuno.</p>
<p>Il team di Festalocation</p>`,
  );
  return { to, subject, text, html };
}

export const verificationCodeMail = (to: string, code: string) =>
  codeMail(
    to,
    'Il tuo codice di verifica Festalocation',
    'Benvenuto su Festalocation! Inserisci questo codice per verificare il tuo indirizzo e-mail.',
    code,
  );

export const resetCodeMail = (to: string, code: string) =>
  codeMail(
    to,
    'Il tuo codice per reimpostare la password',
    'Abbiamo ricevuto una richiesta di reimpostazione della password del tuo account Festalocation.',
    code,
  );

export function welcomeMail(to: string, fullName: string, publicUrl: string): MailMessage {
  const subject = 'Benvenuto su Festalocation';
  const text = `Ciao ${fullName},\n\nla tua registrazione è completa. Esplora location, trova idee e rendi speciale ogni evento.\n\n${publicUrl}\n\nIl team di Festalocation`;
  const html = layout(
    subject,
    `<p>Ciao ${escapeHtml(fullName)},</p>
<p>la tua registrazione è completa. Esplora location, trova idee e rendi speciale ogni evento.</p>
<p><a href="${escapeHtml(publicUrl)}" style="color:#c2410c">Vai su Festalocation</a></p>
<p>Il team di Festalocation</p>`,
  );
  return { to, subject, text, html };
}
