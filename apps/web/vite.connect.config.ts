import { defineConfig } from 'vite';
import { endpointContractForRequests, precompress } from './vite.config';

/** This folder, so the config works from the monorepo root as well as from apps/web. */
const root = decodeURIComponent(new URL('.', import.meta.url).pathname);

/**
 * The hosted Connect page (`/connect/{token}`, issue 28): a separate entry written with Preact, served by the server
 * from dist-connect under a strict CSP (no inline script or style). It shares with the portal only the contract's
 * method and path of its calls (`endpointContractForRequests`, so no zod) and the precompressed files.
 */
export default defineConfig({
  root: `${root}connect`,
  base: '/connect/',
  publicDir: false,
  plugins: [endpointContractForRequests(), precompress()],
  oxc: { jsx: { runtime: 'automatic', importSource: 'preact' } },
  build: {
    outDir: `${root}dist-connect`,
    emptyOutDir: true,
    cssCodeSplit: false,
    // The page is one script: no module preload polyfill (it would only matter for chunks), nothing inline.
    modulePreload: false,
  },
});
