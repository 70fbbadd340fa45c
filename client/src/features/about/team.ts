/**
 * The three people of the team. The product documents name no one, so these are role-based entries: the
 * names and personal profile URLs are to be filled in by the company; until then each links to the
 * company's LinkedIn page, where its people are listed.
 */
export const TEAM = [
  {
    name: 'Fondatore e CEO',
    role: 'Strategia, partnership e rapporti con gli host',
    linkedIn: 'https://www.linkedin.com/company/festalocation/',
  },
  {
    name: 'Co-fondatore e CTO',
    role: 'Prodotto, sviluppo della piattaforma e sicurezza dei dati',
    linkedIn: 'https://www.linkedin.com/company/festalocation/',
  },
  {
    name: 'Responsabile marketing e community',
    role: 'Comunicazione, assistenza agli utenti e crescita delle città',
    linkedIn: 'https://www.linkedin.com/company/festalocation/',
  },
] as const;

export const CONTACT_EMAIL = 'supporto@festalocation.it';
