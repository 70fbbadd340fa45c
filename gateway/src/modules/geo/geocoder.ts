import type { Db } from '../../db/client.js';
import type { CityRow } from '../../db/rows.js';
import { DomainError } from '../../errors.js';
import { cityByName } from '../search/cities.js';

export const GEOCODE_FAILED = 'Errore nel recupero della città';

/**
 * Nominatim-compatible reverse geocoding: `?lat&lon&format=json`, reading address.city, else town,
 * else village; the name is then matched to a comune. No match gives null, a failing service an error.
 */
export async function cityFromPosition(
  db: Db,
  geocoderUrl: string,
  lat: number,
  lon: number,
): Promise<CityRow | null> {
  if (!Number.isFinite(lat) || !Number.isFinite(lon) || Math.abs(lat) > 90 || Math.abs(lon) > 180)
    throw new DomainError('BAD_USER_INPUT', GEOCODE_FAILED, { field: 'lat' });
  const url = new URL(geocoderUrl);
  url.searchParams.set('lat', String(lat));
  url.searchParams.set('lon', String(lon));
  url.searchParams.set('format', 'json');
  let body: { address?: { city?: string; town?: string; village?: string } };
  try {
    const res = await fetch(url, {
      headers: { 'user-agent': 'Festalocation/1.0', 'accept-language': 'it' },
      signal: AbortSignal.timeout(8000),
    });
    if (!res.ok) throw new Error(`geocoder ${res.status}`);
    body = (await res.json()) as typeof body;
  } catch {
    throw new DomainError('BAD_USER_INPUT', GEOCODE_FAILED, { reason: 'GEOCODER' });
  }
  const name = body.address?.city || body.address?.town || body.address?.village || '';
  if (!name) return null;
  return cityByName(db, name);
}
