import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { locations, platformTasks } from '../../db/schema/index.js';
import { startTestGateway, type TestGateway } from '../../test/harness.js';
import { buildLocation } from '../../test/factories.js';
import {
  catalogue,
  CREATE_LOCATION,
  locationInput,
  newHost,
  type CreatedLocation,
} from '../../test/locations.js';
import { hostWithLocation, isPublic, payCheckout, standInOf, subscriptionOf } from '../billing/testing.js';
import { adminOf, auditOf, errorOf, MODERATION_LOCATION, notificationsOf } from './testing.js';

let gw: TestGateway;
let admin: { id: string };
let token: string;
beforeAll(async () => {
  gw = await startTestGateway();
  ({ admin, token } = await adminOf(gw));
});
afterAll(async () => {
  await gw?.stop();
});

const APPROVE = `mutation ($id: ID!) { approveLocation(id: $id) {
  location ${MODERATION_LOCATION} subscriptionStarted subscriptionStartFailed } }`;
const REJECT = `mutation ($id: ID!, $r: String!) { rejectLocation(id: $id, reason: $r) ${MODERATION_LOCATION} }`;
const ITEM = `query ($id: ID!) { approvalItem(locationId: $id) {
  location { id name description city locationType activityTypes { name } images { imageUrl } ambients { name } services { name } }
  summary { approvalStatus } owner { email fullName locationCount }
  business { locationType vatNumber taxCode pec sdiCode taxNumberKind issues { field message } }
  submittedAt hoursLeft overdue
  decisions { action reason actor { email } before after }
} }`;
const QUEUE = `query ($size: Int) { approvalQueue(pageSize: $size) { count overdueCount page pageSize
  items { location { id } submittedAt hoursLeft overdue } } }`;
type Approved = {
  approveLocation: {
    location: Record<string, unknown>;
    subscriptionStarted: boolean;
    subscriptionStartFailed: boolean;
  };
};

/** A location created through the API (so its review task exists), in approval. */
async function created() {
  const cat = await catalogue(gw);
  const { user, token: hostToken } = await newHost(gw);
  const res = await gw.gql<CreatedLocation>(CREATE_LOCATION, { i: locationInput(cat) }, { token: hostToken });
  return { host: user, hostToken, id: res.data!.createLocation.id };
}

