import { formatDDMMYYYY, quoteStatusLabel } from '@festalocation/domain';
import type { NotificationRow } from '../../db/rows.js';
import { escapeHtml as escape } from '../../html.js';

interface Composed {
  subject: string;
  text: string;
  html: string;
  pushBody: string;
  /** In-app route the e-mail link and the push tap open. */
  route: string;
  /** The route as an absolute URL: the e-mail's link and the web push's `fcmOptions.link`. */
  link: string;
}

/** Italian e-mail and push texts for a notification; only non-secret data (names, numbers, status). */
export function composeMessage(
  publicUrl: string,
  row: Pick<NotificationRow, 'type' | 'quoteRequestId' | 'metadata'> & { role?: string },
  extra: { quoteNumber?: number; status?: string },
): Composed {
  const meta = (row.metadata ?? {}) as {
    location?: { name?: string; slug?: string };
    quoteRequest?: { date?: string };
    reason?: string;
  };
  const name = meta.location?.name ?? 'la tua location';
  const decided =
    moderationMessage(row.type, name, meta.reason) ??
    reviewMessage(row.type, name, row.quoteRequestId, meta) ??
    cancellationMessage(row.type, name, row.quoteRequestId, extra.quoteNumber, meta) ??
    pricedQuoteMessage(row, name, extra, meta.reason) ??
    conversationMessage(row, name, extra.quoteNumber) ??
    accountMessage(row.type);
  let subject: string;
  let line: string;
  let route: string;
  if (decided) {
    ({ subject, line, route } = decided);
  } else if (row.type === 'NEW_QUOTE_REQUEST') {
    subject = `Nuova richiesta di preventivo per ${name}`;
    line = `Hai ricevuto una nuova richiesta di preventivo${extra.quoteNumber ? ` (Preventivo ${extra.quoteNumber})` : ''} per ${name}.`;
    route = `/dashboard/quote-requests/${row.quoteRequestId ?? ''}`;
  } else if (row.type === 'QUOTE_REQUEST_UPDATED') {
    subject = `La tua richiesta di preventivo per ${name} è stata aggiornata`;
    line = `Lo stato della tua richiesta di preventivo per ${name} ora è: ${quoteStatusLabel(extra.status ?? '')}.`;
    route = `/profile/quote-requests/${row.quoteRequestId ?? ''}`;
  } else if (row.type === 'SUBSCRIPTION_PAYMENT_FAILED') {
    subject = `Pagamento dell'abbonamento non riuscito per ${name}`;
    line = `Il pagamento dell'abbonamento di ${name} non è andato a buon fine: la location non è più visibile ai clienti finché non aggiorni i dati di pagamento.`;
    route = '/dashboard/subscription';
  } else if (row.type === 'SUBSCRIPTION_ENDED') {
    subject = `L'abbonamento di ${name} è terminato`;
    line = `L'abbonamento di ${name} è terminato: la location non è più visibile ai clienti. Puoi riattivarlo quando vuoi.`;
    route = '/dashboard/subscription';
  } else {
    subject = `Nuova location su Festalocation: ${name}`;
    line = `È stata aggiunta una nuova location: ${name}.`;
    route = meta.location?.slug ? `/location/${meta.location.slug}` : '/search';
  }
  const link = `${publicUrl.replace(/\/$/, '')}${route}`;
  return {
    subject,
    text: `${line}\n\nApri: ${link}\n\nPuoi gestire le notifiche dal tuo profilo.`,
    html: `<p>${escape(line)}</p><p><a href="${escape(link)}">Apri su Festalocation</a></p><p>Puoi gestire le notifiche dal tuo profilo.</p>`,
    pushBody: line,
    route,
    link,
  };
}

/**
 * The platform's decisions about a host's location; the reason, when there is one, word for word.
 * All but the approval open the settings, where the host reads the decision's banner (as the feed does).
 */
function moderationMessage(type: string, name: string, reason: string | undefined) {
  const why = reason ? ` Motivazione: ${reason}` : '';
  switch (type) {
    case 'LOCATION_APPROVED':
      return {
        subject: `${name} è stata approvata`,
        line: `La location ${name} è stata approvata dal team di Festalocation. Se l'abbonamento è attivo è già visibile ai clienti.`,
        route: '/dashboard',
      };
    case 'LOCATION_REJECTED':
      return {
        subject: `${name} non è stata approvata`,
        line: `La location ${name} non è stata approvata.${why}`,
        route: '/dashboard/settings',
      };
    case 'CHANGE_REQUEST_APPROVED':
      return {
        subject: `Modifiche approvate per ${name}`,
        line: `Le modifiche ai dati essenziali di ${name} sono state approvate e sono ora visibili.`,
        route: '/dashboard/settings',
      };
    case 'CHANGE_REQUEST_REJECTED':
      return {
        subject: `Modifiche non approvate per ${name}`,
        line: `Le modifiche ai dati essenziali di ${name} non sono state approvate.${why}`,
        route: '/dashboard/settings',
      };
    case 'LOCATION_SUSPENDED':
      return {
        subject: `${name} è stata sospesa`,
        line: `La location ${name} è stata sospesa e non è più visibile ai clienti.${why} Per informazioni scrivi a supporto@festalocation.it.`,
        route: '/dashboard/settings',
      };
    default:
      return null;
  }
}

