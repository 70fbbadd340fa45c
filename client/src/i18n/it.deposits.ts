import { depositMessages } from '@festalocation/domain/messages';

/** Italian strings of online deposits (caparra), imported by those screens only. */
export const depositStrings = {
  sidebar: 'Pagamenti',
  title: 'Incassi online della caparra',
  intro:
    'Il cliente paga la caparra con carta quando accetta il tuo preventivo, direttamente sul tuo conto Stripe: Festalocation non trattiene nulla.',
  agreed:
    'Senza incassi online puoi comunque chiedere una caparra nel preventivo: il cliente la paga come concordato con te.',
  offline: depositMessages.onlineOff,
  status: {
    NOT_STARTED: 'Non attivi',
    DETAILS_REQUIRED: 'Servono ancora alcuni dati',
    PENDING: 'Dati inviati, in verifica da Stripe',
    ACTIVE: 'Attivi: i clienti pagano la caparra online',
  },
  statusLabel: 'Stato',
  charges: 'Incasso delle caparre',
  payouts: 'Accrediti sul tuo conto',
  enabled: 'Abilitati',
  notYet: 'Non ancora',
  start: 'Incassa la caparra online',
  resume: 'Completa i dati su Stripe',
  dashboard: 'Apri la dashboard di Stripe',
  newTab: '(si apre in una nuova scheda)',
  expired: 'Il collegamento a Stripe è scaduto: aprine uno nuovo.',
  waiting: 'Stiamo aspettando la conferma di Stripe…',
  errorTitle: 'Errore',
  // The host's quote editor.
  depositOnlineChoice: 'Il cliente paga la caparra online con carta, sul tuo conto Stripe',
  // The guest's side, on the quote.
  payConfirm: 'Accetta e paga la caparra',
  payBody: (deposit: string, total: string, date: string) =>
    `Accetti il preventivo di ${total} per il ${date} e paghi ora con carta la caparra di ${deposit}, direttamente alla location. Mentre paghi le date restano bloccate per te per 30 minuti; la prenotazione è confermata quando il pagamento va a buon fine.`,
  open: (until: string) =>
    `Pagamento della caparra in corso: le date sono bloccate per te fino alle ${until}.`,
  resumePayment: 'Riprendi il pagamento',
  paid: (amount: string, day: string) => `Caparra di ${amount} pagata online il ${day}.`,
  refund: (due: string) => `Rimborso della caparra: ${due}`,
  refunded: (done: string) => `rimborsati ${done}`,
  refundPending: 'in corso',
  noRefund: 'Caparra non rimborsata: la prenotazione è stata annullata a 7 giorni o meno dall’evento.',
  waitingPayment: 'Stiamo aspettando la conferma del pagamento…',
  paymentCancelled: 'Pagamento non completato: il preventivo resta aperto.',
} as const;
