/** Strings of navigation for keyboard and screen-reader users (issue 20): page titles, skip link, announcements. */
const titled = (page: string) => `${page} · Festalocation`;

export const a11yStrings = {
  skipToMain: 'Vai al contenuto principale',
  signedIn: 'Accesso effettuato.',
  /** Read when a new page has opened inside the app (its title). */
  pageOpened: (title: string) => `${title}.`,
  /** Each route's `<title>`, set in the browser and by the server renderer; the location page names itself. */
  titles: {
    search: titled('Risultati della ricerca'),
    favorites: titled('Preferiti'),
    todo: titled('To do list'),
    notifications: titled('Notifiche'),
    profile: titled('Profilo'),
    createLocation: titled('Aggiungi la tua location'),
    subscription: titled('Abbonamento'),
    aboutUs: titled('Chi siamo'),
    terms: titled('Termini e condizioni'),
    privacy: titled('Privacy policy'),
    accessibility: titled('Dichiarazione di accessibilità'),
    dashboard: titled('Dashboard'),
    admin: titled('Amministrazione'),
  },
} as const;
