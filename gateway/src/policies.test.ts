import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createClient } from 'graphql-ws';
import WebSocket from 'ws';
import { addDays, todayInRome } from '@festalocation/domain';
import { ambients, users } from './db/schema/index.js';
import { startTestGateway, type TestGateway } from './test/harness.js';
import { buildLocation, buildUser, tokenFor } from './test/factories.js';
import {
  ACTIONS,
  authorize,
  can,
  LOCATION_NOT_FOUND,
  OWN_LOCATION_QUOTE,
  QUOTE_NOT_FOUND,
  type Action,
  type Actor,
} from './policies.js';
import { DomainError } from './errors.js';

// Roles × actions × ownership, with the expected answer. The predicates are pure: no database here.
// 'own' means the object belongs to the actor (its location, its request, its address); 'other' to someone
// else. A host is a HOST session, a guest a GUEST session; neither role changes what an owner may do.

type Role = 'anonymous' | 'guest' | 'host' | 'admin';
type Ownership = 'own' | 'other';

const ACTORS: Record<Role, Actor | null> = {
  anonymous: null,
  guest: { id: 'guest-1', email: 'guest@example.test', isAdmin: false, role: 'GUEST', profileComplete: true },
  host: { id: 'host-1', email: 'host@example.test', isAdmin: false, role: 'HOST', profileComplete: true },
  admin: { id: 'admin-1', email: 'admin@example.test', isAdmin: true, role: 'GUEST', profileComplete: true },
};
const STRANGER = 'someone-else';

/** The object of an action, owned by the actor or by a stranger (actions without one ignore it). */
function objectFor(action: Action, actor: Actor | null, ownership: Ownership): unknown {
  const me = ownership === 'own' && actor ? actor.id : STRANGER;
  switch (action) {
    case 'readLocation':
    case 'offerQuoteForm':
    case 'requestQuote':
    case 'moderateLocation':
      return { ownerId: me, isPublic: true, deletedAt: null };
    case 'readLocationQuoteRequests':
      return { ownerId: me };
    case 'readQuoteRequest':
    case 'readConversation':
    case 'writeConversation':
    case 'reportMessage':
    case 'markQuoteRequestRead':
    case 'setQuoteStatus':
    case 'sendQuote':
      // A request to the actor's location ('own'), or between two strangers.
      return { ownerId: me, userId: STRANGER };
    case 'setAmbientAvailability':
    case 'setServiceAvailability':
    case 'manageLocation':
    case 'manageCalendarImport':
    case 'manageSubscription':
    case 'readLocationStats':
    case 'editLocation':
    case 'editAmbient':
    case 'editService':
      // In approval: editable by its owner whatever the subscription.
      return { ownerId: me, deletedAt: null, ...IN_APPROVAL };
    case 'moderateMessageReport':
      return { id: me };
    case 'moderateUser':
      // 'own' is the actor's own account (never theirs to suspend); 'other' an ordinary account.
      return { id: me, isAdmin: false, deletedAt: null };
    case 'reviewQuoteRequest':
    case 'answerQuote':
    case 'linkQuoteRequestToTodo':
      // A request the actor sent ('own'), or one between two strangers.
      return { ownerId: STRANGER, userId: me };
    case 'editReview':
      // A review the actor wrote ('own') yesterday.
      return {
        authorId: me,
        ownerId: STRANGER,
        createdAt: new Date(Date.now() - 86_400_000),
        hiddenAt: null,
      };
    case 'reportReview':
    case 'replyToReview':
    case 'moderateReview':
      // A visible review of the actor's location ('own').
      return { authorId: STRANGER, ownerId: me, createdAt: new Date(), hiddenAt: null };
    case 'manageTodoList':
    case 'manageTodoItem':
      // A to-do list (or task) the actor made ('own').
      return { userId: me };
    case 'completeRegistration':
      return { email: ownership === 'own' && actor ? actor.email : 'other@example.test' };
    default:
      return undefined;
  }
}

const IN_APPROVAL = {
  approvalStatus: 'PENDING',
  subscriptionStatus: 'INACTIVE',
  subscriptionType: 'STANDARD',
};

const Y = true;
const N = false;
type Row = [
  anonymous: boolean,
  guestOwn: boolean,
  guestOther: boolean,
  hostOwn: boolean,
  hostOther: boolean,
  adminOwn: boolean,
  adminOther: boolean,
];

