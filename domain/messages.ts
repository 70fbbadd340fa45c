import { formatDDMMM, formatDDMMYYYY } from './dates.js';

/**
 * Every validation message of the product, word for word as people read them: the zod schemas (used by
 * the gateway and by the forms) and the client's own checks take their text from here, never a copy.
 */
/** What an object the viewer may not see, or that does not exist, answers: the same text either way. */
export const notFoundMessages = {
  location: 'Location non trovata',
  quoteRequest: 'Richiesta preventivo non trovata',
  ambient: 'Ambiente non trovato',
  service: 'Servizio non trovato',
} as const;

/** What the server answers an account that has not finished registering (name, city, birth date, consents). */
export const accountMessages = {
  profileIncomplete: 'Completa la registrazione per continuare.',
} as const;

/** What the server answers a host about their own location (the forms' field texts are below). */
export const hostLocationMessages = {
  changeRequestPending: "C'è già una richiesta di modifica in attesa di approvazione.",
  editingLocked: "Attiva l'abbonamento per modificare la location.",
  capNotInCity: 'Il CAP non appartiene alla città scelta',
  legalCapNotInCity: 'Il CAP non appartiene al comune della sede legale',
  logoInvalid:
    'Si è verificato un errore durante il caricamento del logo. Verifica che rispetti i requisiti.',
} as const;

/** The location forms: the creation steps and the essential settings, word for word. */
export const locationMessages = {
  locationTypeRequired: 'Seleziona il tipo di location',
  activityTypesRequired: 'Seleziona i tipi di attività',
  activityTypeRequired: 'La tipologia attività è obbligatoria',
  addressRequired: "L'indirizzo è obbligatorio",
  cityRequired: 'La città è obbligatoria',
  provinceRequired: 'La provincia è obbligatoria',
  capRequired: 'Il CAP è obbligatorio',
  ambientTypeRequired: 'La tipologia è obbligatoria',
  capacityRequired: 'La capacità è obbligatoria',
  eventTypesRequired: 'Devi selezionare almeno un evento',
  nameRequired: 'Il nome è obbligatorio',
  phoneRequired: 'Il numero di telefono è obbligatorio',
  phoneInvalid: 'Inserisci un numero di telefono valido',
  linkInvalid: 'Inserisci un link valido',
  vatRequired: 'La partita IVA è obbligatoria',
  vatInvalid: 'La partita IVA inserita non è valida',
  taxCodeRequired: 'Il codice fiscale è obbligatorio',
  taxCodeInvalid: 'Il codice fiscale inserito non è valido',
  taxNumberRequired: 'La partita IVA o il codice fiscale è obbligatorio',
  taxNumberInvalid: 'Il codice fiscale o la partita IVA non sono validi',
  sdiInvalid: 'Il codice SDI deve essere composto da 7 caratteri alfanumerici',
  pecInvalid: 'Inserisci un indirizzo PEC valido',
  pecOrSdiRequired: 'Per le partite IVA è obbligatorio inserire almeno PEC o codice SDI',
  legalNameRequired: 'La ragione sociale o il nome e cognome è obbligatorio',
  legalNameInvalid: 'Inserisci la ragione sociale o il nome e cognome per intero',
  legalAddressRequired: "L'indirizzo della sede legale è obbligatorio",
  legalCityRequired: 'Il comune della sede legale è obbligatorio',
  legalProvinceRequired: 'La provincia della sede legale è obbligatoria',
  legalCapRequired: 'Il CAP della sede legale è obbligatorio',
  legalCapInvalid: 'Il CAP deve essere composto da 5 cifre',
} as const;

