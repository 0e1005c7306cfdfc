// Design rules of apps/server and packages/shared, enforced by lint (docs/architecture.md).
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const SERVER_SRC = join(ROOT, 'apps/server/src');
const MODULES_DIR = join(SERVER_SRC, 'modules');
/** Server code below the modules: it serves them and never imports one. */
const CORE_DIRS = ['lib', 'db', 'plugins'].map((name) => join(SERVER_SRC, name));
/** The connector library: pure, it never reaches into the portal's modules or database. */
const CONNECTORS_DIR = join(SERVER_SRC, 'connectors');

const isTest = (file) => /\.test\.ts$/.test(file) || file.startsWith(join(SERVER_SRC, 'test') + sep);
const isTable = (file) => /\.table(\.ts)?$/.test(file);
const inside = (file, dir) => file.startsWith(dir + sep);

/** The module (folder under modules/) a file belongs to; the zones are the folder listing, never a kept list. */
function moduleOf(file) {
  if (!inside(file, MODULES_DIR)) return undefined;
  return relative(MODULES_DIR, file).split(sep)[0];
}

const IMPORT = /(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;

function sourceFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') ? [path] : [];
  });
}

/**
 * Which modules each module imports (tests left out: they are not part of the running server), with one file that does.
 */
function moduleGraph() {
  const graph = new Map();
  for (const file of sourceFiles(MODULES_DIR)) {
    if (isTest(file)) continue;
    const from = moduleOf(file);
    for (const match of readFileSync(file, 'utf8').matchAll(IMPORT)) {
      const specifier = match[1] ?? match[2];
      if (!specifier.startsWith('.')) continue;
      const to = moduleOf(resolve(dirname(file), specifier));
      if (!to || to === from) continue;
      if (!graph.has(from)) graph.set(from, new Map());
      if (!graph.get(from).has(to)) graph.get(from).set(to, relative(ROOT, file));
    }
  }
  return graph;
}

/** A path of module imports from `start` back to `goal`, or undefined. */
function pathBetween(graph, start, goal, seen = new Set()) {
  if (start === goal) return [goal];
  seen.add(start);
  for (const next of graph.get(start)?.keys() ?? []) {
    if (seen.has(next)) continue;
    const rest = pathBetween(graph, next, goal, seen);
    if (rest) return [start, ...rest];
  }
  return undefined;
}

let cachedGraph;
const graphOf = () => (cachedGraph ??= moduleGraph());

/**
 * The server's layering, checked on every relative import:
 * - no cycle between modules (a module may use another only if that one never comes back to it);
 * - a module never imports another module's table (it calls that module's service); a table may
 *   reference another module's table for a foreign key;
 * - lib/, db/ and plugins/ never import a module;
 * - connectors/ never imports modules/ or db/.
 */
const moduleBoundaries = {
  meta: { type: 'problem', schema: [], docs: { description: 'Layering of apps/server (docs/architecture.md)' } },
  create(context) {
    const file = context.filename;
    const from = moduleOf(file);
    function check(node) {
      const specifier = node.source?.value;
      if (typeof specifier !== 'string' || !specifier.startsWith('.')) return;
      const target = resolve(dirname(file), specifier);
      const to = moduleOf(target);
      if (inside(file, CONNECTORS_DIR) && (to || inside(target, join(SERVER_SRC, 'db')))) {
        context.report({ node, message: 'connectors/ is a library of its own: it never imports modules/ or db/.' });
      }
      if (to && !isTest(file) && CORE_DIRS.some((dir) => inside(file, dir))) {
        context.report({
          node,
          message: `${relative(SERVER_SRC, dirname(file))}/ serves the modules and never imports one (here: ${to}).`,
        });
      }
      if (!from || !to || to === from || isTest(file)) return;
      if (isTable(target) && !isTable(file)) {
        context.report({
          node,
          message: `A module never imports another module's table: call the ${to} module's service instead.`,
        });
      }
      const back = pathBetween(graphOf(), to, from);
      if (back) {
        context.report({
          node,
          message: `Module cycle: ${from} → ${back.join(' → ')}. Move the shared part down, or let the higher module register the route.`,
        });
      }
    }
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};

export default [
  {
    files: ['apps/server/src/**/*.ts', 'packages/shared/src/**/*.ts'],
    plugins: { portal: { rules: { 'module-boundaries': moduleBoundaries } } },
    rules: {
      'portal/module-boundaries': 'error',
    },
  },
  {
    // HTTP only: schema in, service call, answer out.
    files: ['apps/server/src/modules/**/*.routes.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['drizzle-orm', 'drizzle-orm/*'],
              message: 'A routes file never touches drizzle: the service queries.',
            },
            { regex: '\\.table$', message: 'A routes file never imports a table: the service queries.' },
          ],
        },
      ],
    },
  },
  {
    // Both sides import packages/shared, so it depends on nothing but zod.
    files: ['packages/shared/src/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(?!zod$|zod/|\\.{1,2}/|@portal/shared/)',
              message: 'packages/shared imports only zod and itself.',
            },
          ],
        },
      ],
    },
  },
];