// prettier-ignore
const EXPECTED: Record<Action, Row> = {
  //                          anon   guest own/other  host own/other  admin own/other
  signedIn:                  [N,     Y, Y,            Y, Y,           Y, Y],
  logout:                    [N,     Y, Y,            Y, Y,           Y, Y],
  manageAccount:             [N,     Y, Y,            Y, Y,           Y, Y],
  deleteAccount:             [N,     Y, Y,            Y, Y,           Y, Y],
  ownData:                   [N,     Y, Y,            Y, Y,           Y, Y],
  managePushTokens:          [N,     Y, Y,            Y, Y,           Y, Y],
  switchRole:                [N,     Y, Y,            Y, Y,           Y, Y],
  completeRegistration:      [N,     Y, N,            Y, N,           Y, N],
  uploadMedia:               [N,     Y, Y,            Y, Y,           Y, Y],
  manageDepositAccount:      [N,     N, N,            Y, Y,           N, N],
  readFavorites:             [N,     Y, Y,            Y, Y,           Y, Y],
  setFavorite:               [N,     Y, Y,            Y, Y,           Y, Y],
  recordContactClick:        [Y,     Y, Y,            Y, Y,           Y, Y],
  readNotifications:         [N,     Y, Y,            Y, Y,           Y, Y],
  markNotificationsRead:     [N,     Y, Y,            Y, Y,           Y, Y],
  subscribeNotifications:    [N,     Y, Y,            Y, Y,           Y, Y],
  readLocation:              [Y,     Y, Y,            Y, Y,           Y, Y], // a public one
  setAmbientAvailability:    [N,     Y, N,            Y, N,           Y, N],
  setServiceAvailability:    [N,     Y, N,            Y, N,           Y, N],
  createLocation:            [N,     Y, Y,            Y, Y,           Y, Y],
  manageLocation:            [N,     Y, N,            Y, N,           Y, N],
  manageCalendarImport:      [N,     Y, N,            Y, N,           Y, N],
  manageSubscription:        [N,     Y, N,            Y, N,           Y, N],
  readLocationStats:         [N,     Y, N,            Y, N,           Y, Y],
  editLocation:              [N,     Y, N,            Y, N,           Y, N],
  editAmbient:               [N,     Y, N,            Y, N,           Y, N],
  editService:               [N,     Y, N,            Y, N,           Y, N],
  offerQuoteForm:            [Y,     N, Y,            N, Y,           N, Y],
  requestQuote:              [N,     N, Y,            N, Y,           N, Y],
  readOwnQuoteRequests:      [N,     Y, Y,            Y, Y,           Y, Y],
  readQuoteRequest:          [N,     Y, N,            Y, N,           Y, N],
  readLocationQuoteRequests: [N,     Y, N,            Y, N,           Y, N],
  markQuoteRequestRead:      [N,     Y, N,            Y, N,           Y, N],
  setQuoteStatus:            [N,     Y, N,            Y, N,           Y, N],
  sendQuote:                 [N,     Y, N,            Y, N,           Y, N],
  answerQuote:               [N,     Y, N,            Y, N,           Y, N],
  readModerationQueue:       [N,     N, N,            N, N,           Y, Y],
  searchPlatform:            [N,     N, N,            N, N,           Y, Y],
  moderateLocation:          [N,     N, N,            N, N,           Y, Y],
  moderateUser:              [N,     N, N,            N, N,           N, Y],
  readAuditLog:              [N,     N, N,            N, N,           Y, Y],
  reviewQuoteRequest:        [N,     Y, N,            Y, N,           Y, N],
  editReview:                [N,     Y, N,            Y, N,           Y, N],
  reportReview:              [N,     Y, N,            Y, N,           Y, N],
  replyToReview:             [N,     Y, N,            Y, N,           Y, N],
  readReviewQueue:           [N,     N, N,            N, N,           Y, Y],
  moderateReview:            [N,     N, N,            N, N,           Y, Y],
  readTodoLists:             [N,     Y, Y,            Y, Y,           Y, Y],
  createTodoList:            [N,     Y, Y,            Y, Y,           Y, Y],
  manageTodoList:            [N,     Y, N,            Y, N,           Y, N],
  manageTodoItem:            [N,     Y, N,            Y, N,           Y, N],
  linkQuoteRequestToTodo:    [N,     Y, N,            Y, N,           Y, N],
  readConversation:          [N,     Y, N,            Y, N,           Y, N],
  writeConversation:         [N,     Y, N,            Y, N,           Y, N],
  reportMessage:             [N,     Y, N,            Y, N,           Y, N],
  readMessageReports:        [N,     N, N,            N, N,           Y, Y],
  moderateMessageReport:     [N,     N, N,            N, N,           Y, Y],
};

