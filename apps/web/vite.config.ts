import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** Port of the API server the dev server proxies `/api` and `/ws` to (`API_PORT=8081 npm run dev -w @app/web`). */
const apiPort = Number(process.env.API_PORT ?? 8080);

/** Modules every route needs; kept in one long-lived chunk so app releases do not invalidate them. */
const FRAMEWORK = /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/;
const DATA = /[\\/]node_modules[\\/](@tanstack[\\/]query-core|@tanstack[\\/]react-query|i18next|react-i18next|zustand|use-sync-external-store)[\\/]/;

export default defineConfig({
  // Relative base: the built app works from any path and from the hash router's `#/...` URLs.
  base: './',
  plugins: [react()],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
    // The UI kit and query library are hoisted next to another React copy; use the app's React only.
    dedupe: ['react', 'react-dom'],
  },
  server: {
    proxy: {
      '/api': { target: `http://127.0.0.1:${apiPort}`, changeOrigin: true },
      '/ws': { target: `ws://127.0.0.1:${apiPort}`, ws: true },
    },
  },
  build: {
    target: 'es2022',
    manifest: true,
    sourcemap: false,
    chunkSizeWarningLimit: 400,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: 'framework', test: FRAMEWORK, priority: 20 },
            { name: 'data', test: DATA, priority: 10 },
          ],
        },
      },
    },
  },
});
