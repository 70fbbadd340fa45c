/** The seeded demo accounts the journeys act as (gateway/src/seed). */
export const GUEST = { email: 'ospite@festalocation.it', password: 'Ospite!2025' };
export const HOST = { email: 'host@festalocation.it', password: 'Host!2025' };
export const ADMIN = { email: 'admin@festalocation.it', password: 'Admin!2025' };
export type Person = typeof GUEST;
