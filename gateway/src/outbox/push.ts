import type { Logger } from 'pino';
import type { Message } from 'firebase-admin/messaging';

export interface PushMessage {
  title: string;
  body: string;
  data: Record<string, string>;
  /** Absolute URL of what the push is about (the in-app feed opens the same route). */
  link?: string;
}

/** A registered device: its token and the platform the client named ('web', 'android', 'ios'…). */
export interface PushDevice {
  token: string;
  platform: string | null;
}

/** Cloud Messaging seam: firebase-admin in production, a recording stand-in in tests. */
export interface PushSender {
  readonly kind: 'firebase' | 'disabled' | 'recording';
  /** Sends to each device; returns the tokens the provider says are gone for good. */
  send(devices: PushDevice[], msg: PushMessage): Promise<{ invalidTokens: string[] }>;
}

/**
 * One Cloud Messaging message per device. Native apps get the notification and the route in `data` (the
 * wrapper opens it). A browser gets the web push shape: its notification, and `fcmOptions.link`, the page
 * a tap opens (the service worker reads it, `client/src/sw/caches.ts`); FCM takes only HTTPS links, so
 * over plain HTTP (local) the link travels in `data.link` alone.
 */
export function fcmMessage(device: PushDevice, msg: PushMessage): Message {
  const notification = { title: msg.title, body: msg.body };
  if (device.platform !== 'web') return { token: device.token, notification, data: msg.data };
  const link = msg.link ?? msg.data.route ?? '/notifications';
  return {
    token: device.token,
    notification,
    data: { ...msg.data, link },
    webpush: {
      notification: {
        ...notification,
        icon: '/icons/icon-192.png',
        lang: 'it',
        tag: msg.data.notificationId,
      },
      ...(link.startsWith('https://') ? { fcmOptions: { link } } : {}),
    },
  };
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
    async send(devices, msg) {
      if (!devices.length) return { invalidTokens: [] };
      const tokens = devices.map((d) => d.token);
      const res = await messaging.sendEach(devices.map((d) => fcmMessage(d, msg)));
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

/** Records what would be sent, as the Cloud Messaging messages firebase-admin would be given. */
export function createRecordingPush(): PushSender & {
  sent: { tokens: string[]; msg: PushMessage; messages: Message[] }[];
  failNext: number;
} {
  const rec = {
    kind: 'recording' as const,
    sent: [] as { tokens: string[]; msg: PushMessage; messages: Message[] }[],
    failNext: 0,
    async send(devices: PushDevice[], msg: PushMessage) {
      if (rec.failNext > 0) {
        rec.failNext--;
        throw new Error('push server down (simulated)');
      }
      rec.sent.push({
        tokens: devices.map((d) => d.token),
        msg,
        messages: devices.map((d) => fcmMessage(d, msg)),
      });
      return { invalidTokens: [] };
    },
  };
  return rec;
}
