// Server rendering entry, built by `vite build --ssr` and called by the gateway for every page request.
// It renders as a signed-out visitor: the gateway runs the page's queries in-process (no HTTP hop).
import { ApolloClient, ApolloLink, type NormalizedCacheObject } from '@apollo/client';
import { prerenderStatic } from '@apollo/client/react/ssr';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import type { DocumentNode, FormattedExecutionResult } from 'graphql';
import { Observable } from 'rxjs';
import { App } from './app/App';
import { createCache } from './app/apollo';
import { RenderedPages, routeTitle } from './app/routes';

export { isServerRendered } from './app/routes';

type ExecuteOperation = (
  document: DocumentNode,
  variables: Record<string, unknown>,
) => Promise<FormattedExecutionResult>;

export interface Rendered {
  html: string;
  state: NormalizedCacheObject;
  /** The rendered pages' modules, as keys of the client build's manifest (their code is preloaded). */
  pages: string[];
  /** The page's document title, as the browser sets it (null: the page's own head, a location's). */
  title: string | null;
}

export async function render(
  url: string,
  execute: ExecuteOperation,
  signal?: AbortSignal,
): Promise<Rendered> {
  const link = new ApolloLink(
    (operation) =>
      new Observable((observer) => {
        execute(operation.query, operation.variables).then(
          (result) => {
            observer.next(result as ApolloLink.Result);
            observer.complete();
          },
          (err: unknown) => observer.error(err),
        );
      }),
  );
  const client = new ApolloClient({ ssrMode: true, link, cache: createCache() });
  const pages = new Set<string>();
  const router = (routes: React.ReactNode) => (
    <RenderedPages value={pages}>
      <StaticRouter location={url}>{routes}</StaticRouter>
    </RenderedPages>
  );
  const { result } = await prerenderStatic({
    tree: <App client={client} router={router} />,
    signal,
    // One inline document: React would otherwise move large sections out of place, revealed by script later.
    renderFunction: (tree) =>
      prerenderToNodeStream(tree, { signal, progressiveChunkSize: Number.MAX_SAFE_INTEGER }),
    maxRerenders: 5,
  });
  return {
    html: result,
    state: client.extract() as NormalizedCacheObject,
    pages: [...pages],
    title: routeTitle(new URL(url, 'http://localhost').pathname),
  };
}
