import { StrictMode, type ReactNode } from 'react';
import { ApolloProvider } from '@apollo/client/react';
import type { ApolloClient } from '@apollo/client';
import { I18nProvider } from 'react-aria-components';
import { AppRoutes } from './routes';

/** The whole app below its router: identical on the server and in the browser, so hydration matches. */
export function App({ client, router }: { client: ApolloClient; router: (routes: ReactNode) => ReactNode }) {
  return (
    <StrictMode>
      <I18nProvider locale="it-IT">
        <ApolloProvider client={client}>{router(<AppRoutes />)}</ApolloProvider>
      </I18nProvider>
    </StrictMode>
  );
}