const COLUMNS: { role: Role; ownership: Ownership }[] = [
  { role: 'anonymous', ownership: 'other' },
  { role: 'guest', ownership: 'own' },
  { role: 'guest', ownership: 'other' },
  { role: 'host', ownership: 'own' },
  { role: 'host', ownership: 'other' },
  { role: 'admin', ownership: 'own' },
  { role: 'admin', ownership: 'other' },
];

describe('policies: roles × actions × ownership', () => {
  it('has an expectation for every action', () => {
    expect(Object.keys(EXPECTED).sort()).toEqual([...ACTIONS].sort());
  });

  const rows = ACTIONS.flatMap((action) =>
    COLUMNS.map(({ role, ownership }, i) => ({ action, role, ownership, expected: EXPECTED[action][i] })),
  );

  it.each(rows)('$role $action ($ownership) → $expected', ({ action, role, ownership, expected }) => {
    const actor = ACTORS[role];
    const object = objectFor(action, actor, ownership);
    const check = can as (a: Actor | null, x: Action, ...o: unknown[]) => boolean;
    expect(check(actor, action, ...(object === undefined ? [] : [object]))).toBe(expected);
  });
});

// What waits for a finished registration (profile, then the required consents): acting on the marketplace.
// Everything else (reading, one's own account and data, consents, logging out) stays open.
const NEEDS_COMPLETE_PROFILE: readonly Action[] = [
  'setFavorite',
  'createLocation',
  'requestQuote',
  'reviewQuoteRequest',
  'sendQuote',
  'answerQuote',
  'editReview',
  'reportReview',
  'replyToReview',
  'createTodoList',
  'manageTodoList',
  'manageTodoItem',
  'linkQuoteRequestToTodo',
  'writeConversation',
  'reportMessage',
];

describe('policies: an account that has not finished registering', () => {
  const unfinished: Actor = { ...ACTORS.guest!, profileComplete: false };
  const rows = ACTIONS.flatMap((action) =>
    (['own', 'other'] as const).map((ownership, i) => ({
      action,
      ownership,
      // The same account, registration finished: the guest's column of the table above.
      finished: EXPECTED[action][1 + i]!,
    })),
  );

  it.each(rows)('$action ($ownership)', ({ action, ownership, finished }) => {
    const object = objectFor(action, unfinished, ownership);
    const args = object === undefined ? [] : [object];
    const check = can as (a: Actor | null, x: Action, ...o: unknown[]) => boolean;
    const needsProfile = NEEDS_COMPLETE_PROFILE.includes(action);
    expect(check(unfinished, action, ...args)).toBe(finished && !needsProfile);
    if (!finished || !needsProfile) return;
    const run = authorize as (a: Actor | null, x: Action, ...o: unknown[]) => unknown;
    expect(() => run(unfinished, action, ...args)).toThrow(
      expect.objectContaining({
        code: 'PROFILE_INCOMPLETE',
        message: 'Completa la registrazione per continuare.',
      }),
    );
  });

  it('says nothing about what the account may not see anyway', () => {
    const request = { ownerId: STRANGER, userId: STRANGER };
    expect(() => authorize(unfinished, 'reviewQuoteRequest', request)).toThrow(
      expect.objectContaining({ code: 'NOT_FOUND' }),
    );
    expect(() => authorize(unfinished, 'manageTodoList', null)).toThrow(
      expect.objectContaining({ code: 'NOT_FOUND' }),
    );
  });
});

