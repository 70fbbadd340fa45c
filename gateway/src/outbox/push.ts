import type { Logger } from 'pino';

export interface PushMessage {
  title: string;
  body: string;
  data: Record<string, string>;
}

/** Cloud Messaging seam: firebase-admin in production, a recording stand-in in tests. */
export interface PushSender {
  readonly kind: 'firebase' | 'disabled' | 'recording';
  /** Sends to each device token; returns the tokens the provider says are gone for good. */
  send(tokens: string[], msg: PushMessage): Promise<{ invalidTokens: string[] }>;
}

/** FIREBASE_CREDENTIALS holds the service-account JSON (or a path to it). Without it push is off. */
export async function createPushSender(credentials: string | undefined, logger: Logger): Promise<PushSender> {
  if (!credentials) return { kind: 'disabled', send: async () => ({ invalidTokens: [] }) };
  const { initializeApp, cert } = await import('firebase-admin/app');
  const { getMessaging } = await import('firebase-admin/messaging');
  const fs = await import('node:fs');
  const json = credentials.trim().startsWith('{') ? credentials : fs.readFileSync(credentials, 'utf8');
  const app = initializeApp({ credential: cert(JSON.parse(json) as object) }, `push-${Date.now()}`);
  const messaging = getMessaging(app);
  return {
    kind: 'firebase',
    async send(tokens, msg) {
      if (!tokens.length) return { invalidTokens: [] };
      const res = await messaging.sendEachForMulticast({
        tokens,
        notification: { title: msg.title, body: msg.body },
        data: msg.data,
      });
      const invalidTokens: string[] = [];
      let transient = 0;
      res.responses.forEach((r, i) => {
        if (r.success) return;
        const code = r.error?.code ?? '';
        if (code === 'messaging/registration-token-not-registered' || code === 'messaging/invalid-argument')
          invalidTokens.push(tokens[i]!);
        else transient++;
      });
      if (transient) {
        logger.warn({ failed: transient }, 'push delivery failed for some devices');
        if (transient === tokens.length - invalidTokens.length && transient > 0)
          throw new Error('push provider unavailable');
      }
      return { invalidTokens };
    },
  };
}

export function createRecordingPush(): PushSender & {
  sent: { tokens: string[]; msg: PushMessage }[];
  failNext: number;
} {
  const rec = {
    kind: 'recording' as const,
    sent: [] as { tokens: string[]; msg: PushMessage }[],
    failNext: 0,
    async send(tokens: string[], msg: PushMessage) {
      if (rec.failNext > 0) {
        rec.failNext--;
        throw new Error('push server down (simulated)');
      }
      rec.sent.push({ tokens, msg });
      return { invalidTokens: [] };
    },
  };
  return rec;
}
