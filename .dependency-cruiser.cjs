// Import rules that need the whole graph (cycles, web zones); eslint keeps the per-file ones.
// dependency-cruiser replaces eslint-plugin-import-x, whose native resolver has platform packages
// this machine's registry does not carry, which broke `npm ci` (docs/decisions.md).
const WEB = '^apps/web/src';
const SHARED = '^packages/shared/src';
const CONNECT_PAGE = '^apps/web/connect/src';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'No import cycles: move the shared part down a layer.',
      from: {},
      to: { circular: true, dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'feature-imports-feature',
      severity: 'error',
      comment: 'A feature never imports another feature: compose them in app/, or move what both need to shared/.',
      from: { path: `${WEB}/features/([^/]+)/` },
      to: { path: `${WEB}/features/`, pathNot: `${WEB}/features/$1/` },
    },
    {
      name: 'feature-imports-app',
      severity: 'error',
      comment: 'Features never import app/: app/ composes features, not the other way round.',
      from: { path: `${WEB}/features/` },
      to: { path: `${WEB}/app/` },
    },
    {
      name: 'shared-imports-feature-or-app',
      severity: 'error',
      comment: 'shared/ never imports features or app/: it holds what every feature may use.',
      from: { path: `${WEB}/shared/` },
      to: { path: `${WEB}/(features|app)/` },
    },
    {
      name: 'shared-common-imports-domain',
      severity: 'error',
      comment:
        'packages/shared/src/common/ is what every domain builds on: it never imports a domain (a type may name one). ' +
        'What walks every domain (the endpoint registry, the API doc) lives in registry/.',
      from: { path: `${SHARED}/common/` },
      to: { path: `${SHARED}/`, pathNot: `${SHARED}/common/`, dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'source-imports-test-support',
      severity: 'error',
      comment:
        'test-support/ (shared by API, component and browser tests) is imported by test code only: *.test.ts(x), a test/ ' +
        'folder, test-setup.ts. A fixture that needs it lives in test-support/ itself, never beside the sources.',
      from: {
        path: '^(apps/server/src|apps/web/src|packages/shared/src)/',
        pathNot: '(\\.test\\.tsx?$|/test/|/test-setup\\.ts$)',
      },
      to: { path: '^test-support/' },
    },
    {
      name: 'endpoints-outside-shared-api',
      severity: 'error',
      comment:
        'RTK Query endpoints are declared by contract domain in shared/api/<domain>.ts (docs/architecture.md, "Web"): ' +
        'features and app/ import hooks from there, never the base API or requestOf to declare their own.',
      from: { path: `${WEB}/`, pathNot: `${WEB}/shared/(api|lib/test)/` },
      to: { path: `${WEB}/shared/api/(base-api|endpoint-request)\\.ts$`, dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'connect-page-imports-outside',
      severity: 'error',
      comment:
        'The hosted Connect page is its own small entry: it imports its own files and the contract of packages/shared ' +
        '(and Preact), never the portal (apps/web/src).',
      from: { path: `${CONNECT_PAGE}/` },
      to: { pathNot: [`${CONNECT_PAGE}/`, `${SHARED}/`] },
    },
    {
      name: 'connect-page-imports-zod',
      severity: 'error',
      comment:
        'The Connect page takes values from packages/shared only from constants and contract modules (the build cuts ' +
        'a contract down to method and path); from schemas it takes types (`import type`), or zod would join its script.',
      from: { path: `${CONNECT_PAGE}/`, pathNot: '\\.test\\.tsx?$' },
      to: { path: `${SHARED}/`, pathNot: '\\.(constants|endpoints)\\.ts$', dependencyTypesNot: ['type-only'] },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(node_modules|dist|migrations)' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'default'],
      extensions: ['.ts', '.tsx', '.js'],
    },
  },
};
