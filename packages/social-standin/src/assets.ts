import { escapeHtml as esc } from '@festalocation/domain/text';

export type StandInProvider = 'google' | 'facebook' | 'apple';

/*
 * The browser side of the social sign-in stand-in. The scripts are plain ES5 served from our own origin (the
 * page policy admits no other script), and each defines the same global the real SDK does, with the calls the
 * client makes (client/src/features/auth/social.ts): the client's code path is the one it runs in production.
 */

// Opens the consent popup and resolves with what it posts back, or { closed: true } when it is closed unanswered.
const POPUP = `
function standInPopup(provider) {
  return new Promise(function (resolve) {
    var w = window.open('/dev/social/consent?provider=' + provider, 'social-standin-' + provider, 'popup,width=480,height=680');
    if (!w) return resolve({ closed: true });
    var done = false;
    function finish(value) {
      if (done) return;
      done = true;
      window.removeEventListener('message', onMessage);
      clearInterval(timer);
      resolve(value);
    }
    function onMessage(e) {
      var d = e.data;
      if (e.origin !== location.origin || !d || d.source !== 'social-standin' || d.provider !== provider) return;
      finish(d.result || { closed: true });
    }
    window.addEventListener('message', onMessage);
    // A popup closed with its own window controls answers nothing: like the real providers, that is a cancel.
    var timer = setInterval(function () {
      if (w.closed) setTimeout(function () { finish({ closed: true }); }, 300);
    }, 400);
  });
}
`;

export const SDK_SCRIPTS: Record<StandInProvider, string> = {
  google: `(function () {${POPUP}
window.google = { accounts: { oauth2: { initTokenClient: function (cfg) {
  return { requestAccessToken: function () {
    standInPopup('google').then(function (r) {
      if (r.closed || r.cancelled) {
        if (cfg.error_callback) cfg.error_callback({ type: 'popup_closed', message: 'Popup window closed' });
      } else if (r.error) cfg.callback({ error: r.error, error_description: r.error_description });
      else cfg.callback({ access_token: r.access_token, token_type: 'Bearer', expires_in: 3599, scope: cfg.scope });
    });
  } };
} } } };
})();
`,
  facebook: `(function () {${POPUP}
window.FB = {
  init: function () {},
  login: function (cb) {
    standInPopup('facebook').then(function (r) {
      if (r.closed || r.cancelled || r.error) cb({ status: 'unknown', authResponse: null });
      else cb({ status: 'connected', authResponse: { accessToken: r.accessToken, userID: r.userID, expiresIn: 5183999 } });
    });
  }
};
})();
`,
  apple: `(function () {${POPUP}
window.AppleID = { auth: {
  init: function () {},
  signIn: function () {
    return standInPopup('apple').then(function (r) {
      if (r.closed || r.cancelled) throw { error: 'popup_closed_by_user' };
      if (r.error) throw { error: r.error };
      return { authorization: { id_token: r.id_token, code: 'standin' } };
    });
  }
} };
})();
`,
};

const LABEL: Record<StandInProvider, string> = { google: 'Google', facebook: 'Facebook', apple: 'Apple' };

/** The consent popup: the identity to sign in with and the provider's answer, chosen by the person trying it. */
export function consentPage(provider: StandInProvider, base: string): string {
  const label = LABEL[provider];
  return `<!doctype html>
<html lang="it">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Accedi con ${label} (prova locale)</title>
<link rel="stylesheet" href="${esc(base)}/consent.css">
<script src="${esc(base)}/consent.js" defer></script>
</head>
<body>
<main>
<h1>Accedi con ${label}</h1>
<p>Fornitore di prova locale: nessun dato lascia questo computer. Scegli l'identità con cui continuare.</p>
<form id="consent" data-provider="${esc(provider)}" data-base="${esc(base)}">
<label for="email">Email</label>
<input id="email" name="email" type="email" required autocomplete="off" value="prova.${esc(provider)}@example.com">
<label for="name">Nome e cognome</label>
<input id="name" name="name" autocomplete="off" value="Giulia Prova">
<label class="check"><input type="checkbox" name="emailVerified" checked> Email verificata da ${label}</label>
<fieldset>
<legend>Risposta del fornitore</legend>
<label class="check"><input type="radio" name="outcome" value="grant" checked> Accesso consentito</label>
<label class="check"><input type="radio" name="outcome" value="invalid"> Credenziale non valida (rifiutata dal server)</label>
<label class="check"><input type="radio" name="outcome" value="error"> Errore del fornitore</label>
</fieldset>
<div class="actions">
<button type="submit">Continua</button>
<button type="button" id="cancel" class="secondary">Annulla</button>
</div>
<p id="status" role="status"></p>
</form>
</main>
</body>
</html>`;
}

export const CONSENT_JS = `(function () {
  var form = document.getElementById('consent');
  var status = document.getElementById('status');
  var provider = form.getAttribute('data-provider');
  var base = form.getAttribute('data-base');
  function reply(result) {
    if (window.opener) window.opener.postMessage({ source: 'social-standin', provider: provider, result: result }, location.origin);
    window.close();
  }
  document.getElementById('cancel').addEventListener('click', function () { reply({ cancelled: true }); });
  form.addEventListener('submit', function (e) {
    e.preventDefault();
    var data = new FormData(form);
    fetch(base + '/authorize', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        provider: provider,
        email: data.get('email'),
        name: data.get('name'),
        emailVerified: data.get('emailVerified') === 'on',
        outcome: data.get('outcome')
      })
    })
      .then(function (r) { return r.json(); })
      .then(function (body) {
        if (body.error === 'invalid_request') status.textContent = body.error_description;
        else reply(body);
      })
      .catch(function () { status.textContent = 'Fornitore di prova non raggiungibile'; });
  });
})();
`;

export const CONSENT_CSS = `
body { font-family: system-ui, sans-serif; margin: 0; background: #f4f5f7; color: #1a1d23; }
main { max-width: 26rem; margin: 2rem auto; padding: 1.5rem; background: #fff; border-radius: 12px; }
h1 { font-size: 1.4rem; margin: 0 0 .5rem; }
p { line-height: 1.45; }
form { display: grid; gap: .5rem; }
input[type=email], input:not([type]) { font: inherit; padding: .55rem .7rem; border: 1px solid #6b7280; border-radius: 8px; }
fieldset { border: 1px solid #d1d5db; border-radius: 8px; display: grid; gap: .35rem; }
.check { display: flex; gap: .5rem; align-items: center; }
.actions { display: flex; gap: .75rem; margin-top: .75rem; }
button { font: inherit; padding: .6rem 1.1rem; border-radius: 8px; border: 1px solid #1d4ed8; background: #1d4ed8; color: #fff; cursor: pointer; }
button.secondary { background: #fff; color: #1d4ed8; }
button:focus-visible, input:focus-visible { outline: 2px solid #1d4ed8; outline-offset: 2px; }
#status { color: #b91c1c; min-height: 1.4em; }
`;
