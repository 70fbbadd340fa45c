import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { conversationMessages as texts } from '@festalocation/domain/messages';
import { startTestGateway, type TestGateway } from '../../test/harness.js';
import { buildUser, tokenFor } from '../../test/factories.js';
import { conversation, err, REPORT, send, type Message } from './testing.js';

let gw: TestGateway;
beforeAll(async () => {
  gw = await startTestGateway({ MESSAGES_PER_MINUTE: '20' });
});
afterAll(async () => {
  await gw?.stop();
});

const QUEUE = `query { messageReportQueue { count items { id reason resolvedAt reporterEmail quoteRequestId
  quoteRequestNumber locationName guestEmail hostEmail message { id body authorSide mine }
  context { id body } } } }`;
const DISMISS = `mutation ($id: ID!) { dismissMessageReport(id: $id) { id resolvedAt } }`;
type Queue = {
  messageReportQueue: {
    count: number;
    items: {
      id: string;
      reason: string;
      message: Message;
      context: { body: string }[];
      reporterEmail: string;
    }[];
  };
};
const REASON = 'Mi chiede di pagare fuori dalla piattaforma';

describe('reporting a message (Segnala) and the moderation console', () => {
  it('lets a party report the other side’s message once, never their own', async () => {
    const c = await conversation(gw);
    const theirs = (await send(gw, c.guestToken, c.requestId, { body: 'Pagami su questo conto' })).data!
      .sendMessage;
    const reported = await gw.gql<{ reportMessage: Message }>(
      REPORT,
      { id: theirs.id, r: REASON },
      { token: c.hostToken },
    );
    expect(reported.data!.reportMessage).toMatchObject({ id: theirs.id, reportedByMe: true });
    const again = await gw.gql(REPORT, { id: theirs.id, r: REASON }, { token: c.hostToken });
    expect(err(again)).toMatchObject({ message: texts.alreadyReported, extensions: { code: 'CONFLICT' } });
    const own = await gw.gql(REPORT, { id: theirs.id, r: REASON }, { token: c.guestToken });
    expect(err(own)).toMatchObject({ message: texts.reportOwn, extensions: { code: 'FORBIDDEN' } });
    const short = await gw.gql(REPORT, { id: theirs.id, r: 'breve' }, { token: c.hostToken });
    expect(err(short)).toMatchObject({
      message: texts.reportTooShort,
      extensions: { code: 'BAD_USER_INPUT' },
    });
  });

  it('shows the report in the console with its conversation around it; the admin dismisses it', async () => {
    const c = await conversation(gw);
    const bodies = ['m1', 'm2', 'm3', 'm4', 'm5', 'm6', 'BRUTTO', 'm8', 'm9'];
    let target = '';
    for (const body of bodies) {
      const token = body === 'BRUTTO' || body.endsWith('1') ? c.hostToken : c.guestToken;
      const sent = (await send(gw, token, c.requestId, { body })).data!.sendMessage;
      if (body === 'BRUTTO') target = sent.id;
    }
    await gw.gql(REPORT, { id: target, r: REASON }, { token: c.guestToken });
    const admin = await buildUser(gw.database.db, { isAdmin: true });
    const adminToken = await tokenFor(gw, admin);
    const queue = (await gw.gql<Queue>(QUEUE, {}, { token: adminToken })).data!.messageReportQueue;
    const item = queue.items.find((i) => i.message.id === target)!;
    expect(item).toMatchObject({
      reason: REASON,
      reporterEmail: c.guest.email,
      message: { body: 'BRUTTO', authorSide: 'HOST', mine: false },
      quoteRequestId: c.requestId,
      locationName: c.location.name,
      guestEmail: c.guest.email,
      hostEmail: c.host.email,
    });
    expect(item.context.map((m) => m.body)).toEqual(['m2', 'm3', 'm4', 'm5', 'm6', 'BRUTTO', 'm8', 'm9']);

    // Nobody else sees the queue or dismisses.
    expect(err(await gw.gql(QUEUE, {}, { token: c.hostToken }))?.extensions?.code).toBe('FORBIDDEN');
    expect(err(await gw.gql(QUEUE, {}))?.extensions?.code).toBe('UNAUTHENTICATED');
    expect(err(await gw.gql(DISMISS, { id: item.id }, { token: c.guestToken }))?.extensions?.code).toBe(
      'FORBIDDEN',
    );

    const dismissed = await gw.gql<{ dismissMessageReport: { resolvedAt: string } }>(
      DISMISS,
      { id: item.id },
      { token: adminToken },
    );
    expect(dismissed.data!.dismissMessageReport.resolvedAt).toBeTruthy();
    const after = (await gw.gql<Queue>(QUEUE, {}, { token: adminToken })).data!.messageReportQueue;
    expect(after.items.some((i) => i.id === item.id)).toBe(false);
    const twice = await gw.gql(DISMISS, { id: item.id }, { token: adminToken });
    expect(err(twice)).toMatchObject({ message: texts.reportResolved, extensions: { code: 'CONFLICT' } });
    const missing = await gw.gql(
      DISMISS,
      { id: '00000000-0000-4000-8000-000000000000' },
      { token: adminToken },
    );
    expect(err(missing)?.extensions?.code).toBe('NOT_FOUND');
  });
});
