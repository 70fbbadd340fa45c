/** The demo accounts (outside production only: their passwords are public, README). */
/** The demo host: its live locations are the ones people try first. */
export const DEMO_HOST_EMAIL = 'host@festalocation.it';

export const DEMO_ACCOUNTS = {
  guest: { email: 'ospite@festalocation.it', password: 'Ospite!2025', fullName: 'Giulia Bianchi' },
  host: { email: DEMO_HOST_EMAIL, password: 'Host!2025', fullName: 'Marco Rossi' },
  admin: {
    email: 'admin@festalocation.it',
    password: 'Admin!2025',
    fullName: 'Amministrazione Festalocation',
  },
} as const;
