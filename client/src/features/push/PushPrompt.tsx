import { useEffect, useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { it } from '../../i18n/it';
import { Button } from '../../ui';
import { getPushToken, setPushToken, useSession, type SessionRole } from '../../state/session';
import { serviceWorkerRegistration } from '../../lib/pwa';
import { runMutation } from '../../lib/mutationErrors';
import { RegisterPushTokenDocument } from './push.generated';
import { webPushToken } from './webPushToken';
import * as s from './Push.css';

const t = it.app.push;
/** 'refused' once the user said no here: the prompt is not shown again on this device. */
const CHOICE_KEY = 'festalocation.pushPrompt';

const readChoice = () => {
  try {
    return localStorage.getItem(CHOICE_KEY);
  } catch {
    return null;
  }
};
const saveChoice = (choice: string) => {
  try {
    localStorage.setItem(CHOICE_KEY, choice);
  } catch {
    // Storage unavailable: the prompt may show again, nothing worse.
  }
};

type State = 'hidden' | 'ask' | 'enabled' | 'blocked';

/**
 * Asks for push notifications at the moment they mean something: a guest has just sent a quote request,
 * a host opens their requests. Never on load and never again after a refusal. With the permission already
 * given (another account signed in here before), the device is registered for this account silently.
 * Errors are only logged (spec: push registration errors show no message).
 */
export function PushPrompt({ role }: { role: SessionRole }) {
  const session = useSession();
  const [register] = useMutation(RegisterPushTokenDocument);
  const [state, setState] = useState<State>('hidden');

  async function enable() {
    const token = await webPushToken(await serviceWorkerRegistration());
    // Silent by the spec (see above): the device simply stays unregistered and is offered again next time.
    const done = await runMutation(() => register({ variables: { token, platform: 'web' } }), {
      silent: true,
    });
    if (done) setPushToken(token);
  }

  useEffect(() => {
    if (!session.token || typeof Notification === 'undefined' || getPushToken()) return;
    if (Notification.permission === 'granted') {
      enable().catch((err: unknown) => console.warn('push registration failed', err));
      return;
    }
    if (Notification.permission === 'default' && readChoice() !== 'refused') setState('ask');
    // Once per signed-in session.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [session.token]);

  if (state === 'hidden') return null;
  if (state !== 'ask')
    return (
      <p className={s.prompt} role="status">
        {state === 'enabled' ? t.enabled : t.blocked}
      </p>
    );
  return (
    <section className={s.prompt} aria-label={it.nav.notifications}>
      <p className={s.question}>{role === 'HOST' ? t.askHost : t.askGuest}</p>
      <p className={s.hint}>{t.hint}</p>
      <div className={s.actions}>
        <Button
          size="sm"
          onPress={async () => {
            const permission = await Notification.requestPermission();
            if (permission !== 'granted') {
              saveChoice('refused');
              setState(permission === 'denied' ? 'blocked' : 'hidden');
              return;
            }
            saveChoice('enabled');
            setState('enabled');
            enable().catch((err: unknown) => console.warn('push registration failed', err));
          }}
        >
          {t.enable}
        </Button>
        <Button
          size="sm"
          variant="ghost"
          onPress={() => {
            saveChoice('refused');
            setState('hidden');
          }}
        >
          {t.dismiss}
        </Button>
      </div>
    </section>
  );
}
