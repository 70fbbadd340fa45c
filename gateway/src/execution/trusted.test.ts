import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestGateway, type TestGateway } from '../test/harness.js';
import { liveClient, type LiveClient } from '../test/ws.js';
import { queryHash } from './documents.js';
import { loadTrustedDocuments, NOT_TRUSTED_CODE } from './trusted.js';

/**
 * Trusted documents: with TRUSTED_DOCUMENTS in production only the listed operations run, on HTTP (by
 * text or by hash alone) and on the WebSocket; development keeps running any operation.
 */
const LISTED = 'query Partners { partners { id name } }';
const UNLISTED = '{ partners { id } }';
const manifestDir = fs.mkdtempSync(path.join(os.tmpdir(), 'festa-trusted-'));
const manifest = path.join(manifestDir, 'trusted-documents.json');
fs.writeFileSync(manifest, JSON.stringify({ [queryHash(LISTED)]: LISTED }));

let prod: TestGateway;
let dev: TestGateway;
const sockets: LiveClient[] = [];
beforeAll(async () => {
  [prod, dev] = await Promise.all([
    startTestGateway({ NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(40), TRUSTED_DOCUMENTS: manifest }),
    startTestGateway({ TRUSTED_DOCUMENTS: manifest }),
  ]);
});
afterAll(async () => {
  await Promise.all(sockets.map((s) => s.dispose()));
  await Promise.all([prod?.stop(), dev?.stop()]);
  fs.rmSync(manifestDir, { recursive: true, force: true });
});

async function post(target: TestGateway, body: unknown) {
  const res = await fetch(`${target.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return {
    status: res.status,
    body: (await res.json()) as { data?: unknown; errors?: { extensions?: { code?: string } }[] },
  };
}

const sha = (hash: string) => ({ persistedQuery: { version: 1, sha256Hash: hash } });

describe('trusted documents in production', () => {
  it('runs a listed operation sent as text or as its hash alone', async () => {
    const byText = await post(prod, { query: LISTED });
    expect(byText.status).toBe(200);
    expect(byText.body.errors).toBeUndefined();
    expect(byText.body.data).toHaveProperty('partners');
    const byHash = await post(prod, { extensions: sha(queryHash(LISTED)) });
    expect(byHash.status).toBe(200);
    expect(byHash.body).toEqual(byText.body);
  });

  it('refuses an unlisted operation with a stable code, on HTTP and on the WebSocket', async () => {
    const http = await post(prod, { query: UNLISTED });
    expect(http.status).toBe(400);
    expect(http.body.data).toBeUndefined();
    expect(http.body.errors?.map((e) => e.extensions?.code)).toEqual([NOT_TRUSTED_CODE]);
    // Sent with its own (correct) hash, it is not registered either: the next hash-only request is unknown.
    const registered = await post(prod, { query: UNLISTED, extensions: sha(queryHash(UNLISTED)) });
    expect(registered.body.errors?.map((e) => e.extensions?.code)).toEqual([NOT_TRUSTED_CODE]);
    const byHash = await post(prod, { extensions: sha(queryHash(UNLISTED)) });
    expect(byHash.body.errors?.map((e) => e.extensions?.code)).toEqual(['PERSISTED_QUERY_NOT_FOUND']);

    const ws = liveClient(prod.url);
    sockets.push(ws);
    const refused = await ws.run(UNLISTED);
    expect(refused.data ?? null).toBeNull();
    expect(refused.errors?.map((e) => e.extensions?.code)).toEqual([NOT_TRUSTED_CODE]);
    const listed = await ws.run(LISTED);
    expect(listed.errors).toBeUndefined();
    expect(listed.data).toHaveProperty('partners');
  });

  it('keeps development open to any operation', async () => {
    const res = await post(dev, { query: UNLISTED });
    expect(res.status).toBe(200);
    expect(res.body.errors).toBeUndefined();
  });

  it('refuses a manifest whose hash does not match its text', () => {
    const bad = path.join(manifestDir, 'bad.json');
    fs.writeFileSync(bad, JSON.stringify({ [queryHash(UNLISTED)]: LISTED }));
    expect(() => loadTrustedDocuments(bad)).toThrow(/does not have that hash/);
  });
});
