import fs from 'node:fs';
import path from 'node:path';

/**
 * The project's root folder (the one holding schema.graphql), found from wherever this module runs: the
 * sources under gateway/src when run through tsx, or the production bundle under dist/gateway.
 */
function findRoot(from: string): string {
  for (let dir = from; ; dir = path.dirname(dir)) {
    if (fs.existsSync(path.join(dir, 'schema.graphql'))) return dir;
    if (path.dirname(dir) === dir) throw new Error(`schema.graphql not found above ${from}`);
  }
}

export const PROJECT_ROOT = findRoot(import.meta.dirname);