describe('approving a location', () => {
  it('with a card saved while waiting: APPROVED, the subscription starts, then it is public', async () => {
    const { location, token: hostToken } = await hostWithLocation(gw, { approvalStatus: 'PENDING' });
    await payCheckout(gw, location.id, hostToken, 'price_demo_month');
    const res = await gw.gql<Approved>(APPROVE, { id: location.id }, { token });
    expect(res.errors).toBeUndefined();
    expect(res.data!.approveLocation).toMatchObject({
      subscriptionStarted: true,
      subscriptionStartFailed: false,
      location: { approvalStatus: 'APPROVED', isPublic: false },
    });
    await standInOf(gw).settle();
    const sub = await subscriptionOf(gw, location.id, hostToken);
    expect(sub.location.subscriptionStatus).toBe('ACTIVE');
    expect(await isPublic(gw, location.id)).toBe(true);
    const [row] = await gw.database.db.select().from(locations).where(eq(locations.id, location.id));
    expect(row!.publishedAt).not.toBeNull();
  });

  it('FREE_FOREVER is public at once, with its publication date; the host is told; audited', async () => {
    const { location } = await hostWithLocation(gw, {
      approvalStatus: 'PENDING',
      subscriptionType: 'FREE_FOREVER',
    });
    const res = await gw.gql<Approved>(APPROVE, { id: location.id }, { token });
    expect(res.data!.approveLocation).toMatchObject({
      subscriptionStarted: false,
      location: { approvalStatus: 'APPROVED', isPublic: true },
    });
    expect(res.data!.approveLocation.location.publishedAt).toBeTruthy();
    expect(await notificationsOf(gw, location.id, 'LOCATION_APPROVED')).toHaveLength(1);
    const [entry] = await auditOf(gw, location.id);
    expect(entry).toMatchObject({
      actorId: admin.id,
      action: 'LOCATION_APPROVED',
      subjectType: 'LOCATION',
      before: { approvalStatus: 'PENDING', isPublic: false },
      after: { approvalStatus: 'APPROVED', isPublic: true },
      reason: null,
    });
  });

  it('with no payment: APPROVED but not public; the review task is done; deciding again is a CONFLICT', async () => {
    const { id } = await created();
    const res = await gw.gql<Approved>(APPROVE, { id }, { token });
    expect(res.data!.approveLocation.location).toMatchObject({ approvalStatus: 'APPROVED', isPublic: false });
    expect(res.data!.approveLocation.location.publishedAt).toBeNull();
    const tasks = await gw.database.db.select().from(platformTasks).where(eq(platformTasks.locationId, id));
    expect(tasks.filter((t) => t.kind === 'REVIEW_NEW_LOCATION').every((t) => t.doneAt)).toBe(true);
    expect(errorOf(await gw.gql(APPROVE, { id }, { token }))).toMatchObject({
      code: 'CONFLICT',
      message: 'Questa location non è più in attesa di approvazione: qualcuno l’ha già decisa.',
    });
    expect(errorOf(await gw.gql(REJECT, { id, r: 'Foto non conformi alle regole' }, { token })).code).toBe(
      'CONFLICT',
    );
  });

  it('two admins deciding at once: one decision, the other a CONFLICT', async () => {
    const { id } = await created();
    const other = await adminOf(gw);
    const results = await Promise.all([
      gw.gql(APPROVE, { id }, { token }),
      gw.gql(REJECT, { id, r: 'Dati aziendali incompleti' }, { token: other.token }),
    ]);
    const codes = results.map((r) => errorOf(r).code ?? 'OK').sort();
    expect(codes).toEqual(['CONFLICT', 'OK']);
    expect(await auditOf(gw, id)).toHaveLength(1);
  });
});

describe('rejecting a location', () => {
  it('needs a reason of 10 to 1000 characters', async () => {
    const { id } = await created();
    for (const r of ['', '   corta  ', 'x'.repeat(1001)]) {
      expect(errorOf(await gw.gql(REJECT, { id, r }, { token }))).toMatchObject({
        code: 'BAD_USER_INPUT',
        extensions: { field: 'reason' },
      });
    }
    const [row] = await gw.database.db.select().from(locations).where(eq(locations.id, id));
    expect(row!.approvalStatus).toBe('PENDING');
  });

  it('stores the reason for the host, tells them, and audits it', async () => {
    const { id, hostToken } = await created();
    const reason = 'Le foto non mostrano la location: caricane di reali.';
    const res = await gw.gql<{ rejectLocation: Record<string, unknown> }>(
      REJECT,
      { id, r: reason },
      { token },
    );
    expect(res.data!.rejectLocation).toMatchObject({ approvalStatus: 'REJECTED', rejectionReason: reason });
    const host = await gw.gql<{ hostLocation: { approvalStatus: string; rejectionReason: string } }>(
      'query ($id: ID!) { hostLocation(id: $id) { approvalStatus rejectionReason } }',
      { id },
      { token: hostToken },
    );
    expect(host.data!.hostLocation).toEqual({ approvalStatus: 'REJECTED', rejectionReason: reason });
    const [sent] = await notificationsOf(gw, id, 'LOCATION_REJECTED');
    expect(sent!.metadata).toMatchObject({ reason });
    const feed = await gw.gql<{ notifications: { items: { type: string; metadata: { reason: string } }[] } }>(
      'query { notifications(role: HOST) { items { type metadata { reason } } } }',
      {},
      { token: hostToken },
    );
    expect(feed.data!.notifications.items[0]).toEqual({ type: 'LOCATION_REJECTED', metadata: { reason } });
    // The e-mail leaves through the outbox, after the request: wait for it to be sent.
    await gw.app.outbox.drain();
    // Its link opens the settings, where the host reads the decision's banner.
    expect(gw.mail.find((m) => m.text?.includes(reason))?.text).toContain('/dashboard/settings');
    const [entry] = await auditOf(gw, id);
    expect(entry).toMatchObject({
      action: 'LOCATION_REJECTED',
      reason,
      before: { approvalStatus: 'PENDING' },
      after: { approvalStatus: 'REJECTED', rejectionReason: reason },
    });
  });
});

