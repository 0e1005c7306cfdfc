import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv } from 'vite';

/** This folder, so the config works from the monorepo root as well as from apps/web. */
const root = decodeURIComponent(new URL('.', import.meta.url).pathname);

export default defineConfig(({ mode }) => {
  // The API server the dev server proxies /api to (API_PROXY_TARGET in the environment or a .env file).
  const apiTarget = loadEnv(mode, root, '').API_PROXY_TARGET || 'http://localhost:3000';
  const proxy = { '/api': { target: apiTarget } };
  return {
    root,
    plugins: [react()],
    build: {
      outDir: 'dist',
      emptyOutDir: true,
    },
    server: { proxy },
    preview: { proxy },
  };
});
