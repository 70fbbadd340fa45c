/** Strings of the trust pages: about us and the cookie consent (issue 19). */
export const trustStrings = {
  about: {
    title: 'Chi siamo',
    lead: 'Festalocation è il marketplace italiano delle location per feste ed eventi privati.',
    product: [
      'Chi organizza una festa trova in un unico posto location, ambienti e servizi a persona: li confronta per città, data, numero di ospiti e budget, e invia richieste di preventivo direttamente all’host.',
      'Chi ha un locale o uno spazio pubblica la propria location con un abbonamento annuale, riceve le richieste e le gestisce dalla propria dashboard, insieme al calendario delle disponibilità.',
    ],
    teamTitle: 'Il team',
    profileLink: 'Profilo LinkedIn',
    // After the visible words, for a screen reader listing the page's links: whose profile it is.
    profileOf: (name: string) => `di ${name} (si apre in una nuova scheda)`,
    contactTitle: 'Contatti',
    contactText: 'Hai domande, suggerimenti o vuoi collaborare con noi? Scrivici a',
  },
  consent: {
    bannerTitle: 'Rispettiamo la tua privacy',
    bannerText:
      'Usiamo cookie tecnici necessari al funzionamento del sito. Con il tuo consenso useremmo anche strumenti di statistica e di registrazione delle sessioni per migliorare il servizio. Puoi cambiare idea in qualsiasi momento da «Impostazioni privacy».',
    policyLink: 'Leggi la privacy policy',
    acceptAll: 'Accetta tutti',
    rejectAll: 'Rifiuta tutti',
    customize: 'Personalizza',
    settingsTitle: 'Impostazioni privacy',
    settingsText:
      'Scegli quali categorie di cookie e strumenti consentire. La tua scelta è ricordata per sei mesi e puoi modificarla in qualsiasi momento.',
    save: 'Salva preferenze',
    alwaysOn: 'Sempre attivi',
    categories: {
      necessary: {
        label: 'Necessari',
        text: 'Indispensabili per la sessione, la sicurezza e per ricordare le tue scelte. Non possono essere disattivati.',
      },
      analytics: {
        label: 'Statistiche',
        text: 'Ci aiutano a capire in forma aggregata come viene usato il sito.',
      },
      sessionRecording: {
        label: 'Registrazione delle sessioni',
        text: 'Registra in forma anonima la navigazione (clic e scorrimenti) per individuare problemi di usabilità.',
      },
    },
  },
} as const;
