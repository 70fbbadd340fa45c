import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { startTestGateway, type TestGateway } from '../../test/harness.js';
import { buildUser, tokenFor } from '../../test/factories.js';
import { scenario } from '../../test/quotes.js';
import { locations, notifications, reviews } from '../../db/schema/index.js';
import { errorOf } from '../admin/testing.js';
import {
  ageReview,
  CREATE_REVIEW,
  GOOD_REVIEW,
  LOCATION_REVIEWS,
  REPORT_REASON,
  REPORT_REVIEW,
  REQUEST_REVIEW,
  requestOf,
  reviewable,
  romeDay,
  UPDATE_REVIEW,
  writeReview,
} from './testing.js';

let gw: TestGateway;
beforeAll(async () => {
  // A database of its own: the e-mails of new reviews go through the outbox, which every gateway on a
  // shared database delivers from, so they would land in other files' recorded mail (and ours in theirs).
  gw = await startTestGateway({}, { isolated: true });
});
afterAll(async () => {
  await gw?.stop();
});

type Err = { message: string; extensions?: Record<string, unknown> }[] | undefined;
const create = (token: string, q: string, i: Record<string, unknown> = GOOD_REVIEW) =>
  gw.gql<{ createReview: Record<string, unknown> }>(CREATE_REVIEW, { q, i }, { token });

describe('who may review a request, and when', () => {
  it('refuses before the event, on the event day, and unless CONFIRMED; allows the day after', async () => {
    const sc = await scenario(gw);
    const cases = [
      { spec: { date: romeDay(5) }, message: 'Potrai lasciare una recensione dal giorno dopo la festa' },
      { spec: { date: romeDay(0) }, message: 'Potrai lasciare una recensione dal giorno dopo la festa' },
      {
        spec: { status: 'PENDING' as const },
        message: 'Puoi recensire solo le richieste confermate dalla location',
      },
      {
        spec: { status: 'REJECTED' as const },
        message: 'Puoi recensire solo le richieste confermate dalla location',
      },
    ];
    for (const c of cases) {
      const request = await requestOf(gw, sc, c.spec);
      const view = await gw.gql<{ quoteRequest: { canReview: boolean } }>(
        REQUEST_REVIEW,
        { id: request.id },
        { token: sc.guestToken },
      );
      expect(view.data!.quoteRequest.canReview, JSON.stringify(c.spec)).toBe(false);
      expect(errorOf(await create(sc.guestToken, request.id)), JSON.stringify(c.spec)).toMatchObject({
        code: 'FORBIDDEN',
        message: c.message,
      });
    }
    const yesterday = await requestOf(gw, sc, { date: romeDay(-1) });
    expect(
      (
        await gw.gql<{ quoteRequest: { canReview: boolean } }>(
          REQUEST_REVIEW,
          { id: yesterday.id },
          { token: sc.guestToken },
        )
      ).data!.quoteRequest.canReview,
    ).toBe(true);
    expect((await create(sc.guestToken, yesterday.id)).data?.createReview).toBeTruthy();
    expect(
      await gw.database.db.select().from(reviews).where(eq(reviews.locationId, sc.location.id)),
    ).toHaveLength(1);
  });

  it("answers NOT_FOUND for someone else's request, the host's included, and UNAUTHENTICATED signed out", async () => {
    const { sc, request } = await reviewable(gw);
    const stranger = await tokenFor(gw, await buildUser(gw.database.db), 'GUEST');
    expect(errorOf(await create(stranger, request.id))).toMatchObject({
      code: 'NOT_FOUND',
      message: 'Richiesta preventivo non trovata',
    });
    expect(errorOf(await create(sc.hostToken, request.id)).code).toBe('NOT_FOUND');
    expect(errorOf(await create(stranger, randomUUID())).code).toBe('NOT_FOUND');
    const anonymous = await gw.gql(CREATE_REVIEW, { q: request.id, i: GOOD_REVIEW });
    expect(errorOf(anonymous).code).toBe('UNAUTHENTICATED');
    const asHost = await gw.gql<{ quoteRequest: { canReview: boolean } }>(
      REQUEST_REVIEW,
      { id: request.id },
      { token: sc.hostToken },
    );
    expect(asHost.data!.quoteRequest.canReview).toBe(false);
  });

  it('takes one review per request (CONFLICT the second time), also when two arrive at once', async () => {
    const { sc, request } = await reviewable(gw);
    const both = await Promise.all([create(sc.guestToken, request.id), create(sc.guestToken, request.id)]);
    expect(both.filter((r) => r.data?.createReview)).toHaveLength(1);
    expect(errorOf(both.find((r) => !r.data)!)).toMatchObject({
      code: 'CONFLICT',
      message: 'Hai già recensito questa richiesta',
    });
    expect(errorOf(await create(sc.guestToken, request.id)).code).toBe('CONFLICT');
    const view = await gw.gql<{ quoteRequest: { canReview: boolean; review: { id: string } | null } }>(
      REQUEST_REVIEW,
      { id: request.id },
      { token: sc.guestToken },
    );
    expect(view.data!.quoteRequest).toMatchObject({ canReview: false, review: { id: expect.any(String) } });
  });

  it('refuses a deleted location', async () => {
    const { sc, request } = await reviewable(gw);
    await gw.database.db
      .update(locations)
      .set({ deletedAt: new Date() })
      .where(eq(locations.id, sc.location.id));
    expect(errorOf(await create(sc.guestToken, request.id))).toMatchObject({
      code: 'NOT_FOUND',
      message: 'Location non trovata',
    });
  });
});

