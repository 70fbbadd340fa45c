import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { execute, type DocumentNode, type ExecutionResult, type GraphQLSchema } from 'graphql';
import type { Logger } from 'pino';
import { buildContext, type AppDeps } from './context.js';

/** What `client/src/entry-server.tsx` exports once built into `dist/server/entry-server.js`. */
interface ServerEntry {
  render(
    url: string,
    run: (document: DocumentNode, variables: Record<string, unknown>) => Promise<ExecutionResult>,
    signal?: AbortSignal,
  ): Promise<{ html: string; state: unknown }>;
}

interface ManifestChunk {
  file: string;
  imports?: string[];
  isEntry?: boolean;
}

/** The page module each path renders, so its code (and what it imports) is preloaded with the HTML. */
const PAGE_MODULES: [RegExp, string][] = [
  [/^\/$/, 'src/features/home/HomePage.tsx'],
  [/^\/search\/?$/, 'src/app/pages/search.tsx'],
  [/^\/location\//, 'src/app/pages/location.tsx'],
  [/^\/favorites\/?$/, 'src/app/pages/favorites.tsx'],
  [/^\/about-us\/?$/, 'src/app/pages/about.tsx'],
  [/^\/terms-and-conditions\/?$/, 'src/app/pages/terms.tsx'],
  [/^\/privacy-policy\/?$/, 'src/app/pages/privacy.tsx'],
  [/^\/accessibility-declaration\/?$/, 'src/app/pages/accessibility.tsx'],
];

const RENDER_TIMEOUT_MS = 3000;

export interface Renderer {
  /**
   * The page's HTML with its content, data and preloads; for pages that are not rendered on the server
   * (or when rendering fails) the shell, still with the app's code preloaded.
   */
  page(url: string, shell: string): Promise<string>;
}

/** The client's real entry, imported by `main.tsx` once a server-rendered page has painted. */
const BOOT_MODULE = 'src/boot.tsx';

/**
 * Server rendering of the public pages as a signed-out visitor sees them: the React tree from the client
 * build, its queries executed in-process against the schema (no HTTP hop, fresh loaders per page).
 */
export async function createRenderer(opts: {
  clientDist: string;
  schema: GraphQLSchema;
  deps: AppDeps;
  logger: Logger;
}): Promise<Renderer | null> {
  const entryPath = path.resolve(opts.clientDist, '../server/entry-server.js');
  const manifestPath = path.join(opts.clientDist, '.vite/manifest.json');
  if (!fs.existsSync(entryPath) || !fs.existsSync(manifestPath)) {
    opts.logger.warn('server renderer not built: pages are served as the client shell');
    return null;
  }
  const entry = (await import(pathToFileURL(entryPath).href)) as ServerEntry;
  const manifest = JSON.parse(fs.readFileSync(manifestPath, 'utf8')) as Record<string, ManifestChunk>;
  const closures = new Map<string, string[]>();
  /** The files of a module and of everything it imports statically, as the browser fetches them. */
  const moduleFiles = (key: string): string[] => {
    let files = closures.get(key);
    if (!files) {
      const seen = new Set<string>();
      const visit = (k: string) => {
        const chunk = manifest[k];
        if (!chunk || chunk.isEntry || seen.has(chunk.file)) return;
        seen.add(chunk.file);
        chunk.imports?.forEach(visit);
      };
      visit(key);
      files = [...seen].map((f) => `/${f}`);
      closures.set(key, files);
    }
    return files;
  };

  return {
    async page(url, shell) {
      const pathname = url.split('?')[0]!;
      const pageModule = PAGE_MODULES.find(([re]) => re.test(pathname))?.[1];
      // Signed-in pages arrive as the empty shell and start at once: their code is wanted right away.
      const withBoot = shell.replace(
        '</head>',
        `${moduleFiles(BOOT_MODULE)
          .map((f) => `<link rel="modulepreload" crossorigin href="${f}">`)
          .join('')}</head>`,
      );
      if (!pageModule) return withBoot;
      const contextValue = await buildContext(opts.deps, {});
      const run = (document: DocumentNode, variables: Record<string, unknown>) =>
        Promise.resolve(execute({ schema: opts.schema, document, variableValues: variables, contextValue }));
      try {
        const { html, state } = await entry.render(url, run, AbortSignal.timeout(RENDER_TIMEOUT_MS));
        // The page's own modules, preloaded by the browser alongside the app's code once the page has
        // painted (preloading them with the HTML would hold the first paint back while they compile).
        const boot = new Set(moduleFiles(BOOT_MODULE));
        const pageModules = moduleFiles(pageModule).filter((f) => !boot.has(f));
        // `<` escaped so no value can close the script element early.
        const json = JSON.stringify(state).replace(/</g, '\\u003c');
        return shell.replace(
          '<div id="root"></div>',
          `<div id="root">${html}</div><script type="application/json" id="apollo-state">${json}</script>` +
            `<script type="application/json" id="page-modules">${JSON.stringify(pageModules)}</script>`,
        );
      } catch (err) {
        opts.logger.warn({ err: (err as Error).message, url }, 'server rendering failed; serving the shell');
        return withBoot;
      }
    },
  };
}
