import type { TestGateway } from '../../test/harness.js';
import { onGateway, standInOf } from '../billing/testing.js';

export const START_ONBOARDING = `mutation { startDepositOnboarding { url } }`;

/** The host connects a Stripe account and completes the stand-in's onboarding, as in the browser. */
export async function onboardHost(gw: TestGateway, hostToken: string): Promise<void> {
  const res = await gw.gql<{ startDepositOnboarding: { url: string } }>(
    START_ONBOARDING,
    {},
    { token: hostToken },
  );
  if (!res.data) throw new Error(JSON.stringify(res.errors));
  const link = onGateway(gw, res.data.startDepositOnboarding.url);
  const done = await fetch(link, {
    method: 'POST',
    body: new URLSearchParams({ action: 'complete', business: 'Villa Rosa' }),
    redirect: 'manual',
  });
  if (done.status !== 303) throw new Error(`onboarding answered ${done.status}`);
  await standInOf(gw).settle();
}

/** Submits the stand-in's payment page with a card; returns the HTTP status (303 paid, 400 refused). */
export async function payPage(gw: TestGateway, url: string, number = '4242 4242 4242 4242'): Promise<number> {
  const res = await fetch(onGateway(gw, url), {
    method: 'POST',
    body: new URLSearchParams({ number, exp: '12/34', cvc: '123', name: 'Giulia Ospite' }),
    redirect: 'manual',
  });
  await standInOf(gw).settle();
  return res.status;
}
