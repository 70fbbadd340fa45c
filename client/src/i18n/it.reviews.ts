// The limits come from domain/messages.ts itself, not from the review forms' rules: those also build the zod
// schemas, and every page imports this catalogue.
import {
  REVIEW_CONTENT_MAX as CONTENT_MAX,
  REVIEW_CONTENT_MIN as CONTENT_MIN,
  REVIEW_REPORT_MAX as REPORT_MAX,
  REVIEW_REPORT_MIN as REPORT_MIN,
  REVIEW_REPLY_MAX as REPLY_MAX,
  REVIEW_REPLY_MIN as REPLY_MIN,
  REVIEW_TITLE_MAX as TITLE_MAX,
  REVIEW_TITLE_MIN as TITLE_MIN,
} from '@festalocation/domain/messages';

/**
 * The strings of guest reviews and of the platform's decisions shown to hosts (issue 18). Kept apart from
 * it.ts so parallel branches do not edit the same lines; it.ts exposes them as `it.reviews`.
 */
export const reviewStrings = {
  // The guest's request detail.
  sectionTitle: 'La tua recensione',
  guestReviewTitle: "La recensione dell'ospite",
  leave: 'Lascia una recensione',
  invite: "Com'è andata la tua festa? Racconta la tua esperienza a chi cerca una location.",
  formTitle: 'Scrivi la tua recensione',
  editFormTitle: 'Modifica la tua recensione',
  vote: 'Voto',
  voteDescription: 'Da 1 a 5 stelle.',
  star: (n: number) => (n === 1 ? '1 stella' : `${n} stelle`),
  title: 'Titolo',
  titleDescription: `Tra ${TITLE_MIN} e ${TITLE_MAX} caratteri.`,
  content: 'La tua recensione',
  contentDescription: `Tra ${CONTENT_MIN} e ${CONTENT_MAX} caratteri: cosa ti è piaciuto, cosa si può migliorare.`,
  publish: 'Pubblica recensione',
  saveEdit: 'Salva modifiche',
  cancel: 'Annulla',
  edit: 'Modifica',
  published: 'Recensione pubblicata',
  updated: 'Recensione aggiornata',
  editableUntil: (date: string) => `Puoi modificarla fino al ${date}`,
  writtenOn: (date: string) => `Scritta il ${date}`,
  editedOn: (date: string) => `modificata il ${date}`,
  voteOf: (vote: string) => `Voto ${vote} su 5`,
  // The location page.
  average: (vote: string) => `Voto medio ${vote} su 5`,
  count: (n: number) => (n === 1 ? '1 recensione' : `${n} recensioni`),
  report: 'Segnala',
  reportNamed: (title: string) => `Segnala la recensione «${title}»`,
  reportTitle: 'Segnala recensione',
  reportIntro:
    'Spiega alla piattaforma perché questa recensione non rispetta le regole: la esamineremo e, se serve, la nasconderemo.',
  reportReasonDescription: `Tra ${REPORT_MIN} e ${REPORT_MAX} caratteri.`,
  reportSent: 'Segnalazione inviata',
  reported: 'Segnalata alla piattaforma',
  // The host's public reply under a review (their request detail writes it, the location page shows it).
  replyTitle: "Risposta dell'host",
  reply: 'Rispondi',
  replyNamed: (title: string) => `Rispondi alla recensione «${title}»`,
  editReply: 'Modifica risposta',
  editReplyNamed: (title: string) => `Modifica la risposta alla recensione «${title}»`,
  replyLabel: 'La tua risposta',
  replyDescription: `Tra ${REPLY_MIN} e ${REPLY_MAX} caratteri. È pubblica: la leggono tutti sotto la recensione, e l'ospite riceve una notifica.`,
  replyPublish: 'Pubblica risposta',
  replySaved: 'Risposta pubblicata',
  repliedOn: (date: string) => `Risposta del ${date}`,
  // The host's pages: what the platform decided about their location.
  moderation: {
    rejected: (reason: string) => `La tua location non è stata approvata. Motivo: ${reason}`,
    rejectedNoReason: 'La tua location non è stata approvata.',
    suspended: (reason: string) => `La location è sospesa dalla piattaforma. Motivo: ${reason}`,
    suspendedNoReason: 'La location è sospesa dalla piattaforma.',
    suspendedHint: 'Non è visibile ai clienti. Per informazioni scrivi a supporto@festalocation.it.',
    changeApproved: (date: string) => `La tua richiesta di modifica è stata approvata il ${date}`,
    changeRejected: (date: string, reason: string) =>
      `La tua richiesta di modifica è stata rifiutata il ${date}. Motivo: ${reason}`,
    changeRejectedNoReason: (date: string) => `La tua richiesta di modifica è stata rifiutata il ${date}`,
  },
} as const;
