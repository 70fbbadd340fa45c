import type { UserDataExport } from './collect.js';
// Every piece of user text goes through escapeHtml: the summary is opened in a browser from our own origin.
import { escapeHtml } from '../../html.js';

const SECTIONS: [keyof UserDataExport, string][] = [
  ['account', 'Account'],
  ['consents', 'Consensi'],
  ['notificationSettings', 'Impostazioni delle notifiche'],
  ['favorites', 'Preferiti'],
  ['todoLists', 'Liste di cose da fare'],
  ['quoteRequestsSent', 'Richieste di preventivo inviate'],
  ['locations', 'Le tue location'],
  ['quoteRequestsReceived', 'Richieste di preventivo ricevute'],
  ['notifications', 'Notifiche'],
  ['reviews', 'Recensioni scritte'],
  ['contactClicks', 'Contatti aperti'],
  ['sessions', 'Accessi'],
  ['pushDevices', 'Dispositivi per le notifiche push'],
];

function value(v: unknown): string {
  if (v === null || v === undefined) return '<span class="none">—</span>';
  if (typeof v === 'boolean') return v ? 'sì' : 'no';
  if (Array.isArray(v)) {
    if (!v.length) return '<span class="none">nessuno</span>';
    return `<ol>${v.map((x) => `<li>${value(x)}</li>`).join('')}</ol>`;
  }
  if (typeof v === 'object') {
    const rows = Object.entries(v as Record<string, unknown>)
      .map(([k, x]) => `<tr><th scope="row">${escapeHtml(k)}</th><td>${value(x)}</td></tr>`)
      .join('');
    return `<table>${rows}</table>`;
  }
  return escapeHtml(String(v));
}

/**
 * The readable copy of the export: the same data as the JSON, section by section. Field names stay the
 * JSON's own so the two can be compared; a strict CSP comes with it (see the route), no script runs.
 */
export function renderExportHtml(data: UserDataExport): string {
  const body = SECTIONS.map(
    ([key, title]) => `<section><h2>${escapeHtml(title)}</h2>${value(data[key])}</section>`,
  ).join('\n');
  return `<!doctype html><html lang="it"><head><meta charset="utf-8"><title>I miei dati — Festalocation</title>
<style>body{font-family:Arial,Helvetica,sans-serif;max-width:900px;margin:24px auto;padding:0 16px;color:#1d1b19}
table{border-collapse:collapse;margin:4px 0}th,td{border:1px solid #ddd;padding:4px 8px;text-align:left;vertical-align:top}
th{background:#f6f4f1;font-weight:normal}.none{color:#6b6560}</style></head>
<body><h1>I miei dati su Festalocation</h1>
<p>Copia dei dati personali di ${escapeHtml(data.account.email)}, generata il ${escapeHtml(data.generatedAt)}.</p>
${body}
</body></html>`;
}
