// Writes the trusted documents: every operation the client can send, as the client sends it, keyed by
// the sha256 of its text (the gateway runs only these in production when TRUSTED_DOCUMENTS names the file).
// The texts are taken from Apollo Client itself (its cache adds __typename, its HTTP link prints), so a
// request's text and its hash are exactly the list's.
// Usage: npm run build:trusted [-- out.json]  (default dist/trusted-documents.json); run after codegen.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { ApolloClient, HttpLink, InMemoryCache } from '@apollo/client';
import { getOperationAST, type DocumentNode } from 'graphql';

const root = path.resolve(import.meta.dirname, '..');

/** The operations of the generated `*.generated.ts` files next to the client's `*.graphql`. */
async function clientOperations(): Promise<DocumentNode[]> {
  const dir = path.join(root, 'client/src');
  const files = fs
    .readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.generated.ts'))
    .sort();
  const documents: DocumentNode[] = [];
  for (const file of files) {
    const module = (await import(pathToFileURL(path.join(dir, file)).href)) as Record<string, unknown>;
    for (const value of Object.values(module)) {
      const doc = value as DocumentNode;
      if (doc?.kind === 'Document' && getOperationAST(doc)) documents.push(doc);
    }
  }
  return documents;
}

/** Each document's text as the client's HTTP link would send it, by its sha256. */
export async function trustedDocuments(): Promise<Record<string, string>> {
  const texts: string[] = [];
  const link = new HttpLink({
    uri: 'http://trusted-documents.invalid/graphql',
    fetch: async (_url, init) => {
      texts.push((JSON.parse(String(init?.body)) as { query: string }).query);
      return new Response(JSON.stringify({ data: null }), {
        headers: { 'content-type': 'application/json' },
      });
    },
  });
  const client = new ApolloClient({ link, cache: new InMemoryCache() });
  for (const doc of await clientOperations()) {
    const kind = getOperationAST(doc)!.operation;
    // Only the request counts: what comes back (no data) is irrelevant.
    if (kind === 'query') await client.query({ query: doc, fetchPolicy: 'no-cache' }).catch(() => {});
    else if (kind === 'mutation') await client.mutate({ mutation: doc }).catch(() => {});
    else
      await new Promise<void>((resolve) => {
        const sub = client.subscribe({ query: doc }).subscribe({
          next: () => {},
          error: () => resolve(),
          complete: () => resolve(),
        });
        setTimeout(() => {
          sub.unsubscribe();
          resolve();
        }, 1000);
      });
  }
  const manifest: Record<string, string> = {};
  for (const text of texts.sort()) manifest[createHash('sha256').update(text).digest('hex')] = text;
  return manifest;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const out = path.resolve(root, process.argv[2] ?? 'dist/trusted-documents.json');
  const manifest = await trustedDocuments();
  fs.mkdirSync(path.dirname(out), { recursive: true });
  fs.writeFileSync(out, JSON.stringify(manifest, null, 2) + '\n');
  console.log(`${Object.keys(manifest).length} trusted documents written to ${path.relative(root, out)}`);
}