/** The host's listing forms: general settings, ambients, services and their images, word for word. */
export const listingMessages = {
  locationNameRequired: 'Il nome della location è obbligatorio',
  timingModeRequired: 'La modalità orari è obbligatoria',
  timeRangeRequired: 'Devi inserire almeno una fascia oraria',
  startRequired: 'Orario di inizio obbligatorio',
  endRequired: 'Orario di fine obbligatorio',
  endAfterStart: "L'orario di fine deve essere dopo quello di inizio",
  ambientNameRequired: "Il nome dell'ambiente è obbligatorio",
  typeRequired: 'La tipologia è obbligatoria',
  capacityRequired: 'La capacità è obbligatoria',
  rentPriceRequired: "Il costo dell'affitto è obbligatorio",
  rentDurationRequired: "La durata dell'affitto è obbligatoria",
  serviceNameRequired: 'Il nome del servizio è obbligatorio',
  pricePerPersonRequired: 'Il prezzo per persona è obbligatorio',
  ambientIncludedRequired: "Seleziona se l'ambiente è incluso o no",
  textTooLong: 'Massimo 400 caratteri',
  tooManyImages: 'Puoi caricare al massimo 10 immagini',
  tooManyTimeRanges: 'Puoi inserire al massimo 10 fasce orarie',
  capacityTooLarge: 'La capienza massima è 1.000.000 persone',
  tagInvalid: 'Tag non valido',
  imageInvalid:
    'Si è verificato un errore durante il caricamento delle immagini. Verifica che rispettino i requisiti.',
} as const;

/** The longest description, details or allergens text; the most images per location, ambient or service. */
export const LISTING_TEXT_MAX = 400;
export const LISTING_IMAGES_MAX = 10;

export const validationMessages = {
  /** A list's `page` below 1 or past the last one any list can have. */
  pageInvalid: 'Pagina non valida',
  emailRequired: 'Email è obbligatoria',
  emailInvalid: 'Email non valida',
  emailRequiredComplete: "L'email è obbligatoria",
  passwordRequired: 'Password è obbligatoria',
  passwordTooLong: 'La password non può superare i 72 byte',
  passwordTooWeak: 'La password non rispetta i requisiti',
  confirmRequired: 'Conferma password è obbligatoria',
  confirmResetRequired: 'Conferma la password',
  mismatch: 'Le password non corrispondono',
  privacyRequired: 'Devi accettare la privacy policy',
  termsRequired: 'Devi accettare i termini e condizioni',
  otpRequired: 'Codice di verifica obbligatorio',
  otpLength: 'Il codice deve essere di 6 cifre',
  otpDigits: 'Inserisci solo numeri',
  otpNoEmail: 'Email non trovata. Riprova.',
  fullNameRequired: 'Nome e cognome sono obbligatori',
  accountFullNameRequired: 'Il nome e cognome sono obbligatori',
  birthDateRequired: 'Data di nascita è obbligatoria',
  cityRequired: 'La città è obbligatoria',
  dateInvalid: 'Data non valida',
  phoneInvalid: 'Numero di telefono non valido',
  currentPasswordRequired: 'La password attuale è obbligatoria',
  newPasswordRequired: 'La nuova password è obbligatoria',
  passwordsNotMatching: 'Le password non coincidono',
  samePassword: 'La nuova password non può essere uguale alla password attuale',
  rulesUnmet: 'La password non rispetta tutti i requisiti',
  pushTokenInvalid: 'Token del dispositivo non valido',
  pushPlatformInvalid: 'Piattaforma non valida',
  idInvalid: 'Identificativo non valido',
  forbiddenCharacters: 'Il testo contiene caratteri non ammessi',
  guestsMinSearch: 'Minimo 1 ospite',
  budgetInvalid: 'Budget non valido',
} as const;

export const QUOTE_TEXT_MAX = 400;

/** The quote form's messages and its error catalogue (dialog 'Errore' with 'Chiudi'). */
export const quoteMessages = {
  dateRequiredBox: 'Seleziona una data',
  dateRequiredForm: 'La data è obbligatoria',
  itemsRequired: 'Seleziona almeno un ambiente o un servizio',
  includedRoomsNeedService: 'Hai selezionato ambienti inclusi nel servizio. Seleziona almeno un servizio',
  capacity: (guests: number, capacity: number) =>
    `Il numero di ospiti (${guests}) supera la capienza totale degli ambienti selezionati (${capacity} persone)`,
  locationUnavailable: (iso: string) => `La location non è disponibile il ${formatDDMMM(iso)}`,
  ambientUnavailable: (name: string, iso: string) =>
    `L'ambiente "${name}" non è disponibile il ${formatDDMMM(iso)}`,
  serviceUnavailable: (name: string, iso: string) =>
    `Il servizio "${name}" non è disponibile il ${formatDDMMM(iso)}`,
  guestsMin: 'Il numero minimo di ospiti è 1',
  textTooLong: `Massimo ${QUOTE_TEXT_MAX} caratteri`,
  ambientUnavailableError: (iso: string) =>
    `Uno o più degli ambienti selezionati non sono disponibili il ${formatDDMMYYYY(iso)}`,
  serviceUnavailableError: (iso: string) =>
    `Uno o più dei servizi selezionati non sono disponibili il ${formatDDMMYYYY(iso)}`,
  genericError: "Si è verificato un errore durante l'invio della richiesta di preventivo",
} as const;

