/** The report form's own words, the same whatever is reported (a message, a review): ReportDialog. */
export const reportStrings = {
  reason: 'Motivo della segnalazione',
  send: 'Invia segnalazione',
  cancel: 'Annulla',
} as const;
