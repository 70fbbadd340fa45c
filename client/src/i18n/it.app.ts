/** Strings of the installable app (issue 19): the offline notice, the push prompt, the camera. */
export const appStrings = {
  offline: {
    savedCopy: (when: string) => `Sei offline: stai vedendo la pagina com'era ${when}.`,
    savedCopyHint: 'I dati potrebbero non essere aggiornati e le modifiche non possono essere inviate.',
    offline:
      'Sei offline: i dati mostrati potrebbero non essere aggiornati e le modifiche non possono essere inviate.',
    backOnline: 'Sei di nuovo online.',
    reload: 'Aggiorna la pagina',
  },
  push: {
    askGuest: 'Vuoi ricevere una notifica quando ti rispondono?',
    askHost: 'Vuoi ricevere una notifica quando arriva una nuova richiesta di preventivo?',
    hint: 'Puoi cambiare idea in qualsiasi momento da «Gestione notifiche mail/push» nel profilo.',
    enable: 'Attiva le notifiche',
    dismiss: 'No, grazie',
    enabled: 'Notifiche attivate su questo dispositivo.',
    blocked: 'Il browser non consente le notifiche per questo sito: puoi attivarle dalle sue impostazioni.',
  },
  camera: {
    take: 'Scatta una foto',
  },
} as const;
