import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { ApolloProvider } from '@apollo/client/react';
import { I18nProvider } from 'react-aria-components';
import './ui/theme/global.css';
import { createApollo } from './app/apollo';
import { routes } from './app/routes';
import { HomePageDocument } from './gql/generated';

const { client } = createApollo();
// The home page's data is requested while its route code loads rather than after it (the cards, and so
// the largest paint, come one round trip sooner). The page's own query then finds it cached or in flight.
if (window.location.pathname === '/') void client.query({ query: HomePageDocument }).catch(() => undefined);
const router = createBrowserRouter(routes);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <I18nProvider locale="it-IT">
      <ApolloProvider client={client}>
        <RouterProvider router={router} />
      </ApolloProvider>
    </I18nProvider>
  </StrictMode>,
);
