import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { ApolloProvider } from '@apollo/client/react';
import { I18nProvider } from 'react-aria-components';
import './ui/theme/global.css';
import { createApollo } from './app/apollo';
import { routes } from './app/routes';

const { client } = createApollo();
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
