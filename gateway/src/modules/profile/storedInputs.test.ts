import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { startTestGateway, type TestGateway } from '../../test/harness.js';
import { buildUser, tokenFor } from '../../test/factories.js';
import { pushTokens, users } from '../../db/schema/index.js';

let gw: TestGateway;
beforeAll(async () => {
  gw = await startTestGateway();
});
afterAll(async () => {
  await gw?.stop();
});

const SET_AVATAR = `mutation ($u: String) { setAvatar(avatarUrl: $u) { avatarUrl } }`;
const UPDATE = `mutation ($input: UpdateAccountInput!) { updateAccount(input: $input) { avatarUrl } }`;
const REGISTER = `mutation ($t: String!, $p: String) { registerPushToken(token: $t, platform: $p) }`;

describe('avatar URLs', () => {
  it("refuses any URL that leaves the caller's own uploads, however it is spelled", async () => {
    const me = await buildUser(gw.database.db);
    const other = await buildUser(gw.database.db);
    const token = await tokenFor(gw, me);
    const own = `/media/uploads/${me.id}/`;
    const theirs = `${other.id}/1700000000000-abcdef12.webp`;
    const attacks = [
      `${own}%2e%2e/${theirs}`,
      `${own}%2E%2E/${theirs}`,
      `${own}.%2e/${theirs}`,
      `${own}%2e%2e%2f${theirs}`,
      `${own}..%5c${theirs}`,
      `${own}./../${theirs}`,
      `${own}sub/1700000000000-abcdef12.webp`,
      `${own}1700000000000-abcdef12.webp?x=/../../${theirs}`,
      `${own}1700000000000-abcdef12.webp#x`,
      `${own}1700000000000-abcdef12.svg`,
      `${own}`,
      `/media/uploads/${me.id}x/1700000000000-abcdef12.webp`,
      `//evil.example${own}1700000000000-abcdef12.webp`,
    ];
    for (const url of attacks) {
      const res = await gw.gql(SET_AVATAR, { u: url }, { token });
      expect(res.errors?.[0]?.extensions, url).toMatchObject({ code: 'BAD_USER_INPUT', field: 'avatarUrl' });
      const viaAccount = await gw.gql(
        UPDATE,
        { input: { fullName: 'Io', birthDate: '1990-01-01', city: 'Milano', avatarUrl: url } },
        { token },
      );
      expect(viaAccount.errors?.[0]?.extensions, url).toMatchObject({
        code: 'BAD_USER_INPUT',
        field: 'avatarUrl',
      });
    }
    const [row] = await gw.database.db.select().from(users).where(eq(users.id, me.id));
    expect(row!.avatarUrl).toBeNull();
    const good = `${own}1700000000000-abcdef12.webp`;
    expect((await gw.gql(SET_AVATAR, { u: good }, { token })).data).toEqual({
      setAvatar: { avatarUrl: good },
    });
    expect((await gw.gql(SET_AVATAR, { u: null }, { token })).data).toEqual({
      setAvatar: { avatarUrl: null },
    });
  });
});

describe('push token registration', () => {
  it('bounds the token and takes the platform from a short list', async () => {
    const me = await buildUser(gw.database.db);
    const token = await tokenFor(gw, me);
    const device = `fcm-${me.id}`;
    const huge = await gw.gql(REGISTER, { t: device, p: 'x'.repeat(900_000) }, { token });
    expect(huge.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'platform' });
    const unknown = await gw.gql(REGISTER, { t: device, p: 'symbian' }, { token });
    expect(unknown.errors?.[0]).toMatchObject({
      message: 'Piattaforma non valida',
      extensions: { code: 'BAD_USER_INPUT', field: 'platform' },
    });
    const longToken = await gw.gql(REGISTER, { t: 'a'.repeat(1025), p: 'android' }, { token });
    expect(longToken.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'token' });
    const spaced = await gw.gql(REGISTER, { t: 'abc def', p: 'android' }, { token });
    expect(spaced.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'token' });
    expect(await gw.database.db.select().from(pushTokens).where(eq(pushTokens.userId, me.id))).toEqual([]);

    expect((await gw.gql(REGISTER, { t: device, p: ' iOS ' }, { token })).data).toEqual({
      registerPushToken: true,
    });
    expect((await gw.gql(REGISTER, { t: `${device}-2` }, { token })).data).toEqual({
      registerPushToken: true,
    });
    const rows = await gw.database.db.select().from(pushTokens).where(eq(pushTokens.userId, me.id));
    expect(rows.map((r) => [r.token, r.platform]).sort()).toEqual([
      [device, 'ios'],
      [`${device}-2`, null],
    ]);
  });
});
