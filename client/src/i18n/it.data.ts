/**
 * The strings of the profile's 'I miei dati' section (issue 19: own data export). Kept apart from it.ts so
 * parallel branches do not edit the same lines; it.ts exposes them as `it.data`.
 */
export const dataStrings = {
  menu: 'I miei dati',
  title: 'I miei dati',
  intro:
    'Puoi scaricare una copia di tutti i dati che Festalocation conserva su di te: account, consensi, preferiti, liste, richieste di preventivo, notifiche, recensioni e accessi. La prepariamo in background e ti avvisiamo via e-mail quando è pronta; resta disponibile per 7 giorni.',
  request: 'Scarica i miei dati',
  requested: 'Richiesta inviata: ti avvisiamo via e-mail quando i tuoi dati sono pronti',
  listTitle: 'Le tue richieste',
  empty: 'Non hai ancora richiesto una copia dei tuoi dati.',
  status: { PENDING: 'In preparazione', READY: 'Pronto', EXPIRED: 'Scaduto' },
  requestedOn: (date: string) => `Richiesta del ${date}`,
  expiresOn: (date: string) => `Scaricabile fino al ${date}`,
  expiredOn: (date: string) => `Scaduta il ${date}`,
  downloadJson: 'Scarica JSON',
  downloadHtml: 'Scarica riepilogo HTML',
  downloadJsonLabel: (date: string) => `Scarica JSON della richiesta del ${date}`,
  downloadHtmlLabel: (date: string) => `Scarica riepilogo HTML della richiesta del ${date}`,
  downloadError: 'Non è stato possibile scaricare il file. Riprova.',
  retention:
    "Conserviamo l'account fino a 24 mesi dall'ultimo accesso (ti avvisiamo 30 giorni prima di cancellarlo) e i dati delle transazioni per 10 anni. Le richieste sulla privacy sono gestite entro 30 giorni.",
};