/**
 * A request's status: what 'Imposta stato' is told when it may not apply one, and the reasons a guest
 * reads when the host's deletion cancelled an accepted booking.
 */
export const quoteStatusMessages = {
  final: (label: string) => `Lo stato della richiesta è già "${label}" e non può più essere modificato.`,
  alreadyChanged: 'Lo stato della richiesta è già stato modificato.',
  notSelectable: 'Questo stato non può essere impostato.',
  locationDeleted: "Location eliminata dall'host",
  ambientDeleted: (name: string) => `Ambiente "${name}" non più disponibile`,
  serviceDeleted: (name: string) => `Servizio "${name}" non più disponibile`,
} as const;

/** What the server answers a host about paying for a location. */
export const billingMessages = {
  alreadyActive: "L'abbonamento di questa location è già attivo.",
  freeForever: 'Questa location è Early Bird: resta visibile per sempre senza costi.',
  planUnavailable: 'Il piano scelto non è disponibile.',
  noSubscription: 'Questa location non ha ancora un abbonamento da gestire.',
  rejected: 'Questa location non è stata approvata: non è possibile attivare un abbonamento.',
  unavailable: 'I pagamenti non sono disponibili in questo momento. Riprova più tardi.',
} as const;

/** Online deposits (caparra) on the host's own payment account. */
export const depositMessages = {
  onlineOff:
    'Gli incassi online non sono attivi su Festalocation: chiedi la caparra da pagare come concordato con il cliente.',
  hostSessionOnly: 'Gli incassi online si gestiscono dal profilo host.',
  payOnline: 'Per accettare questo preventivo paga la caparra online.',
  notOnline: 'La caparra di questo preventivo si paga come concordato con l’host, non online.',
  onlineNeedsDeposit: 'Per farla pagare online indica una caparra.',
  onlineNeedsAccount:
    "Per far pagare la caparra online attiva prima gli incassi online in 'Pagamenti' e completa i dati su Stripe.",
} as const;

/** The moderation console: what the server answers an administrator, and a suspended account. */
export const REASON_MIN = 10;
export const REASON_MAX = 1000;
export const moderationMessages = {
  reasonRequired: `Scrivi la motivazione (almeno ${REASON_MIN} caratteri): la legge l'host.`,
  reasonTooLong: `La motivazione può avere al massimo ${REASON_MAX} caratteri.`,
  locationAlreadyDecided: 'Questa location non è più in attesa di approvazione: qualcuno l’ha già decisa.',
  changeRequestAlreadyDecided:
    'Questa richiesta di modifica non è più in attesa: è già stata decisa o ritirata dall’host.',
  changeRequestConflict:
    'I dati della location sono cambiati dopo la richiesta in campi che la richiesta modifica. Rifiutala indicando il motivo: l’host potrà inviarne una nuova.',
  changeRequestInvalid: 'La richiesta non è più valida con il catalogo attuale',
  locationAlreadySuspended: 'Questa location è già sospesa.',
  locationNotSuspended: 'Questa location non è sospesa.',
  userAlreadySuspended: 'Questo account è già sospeso.',
  userNotSuspended: 'Questo account non è sospeso.',
  cannotSuspendSelf: 'Non puoi sospendere il tuo account.',
  cannotSuspendAdmin: 'Non puoi sospendere un altro amministratore.',
  userNotFound: 'Utente non trovato',
  changeRequestNotFound: 'Richiesta di modifica non trovata',
  accountSuspended: 'Il tuo account è sospeso. Scrivi a supporto@festalocation.it per informazioni.',
  searchTooShort: 'Scrivi almeno 2 caratteri.',
} as const;

