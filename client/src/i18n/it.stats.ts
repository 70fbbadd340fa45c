/** Italian strings of the host's statistics ('Statistiche'), imported by that dashboard section only. */
export const statsStrings = {
  sidebar: 'Statistiche',
  title: 'Statistiche',
  intro:
    'Come va la tua location negli ultimi 12 mesi, rispetto ai 12 mesi precedenti. Le visite contano ogni visitatore una volta al giorno, senza dati personali e senza i bot dei motori di ricerca.',
  periodLabel: 'Raggruppa per',
  week: 'Settimana',
  month: 'Mese',
  loading: 'Caricamento delle statistiche…',
  error: 'Non è stato possibile caricare le statistiche. Riprova più tardi.',
  summaryTitle: 'Ultimi 12 mesi',
  previousLabel: (value: string) => `12 mesi precedenti: ${value}`,
  change: (percent: string) => `${percent} rispetto ai 12 mesi precedenti`,
  noChange: 'Nessun confronto con i 12 mesi precedenti',
  metrics: {
    views: 'Visite alla pagina',
    phoneClicks: "Clic su 'Chiama'",
    whatsappClicks: "Clic su 'WhatsApp'",
    favorites: 'Aggiunte ai preferiti',
    quoteRequests: 'Richieste di preventivo',
    quotesSent: 'Preventivi inviati',
    confirmedBookings: 'Prenotazioni confermate',
    conversionRate: 'Conversione (prenotazioni su richieste)',
    medianResponseMinutes: 'Tempo di risposta (mediana)',
    confirmedValueCents: 'Valore delle prenotazioni confermate',
  },
  charts: {
    interest: 'Visite e contatti',
    requests: 'Richieste e prenotazioni',
    value: 'Valore delle prenotazioni confermate',
  },
  showTable: 'Mostra i dati in tabella',
  tableOf: (title: string) => `Tabella: ${title}`,
  periodColumn: 'Periodo',
  chartSummary: (title: string, total: string, best: string | null) =>
    best
      ? `${title}: in totale ${total}; il periodo con il valore più alto è ${best}.`
      : `${title}: nessun dato negli ultimi 12 mesi.`,
  weekOf: (date: string) => `settimana del ${date}`,
  none: '–',
  /** A response time: '45 min', '1,5 ore', '1 giorno'. */
  minutes: (n: number) => {
    const one = new Intl.NumberFormat('it-IT', { maximumFractionDigits: 1 });
    if (n < 60) return `${n} min`;
    const hours = Math.round(n / 6) / 10;
    if (n < 1440) return `${one.format(hours)} ${hours === 1 ? 'ora' : 'ore'}`;
    const days = Math.round(n / 144) / 10;
    return `${one.format(days)} ${days === 1 ? 'giorno' : 'giorni'}`;
  },
};
