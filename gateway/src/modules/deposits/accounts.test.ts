import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestGateway, type TestGateway } from '../../test/harness.js';
import { hostPaymentAccounts } from '../../db/schema/index.js';
import { buildUser, tokenFor } from '../../test/factories.js';
import { hostWithLocation, onGateway, standInOf } from '../billing/testing.js';

let gw: TestGateway;
beforeAll(async () => {
  gw = await startTestGateway();
});
afterAll(async () => {
  await gw.stop();
});

const ACCOUNT = `{ depositAccount { available status chargesEnabled payoutsEnabled detailsSubmitted requirementsDue dashboardUrl } }`;
const START = `mutation { startDepositOnboarding { url } }`;

interface AccountView {
  available: boolean;
  status: string;
  chargesEnabled: boolean;
  payoutsEnabled: boolean;
  detailsSubmitted: boolean;
  requirementsDue: string[];
  dashboardUrl: string | null;
}

async function accountOf(token: string): Promise<AccountView> {
  const res = await gw.gql<{ depositAccount: AccountView }>(ACCOUNT, {}, { token });
  if (!res.data) throw new Error(JSON.stringify(res.errors));
  return res.data.depositAccount;
}

async function startOnboarding(token: string): Promise<string> {
  const res = await gw.gql<{ startDepositOnboarding: { url: string } }>(START, {}, { token });
  if (!res.data) throw new Error(JSON.stringify(res.errors));
  return onGateway(gw, res.data.startDepositOnboarding.url);
}

async function providerAccountOf(userId: string): Promise<string> {
  const rows = await gw.database.db
    .select()
    .from(hostPaymentAccounts)
    .where(eq(hostPaymentAccounts.userId, userId));
  expect(rows).toHaveLength(1);
  return rows[0]!.providerAccountId;
}

/** An `account.updated` event for `account`, `offset` seconds from now, as the provider would send it. */
function accountEvent(account: string, chargesEnabled: boolean, offset: number, withAccount = true) {
  return JSON.stringify({
    id: `evt_acct_${Math.random().toString(36).slice(2)}`,
    object: 'event',
    type: 'account.updated',
    created: Math.floor(Date.now() / 1000) + offset,
    livemode: false,
    ...(withAccount ? { account } : {}),
    data: {
      object: {
        id: account,
        object: 'account',
        charges_enabled: chargesEnabled,
        payouts_enabled: chargesEnabled,
        details_submitted: true,
        requirements: { currently_due: chargesEnabled ? [] : ['external_account'] },
      },
    },
  });
}

describe('online deposits: the host account at the provider', () => {
  it('onboards a host through the provider and shows the account taking deposits', async () => {
    const { host, token } = await hostWithLocation(gw);
    expect(await accountOf(token)).toMatchObject({
      available: true,
      status: 'NOT_STARTED',
      dashboardUrl: null,
    });

    const link = await startOnboarding(token);
    const page = await fetch(link);
    expect(page.status).toBe(200);
    const done = await fetch(link, {
      method: 'POST',
      body: new URLSearchParams({ action: 'complete', business: 'Villa Rosa' }),
      redirect: 'manual',
    });
    expect(done.status).toBe(303);
    expect(done.headers.get('location')).toBe('https://festalocation.test/dashboard/payments?link=done');
    await standInOf(gw).settle();

    const account = await providerAccountOf(host.id);
    expect(await accountOf(token)).toMatchObject({
      status: 'ACTIVE',
      chargesEnabled: true,
      payoutsEnabled: true,
      requirementsDue: [],
      dashboardUrl: `https://festalocation.test/dev/stripe/connect/dashboard/${account}`,
    });
    // A second start (a double click, a new link after an expired one) keeps the same account.
    await startOnboarding(token);
    expect(await providerAccountOf(host.id)).toBe(account);
  });

  it('shows data still required when the host postpones onboarding', async () => {
    const { token } = await hostWithLocation(gw);
    const link = await startOnboarding(token);
    await fetch(link, { method: 'POST', body: new URLSearchParams({ action: 'later' }), redirect: 'manual' });
    expect(await accountOf(token)).toMatchObject({ status: 'DETAILS_REQUIRED', chargesEnabled: false });
  });

  it('is for a signed-in host only', async () => {
    const anonymous = await gw.gql(ACCOUNT);
    expect(anonymous.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    const guest = await buildUser(gw.database.db);
    const guestToken = await tokenFor(gw, guest, 'GUEST');
    for (const op of [ACCOUNT, START]) {
      const res = await gw.gql(op, {}, { token: guestToken });
      expect(res.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    }
  });

  it('applies account events once, in order, and only from the Connect endpoint', async () => {
    const { host, token } = await hostWithLocation(gw);
    await startOnboarding(token);
    const account = await providerAccountOf(host.id);
    const standIn = standInOf(gw);
    const connectSecret = gw.app.billing.connectWebhookSecret ?? '';
    const send = async (body: string, secret = connectSecret) => {
      const res = await standIn.deliverRaw(body, { signatureSecret: secret });
      return { status: res.status, outcome: (JSON.parse(res.body) as { outcome?: string }).outcome };
    };

    const enabled = accountEvent(account, true, 0);
    expect(await send(enabled)).toEqual({ status: 200, outcome: 'applied' });
    expect(await send(enabled)).toEqual({ status: 200, outcome: 'duplicate' });
    expect((await accountOf(token)).status).toBe('ACTIVE');
    // An older state arriving late changes nothing.
    expect(await send(accountEvent(account, false, -60))).toEqual({ status: 200, outcome: 'stale' });
    expect((await accountOf(token)).status).toBe('ACTIVE');
    // The same event signed as the platform's own is not about a host's account.
    const platformSecret = gw.app.billing.webhookSecret ?? '';
    expect(await send(accountEvent(account, false, 30), platformSecret)).toEqual({
      status: 200,
      outcome: 'unmatched',
    });
    expect((await accountOf(token)).status).toBe('ACTIVE');
    // A Connect event that names no account is refused.
    expect((await send(accountEvent(account, false, 30, false))).status).toBe(400);
    // A newer state applies.
    expect(await send(accountEvent(account, false, 60))).toEqual({ status: 200, outcome: 'applied' });
    expect(await accountOf(token)).toMatchObject({
      status: 'PENDING',
      requirementsDue: ['external_account'],
    });
  });
});
