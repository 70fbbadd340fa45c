import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { startTestGateway, type TestGateway } from '../../test/harness.js';
import { buildUser, tokenFor } from '../../test/factories.js';
import { notifications, reviews } from '../../db/schema/index.js';
import { errorOf } from '../admin/testing.js';
import { reviewable, writeReview } from './testing.js';

let gw: TestGateway;
beforeAll(async () => {
  // A database of its own: the reply's e-mail goes through the outbox, which every gateway on a shared
  // database delivers from.
  gw = await startTestGateway({}, { isolated: true });
});
afterAll(async () => {
  await gw?.stop();
});

const REPLY_FIELDS = '{ id canReply reply { content createdAt editedAt } }';
const REPLY = `mutation ($id: ID!, $c: String!) { replyToReview(id: $id, content: $c) ${REPLY_FIELDS} }`;
const PAGE = `query ($s: String!) { location(idOrSlug: $s) { reviews { id canReply reply { content editedAt } } } }`;

type Reply = { content: string; createdAt: string; editedAt: string | null } | null;
const reply = (token: string | undefined, id: string, c: string) =>
  gw.gql<{ replyToReview: { id: string; canReply: boolean; reply: Reply } }>(
    REPLY,
    { id, c },
    token ? { token } : undefined,
  );

const guestFeed = (userId: string) =>
  gw.database.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.type, 'REVIEW_REPLY')));

describe('replying to a review', () => {
  it("is only for the reviewed location's owner: another host, the guest, nobody signed out", async () => {
    const { sc, request } = await reviewable(gw);
    const { id } = await writeReview(gw, sc, request.id);
    const otherHost = await tokenFor(gw, await buildUser(gw.database.db), 'HOST');
    expect(errorOf(await reply(otherHost, id, 'Grazie mille!'))).toMatchObject({ code: 'FORBIDDEN' });
    expect(errorOf(await reply(sc.guestToken, id, 'Grazie mille!')).code).toBe('FORBIDDEN');
    expect(errorOf(await reply(undefined, id, 'Grazie mille!')).code).toBe('UNAUTHENTICATED');
    expect(errorOf(await reply(sc.hostToken, randomUUID(), 'Grazie mille!')).code).toBe('NOT_FOUND');
    const [row] = await gw.database.db.select().from(reviews).where(eq(reviews.id, id));
    expect(row!.replyContent).toBeNull();
    // Only the owner is offered it.
    const asOther = await gw.gql<{ location: { reviews: { id: string; canReply: boolean }[] } }>(
      PAGE,
      { s: sc.location.slug },
      { token: otherHost },
    );
    expect(asOther.data!.location.reviews.find((r) => r.id === id)!.canReply).toBe(false);
  });

  it('checks the length with the shared message and field', async () => {
    const { sc, request } = await reviewable(gw);
    const { id } = await writeReview(gw, sc, request.id);
    for (const c of ['  x  ', 'y'.repeat(1001)]) {
      expect(errorOf(await reply(sc.hostToken, id, c))).toMatchObject({
        code: 'BAD_USER_INPUT',
        message: 'La risposta deve avere tra 2 e 1000 caratteri',
        extensions: { field: 'content' },
      });
    }
  });

  it('shows the reply under the review to everyone and tells the guest once', async () => {
    const { sc, request } = await reviewable(gw);
    const { id } = await writeReview(gw, sc, request.id);
    const first = await reply(sc.hostToken, id, '  Grazie, è stato un piacere ospitarvi!  ');
    expect(first.data!.replyToReview).toMatchObject({
      canReply: true,
      reply: { content: 'Grazie, è stato un piacere ospitarvi!', editedAt: null },
    });
    const page = await gw.gql<{ location: { reviews: { id: string; reply: Reply; canReply: boolean }[] } }>(
      PAGE,
      { s: sc.location.slug },
    );
    expect(page.data!.location.reviews.find((r) => r.id === id)).toMatchObject({
      canReply: false,
      reply: { content: 'Grazie, è stato un piacere ospitarvi!' },
    });
    const feed = await guestFeed(sc.guest.id);
    expect(feed).toHaveLength(1);
    expect(feed[0]).toMatchObject({ role: 'GUEST', metadata: { location: { slug: sc.location.slug } } });
    await gw.app.outbox.drain();
    expect(
      gw.mail.filter((m) => m.subject === `${sc.location.name} ha risposto alla tua recensione`),
    ).toHaveLength(1);
  });

  it('keeps one reply per review: an edit replaces it and tells nobody again', async () => {
    const { sc, request } = await reviewable(gw);
    const { id } = await writeReview(gw, sc, request.id);
    const first = await reply(sc.hostToken, id, 'Prima risposta');
    const edited = await reply(sc.hostToken, id, 'Risposta corretta');
    expect(edited.data!.replyToReview.reply).toMatchObject({
      content: 'Risposta corretta',
      createdAt: first.data!.replyToReview.reply!.createdAt,
      editedAt: expect.any(String),
    });
    const page = await gw.gql<{ location: { reviews: { id: string; reply: Reply }[] } }>(PAGE, {
      s: sc.location.slug,
    });
    const shown = page.data!.location.reviews.filter((r) => r.reply);
    expect(shown).toHaveLength(1);
    expect(shown[0]!.reply!.content).toBe('Risposta corretta');
    expect(await guestFeed(sc.guest.id)).toHaveLength(1);
  });

  it('is refused on a review the platform hid (not found, as for reports)', async () => {
    const { sc, request } = await reviewable(gw);
    const { id } = await writeReview(gw, sc, request.id);
    await gw.database.db
      .update(reviews)
      .set({ isHidden: true, hiddenAt: new Date(), hiddenReason: 'Fuori tema' })
      .where(eq(reviews.id, id));
    expect(errorOf(await reply(sc.hostToken, id, 'Grazie!')).code).toBe('NOT_FOUND');
  });
});
