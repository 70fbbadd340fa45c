import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { startTestGateway, type TestGateway } from '../../test/harness.js';
import { buildUser, tokenFor } from '../../test/factories.js';
import { users } from '../../db/schema/index.js';

let gw: TestGateway;
beforeAll(async () => {
  gw = await startTestGateway();
});
afterAll(async () => {
  await gw?.stop();
});

const UPDATE = `mutation ($input: CookieConsentInput!) {
  updateCookieConsent(input: $input) { id cookieConsent { analytics sessionRecording decidedAt } }
}`;
const VIEWER = `query { viewer { user { cookieConsent { analytics sessionRecording decidedAt } } } }`;

const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString();

describe('updateCookieConsent', () => {
  it('is refused when signed out', async () => {
    const res = await gw.gql(UPDATE, { input: { analytics: true, sessionRecording: true } });
    expect(res.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('stores the choice on the viewer only, and the viewer reads it back', async () => {
    const me = await buildUser(gw.database.db);
    const other = await buildUser(gw.database.db);
    const token = await tokenFor(gw, me);
    const decidedAt = daysAgo(1);
    const res = await gw.gql(
      UPDATE,
      { input: { analytics: true, sessionRecording: false, decidedAt } },
      { token },
    );
    expect(res.errors).toBeUndefined();
    expect(res.data).toMatchObject({
      updateCookieConsent: {
        id: me.id,
        cookieConsent: { analytics: true, sessionRecording: false, decidedAt },
      },
    });
    const read = await gw.gql(VIEWER, {}, { token });
    expect(read.data).toEqual({
      viewer: { user: { cookieConsent: { analytics: true, sessionRecording: false, decidedAt } } },
    });
    const [untouched] = await gw.database.db.select().from(users).where(eq(users.id, other.id));
    expect(untouched!.cookieConsent).toBeNull();
  });

  it('keeps the newest choice: an older one from another device is ignored', async () => {
    const me = await buildUser(gw.database.db);
    const token = await tokenFor(gw, me);
    await gw.gql(
      UPDATE,
      { input: { analytics: false, sessionRecording: false, decidedAt: daysAgo(1) } },
      { token },
    );
    const older = await gw.gql(
      UPDATE,
      { input: { analytics: true, sessionRecording: true, decidedAt: daysAgo(3) } },
      { token },
    );
    expect(older.data).toMatchObject({
      updateCookieConsent: { cookieConsent: { analytics: false, sessionRecording: false } },
    });
    const now = await gw.gql(UPDATE, { input: { analytics: true, sessionRecording: true } }, { token });
    expect(now.data).toMatchObject({
      updateCookieConsent: { cookieConsent: { analytics: true, sessionRecording: true } },
    });
  });

  it('refuses a date in the future or older than six months', async () => {
    const me = await buildUser(gw.database.db);
    const token = await tokenFor(gw, me);
    for (const decidedAt of [daysAgo(-2), daysAgo(200)]) {
      const res = await gw.gql(
        UPDATE,
        { input: { analytics: true, sessionRecording: true, decidedAt } },
        { token },
      );
      expect(res.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'decidedAt' });
    }
  });
});
