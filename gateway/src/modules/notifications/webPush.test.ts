import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestGateway, type TestGateway } from '../../test/harness.js';
import { uid } from '../../test/factories.js';
import { CREATE, input, scenario } from '../../test/quotes.js';

let gw: TestGateway;
beforeAll(async () => {
  gw = await startTestGateway();
});
afterAll(async () => {
  await gw?.stop();
});

describe('web push', () => {
  it("a browser's token gets the web push shape, whose link opens the request the feed opens; a phone's keeps the route in data", async () => {
    const sc = await scenario(gw);
    const web = `web-${uid()}`;
    const phone = `android-${uid()}`;
    const register = (token: string, platform: string) =>
      gw.gql<{ registerPushToken: boolean }>(
        'mutation ($t: String!, $p: String) { registerPushToken(token: $t, platform: $p) }',
        { t: token, p: platform },
        { token: sc.hostToken },
      );
    expect((await register(web, 'web')).data?.registerPushToken).toBe(true);
    expect((await register(phone, 'android')).data?.registerPushToken).toBe(true);

    const created = await gw.gql<{ createQuoteRequest: { id: string } }>(
      CREATE,
      { input: input(sc) },
      { token: sc.guestToken },
    );
    const id = created.data!.createQuoteRequest.id;
    await gw.app.outbox.drain();

    const route = `/dashboard/quote-requests/${id}`;
    const sent = gw.push.sent.find((p) => p.tokens.includes(web))!;
    expect(sent.tokens.sort()).toEqual([web, phone].sort());
    const title = `Nuova richiesta di preventivo per ${sc.location.name}`;
    const toBrowser = sent.messages.find((m) => 'token' in m && m.token === web)!;
    expect(toBrowser).toMatchObject({
      notification: { title },
      data: { route, link: `https://festalocation.test${route}` },
      webpush: {
        notification: { title, lang: 'it', icon: '/icons/icon-192.png' },
        fcmOptions: { link: `https://festalocation.test${route}` },
      },
    });
    const toPhone = sent.messages.find((m) => 'token' in m && m.token === phone)!;
    expect(toPhone).toMatchObject({ notification: { title }, data: { route } });
    expect(toPhone).not.toHaveProperty('webpush');
  });
});
