/**
 * The layers of the code, checked by `npm run layers` (part of `npm test`).
 * See docs/decisions/013-layers.md for why the arrows point the way they do.
 *
 * server, bottom up: ground (contracts, errors, logger, config, validation) → store → deps.ts → infra/
 *         → http/ → middleware/ → auth/ → images/ → settings/ → the other resources, apart from each
 *         other → site/ → the top (container, app, index, cli, the start checks, control/, seed/).
 *         Each imports only from its own layer and those below. A folder of server/ that is none of
 *         these is a resource: a new one is covered without being listed anywhere.
 * web:    app → features → components / lib, and inside web/admin the same;
 *         features never import each other; the web app imports no server code but contracts.
 *
 * @type {import('dependency-cruiser').IConfiguration}
 */

/** The folders that are layers of their own; every other folder of server/ is a resource. */
const notResources = 'contracts|types|store|infra|http|middleware|site|control|seed';
/** The resources the others may use: the admin gate and accounts, the photos, the club's settings. */
const sharedResources = 'auth|images|settings';
/** Any other resource folder, its name captured: `$1` in a rule is the folder of the importing file. */
const otherResource = `^server/(?!(?:${notResources}|${sharedResources})/)([^/]+)/`;

/** The server's layers, bottom up. */
const serverLayers = [
  {
    name: 'ground',
    path: '^server/(contracts/|types/|(errors|logger|config|validation|process-guard|production-log)\\.ts$)',
  },
  { name: 'store', path: '^server/store/' },
  { name: 'deps', path: '^server/deps\\.ts$' },
  { name: 'infra', path: '^server/infra/' },
  { name: 'http', path: '^server/http/' },
  { name: 'middleware', path: '^server/middleware/' },
  { name: 'auth', path: '^server/auth/' },
  { name: 'images', path: '^server/images/' },
  { name: 'settings', path: '^server/settings/' },
  { name: 'resources', path: otherResource },
  { name: 'site', path: '^server/site/' },
  { name: 'top', path: '^server/((app|index|cli|container|startup-checks)\\.ts$|control/|seed/)' },
];

/** One rule per layer: nothing in it imports from a layer above it. */
const layerRules = serverLayers.slice(0, -1).map((layer, index) => ({
  name: `${layer.name}-below`,
  severity: 'error',
  comment: `Layers point down: ${layer.name} imports nothing from ${serverLayers
    .slice(index + 1)
    .map((above) => above.name)
    .join(', ')}.`,
  from: { path: layer.path },
  to: { path: serverLayers.slice(index + 1).map((above) => above.path) },
}));

/** A route file: the HTTP side of a resource or of the site (contracts/app-routes.ts is a contract, not a router). */
const routeFiles = '^server/(?!contracts/)[^/]+/[^/]*routes\\.ts$';

