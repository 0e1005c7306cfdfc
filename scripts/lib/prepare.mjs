// Shared steps of `npm start` and `npm test`: install what is missing, build what is stale.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export const root = new URL('../..', import.meta.url).pathname.replace(/\/$/, '');

/** Runs a command in the repo, streaming its output; stops the script when it fails. */
export function run(command, args, options = {}) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', ...options });
  if (result.status !== 0) {
    console.error(`\n✗ ${command} ${args.join(' ')} failed (exit ${result.status ?? result.signal})`);
    process.exit(result.status ?? 1);
  }
  return result;
}

export function step(title) {
  console.log(`\n▶ ${title}`);
}

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stats = statSync(path);
  if (!stats.isDirectory()) return stats.mtimeMs;
  let newest = stats.mtimeMs;
  for (const entry of readdirSync(path)) {
    if (entry === 'node_modules' || entry === 'dist') continue;
    newest = Math.max(newest, newestMtime(join(path, entry)));
  }
  return newest;
}

/** Whether the installed tree holds the development tools (an `npm start` on a fresh clone installs without them). */
function devToolsInstalled(installed) {
  const { packages } = JSON.parse(readFileSync(installed, 'utf8'));
  return Object.values(packages).some((entry) => entry.dev);
}

/**
 * npm ci on a fresh clone; npm install when package-lock.json changed since the last install. `npm start` asks for
 * what the portal needs to build and run (`dependencies`: ~330 packages), `npm test` and `npm run dev` for the
 * development tools too (`devDependencies`: ~680 in all); a tree that has the development tools keeps them
 * (docs/decisions.md, "Install").
 */
export function ensureInstalled({ dev = true } = {}) {
  const installed = join(root, 'node_modules/.package-lock.json');
  const hasDev = existsSync(installed) && devToolsInstalled(installed);
  const include = dev || hasDev ? ['--include=dev'] : ['--omit=dev'];
  if (!existsSync(installed)) {
    step(`Installing dependencies (npm ci${dev ? '' : ' --omit=dev'})`);
    run('npm', ['ci', ...include, '--no-audit', '--no-fund']);
  } else if (statSync(join(root, 'package-lock.json')).mtimeMs > statSync(installed).mtimeMs) {
    step('Dependencies changed: npm install');
    run('npm', ['install', ...include, '--no-audit', '--no-fund']);
  } else if (dev && !hasDev) {
    step('Installing the development tools (npm start installed only what the portal needs): npm install');
    run('npm', ['install', ...include, '--no-audit', '--no-fund']);
  }
}

const targets = [
  {
    // Before the others: the server serves its script-tag bundle at /connect/connect.js.
    name: 'connect component',
    workspace: '@portal/connect',
    stamp: 'packages/connect/dist/.build-stamp',
    inputs: ['packages/connect/src', 'packages/connect/build.mjs', 'packages/connect/package.json'],
  },
  {
    name: 'web app',
    workspace: '@portal/web',
    stamp: 'apps/web/dist/.build-stamp',
    inputs: [
      'apps/web/src',
      'apps/web/public',
      'apps/web/index.html',
      'apps/web/vite.config.ts',
      // The hosted Connect page, built by the same `build` script (apps/web/vite.connect.config.ts).
      'apps/web/connect',
      'apps/web/vite.connect.config.ts',
      'apps/web/package.json',
      'packages/shared/src',
      'package-lock.json',
    ],
  },
  {
    name: 'server',
    workspace: '@portal/server',
    stamp: 'apps/server/dist/.build-stamp',
    inputs: [
      'apps/server/src',
      'apps/server/build.mjs',
      'apps/server/package.json',
      'packages/shared/src',
      'package-lock.json',
    ],
  },
  {
    // The ESM bundle of the generated SDK (its generated files are committed; `npm run build` regenerates them).
    name: 'SDK',
    workspace: '@portal/sdk',
    stamp: 'packages/sdk/dist/.build-stamp',
    inputs: ['packages/sdk/src', 'packages/sdk/build.mjs', 'packages/sdk/package.json'],
  },
  {
    // `npx portal` (packages/cli/bin/portal.js) runs this bundle.
    name: 'CLI',
    workspace: '@portal/cli',
    stamp: 'packages/cli/dist/.build-stamp',
    inputs: ['packages/cli/src', 'packages/cli/build.mjs', 'packages/cli/package.json', 'packages/sdk/src'],
  },
];

/** The builds whose sources are newer than their last build (all of them with `force`). */
export function staleBuilds({ force = false } = {}) {
  return targets.filter((target) => {
    const stamp = join(root, target.stamp);
    const built = existsSync(stamp) ? statSync(stamp).mtimeMs : 0;
    const changed = Math.max(...target.inputs.map((input) => newestMtime(join(root, input))));
    return force || built <= changed;
  });
}

/** Marks a build done (what `staleBuilds` compares the sources with). */
export function stampBuilt(target) {
  writeFileSync(join(root, target.stamp), new Date().toISOString());
}

/** Builds the web app and the server when their sources are newer than the last build. */
export function ensureBuilt({ force = false } = {}) {
  for (const target of staleBuilds({ force })) {
    step(`Building the ${target.name}`);
    run('npm', ['run', 'build', '-w', target.workspace]);
    stampBuilt(target);
  }
}
