import { brand } from '../src/ui/theme/brand.js';

/**
 * The page the service worker shows for a page never viewed on this device while offline. Plain HTML (no
 * script): the app's stylesheet for the typeface, and style attributes, which the page policy allows.
 */
export function offlinePage(stylesheet: string | null): string {
  return `<!doctype html>
<html lang="it">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="theme-color" content="${brand.primary}" />
    <link rel="manifest" href="/manifest.webmanifest" />
    <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
    ${stylesheet ? `<link rel="stylesheet" href="${stylesheet}" />` : ''}
    <title>Sei offline – Festalocation</title>
  </head>
  <body>
    <main style="max-width: 36rem; margin: 0 auto; padding: 3rem 1.25rem; line-height: 1.5">
      <p style="font-weight: 800; font-size: 1.5rem; color: ${brand.primaryStrong}; margin: 0 0 2rem">Festalocation</p>
      <h1 style="font-size: 1.75rem; margin: 0 0 1rem">Sei offline</h1>
      <p>Questa pagina non è ancora stata aperta su questo dispositivo, quindi non è disponibile senza connessione.</p>
      <p>Le pagine che hai già visitato restano consultabili: i dati mostrati sono quelli dell'ultima visita.</p>
      <p style="display: flex; flex-wrap: wrap; gap: 1rem; margin-top: 2rem">
        <a href="" style="color: ${brand.primaryStrong}; font-weight: 700">Riprova</a>
        <a href="/" style="color: ${brand.primaryStrong}; font-weight: 700">Vai alla pagina iniziale</a>
      </p>
    </main>
  </body>
</html>
`;
}
