import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv, runnerImport, type Plugin, type PluginOption, type UserConfig } from 'vite';

/** A contract module of packages/shared: `<domain>/<domain>.endpoints.ts`. */
const CONTRACT_MODULE = /packages\/shared\/src\/[^/]+\/[^/]+\.endpoints\.ts$/;

interface EndpointValue {
  method: string;
  path: string;
}

function isEndpointGroup(value: unknown): value is Record<string, EndpointValue> {
  if (typeof value !== 'object' || value === null) return false;
  return Object.values(value).every(
    (endpoint: unknown) =>
      typeof endpoint === 'object' && endpoint !== null && 'method' in endpoint && 'path' in endpoint,
  );
}

/**
 * In the built web app a contract module keeps only what a request needs: each endpoint's
 * method and path. The types still come from the whole contract (TypeScript reads the
 * source), but the screens' chunks carry no schemas, summaries or zod for the calls they
 * make; only forms that validate with a schema load zod. Other exports of a contract module
 * (a schema declared beside the endpoints) are left out, so importing one is a build error.
 */
export function endpointContractForRequests(): Plugin {
  return {
    name: 'portal:endpoint-contract-for-requests',
    apply: 'build',
    enforce: 'pre',
    async load(id) {
      if (!CONTRACT_MODULE.test(id)) return null;
      const { module } = await runnerImport<Record<string, unknown>>(id, { configFile: false, logLevel: 'silent' });
      const exports = Object.entries(module).flatMap(([name, value]) => {
        if (!isEndpointGroup(value)) return [];
        const requests = Object.fromEntries(
          Object.entries(value).map(([key, { method, path }]) => [key, { method, path }]),
        );
        return [`export const ${name} = ${JSON.stringify(requests)};`];
      });
      return exports.join('\n');
    },
  };
}

/**
 * antd modules that every screen loads but that import a part only some screens use, with the import that
 * becomes lazy: that part then loads the first time it renders (behind a Suspense without fallback).
 * - ConfigProvider wraps the app in the Tooltip's `UniqueProvider` only with `tooltip.unique`, which the portal
 *   never sets; importing it brought @rc-component/trigger, motion and portal into the entry.
 * - A form label renders a Tooltip only for `Form.Item tooltip`, which no form of the portal uses.
 */
const LAZY_ANTD_IMPORTS: { importer: RegExp; source: string }[] = [
  { importer: /antd\/es\/config-provider\/index\.js$/, source: '../tooltip/UniqueProvider' },
  { importer: /antd\/es\/form\/FormItemLabel\.js$/, source: '../tooltip' },
];
const LAZY_PREFIX = '\0portal-lazy:';

/** Makes the imports of `LAZY_ANTD_IMPORTS` lazy components (a module that re-exports a `React.lazy` of them). */
export function lazyAntdParts(): Plugin {
  return {
    name: 'portal:lazy-antd-parts',
    apply: 'build',
    enforce: 'pre',
    async resolveId(source, importer) {
      if (!importer || !LAZY_ANTD_IMPORTS.some((lazy) => lazy.importer.test(importer) && lazy.source === source))
        return null;
      const resolved = await this.resolve(source, importer, { skipSelf: true });
      return resolved ? `${LAZY_PREFIX}${resolved.id}` : null;
    },
    load(id) {
      if (!id.startsWith(LAZY_PREFIX)) return null;
      const target = JSON.stringify(id.slice(LAZY_PREFIX.length));
      return [
        `import { createElement, lazy, Suspense } from 'react';`,
        `const Part = lazy(() => import(${target}));`,
        `export default function LazyPart(props) { return createElement(Suspense, { fallback: null }, createElement(Part, props)); }`,
      ].join('\n');
    },
  };
}

/** Text files worth compressing; smaller files go as they are. */
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|xml|webmanifest)$/;
const MIN_COMPRESS_BYTES = 1024;

