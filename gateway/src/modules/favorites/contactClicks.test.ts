import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { startTestGateway, type TestGateway } from '../../test/harness.js';
import { buildLocation, buildUser, tokenFor } from '../../test/factories.js';
import { locationContactClicks, locations } from '../../db/schema/index.js';

const CLICK = `mutation ($id: ID!, $type: ContactType!) { recordContactClick(locationId: $id, type: $type) }`;

let gw: TestGateway;
beforeAll(async () => {
  gw = await startTestGateway();
});
afterAll(async () => {
  await gw?.stop();
});

const click = async (id: string, type: string, opts: { userAgent?: string; token?: string } = {}) => {
  const res = await fetch(`${gw.url}/graphql`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'user-agent': opts.userAgent ?? 'Mozilla/5.0 (test)',
      ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}),
    },
    body: JSON.stringify({ query: CLICK, variables: { id, type } }),
  });
  return (await res.json()) as { data?: unknown; errors?: unknown[] };
};

const counters = async (id: string) => {
  const [row] = await gw.database.db
    .select({ phone: locations.phoneClicks, wa: locations.whatsappClicks })
    .from(locations)
    .where(eq(locations.id, id));
  return row;
};

describe('contact clicks count once per visitor and day', () => {
  it('counts 200 parallel anonymous clicks from one browser once, and each other visitor once', async () => {
    const loc = await buildLocation(gw.database.db, { visibleContacts: true, whatsapp: '3331234567' });
    const answers = await Promise.all(Array.from({ length: 200 }, () => click(loc.id, 'PHONE_NUMBER')));
    // A repeated click answers exactly like the first one.
    for (const a of answers) expect(a).toEqual({ data: { recordContactClick: true } });
    expect(await counters(loc.id)).toEqual({ phone: 1, wa: 0 });

    await click(loc.id, 'WHATSAPP');
    await click(loc.id, 'PHONE_NUMBER', { userAgent: 'Another browser' });
    const user = await buildUser(gw.database.db);
    const token = await tokenFor(gw, user);
    await Promise.all(
      [1, 2, 3].map(() => click(loc.id, 'PHONE_NUMBER', { token, userAgent: `ua-${Math.random()}` })),
    );
    expect(await counters(loc.id)).toEqual({ phone: 3, wa: 1 });

    const rows = await gw.database.db
      .select()
      .from(locationContactClicks)
      .where(eq(locationContactClicks.locationId, loc.id));
    expect(rows).toHaveLength(4);
    // Neither the client address nor the user agent is stored.
    for (const r of rows) {
      expect(JSON.stringify(r)).not.toMatch(/127\.0\.0\.1|::1|Mozilla|Another browser/);
    }
    expect(rows.filter((r) => r.userId === user.id)).toHaveLength(1);
  });

  it('still refuses a location whose contacts are hidden, repeated or not', async () => {
    const hidden = await buildLocation(gw.database.db, { visibleContacts: false });
    for (let i = 0; i < 2; i++) {
      const res = (await click(hidden.id, 'PHONE_NUMBER')) as {
        errors?: { extensions?: { code?: string } }[];
      };
      expect(res.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    }
    expect(await counters(hidden.id)).toEqual({ phone: 0, wa: 0 });
  });
});
