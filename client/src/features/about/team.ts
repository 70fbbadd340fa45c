// Files of their own (not inlined into the page's code, however small): the browser fetches them with the
// page's images, lazily, and the code stays as small as before.
import giulia from './team/giulia-ferrari.webp?no-inline';
import marco from './team/marco-rinaldi.webp?no-inline';
import sara from './team/sara-colombo.webp?no-inline';

/**
 * The people on 'Chi siamo', in the order shown: the one file the company edits. Each has a name, a role and what they look after,
 * a square picture (a WebP of 256 px or more in `team/`, imported here so the build fingerprints it and
 * serves it from our own origin, as the page policy asks) and their own professional profile.
 * The portraits shipped are drawn placeholders: replace each file with the person's photo.
 */
export interface TeamMember {
  name: string;
  role: string;
  /** What they look after, one line under the role. */
  focus: string;
  photo: string;
  profileUrl: string;
}

export const TEAM: readonly TeamMember[] = [
  {
    name: 'Giulia Ferrari',
    role: 'Fondatrice e CEO',
    focus: 'Strategia, partnership e rapporti con gli host',
    photo: giulia,
    profileUrl: 'https://www.linkedin.com/in/giulia-ferrari-festalocation/',
  },
  {
    name: 'Marco Rinaldi',
    role: 'Co-fondatore e CTO',
    focus: 'Prodotto, sviluppo della piattaforma e sicurezza dei dati',
    photo: marco,
    profileUrl: 'https://www.linkedin.com/in/marco-rinaldi-festalocation/',
  },
  {
    name: 'Sara Colombo',
    role: 'Responsabile marketing e community',
    focus: 'Comunicazione, assistenza agli utenti e crescita delle città',
    photo: sara,
    profileUrl: 'https://www.linkedin.com/in/sara-colombo-festalocation/',
  },
];

export const CONTACT_EMAIL = 'supporto@festalocation.it';