module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'No import cycles, type-only imports included: a cycle is two modules that cannot be understood apart.',
      from: {},
      to: { circular: true },
    },
    ...layerRules,
    {
      name: 'resources-apart',
      severity: 'error',
      comment:
        `A resource imports no other resource but the shared ones (${sharedResources}); ` +
        'what combines several (the public site, the container) stands above them.',
      from: { path: otherResource },
      to: { path: otherResource, pathNot: '^server/$1/' },
    },
    {
      name: 'app-only-from-index',
      severity: 'error',
      comment: 'app.ts composes everything; only index.ts (and tests) start from it.',
      from: { path: '^server/', pathNot: '^server/index\\.ts$' },
      to: { path: '^server/app\\.ts$' },
    },
    {
      name: 'composer-on-top',
      severity: 'error',
      comment: 'The container builds the services; only the top (app, index, cli) uses it.',
      from: { path: '^server/', pathNot: '^server/(app|index|cli|container)\\.ts$' },
      to: { path: '^server/container\\.ts$' },
    },
    {
      name: 'contracts-are-pure',
      severity: 'error',
      comment: 'Contracts are shared with the browser: no other server code, no Node modules.',
      from: { path: '^server/contracts/' },
      to: { pathNot: '^(server/contracts/|node_modules/)', dependencyTypesNot: ['core'] },
    },
    {
      name: 'contracts-no-node',
      severity: 'error',
      comment: 'Contracts run in the browser too: no node: modules.',
      from: { path: '^server/contracts/' },
      to: { dependencyTypes: ['core'] },
    },
    {
      name: 'routes-not-to-store',
      severity: 'error',
      comment: 'Routes go through their resource service; the store is reached only from services.',
      from: { path: routeFiles },
      to: { path: '^server/store/' },
    },
    {
      name: 'services-not-to-http',
      severity: 'error',
      comment:
        'Services and the store know nothing of Koa: no routes, no middleware. The admin gate ' +
        "(auth/gate.ts) is the admin routers' first middleware.",
      from: {
        path: '^server/',
        pathNot: [routeFiles, '^server/middleware/', '^server/auth/gate\\.ts$', '^server/(app|index)\\.ts$'],
      },
      to: { path: [routeFiles, '^server/middleware/'] },
    },
    {
      name: 'web-imports-only-contracts',
      severity: 'error',
      comment: 'The browser gets no server code: only the pure contracts.',
      from: { path: '^web/' },
      to: { path: '^server/', pathNot: '^server/contracts/' },
    },
    {
      name: 'features-apart',
      severity: 'error',
      comment: 'Features never import each other; pages and the shell compose them.',
      from: { path: '^web/features/([^/]+)/' },
      to: { path: '^web/features/', pathNot: '^web/features/$1/' },
    },
    {
      name: 'admin-features-apart',
      severity: 'error',
      comment: 'Admin features never import each other either; the admin area composes them.',
      from: { path: '^web/admin/features/([^/]+)/' },
      to: { path: '^web/(admin/)?features/', pathNot: '^web/admin/features/$1/' },
    },
    {
      name: 'public-flow',
      severity: 'error',
      comment: 'app → features → components/lib: nothing below reaches up.',
      from: { path: '^web/(features|components|lib)/' },
      to: { path: '^web/app/' },
    },
    {
      name: 'shared-below-features',
      severity: 'error',
      from: { path: '^web/(components|lib)/' },
      to: { path: '^web/features/' },
    },
    {
      name: 'public-without-admin',
      severity: 'error',
      comment:
        'The public app reaches the admin only through the lazy admin area. The service worker (its own ' +
        'entry, not part of the page) reads the outbox database to replay admin writes.',
      from: { path: '^web/', pathNot: ['^web/admin/', '^web/sw\\.ts$'] },
      to: { path: '^web/admin/', dependencyTypesNot: ['dynamic-import'] },
    },
    {
      name: 'admin-flow',
      severity: 'error',
      comment: 'Inside the admin: app → features → components/lib/outbox/editor/session; nothing below reaches up.',
      from: { path: '^web/admin/(features|components|lib|outbox|editor|session)/' },
      to: { path: '^web/admin/app/' },
    },
    {
      name: 'admin-shared-below-features',
      severity: 'error',
      from: { path: '^web/admin/(components|lib|outbox|editor|session)/' },
      to: { path: '^web/admin/features/' },
    },
    {
      name: 'outbox-below-lib',
      severity: 'error',
      comment: 'admin/lib uses the outbox; the outbox never uses admin/lib.',
      from: { path: '^web/admin/outbox/' },
      to: { path: '^web/admin/lib/' },
    },
    {
      name: 'session-at-the-bottom',
      severity: 'error',
      comment: 'The admin session (token, who is signed in) is below everything that sends with it.',
      from: { path: '^web/admin/session/' },
      to: { path: '^web/admin/(app|features|components|lib|outbox|editor)/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)node_modules/|\\.css$|\\.svg$' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
    },
  },
};
