import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { DocumentNode, FormattedExecutionResult } from 'graphql';
import type { Logger } from 'pino';
import type { CallerInfo, ExecutionCore } from './execution/core.js';

/** What `client/src/entry-server.tsx` exports once built into `dist/server/entry-server.js`. */
interface ServerEntry {
  /** Whether the client's route table marks the page at this path as rendered on the server. */
  isServerRendered(pathname: string): boolean;
  render(
    url: string,
    run: (document: DocumentNode, variables: Record<string, unknown>) => Promise<FormattedExecutionResult>,
    signal?: AbortSignal,
  ): Promise<{ html: string; state: unknown; pages: string[]; title: string | null }>;
}

interface ManifestChunk {
  file: string;
  imports?: string[];
  isEntry?: boolean;
}

const RENDER_TIMEOUT_MS = 3000;

/** Text for an element's content (the titles are the catalogue's, but nothing is trusted into HTML). */
const escapeText = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;');

export interface Renderer {
  /**
   * The page's HTML with its content, data and the preloads of its page's code; for pages that are not
   * rendered on the server (or when rendering fails) the shell, which preloads the app's code itself.
   */
  page(url: string, shell: string, caller?: Pick<CallerInfo, 'ip' | 'userAgent'>): Promise<string>;
}

/**
 * Server rendering of the public pages as a signed-out visitor sees them: the React tree from the client
 * build, its queries run in-process by the execution core (no HTTP hop, fresh loaders per page).
 */
export async function createRenderer(opts: {
  clientDist: string;
  core: ExecutionCore;
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
    async page(url, shell, caller = {}) {
      const pathname = url.split('?')[0]!;
      // Signed-in pages arrive as the shell (which preloads the app's code) and render in the browser.
      if (!entry.isServerRendered(pathname)) return shell;
      // Signed out, but with the visitor's address and browser: a location page's view is counted here.
      const contextValue = await opts.core.context({ ip: caller.ip, userAgent: caller.userAgent });
      const run = (document: DocumentNode, variables: Record<string, unknown>) =>
        opts.core.run(document, variables, contextValue);
      try {
        const { html, state, pages, title } = await entry.render(
          url,
          run,
          AbortSignal.timeout(RENDER_TIMEOUT_MS),
        );
        // The code of the page the router rendered, fetched with the app's own (no round trip after it).
        const preloads = [...new Set(pages.flatMap(moduleFiles))]
          .filter((f) => !shell.includes(f))
          .map((f) => `<link rel="modulepreload" crossorigin href="${f}">`)
          .join('');
        // `<` escaped so no value can close the script element early.
        const json = JSON.stringify(state).replace(/</g, '\\u003c');
        // The route's title, as the browser sets it after each navigation (a location keeps its own).
        const titled =
          title === null
            ? shell
            : shell.replace(/<title>[\s\S]*?<\/title>/, () => `<title>${escapeText(title)}</title>`);
        return titled
          .replace('</head>', `${preloads}</head>`)
          .replace(
            '<div id="root"></div>',
            `<div id="root">${html}</div><script type="application/json" id="apollo-state">${json}</script>`,
          );
      } catch (err) {
        opts.logger.warn({ err: (err as Error).message, url }, 'server rendering failed; serving the shell');
        return shell;
      }
    },
  };
}
