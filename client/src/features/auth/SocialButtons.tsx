import { useEffect, useState } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import {
  AppleLoginDocument,
  FacebookLoginDocument,
  GoogleLoginDocument,
  SocialProvidersDocument,
  type AuthPayloadFieldsFragment,
} from './auth.generated';
import { authStrings as authIt } from '../../i18n/it.auth';
import { accountStrings as accountIt } from '../../i18n/it.account';
import { Button } from '../../ui';
import type { SessionRole } from '../../state/session';
import { appleIdToken, facebookCredential, googleAccessToken, initSocial, NotReady } from './social';
import { serverError } from '../../lib/mutationErrors';
import { useAuthFlow } from './useAuthFlow';
import * as s from './Auth.css';

/** Loads the configured providers' SDKs once, at start-up. */
export function SocialInit() {
  const { data } = useQuery(SocialProvidersDocument);
  useEffect(() => {
    if (data) initSocial(data.socialProviders);
  }, [data]);
  return null;
}

type Provider = 'google' | 'facebook' | 'apple';
const MESSAGES = {
  google: {
    notReady: accountIt.account.googleNotReady,
    failed: accountIt.account.googleFailed,
    error: accountIt.account.googleError,
  },
  facebook: {
    notReady: accountIt.account.facebookNotReady,
    failed: accountIt.account.facebookFailed,
    error: () => accountIt.account.facebookFailed,
  },
  apple: {
    notReady: accountIt.account.appleNotReady,
    failed: accountIt.account.appleFailed,
    error: accountIt.account.appleError,
  },
};

/** Only configured providers are shown. A cancelled sign-in does nothing. */
export function SocialButtons({ role, onError }: { role: SessionRole; onError: (message: string) => void }) {
  const { data } = useQuery(SocialProvidersDocument);
  const [google] = useMutation(GoogleLoginDocument);
  const [facebook] = useMutation(FacebookLoginDocument);
  const [apple] = useMutation(AppleLoginDocument);
  const [busy, setBusy] = useState<Provider | null>(null);
  const flow = useAuthFlow();
  const cfg = data?.socialProviders;
  if (!cfg || (!cfg.googleClientId && !cfg.facebookAppId && !cfg.appleClientId)) return null;

  const run = async (provider: Provider) => {
    setBusy(provider);
    let payload: AuthPayloadFieldsFragment | undefined;
    try {
      try {
        if (provider === 'google') {
          const token = await googleAccessToken();
          if (!token) return;
          payload = (await google({ variables: { accessToken: token } })).data?.googleLogin;
        } else if (provider === 'facebook') {
          const cred = await facebookCredential();
          if (!cred) return;
          payload = (await facebook({ variables: cred })).data?.facebookLogin;
        } else {
          const idToken = await appleIdToken();
          if (!idToken) return;
          payload = (await apple({ variables: { idToken, platform: 'web' } })).data?.appleLogin;
        }
      } catch (err) {
        if (err instanceof NotReady) return onError(MESSAGES[provider].notReady);
        const detail = serverError(err);
        return onError(detail.code ? MESSAGES[provider].error(detail.message) : MESSAGES[provider].failed);
      }
      if (!payload?.token) return onError(authIt.auth.invalidCredentials);
      await flow(payload, { role, email: payload.user.email, social: true });
    } catch (err) {
      onError(serverError(err).message);
    } finally {
      setBusy(null);
    }
  };

  return (
    <div className={s.social}>
      <p className={s.center}>{accountIt.account.orWith}</p>
      {cfg.googleClientId && (
        <Button
          variant="secondary"
          fullWidth
          isPending={busy === 'google'}
          onPress={() => void run('google')}
        >
          {accountIt.account.socialGoogle}
        </Button>
      )}
      {cfg.facebookAppId && (
        <Button
          variant="secondary"
          fullWidth
          isPending={busy === 'facebook'}
          onPress={() => void run('facebook')}
        >
          {accountIt.account.socialFacebook}
        </Button>
      )}
      {cfg.appleClientId && (
        <Button variant="secondary" fullWidth isPending={busy === 'apple'} onPress={() => void run('apple')}>
          {accountIt.account.socialApple}
        </Button>
      )}
    </div>
  );
}