/** Reviews written by guests and their reports: limits and texts, word for word. */
export const REVIEW_VOTE_MIN = 1;
export const REVIEW_VOTE_MAX = 5;
export const REVIEW_TITLE_MIN = 3;
export const REVIEW_TITLE_MAX = 80;
export const REVIEW_CONTENT_MIN = 20;
export const REVIEW_CONTENT_MAX = 2000;
export const REVIEW_REPORT_MIN = 10;
export const REVIEW_REPORT_MAX = 1000;
/** The host's public reply under a review. */
export const REVIEW_REPLY_MIN = 2;
export const REVIEW_REPLY_MAX = 1000;
/** How long after writing it an author may still edit a review. */
export const REVIEW_EDIT_DAYS = 14;
export const reviewMessages = {
  voteInvalid: `Scegli un voto da ${REVIEW_VOTE_MIN} a ${REVIEW_VOTE_MAX}`,
  titleLength: `Il titolo deve avere tra ${REVIEW_TITLE_MIN} e ${REVIEW_TITLE_MAX} caratteri`,
  contentLength: `La recensione deve avere tra ${REVIEW_CONTENT_MIN} e ${REVIEW_CONTENT_MAX} caratteri`,
  reportReasonLength: `La segnalazione deve avere tra ${REVIEW_REPORT_MIN} e ${REVIEW_REPORT_MAX} caratteri`,
  notConfirmed: 'Puoi recensire solo le richieste confermate dalla location',
  eventNotPassed: 'Potrai lasciare una recensione dal giorno dopo la festa',
  alreadyReviewed: 'Hai già recensito questa richiesta',
  editWindowClosed: `Le recensioni si possono modificare per ${REVIEW_EDIT_DAYS} giorni`,
  hiddenNotEditable: 'Questa recensione è stata nascosta da Festalocation e non si può più modificare',
  alreadyReported: 'Hai già segnalato questa recensione',
  notFound: 'Recensione non trovata',
  replyLength: `La risposta deve avere tra ${REVIEW_REPLY_MIN} e ${REVIEW_REPLY_MAX} caratteri`,
  replyHidden: 'Questa recensione è stata nascosta da Festalocation: non si può rispondere',
  alreadyHidden: 'Questa recensione è già nascosta.',
  notHidden: 'Questa recensione non è nascosta.',
  noOpenReports: 'Questa recensione non ha segnalazioni aperte.',
  /** The author shown when the guest's name is unknown (deleted account, no name given). */
  anonymousAuthor: 'Ospite',
} as const;

/** 'tra 5 minuti', 'tra 3 ore': how long until a limit lets the next attempt through, rounded up. */
export function waitText(seconds: number): string {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  if (minutes === 1) return 'tra un minuto';
  if (minutes <= 90) return `tra ${minutes} minuti`;
  return `tra ${Math.ceil(minutes / 60)} ore`;
}

/** Limits against floods and guessing from one account or one client address. */
export const abuseMessages = {
  /** Seen only when the browser could not solve the challenge itself (it normally retries unnoticed). */
  proofOfWorkRequired:
    'Da questa rete sono arrivati molti tentativi: serve una breve verifica automatica del browser. Riprova.',
  quotesPerLocationDay: (limit: number, seconds: number) =>
    `Hai già inviato ${limit} richieste di preventivo a questa location nelle ultime 24 ore. Potrai inviarne un'altra ${waitText(seconds)}.`,
  quotesPerHour: (limit: number, seconds: number) =>
    `Hai inviato ${limit} richieste di preventivo nell'ultima ora. Potrai inviarne un'altra ${waitText(seconds)}.`,
} as const;