describe('the approval queue', () => {
  it('oldest first with the hours left of the 48-hour promise; the item shows page, owner, tax checks, history', async () => {
    const { id, host } = await created();
    const old = await created();
    // Waiting for 50 hours: two hours past the promise.
    const ago = sql`now() - interval '50 hours'`;
    await gw.database.db
      .update(locations)
      .set({ createdAt: ago as never })
      .where(eq(locations.id, old.id));
    await gw.database.db
      .update(platformTasks)
      .set({ createdAt: ago as never })
      .where(eq(platformTasks.locationId, old.id));

    const queue = await gw.gql<{
      approvalQueue: {
        count: number;
        overdueCount: number;
        page: number;
        pageSize: number;
        items: { location: { id: string }; submittedAt: string; hoursLeft: number; overdue: boolean }[];
      };
    }>(QUEUE, { size: 50 }, { token });
    if (!queue.data) throw new Error(JSON.stringify(queue.errors));
    const { items, count, overdueCount } = queue.data!.approvalQueue;
    expect(queue.data!.approvalQueue).toMatchObject({ page: 1, pageSize: 50 });
    expect(count).toBeGreaterThanOrEqual(2);
    expect(overdueCount).toBeGreaterThanOrEqual(1);
    const times = items.map((i) => i.submittedAt);
    expect(times).toEqual([...times].sort());
    const late = items.find((i) => i.location.id === old.id)!;
    expect(late).toMatchObject({ overdue: true, hoursLeft: -2 });

    const item = await gw.gql<{ approvalItem: Record<string, unknown> }>(ITEM, { id }, { token });
    expect(item.errors).toBeUndefined();
    expect(item.data!.approvalItem).toMatchObject({
      owner: { email: host.email, fullName: host.fullName, locationCount: 1 },
      business: { locationType: 'HORECA', vatNumber: '00743110157', taxNumberKind: 'VAT', issues: [] },
      hoursLeft: 47,
      overdue: false,
      decisions: [],
      location: { ambients: [{ name: 'Ambiente principale' }] },
    });
  });

  it('re-runs the tax checks: a wrong partita IVA is shown with the form’s message', async () => {
    const { location } = await hostWithLocation(gw, {
      approvalStatus: 'PENDING',
      vatNumber: '12345678901',
      pec: null,
      sdiCode: null,
    });
    const item = await gw.gql<{
      approvalItem: { business: { issues: { field: string; message: string }[] } };
    }>(ITEM, { id: location.id }, { token });
    expect(item.data!.approvalItem.business.issues).toContainEqual({
      field: 'vatNumber',
      message: 'La partita IVA inserita non è valida',
    });
  });

  it('shows earlier decisions from the audit log', async () => {
    const location = await buildLocation(gw.database.db, {
      approvalStatus: 'PENDING',
      subscriptionStatus: 'INACTIVE',
    });
    await gw.gql(REJECT, { id: location.id, r: 'Manca la descrizione degli spazi.' }, { token });
    const item = await gw.gql<{
      approvalItem: { decisions: { action: string; reason: string; actor: { email: string } }[] };
    }>(ITEM, { id: location.id }, { token });
    expect(item.data!.approvalItem.decisions).toEqual([
      expect.objectContaining({ action: 'LOCATION_REJECTED', reason: 'Manca la descrizione degli spazi.' }),
    ]);
  });
});
