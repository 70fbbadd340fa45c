/**
 * The token this browser registers for push. With Firebase configured at build time
 * (`VITE_FIREBASE_CONFIG`, the web app's config as JSON, and `VITE_FIREBASE_VAPID_KEY`), Cloud Messaging's
 * own token, made with the app's service worker (which shows the messages, `sw/sw.ts`); the SDK loads
 * only then. Without it (local, tests) a stand-in token: the same flow (permission, registration,
 * unregistration at logout) with no push service behind it, so nothing waits on the network.
 */
export async function webPushToken(registration: ServiceWorkerRegistration | null): Promise<string> {
  const config = import.meta.env.VITE_FIREBASE_CONFIG as string | undefined;
  const vapidKey = import.meta.env.VITE_FIREBASE_VAPID_KEY as string | undefined;
  if (config && vapidKey && registration) {
    const [{ initializeApp, getApps }, { getMessaging, getToken }] = await Promise.all([
      import('firebase/app'),
      import('firebase/messaging'),
    ]);
    const app = getApps()[0] ?? initializeApp(JSON.parse(config) as Record<string, string>);
    return getToken(getMessaging(app), { vapidKey, serviceWorkerRegistration: registration });
  }
  return `local-web-${crypto.randomUUID()}`;
}
