// Import rules for server/, web/src/ and common/, checked by `npm run lint:deps` and in `npm test`
// (scripts/check-dependencies.mjs runs dependency-cruiser with this file). Imports point one way:
// web → common ← server; on the web pages → features → components → hooks → lib; a migration uses
// only the database layer, so it keeps doing what it did when it was written.
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-import-cycle',
      comment:
        'Modules that import each other, directly or through others, cannot be read or moved one at a time.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'common-is-shared',
      comment: 'common/ is used by the server and the web, so it imports neither.',
      severity: 'error',
      from: { path: '^common/' },
      to: { path: '^(server|web)/' },
    },
    {
      name: 'server-not-web',
      comment:
        'The server does not import the web app. The one seam: server/plugins/pages/ renders public pages with ' +
        "web/src/entry-server.tsx's types (it loads the built renderer at run time), and its test renders them from source.",
      severity: 'error',
      from: { path: '^server/', pathNot: '^server/plugins/pages/' },
      to: { path: '^web/' },
    },
    {
      name: 'server-pages-only-the-renderer',
      comment: 'server/plugins/pages/ may reach the web app only through web/src/entry-server.tsx.',
      severity: 'error',
      from: { path: '^server/plugins/pages/' },
      to: { path: '^web/', pathNot: '^web/src/entry-server\\.tsx$' },
    },
    {
      name: 'migration-uses-db-only',
      comment:
        'A migration must do next year what it did when written: it imports kysely and server/db or server/lib, ' +
        'never a service, a contract or anything else that changes with the product.',
      severity: 'error',
      from: { path: '^server/db/migrations/', pathNot: '\\.test\\.ts$' },
      to: { path: '^(server|common|web)/', pathNot: '^server/(db|lib)/' },
    },
    {
      name: 'web-features-not-pages',
      comment: 'A feature (web/src/features/) is used by pages; it does not import them.',
      severity: 'error',
      from: { path: '^web/src/features/' },
      to: { path: '^web/src/pages/' },
    },
    {
      name: 'web-components-point-down',
      comment: 'Components are used by features and pages; they import neither.',
      severity: 'error',
      from: { path: '^web/src/components/' },
      to: { path: '^web/src/(pages|features)/' },
    },
    {
      name: 'web-hooks-point-down',
      comment: 'Hooks are used by components, features and pages; they import none of them.',
      severity: 'error',
      from: { path: '^web/src/hooks/' },
      to: { path: '^web/src/(components|features|pages)/' },
    },
    {
      name: 'web-lib-points-down',
      comment:
        'web/src/lib/ sits below hooks, components, features and pages and imports none of them, nor the ' +
        'routes or the app shell (it may use the api/ client, as analytics sends its events through it).',
      severity: 'error',
      from: { path: '^web/src/lib/' },
      to: { path: '^web/src/', pathNot: '^web/src/(lib|api)/' },
    },
    {
      name: 'web-api-points-down',
      comment:
        'web/src/api/ (the typed client and query factories) knows no UI: it imports only lib/ and itself.',
      severity: 'error',
      from: { path: '^web/src/api/' },
      to: { path: '^web/src/', pathNot: '^web/src/(lib|api)/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^(node_modules|dist)/' },
    // Type-only imports count: a cycle or an upward import through types still ties the modules together.
    tsPreCompilationDeps: true,
    parser: 'swc',
    enhancedResolveOptions: {
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
      conditionNames: ['import', 'node', 'default'],
    },
  },
};