describe('policies: what a refusal answers', () => {
  const codeOf = (fn: () => unknown) => {
    try {
      fn();
    } catch (err) {
      expect(err).toBeInstanceOf(DomainError);
      return { code: (err as DomainError).code, message: (err as DomainError).message };
    }
    return null;
  };
  const guest = ACTORS.guest;
  const request = { ownerId: STRANGER, userId: STRANGER };

  it('asks an anonymous visitor to sign in', () => {
    expect(codeOf(() => authorize(null, 'manageAccount'))?.code).toBe('UNAUTHENTICATED');
    expect(codeOf(() => authorize(null, 'setQuoteStatus', request))?.code).toBe('UNAUTHENTICATED');
  });

  it("hides others' requests, locations and ambients as not found", () => {
    expect(codeOf(() => authorize(guest, 'setQuoteStatus', request))).toEqual({
      code: 'NOT_FOUND',
      message: QUOTE_NOT_FOUND,
    });
    expect(codeOf(() => authorize(guest, 'readQuoteRequest', null))?.message).toBe(QUOTE_NOT_FOUND);
    expect(codeOf(() => authorize(guest, 'readLocationQuoteRequests', { ownerId: STRANGER }))).toEqual({
      code: 'NOT_FOUND',
      message: LOCATION_NOT_FOUND,
    });
    expect(
      codeOf(() =>
        authorize(guest, 'setAmbientAvailability', { ...IN_APPROVAL, ownerId: STRANGER, deletedAt: null }),
      )?.message,
    ).toBe('Ambiente non trovato');
    expect(codeOf(() => authorize(guest, 'setServiceAvailability', null))?.message).toBe(
      'Servizio non trovato',
    );
    const hidden = { ownerId: STRANGER, isPublic: false, deletedAt: null };
    expect(codeOf(() => authorize(null, 'readLocation', hidden))?.code).toBe('NOT_FOUND');
    expect(can(ACTORS.admin, 'readLocation', hidden)).toBe(true);
    expect(can(ACTORS.admin, 'readLocation', { ...hidden, deletedAt: new Date() })).toBe(false);
  });

  it('refuses a quote request for one’s own location as FORBIDDEN, an unpublished one as not found', () => {
    const own = { ownerId: guest!.id, isPublic: true, deletedAt: null };
    expect(codeOf(() => authorize(guest, 'requestQuote', own))).toEqual({
      code: 'FORBIDDEN',
      message: OWN_LOCATION_QUOTE,
    });
    expect(
      codeOf(() => authorize(guest, 'requestQuote', { ...own, ownerId: STRANGER, isPublic: false })),
    ).toEqual({ code: 'NOT_FOUND', message: LOCATION_NOT_FOUND });
  });

  it('answers FORBIDDEN where the viewer knows the object', () => {
    expect(codeOf(() => authorize(guest, 'completeRegistration', { email: 'x@example.test' }))?.code).toBe(
      'FORBIDDEN',
    );
    expect(
      codeOf(() =>
        authorize(ACTORS.host, 'moderateLocation', { ownerId: STRANGER, isPublic: true, deletedAt: null }),
      )?.code,
    ).toBe('FORBIDDEN');
    expect(codeOf(() => authorize(null, 'readAuditLog'))?.code).toBe('UNAUTHENTICATED');
  });

  it('tells an administrator what is missing, and why an account may not be suspended', () => {
    const admin = ACTORS.admin!;
    expect(codeOf(() => authorize(admin, 'moderateLocation', null))).toEqual({
      code: 'NOT_FOUND',
      message: LOCATION_NOT_FOUND,
    });
    const gone = { ownerId: STRANGER, isPublic: false, deletedAt: new Date() };
    expect(codeOf(() => authorize(admin, 'moderateLocation', gone))?.code).toBe('NOT_FOUND');
    expect(codeOf(() => authorize(ACTORS.guest, 'moderateLocation', null))?.code).toBe('FORBIDDEN');
    const self = { id: admin.id, isAdmin: true, deletedAt: null };
    expect(codeOf(() => authorize(admin, 'moderateUser', self))).toEqual({
      code: 'FORBIDDEN',
      message: 'Non puoi sospendere il tuo account.',
    });
    expect(codeOf(() => authorize(admin, 'moderateUser', { ...self, id: STRANGER }))).toEqual({
      code: 'FORBIDDEN',
      message: 'Non puoi sospendere un altro amministratore.',
    });
    expect(codeOf(() => authorize(admin, 'moderateUser', null))?.code).toBe('NOT_FOUND');
    expect(codeOf(() => authorize(ACTORS.host, 'moderateUser', null))?.code).toBe('FORBIDDEN');
    expect(codeOf(() => authorize(null, 'searchPlatform'))?.code).toBe('UNAUTHENTICATED');
  });

  it("refuses editing one's own approved location without a live subscription as FORBIDDEN", () => {
    const host = ACTORS.host!;
    const approved = { ownerId: host.id, deletedAt: null, ...IN_APPROVAL, approvalStatus: 'APPROVED' };
    expect(codeOf(() => authorize(host, 'editLocation', approved))).toEqual({
      code: 'FORBIDDEN',
      message: "Attiva l'abbonamento per modificare la location.",
    });
    expect(can(host, 'editLocation', { ...approved, subscriptionStatus: 'ACTIVE' })).toBe(true);
    expect(can(host, 'manageLocation', approved)).toBe(true);
    const deleted = { ...approved, deletedAt: new Date() };
    expect(codeOf(() => authorize(host, 'editLocation', deleted))?.code).toBe('NOT_FOUND');
    expect(codeOf(() => authorize(host, 'manageLocation', deleted))?.message).toBe(LOCATION_NOT_FOUND);
    expect(codeOf(() => authorize(ACTORS.guest, 'editLocation', approved))?.message).toBe(LOCATION_NOT_FOUND);
  });

  it('answers what a review action may not do, and why', () => {
    const author = ACTORS.guest!;
    const day = 86_400_000;
    const review = { authorId: author.id, ownerId: STRANGER, createdAt: new Date(), hiddenAt: null };
    const old = { ...review, createdAt: new Date(Date.now() - 15 * day) };
    expect(codeOf(() => authorize(author, 'editReview', old))).toEqual({
      code: 'FORBIDDEN',
      message: 'Le recensioni si possono modificare per 14 giorni',
    });
    expect(can(author, 'editReview', { ...review, createdAt: new Date(Date.now() - 13 * day) })).toBe(true);
    expect(codeOf(() => authorize(author, 'editReview', { ...review, hiddenAt: new Date() }))?.code).toBe(
      'FORBIDDEN',
    );
    expect(codeOf(() => authorize(ACTORS.host, 'editReview', review))?.code).toBe('NOT_FOUND');
    expect(codeOf(() => authorize(null, 'editReview', review))?.code).toBe('UNAUTHENTICATED');
    // Visible on the page: anyone but its location's owner already saw it.
    expect(codeOf(() => authorize(ACTORS.host, 'reportReview', review))?.code).toBe('FORBIDDEN');
    const hidden = { ...review, ownerId: ACTORS.host!.id, hiddenAt: new Date() };
    expect(codeOf(() => authorize(ACTORS.host, 'reportReview', hidden))?.code).toBe('NOT_FOUND');
    // Replying: the same two answers, another host refused with the policy's code.
    expect(codeOf(() => authorize(ACTORS.host, 'replyToReview', review))?.code).toBe('FORBIDDEN');
    expect(codeOf(() => authorize(ACTORS.host, 'replyToReview', hidden))?.code).toBe('NOT_FOUND');
    expect(
      codeOf(() => authorize(author, 'reviewQuoteRequest', { ownerId: author.id, userId: STRANGER })),
    ).toEqual({ code: 'NOT_FOUND', message: QUOTE_NOT_FOUND });
    expect(codeOf(() => authorize(ACTORS.host, 'moderateReview', review))?.code).toBe('FORBIDDEN');
    expect(codeOf(() => authorize(null, 'readReviewQueue'))?.code).toBe('UNAUTHENTICATED');
    expect(codeOf(() => authorize(ACTORS.admin, 'moderateReview', null))?.message).toBe(
      'Recensione non trovata',
    );
  });

  it('returns the authorised object itself', () => {
    const mine = { ownerId: guest!.id, userId: STRANGER, extra: 1 };
    expect(authorize(guest, 'setQuoteStatus', mine)).toBe(mine);
  });
});

