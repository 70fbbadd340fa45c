/**
 * Browser SDKs of the social providers, loaded once at start-up for the configured ones only.
 * Each sign-in resolves with the provider's credential, `null` when the person cancelled.
 */
type Maybe<T> = T | undefined;
interface GoogleTokenResponse {
  access_token?: string;
  error?: string;
  error_description?: string;
}
interface GoogleApi {
  accounts: {
    oauth2: {
      initTokenClient(cfg: {
        client_id: string;
        scope: string;
        callback: (r: GoogleTokenResponse) => void;
        error_callback?: (e: { type?: string; message?: string }) => void;
      }): { requestAccessToken(): void };
    };
  };
}
interface FacebookApi {
  init(cfg: { appId: string; version: string; cookie?: boolean; xfbml?: boolean }): void;
  login(
    cb: (r: { authResponse?: { accessToken: string; userID: string } }) => void,
    opts: { scope: string },
  ): void;
}
interface AppleApi {
  auth: {
    init(cfg: { clientId: string; scope: string; redirectURI: string; usePopup: boolean }): void;
    signIn(): Promise<{ authorization?: { id_token?: string } }>;
  };
}
declare global {
  interface Window {
    google?: GoogleApi;
    FB?: FacebookApi;
    AppleID?: AppleApi;
  }
}

interface SocialConfig {
  googleClientId: string | null;
  facebookAppId: string | null;
  appleClientId: string | null;
  /** Providers served by the development stand-in: their look-alike SDKs come from our own origin. */
  standIn: readonly string[];
}

const SCRIPTS = {
  google: 'https://accounts.google.com/gsi/client',
  facebook: 'https://connect.facebook.net/it_IT/sdk.js',
  apple: 'https://appleid.cdn-apple.com/appleauth/static/jsapi/appleid/1/it_IT/appleid.auth.js',
};

const ready = { google: false, facebook: false, apple: false };
let config: SocialConfig = { googleClientId: null, facebookAppId: null, appleClientId: null, standIn: [] };
const script = (provider: keyof typeof SCRIPTS) =>
  config.standIn.includes(provider) ? `/dev/social/sdk/${provider}.js` : SCRIPTS[provider];
let started = false;

function load(src: string, onLoad: () => void) {
  const el = document.createElement('script');
  el.src = src;
  el.async = true;
  el.onload = () => {
    try {
      onLoad();
    } catch {
      // Left un-initialised: the button then says so.
    }
  };
  document.head.appendChild(el);
}

export function initSocial(cfg: SocialConfig) {
  config = cfg;
  if (started) return;
  started = true;
  if (cfg.googleClientId) load(script('google'), () => (ready.google = !!window.google?.accounts?.oauth2));
  if (cfg.facebookAppId) {
    load(script('facebook'), () => {
      window.FB?.init({ appId: cfg.facebookAppId!, version: 'v19.0', cookie: true });
      ready.facebook = !!window.FB;
    });
  }
  if (cfg.appleClientId) {
    load(script('apple'), () => {
      window.AppleID?.auth.init({
        clientId: cfg.appleClientId!,
        scope: 'name email',
        redirectURI: window.location.origin,
        usePopup: true,
      });
      ready.apple = !!window.AppleID;
    });
  }
}

export class NotReady extends Error {}
export class Failed extends Error {}

export function googleAccessToken(): Promise<string | null> {
  const api: Maybe<GoogleApi> = window.google;
  if (!ready.google || !api || !config.googleClientId) return Promise.reject(new NotReady());
  return new Promise((resolve, reject) => {
    const client = api.accounts.oauth2.initTokenClient({
      client_id: config.googleClientId!,
      scope: 'openid email profile',
      callback: (r) =>
        r.access_token ? resolve(r.access_token) : reject(new Failed(r.error_description ?? r.error)),
      error_callback: (e) => (e.type === 'popup_closed' ? resolve(null) : reject(new Failed(e.message))),
    });
    client.requestAccessToken();
  });
}

export function facebookCredential(): Promise<{ accessToken: string; userId: string } | null> {
  const api: Maybe<FacebookApi> = window.FB;
  if (!ready.facebook || !api) return Promise.reject(new NotReady());
  return new Promise((resolve) => {
    api.login(
      (r) =>
        resolve(
          r.authResponse ? { accessToken: r.authResponse.accessToken, userId: r.authResponse.userID } : null,
        ),
      { scope: 'email' },
    );
  });
}

export async function appleIdToken(): Promise<string | null> {
  const api: Maybe<AppleApi> = window.AppleID;
  if (!ready.apple || !api) throw new NotReady();
  try {
    const res = await api.auth.signIn();
    const token = res.authorization?.id_token;
    if (!token) throw new Failed();
    return token;
  } catch (err) {
    if ((err as { error?: string }).error === 'popup_closed_by_user') return null;
    throw err instanceof Failed ? err : new Failed();
  }
}
