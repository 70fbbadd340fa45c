/**
 * Import rules, checked by `npm run lint`. Layers point one way: domain/ (the @festa/domain workspace)
 * knows neither side nor any runtime, and the others import it by that name; the gateway and the client
 * never import each other (server rendering loads the built client entry by path at run time); in the
 * client, features/ never reach into app/ (the shell composes features, not the other way round); and no
 * import cycle anywhere, so every module can be read (and loaded) after the ones it depends on.
 */
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      comment: 'A cycle means neither module can be understood (or loaded) without the other.',
      severity: 'error',
      // graphql-codegen's output (documents and their shared types point at each other) is generated.
      from: {
        path: '^(gateway/src|domain|client/src)/',
        pathNot: '^client/src/gql/(generated\\.ts|documents/)',
      },
      to: { circular: true },
    },
    {
      name: 'domain-stands-alone',
      comment:
        'domain/ holds the pure rules both sides share: it imports neither the gateway nor the client.',
      severity: 'error',
      from: { path: '^domain/' },
      to: { path: '^(gateway|client)/' },
    },
    {
      name: 'domain-is-pure',
      comment: 'domain/ runs in the browser and in Node alike: no Node built-in modules.',
      severity: 'error',
      from: { path: '^domain/' },
      to: { dependencyTypes: ['core'] },
    },
    {
      name: 'domain-by-name',
      comment:
        "Outside domain/, the shared rules are imported as '@festa/domain' (or '@festa/domain/messages'…), never by a relative path.",
      severity: 'error',
      from: { pathNot: '^domain/' },
      to: { path: '^domain/', dependencyTypesNot: ['aliased-workspace'] },
    },
    {
      name: 'gateway-not-client',
      comment: 'The gateway loads the built client entry for server rendering by path, never by import.',
      severity: 'error',
      from: { path: '^gateway/' },
      to: { path: '^client/' },
    },
    {
      name: 'client-not-gateway',
      comment: 'The client reaches the gateway over GraphQL only; what both need lives in @festa/domain.',
      severity: 'error',
      from: { path: '^client/' },
      to: { path: '^gateway/' },
    },
    {
      name: 'features-not-app',
      comment: 'features/ never import app/: global state lives in state/, generic helpers in lib/.',
      severity: 'error',
      from: { path: '^client/src/features/' },
      to: { path: '^client/src/app/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|dist|\\.data)/' },
    // Type-only imports count: a cycle through types still ties two modules together for the reader.
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'] },
  },
};
