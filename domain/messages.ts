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

export const validationMessages = {
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