describe('writing a review', () => {
  it('checks each limit with its message and field', async () => {
    const { sc, request } = await reviewable(gw);
    const cases: [Record<string, unknown>, string, string][] = [
      [{ vote: 0 }, 'input.vote', 'Scegli un voto da 1 a 5'],
      [{ vote: 6 }, 'input.vote', 'Scegli un voto da 1 a 5'],
      [{ title: '  ab  ' }, 'input.title', 'Il titolo deve avere tra 3 e 80 caratteri'],
      [{ title: 'x'.repeat(81) }, 'input.title', 'Il titolo deve avere tra 3 e 80 caratteri'],
      [{ content: 'Troppo breve.' }, 'input.content', 'La recensione deve avere tra 20 e 2000 caratteri'],
      [{ content: 'x'.repeat(2001) }, 'input.content', 'La recensione deve avere tra 20 e 2000 caratteri'],
    ];
    for (const [patch, field, message] of cases) {
      const res = await create(sc.guestToken, request.id, { ...GOOD_REVIEW, ...patch });
      expect(errorOf(res), field).toMatchObject({ code: 'BAD_USER_INPUT', message });
      expect((res.errors as Err)![0]!.extensions!.field).toBe(field);
    }
    // A fraction is no whole star: refused before any rule of ours (GraphQL Int).
    expect(errorOf(await create(sc.guestToken, request.id, { ...GOOD_REVIEW, vote: 4.5 })).code).toBe(
      'BAD_USER_INPUT',
    );
    const edge = await create(sc.guestToken, request.id, {
      vote: 5,
      title: '  Top  ',
      content: ` ${'a'.repeat(20)} `,
    });
    expect(edge.data!.createReview).toMatchObject({ vote: 5, title: 'Top', content: 'a'.repeat(20) });
  });

  it("shows the guest's first name and initial, stores the vote in tenths and tells the host", async () => {
    const { sc, request } = await reviewable(gw);
    const res = await create(sc.guestToken, request.id);
    expect(res.data!.createReview).toMatchObject({
      author: 'Giulia O.',
      vote: 4,
      title: GOOD_REVIEW.title,
      editedAt: null,
      canEdit: true,
      canReport: false,
    });
    const id = res.data!.createReview.id as string;
    const [row] = await gw.database.db.select().from(reviews).where(eq(reviews.id, id));
    expect(row).toMatchObject({ voteTenths: 40, quoteRequestId: request.id, userId: sc.guest.id });
    const feed = await gw.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, sc.host.id), eq(notifications.type, 'NEW_REVIEW')));
    expect(feed).toHaveLength(1);
    expect(feed[0]).toMatchObject({
      role: 'HOST',
      locationId: sc.location.id,
      metadata: { location: { name: sc.location.name, slug: sc.location.slug } },
    });
    await gw.app.outbox.drain();
    expect(gw.mail.some((m) => m.subject === `Nuova recensione per ${sc.location.name}`)).toBe(true);
    const page = await gw.gql<{ location: { reviews: { id: string; canReport: boolean }[] } }>(
      LOCATION_REVIEWS,
      { s: sc.location.slug },
      { token: sc.hostToken },
    );
    expect(page.data!.location.reviews.find((r) => r.id === id)!.canReport).toBe(true);
  });
});