/** The priced quote: a quote (or its new validity) to the guest, and the guest's answer to the host. */
function pricedQuoteMessage(
  row: { type: string; quoteRequestId: string | null },
  name: string,
  extra: { quoteNumber?: number; status?: string },
  reason: string | undefined,
) {
  const number = extra.quoteNumber ? ` (Preventivo ${extra.quoteNumber})` : '';
  const id = row.quoteRequestId ?? '';
  if (row.type === 'QUOTE_SENT') {
    return {
      subject: `${name} ti ha inviato un preventivo`,
      line: `${name} ha risposto alla tua richiesta${number} con un preventivo: aprilo per leggerlo e rispondere.`,
      route: `/profile/quote-requests/${id}`,
    };
  }
  if (row.type !== 'QUOTE_ANSWERED') return null;
  const route = `/dashboard/quote-requests/${id}`;
  const why = reason ? ` Motivo: ${reason}.` : '';
  if (extra.status === 'CANCELLED') {
    return {
      subject: `Prenotazione annullata dall'ospite per ${name}`,
      line: `L'ospite ha annullato la prenotazione${number} per ${name}: la data è di nuovo libera.${why}`,
      route,
    };
  }
  const accepted = extra.status === 'CONFIRMED';
  return {
    subject: `Preventivo ${accepted ? 'accettato' : 'rifiutato'} per ${name}`,
    line: `L'ospite ha ${accepted ? 'accettato' : 'rifiutato'} il preventivo${number} per ${name}.${accepted ? '' : why}`,
    route,
  };
}

/** Guests' reviews: the invitation after the event, and the host's news of a new review. */
function reviewMessage(
  type: string,
  name: string,
  quoteRequestId: string | null,
  meta: { location?: { slug?: string } },
) {
  switch (type) {
    case 'REVIEW_INVITE':
      return {
        subject: `Com'è andata la tua festa da ${name}? Lascia una recensione`,
        line: `Com'è andata la tua festa da ${name}? Lascia una recensione: aiuterai altri ospiti a scegliere.`,
        route: `/profile/quote-requests/${quoteRequestId ?? ''}`,
      };
    case 'NEW_REVIEW':
      return {
        subject: `Nuova recensione per ${name}`,
        line: `Nuova recensione per ${name}: un ospite ha raccontato la sua festa.`,
        route: meta.location?.slug ? `/location/${meta.location.slug}#recensioni` : '/dashboard',
      };
    case 'REVIEW_REPLY':
      return {
        subject: `${name} ha risposto alla tua recensione`,
        line: `${name} ha risposto alla tua recensione: leggi la risposta sotto la recensione.`,
        route: meta.location?.slug ? `/location/${meta.location.slug}#recensioni` : '/profile',
      };

    default:
      return null;
  }
}

/** The host called off the guest's request by deleting the location, or an ambient or service it booked. */
function cancellationMessage(
  type: string,
  name: string,
  quoteRequestId: string | null,
  quoteNumber: number | undefined,
  meta: { quoteRequest?: { date?: string }; reason?: string },
) {
  if (type !== 'QUOTE_REQUEST_CANCELLED') return null;
  const day = meta.quoteRequest?.date ? ` per il ${formatDDMMYYYY(meta.quoteRequest.date)}` : '';
  const number = quoteNumber ? ` (Preventivo ${quoteNumber})` : '';
  const why = meta.reason ? ` Motivo: ${meta.reason}.` : '';
  return {
    subject: `${name} ha annullato la tua richiesta${day}`,
    line: `${name} ha annullato la tua richiesta di preventivo${number}${day}.${why} Puoi cercare un'altra location per la tua festa su Festalocation.`,
    route: `/profile/quote-requests/${quoteRequestId ?? ''}`,
  };
}

/** About the account itself: the own-data export asked for in 'I miei dati' is ready. */
function accountMessage(type: string) {
  if (type !== 'DATA_EXPORT_READY') return null;
  return {
    subject: 'I tuoi dati sono pronti',
    line: 'La copia dei tuoi dati che hai chiesto è pronta: puoi scaricarla dal tuo profilo, in "I miei dati".',
    route: '/profile/data',
  };
}

/**
 * The other side wrote in a request's conversation (one e-mail per burst: modules/conversation/notify.ts).
 * The message's words stay on the platform: the e-mail only says where to read them.
 */
function conversationMessage(
  row: { type: string; quoteRequestId: string | null; role?: string },
  name: string,
  quoteNumber: number | undefined,
) {
  if (row.type !== 'MESSAGE_RECEIVED') return null;
  const number = quoteNumber ? ` (Preventivo ${quoteNumber})` : '';
  const id = row.quoteRequestId ?? '';
  if (row.role === 'HOST') {
    return {
      subject: `Nuovo messaggio dall'ospite per ${name}`,
      line: `L'ospite ti ha scritto un messaggio sulla richiesta${number} per ${name}: aprila per leggerlo e rispondere.`,
      route: `/dashboard/quote-requests/${id}`,
    };
  }
  return {
    subject: `${name} ti ha scritto un messaggio`,
    line: `${name} ti ha scritto un messaggio sulla tua richiesta${number}: aprila per leggerlo e rispondere.`,
    route: `/profile/quote-requests/${id}`,
  };
}