/** Answers to a request the server cannot read at all (no operation ran), for the HTTP error bodies. */
export const requestMessages = {
  badJson: 'Il corpo della richiesta non è un JSON valido.',
  charset: 'Il corpo della richiesta deve essere JSON in UTF-8.',
  encoding: 'Codifica del corpo della richiesta non supportata.',
  tooLarge: 'La richiesta è troppo grande.',
  badRequest: 'Richiesta non valida.',
  notFound: 'Risorsa non trovata.',
  internal: 'Si è verificato un errore. Riprova.',
} as const;

/** What the server answers whatever the operation: sign in, a session that is over, a refusal, bad input. */
export const errorMessages = {
  notFound: 'Risorsa non trovata',
  unauthenticated: 'Effettua il login per continuare.',
  forbidden: 'Operazione non consentita.',
  invalidSession: 'La tua sessione è scaduta. Per favore, accedi di nuovo.',
  invalidInput: 'Dati non validi',
  /** A list's `after` that is not a cursor that list gave. */
  invalidCursor: 'Cursore non valido',
  methodNotAllowed: 'Metodo non consentito',
} as const;

/** What signing in, registering and changing a password answer (the forms' own texts are above). */
export const authMessages = {
  invalidCredentials: 'Credenziali non valide',
  codeCooldown: (seconds: number) => `Attendi ${seconds} secondi prima di richiedere un nuovo codice.`,
  socialFailed: (provider: string) => `Accesso con ${provider} non riuscito. Per favore, riprova`,
  socialUnavailable: (provider: string) => `Accesso con ${provider} non disponibile`,
  adultOnly: 'Devi avere almeno 18 anni',
  birthDateInvalid: 'Data di nascita non valida',
  wrongCurrentPassword: 'La password attuale non è corretta',
} as const;

/** The REST routes' answers: `POST /uploads`, the own-data download, the calendar feed. */
export const uploadMessages = {
  notImage: 'Il file selezionato non è un’immagine valida',
  tooLarge: 'L’immagine supera la dimensione massima di 25 MB',
  missing: 'Nessuna immagine ricevuta',
  area: 'Area di caricamento non valida',
  rateLimited: 'Hai caricato troppe immagini in poco tempo. Riprova tra un minuto.',
  quotaExceeded: 'Hai raggiunto lo spazio massimo per le tue immagini.',
} as const;
export const exportMessages = {
  unauthenticated: 'Accedi per scaricare i tuoi dati',
  notFound: 'Esportazione non trovata',
  expired: 'Questa esportazione è scaduta',
  notReady: 'Esportazione in preparazione',
} as const;
export const calendarMessages = { notFound: 'Calendario non trovato' } as const;

export const CALENDAR_IMPORTS_PER_ITEM = 5;
export const CALENDAR_URL_MAX = 2000;
/** Calendars a host imports (Google Calendar, Airbnb…): the address form and each sync's last error. */
export const calendarImportMessages = {
  notFound: 'Calendario importato non trovato',
  urlRequired: "Inserisci l'indirizzo iCal del calendario",
  urlInvalid: 'Inserisci un indirizzo che inizi con https://, http:// o webcal://',
  urlTooLong: `L'indirizzo può avere al massimo ${CALENDAR_URL_MAX} caratteri`,
  tooMany: `Puoi importare al massimo ${CALENDAR_IMPORTS_PER_ITEM} calendari per ambiente o servizio`,
  duplicate: 'Questo calendario è già importato qui',
  monthInvalid: 'Mese non valido: usa il formato AAAA-MM',
  errors: {
    UNREACHABLE: 'Calendario non raggiungibile: controlla l’indirizzo',
    TIMEOUT: 'Il calendario non ha risposto in tempo',
    HTTP_STATUS: 'Il sito del calendario ha risposto con un errore',
    TOO_LARGE: 'Il calendario è troppo grande (oltre 2 MB)',
    FORBIDDEN_ADDRESS: 'Indirizzo non consentito: usa l’indirizzo pubblico del calendario',
    TOO_MANY_REDIRECTS: 'Il calendario rimanda a troppi altri indirizzi',
    INVALID_CALENDAR: 'Il contenuto non è un calendario iCal valido',
  },
} as const;
export type CalendarImportErrorCode = keyof typeof calendarImportMessages.errors;