describe('editing a review', () => {
  it('lets its author edit for 14 days, then refuses as FORBIDDEN; nobody else may', async () => {
    const { sc, request } = await reviewable(gw);
    const { id } = await writeReview(gw, sc, request.id);
    const patch = { ...GOOD_REVIEW, vote: 2, title: 'Ci ho ripensato' };
    expect(errorOf(await gw.gql(UPDATE_REVIEW, { id, i: patch }, { token: sc.hostToken }))).toMatchObject({
      code: 'NOT_FOUND',
      message: 'Recensione non trovata',
    });
    expect(errorOf(await gw.gql(UPDATE_REVIEW, { id, i: patch })).code).toBe('UNAUTHENTICATED');
    await ageReview(gw, id, 13);
    const edited = await gw.gql<{ updateReview: Record<string, unknown> }>(
      UPDATE_REVIEW,
      { id, i: patch },
      { token: sc.guestToken },
    );
    expect(edited.data!.updateReview).toMatchObject({ vote: 2, title: 'Ci ho ripensato', canEdit: true });
    expect(edited.data!.updateReview.editedAt).toEqual(expect.any(String));
    const until = new Date(edited.data!.updateReview.editableUntil as string).getTime();
    const created = new Date(edited.data!.updateReview.createdAt as string).getTime();
    expect(until - created).toBe(14 * 86_400_000);
    const bad = await gw.gql(UPDATE_REVIEW, { id, i: { ...patch, title: 'no' } }, { token: sc.guestToken });
    expect(errorOf(bad).extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'input.title' });
    await ageReview(gw, id, 2);
    expect(errorOf(await gw.gql(UPDATE_REVIEW, { id, i: patch }, { token: sc.guestToken }))).toMatchObject({
      code: 'FORBIDDEN',
      message: 'Le recensioni si possono modificare per 14 giorni',
    });
    const view = await gw.gql<{
      quoteRequest: { review: { canEdit: boolean; editableUntil: string | null } };
    }>(REQUEST_REVIEW, { id: request.id }, { token: sc.guestToken });
    expect(view.data!.quoteRequest.review.canEdit).toBe(false);
    const asHost = await gw.gql<{
      quoteRequest: { review: { canEdit: boolean; editableUntil: string | null } };
    }>(REQUEST_REVIEW, { id: request.id }, { token: sc.hostToken });
    expect(asHost.data!.quoteRequest.review).toMatchObject({ canEdit: false, editableUntil: null });
  });
});

describe('reporting a review', () => {
  it("is for the location's owner, once, with a reason of 10 to 1000 characters", async () => {
    const { sc, request } = await reviewable(gw);
    const { id } = await writeReview(gw, sc, request.id);
    const report = (token: string | undefined, r = REPORT_REASON) =>
      gw.gql<{ reportReview: { id: string; canReport: boolean } }>(
        REPORT_REVIEW,
        { id, r },
        token ? { token } : undefined,
      );
    const stranger = await tokenFor(gw, await buildUser(gw.database.db), 'HOST');
    expect(errorOf(await report(stranger)).code).toBe('FORBIDDEN');
    expect(errorOf(await report(sc.guestToken)).code).toBe('FORBIDDEN');
    expect(errorOf(await report(undefined)).code).toBe('UNAUTHENTICATED');
    const short = await report(sc.hostToken, 'brutta');
    expect(errorOf(short).extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      field: 'reason',
    });
    expect(errorOf(short).message).toBe('La segnalazione deve avere tra 10 e 1000 caratteri');
    expect(errorOf(await report(sc.hostToken, 'x'.repeat(1001))).code).toBe('BAD_USER_INPUT');
    const done = await report(sc.hostToken);
    expect(done.data!.reportReview).toMatchObject({ id, canReport: false });
    expect(errorOf(await report(sc.hostToken))).toMatchObject({
      code: 'CONFLICT',
      message: 'Hai già segnalato questa recensione',
    });
    expect(
      errorOf(await gw.gql(REPORT_REVIEW, { id: randomUUID(), r: REPORT_REASON }, { token: sc.hostToken }))
        .code,
    ).toBe('NOT_FOUND');
  });
});
