// Design rules of apps/web, enforced by lint (docs/architecture.md, "Web").

const SRC = 'apps/web/src';

// Zones between features, app/ and shared/, and cycles, are checked by dependency-cruiser (.dependency-cruiser.cjs).

/** A string that starts like a route path ('/login', `/invite/${code}`): paths live in shared/lib/paths.ts. */
const ROUTE_PATH = '/^\\/[a-z]/';
const ROUTE_PATH_MESSAGE = 'Route paths live in shared/lib/paths.ts: use paths.<screen> there.';

export default [
  {
    files: [`${SRC}/**/*.{ts,tsx}`],
    ignores: [`${SRC}/shared/lib/paths.ts`, `${SRC}/**/*.test.{ts,tsx}`],
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: `Literal[value=${ROUTE_PATH}]`, message: ROUTE_PATH_MESSAGE },
        {
          selector: `TemplateLiteral > TemplateElement:first-child[value.raw=${ROUTE_PATH}]`,
          message: ROUTE_PATH_MESSAGE,
        },
      ],
    },
  },
];