export const QUOTE_LINE_LABEL_MAX = 120;
export const QUOTE_CONDITIONS_MAX = 2000;
/** The host's priced quote (preventivo): its form and the gateway's checks of it. */
export const quotePricingMessages = {
  guests: 'Il numero di ospiti deve essere compreso tra 1 e 10.000',
  linesRequired: 'Il preventivo deve avere almeno una voce',
  linesMax: 'Il preventivo può avere al massimo 50 voci',
  labelRequired: 'Inserisci la descrizione della voce',
  labelMax: `Massimo ${QUOTE_LINE_LABEL_MAX} caratteri`,
  price: 'Inserisci un prezzo valido (da 0 a 1.000.000 €)',
  discount: 'Inserisci uno sconto valido: un importo maggiore di 0 o una percentuale tra 0 e 100',
  discountAboveSubtotal: "Lo sconto non può superare l'importo delle voci",
  vatRate: "Scegli un'aliquota IVA valida (22, 10, 5, 4 o 0%)",
  deposit: 'Inserisci una caparra valida: un importo maggiore di 0 o una percentuale tra 0 e 100',
  depositAboveTotal: 'La caparra non può superare il totale del preventivo',
  validUntilPast: 'La data di validità non può essere nel passato',
  validUntilFar: 'La data di validità può essere al massimo tra un anno',
  conditionsMax: `Massimo ${QUOTE_CONDITIONS_MAX} caratteri`,
  middleRefundPercent: 'Indica una percentuale intera di rimborso tra 0 e 100',
  totalMax: 'Il totale del preventivo non può superare 1.000.000 €',
  reasonMax: `Massimo ${REASON_MAX} caratteri`,
  notOffered: 'Questa azione non è disponibile per lo stato attuale della richiesta.',
  expired: 'Il preventivo è scaduto: chiedi alla location di prorogarlo.',
  revised: 'La location ha aggiornato il preventivo: leggi la nuova versione prima di accettarla.',
  lineSource: 'La voce non corrisponde a un ambiente o servizio della richiesta',
  cancelReasonRequired: "Indica il motivo dell'annullamento",
  booked: (iso: string) =>
    `Uno o più degli ambienti o servizi del preventivo non sono più disponibili il ${formatDDMMYYYY(iso)}`,
} as const;

/** The conversation of a quote request between its guest and the host. */
export const MESSAGE_MAX = 2000;
export const MESSAGE_REPORT_MIN = 10;
export const MESSAGE_REPORT_MAX = 1000;
export const ATTACHMENT_MAX_MB = 10;
export const conversationMessages = {
  empty: 'Scrivi un messaggio o allega un file.',
  tooLong: `Il messaggio può avere al massimo ${MESSAGE_MAX} caratteri.`,
  suspended: 'Il tuo account è sospeso: non puoi inviare messaggi.',
  attachmentNotFound: 'Allegato non trovato: caricalo di nuovo.',
  attachmentUsed: 'Questo allegato è già stato inviato.',
  perMinute: (limit: number, seconds: number) =>
    `Hai inviato ${limit} messaggi in questa conversazione nell'ultimo minuto. Potrai scriverne un altro ${waitText(seconds)}.`,
  perDay: (limit: number, seconds: number) =>
    `Hai inviato ${limit} messaggi nelle ultime 24 ore. Potrai scriverne un altro ${waitText(seconds)}.`,
  messageNotFound: 'Messaggio non trovato',
  reportOwn: 'Non puoi segnalare un tuo messaggio.',
  alreadyReported: 'Hai già segnalato questo messaggio.',
  reportTooShort: `Spiega il motivo della segnalazione (almeno ${MESSAGE_REPORT_MIN} caratteri).`,
  reportTooLong: `Il motivo può avere al massimo ${MESSAGE_REPORT_MAX} caratteri.`,
  reportNotFound: 'Segnalazione non trovata',
  reportResolved: 'Questa segnalazione è già stata chiusa.',
  attachmentType: 'Puoi allegare solo foto (JPEG, PNG, WebP) o file PDF.',
  attachmentTooLarge: `Il file supera la dimensione massima di ${ATTACHMENT_MAX_MB} MB.`,
  attachmentMissing: 'Nessun file ricevuto.',
} as const;
