// First: no schema may be made before zod is told not to probe for eval (the page's CSP).
import './lib/zodConfig';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { createApollo } from './app/apollo';
import { App } from './app/App';
import { getToken } from './state/session';
import { readServerState } from './state/serverState';
import { registerServiceWorker } from './lib/pwa';
import { offlineCopySavedAt } from './sw/caches';
import { HomePageDocument } from './features/home/home.generated';

const { client } = createApollo();
const container = document.getElementById('root')!;
const app = <App client={client} router={(routes) => <BrowserRouter>{routes}</BrowserRouter>} />;
// The gateway renders pages as a signed-out visitor sees them. Signed out, the browser adopts that HTML
// and its data (no second round trip); signed in (favourites, the account menu…) it renders afresh.
const server = readServerState();
if (server && !getToken()) {
  client.cache.restore(server);
  // As a transition, hydration yields to the browser every few milliseconds instead of blocking input.
  startTransition(() => {
    hydrateRoot(container, app);
  });
} else {
  // A saved copy served offline to a signed-in visitor: its public data shows what the page showed then.
  if (server && offlineCopySavedAt(document)) client.cache.restore(server);
  // Rendering afresh, the home page's data is requested while its code loads rather than after it.
  if (window.location.pathname === '/') void client.query({ query: HomePageDocument }).catch(() => undefined);
  createRoot(container).render(app);
}
registerServiceWorker();
