import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestGateway, type TestGateway } from '../../test/harness.js';

/** A local Nominatim stand-in: answers whatever the test sets. */
let gw: TestGateway;
let geocoder: http.Server;
let geocoderAnswer: { status: number; body: unknown } = { status: 200, body: {} };
let lastGeocoderQuery = '';

beforeAll(async () => {
  geocoder = http.createServer((req, res) => {
    lastGeocoderQuery = req.url ?? '';
    res.writeHead(geocoderAnswer.status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(geocoderAnswer.body));
  });
  await new Promise<void>((r) => geocoder.listen(0, '127.0.0.1', r));
  const port = (geocoder.address() as { port: number }).port;
  gw = await startTestGateway({ GEOCODER_URL: `http://127.0.0.1:${port}/reverse` });
});
afterAll(async () => {
  await gw?.stop();
  geocoder?.close();
});

describe('city from GPS', () => {
  const Q = `query ($lat: Float!, $lon: Float!) { cityFromPosition(lat: $lat, lon: $lon) { nome provincia { nome } cap } }`;
  it('reads address.city, else town, else village, then matches the comune', async () => {
    geocoderAnswer = { status: 200, body: { address: { city: 'Milano' } } };
    const res = await gw.gql<{ cityFromPosition: { nome: string } }>(Q, { lat: 45.46, lon: 9.19 });
    expect(res.data!.cityFromPosition.nome).toBe('Milano');
    expect(lastGeocoderQuery).toMatch(/lat=45.46&lon=9.19&format=json/);
    geocoderAnswer = { status: 200, body: { address: { town: 'Roma', village: 'Torino' } } };
    expect(
      (await gw.gql<{ cityFromPosition: { nome: string } }>(Q, { lat: 41.9, lon: 12.5 })).data!
        .cityFromPosition.nome,
    ).toBe('Roma');
    geocoderAnswer = { status: 200, body: { address: { village: 'Torino' } } };
    expect(
      (await gw.gql<{ cityFromPosition: { nome: string } }>(Q, { lat: 45, lon: 7.6 })).data!.cityFromPosition
        .nome,
    ).toBe('Torino');
    geocoderAnswer = { status: 200, body: { address: { country: 'France' } } };
    expect((await gw.gql(Q, { lat: 48.8, lon: 2.3 })).data).toEqual({ cityFromPosition: null });
  });
  it('says so when the geocoder fails', async () => {
    geocoderAnswer = { status: 500, body: {} };
    const res = await gw.gql(Q, { lat: 45.46, lon: 9.19 });
    expect(res.errors?.[0]?.message).toBe('Errore nel recupero della città');
  });
});
