// First: no schema may be made before zod is told not to probe for eval (the page's CSP).
import './lib/zodConfig';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { createApollo } from './app/apollo';
import { App } from './app/App';
import { readServerState } from './state/serverState';
import { registerServiceWorker } from './lib/pwa';
import { HomePageDocument } from './features/home/home.generated';

const { client } = createApollo();
const container = document.getElementById('root')!;
const app = <App client={client} router={(routes) => <BrowserRouter>{routes}</BrowserRouter>} />;
// The gateway renders pages as a signed-out visitor sees them. The browser adopts that HTML and its data
// (no second round trip, nothing drawn twice): a signed-in person's session, like everything else only
// the browser knows, is adopted once the page has hydrated (`useBrowserValue`), and the page's queries are
// then asked again with it (`PageLive`). A saved copy served offline is adopted the same way.
const server = readServerState();
if (server) {
  client.cache.restore(server);
  // As a transition, hydration yields to the browser every few milliseconds instead of blocking input.
  startTransition(() => {
    hydrateRoot(container, app);
  });
} else {
  // Rendering afresh, the home page's data is requested while its code loads rather than after it.
  if (window.location.pathname === '/') void client.query({ query: HomePageDocument }).catch(() => undefined);
  createRoot(container).render(app);
}
registerServiceWorker();