describe('policies through GraphQL', () => {
  let gw: TestGateway;
  beforeAll(async () => {
    gw = await startTestGateway();
  });
  afterAll(async () => {
    await gw?.stop();
  });

  const errorOf = (res: { errors?: { message: string; extensions?: Record<string, unknown> }[] }) => ({
    code: res.errors?.[0]?.extensions?.code,
    message: res.errors?.[0]?.message,
  });

  it('answers a denied action on HTTP with the rule’s code', async () => {
    const db = gw.database.db;
    const host = await buildUser(db);
    const guest = await buildUser(db);
    const loc = await buildLocation(db, { ownerId: host.id });
    const [room] = await db.select().from(ambients).where(eq(ambients.locationId, loc.id));
    const hostToken = await tokenFor(gw, host, 'HOST');
    const guestToken = await tokenFor(gw, guest, 'HOST');
    const TABLE = `query ($l: ID!) { hostQuoteRequests(locationId: $l) { count } }`;
    const BLOCK = `mutation ($i: SetUnavailabilityInput!) { setUnavailability(input: $i) }`;
    const block = { target: 'AMBIENT', id: room!.id, dates: ['2099-01-01'], available: false };

    expect(errorOf(await gw.gql(TABLE, { l: loc.id }))).toMatchObject({ code: 'UNAUTHENTICATED' });
    expect(errorOf(await gw.gql(TABLE, { l: loc.id }, { token: guestToken }))).toEqual({
      code: 'NOT_FOUND',
      message: LOCATION_NOT_FOUND,
    });
    expect((await gw.gql(TABLE, { l: loc.id }, { token: hostToken })).data).toEqual({
      hostQuoteRequests: { count: 0 },
    });
    expect(errorOf(await gw.gql(BLOCK, { i: block }, { token: guestToken }))).toEqual({
      code: 'NOT_FOUND',
      message: 'Ambiente non trovato',
    });
    expect((await gw.gql(BLOCK, { i: block }, { token: hostToken })).data).toEqual({
      setUnavailability: true,
    });
  });

  it('refuses what needs a finished registration with PROFILE_INCOMPLETE until it is finished', async () => {
    const db = gw.database.db;
    const host = await buildUser(db);
    const loc = await buildLocation(db, { ownerId: host.id });
    const [room] = await db.select().from(ambients).where(eq(ambients.locationId, loc.id));
    // Registered and verified, then the page was reloaded before 'Completa la registrazione'.
    const guest = await buildUser(db, { completedAt: null, fullName: null, birthDate: null, city: null });
    const token = await tokenFor(gw, guest, 'GUEST');
    const FAVORITE = `mutation ($l: ID!) { toggleLocationFavorite(locationId: $l, action: ADD) { isFavorite } }`;
    const QUOTE = `mutation ($i: CreateQuoteRequestInput!) { createQuoteRequest(input: $i) { id } }`;
    const TODO = `mutation { createTodoList(name: "Festa") { id } }`;
    const quote = {
      locationId: loc.id,
      ambients: [room!.id],
      services: [],
      guests: 10,
      date: addDays(todayInRome(), 30),
    };
    const refused = { code: 'PROFILE_INCOMPLETE', message: 'Completa la registrazione per continuare.' };
    expect(errorOf(await gw.gql(FAVORITE, { l: loc.id }, { token }))).toEqual(refused);
    expect(errorOf(await gw.gql(QUOTE, { i: quote }, { token }))).toEqual(refused);
    expect(errorOf(await gw.gql(TODO, {}, { token }))).toEqual(refused);
    // Reading and finishing the registration stay open.
    const viewer = await gw.gql<{ viewer: { user: { completed: boolean } } }>(
      'query { viewer { user { completed } } todoLists { progressLists { id } } }',
      {},
      { token },
    );
    expect(viewer.errors).toBeUndefined();
    expect(viewer.data!.viewer.user.completed).toBe(false);

    // The profile done, the required consents still missing: the same answer.
    await db
      .update(users)
      .set({ completedAt: new Date(), termsAcceptedAt: null, privacyAcceptedAt: null })
      .where(eq(users.id, guest.id));
    expect(errorOf(await gw.gql(FAVORITE, { l: loc.id }, { token }))).toEqual(refused);
    const accepted = await gw.gql(
      'mutation { acceptRequiredConsents(termsAccepted: true, privacyAccepted: true) { id } }',
      {},
      { token },
    );
    expect(accepted.errors).toBeUndefined();
    expect((await gw.gql(FAVORITE, { l: loc.id }, { token })).data).toEqual({
      toggleLocationFavorite: { isFavorite: true },
    });
    expect((await gw.gql(QUOTE, { i: quote }, { token })).errors).toBeUndefined();
  });

  it('answers a denied subscription on the WebSocket with the rule’s code', async () => {
    const client = createClient({
      url: gw.url.replace('http', 'ws') + '/graphql',
      webSocketImpl: WebSocket,
      retryAttempts: 0,
    });
    try {
      const codes: unknown[] = [];
      for (const query of [
        'subscription { notificationAdded(role: GUEST) { id } }',
        'subscription { liveResync }',
      ]) {
        try {
          for await (const result of client.iterate({ query })) {
            codes.push(...(result.errors ?? []).map((e) => e.extensions?.code));
            break;
          }
        } catch (err) {
          // graphql-ws rejects with the operation's errors.
          codes.push(...(err as { extensions?: { code?: string } }[]).map((e) => e.extensions?.code));
        }
      }
      expect(codes).toEqual(['UNAUTHENTICATED', 'UNAUTHENTICATED']);
    } finally {
      await client.dispose();
    }
  });
});