/**
 * Writes `<file>.br` (brotli, quality 11) and `<file>.gz` (gzip -9) beside every text file of the
 * build, so the server sends them by content negotiation without compressing per request
 * (apps/server/src/plugins/static.ts). A variant is kept only when it is smaller.
 */
export function precompress(): Plugin {
  let outDir = '';
  const compressors = {
    br: (data: Buffer) =>
      promisify(brotliCompress)(data, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: 11,
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
        },
      }),
    gz: (data: Buffer) => promisify(gzip)(data, { level: 9 }),
  };
  return {
    name: 'portal:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const entries = await readdir(outDir, { recursive: true, withFileTypes: true });
      const files = entries
        .filter((entry) => entry.isFile() && COMPRESSIBLE.test(entry.name))
        .map((entry) => join(entry.parentPath, entry.name));
      await Promise.all(
        files.map(async (file) => {
          const data = await readFile(file);
          if (data.length < MIN_COMPRESS_BYTES) return;
          for (const [extension, compress] of Object.entries(compressors)) {
            const compressed = await compress(data);
            if (compressed.length < data.length) await writeFile(`${file}.${extension}`, compressed);
          }
        }),
      );
    },
  };
}

/**
 * The bundle report of `ANALYZE`, made by rollup-plugin-visualizer, which is not a dependency: only whoever studies
 * the bundle needs it, and its version 7 asks for Node 22 (docs/decisions.md, "Install"). Installed on demand.
 */
async function bundleReport(format: 'json' | 'html'): Promise<PluginOption> {
  const name = 'rollup-plugin-visualizer';
  type Visualizer = (options: Record<string, unknown>) => PluginOption;
  let visualizer: Visualizer;
  try {
    ({ visualizer } = (await import(/* @vite-ignore */ name)) as { visualizer: Visualizer });
  } catch (error) {
    throw new Error(`ANALYZE needs ${name}, which is not installed by default: npm install --no-save ${name}@6`, {
      cause: error,
    });
  }
  return visualizer({
    filename: join(root, 'bundle-stats', format === 'json' ? 'stats.json' : 'stats.html'),
    template: format === 'json' ? 'raw-data' : 'treemap',
    gzipSize: true,
    brotliSize: true,
  });
}

/** This folder, so the config works from the monorepo root as well as from apps/web. */
const root = decodeURIComponent(new URL('.', import.meta.url).pathname);

export default defineConfig(async ({ mode }): Promise<UserConfig> => {
  // The API server the dev server proxies /api to (API_PROXY_TARGET in the environment or a .env file).
  const apiTarget = loadEnv(mode, root, '').API_PROXY_TARGET || 'http://localhost:3000';
  const proxy = { '/api': { target: apiTarget } };
  // `ANALYZE=1 npm run build -w @portal/web`: a treemap of every chunk and the modules in it (sizes raw, gzip and
  // brotli) in apps/web/bundle-stats/, outside dist, so it is never served; `ANALYZE=json` writes its data instead.
  const analyze = process.env.ANALYZE;
  const analysis: PluginOption[] = analyze ? [await bundleReport(analyze === 'json' ? 'json' : 'html')] : [];
  return {
    root,
    plugins: [react(), endpointContractForRequests(), lazyAntdParts(), precompress(), ...analysis],
    build: {
      outDir: 'dist',
      emptyOutDir: true,
      // One stylesheet for the whole app (a few KB): no request per screen, and every response costs ~1 KB of headers.
      cssCodeSplit: false,
      rolldownOptions: {
        output: {
          codeSplitting: {
            // Everything the entry needs in one chunk, not a chunk per module the lazy screens share with it.
            groups: [{ name: 'index', tags: ['$initial'], priority: 10 }],
            // A common chunk under 100 KB of source is copied into each chunk that uses it, so a screen is one or
            // two files besides the entry (/login: 6 files instead of 30), at the price of repeated code across
            // screens (docs/decisions.md, "Page weight").
            experimentalInlineCommonChunks: { maxSize: 100_000 },
          },
        },
      },
    },
    server: { proxy },
    preview: { proxy },
  };
});
