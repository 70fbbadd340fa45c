/**
 * The confirmation before deleting a location, ambient or service that accepted bookings include. Kept
 * apart from it.ts so parallel branches do not edit the same lines; it.ts exposes them as `it.deletion`.
 */
export const deletionStrings = {
  checking: 'Controllo delle prenotazioni accettate…',
  checkFailed:
    'Non è stato possibile controllare le prenotazioni. Se ce ne sono di accettate per oggi o per i prossimi giorni, verranno annullate e gli ospiti avvisati.',
  title: (n: number) =>
    n === 1
      ? 'Attenzione: 1 prenotazione accettata verrà annullata'
      : `Attenzione: ${n} prenotazioni accettate verranno annullate`,
  pendingOnlyTitle: 'Attenzione: richieste in attesa verranno annullate',
  explain:
    "Ogni ospite riceverà una notifica (anche per e-mail e push, se le ha attive) e vedrà la sua richiesta come 'Annullata dalla location'. L'operazione non può essere annullata.",
  listLabel: 'Prenotazioni che verranno annullate',
  booking: (number: number, guest: string, date: string) => `Preventivo ${number} – ${guest} – ${date}`,
  details: (guests: number, items: string[]) =>
    [guests === 1 ? '1 ospite' : `${guests} ospiti`, ...items].join(' · '),
  pending: (n: number) =>
    n === 1
      ? 'Verrà annullata anche 1 richiesta in attesa di risposta, e il suo ospite avvisato.'
      : `Verranno annullate anche ${n} richieste in attesa di risposta, e i loro ospiti avvisati.`,
} as const;
