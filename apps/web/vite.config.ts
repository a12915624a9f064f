import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

/** Port of the API server the dev server proxies `/api` and `/ws` to (`API_PORT=8081 npm run dev -w @app/web`). */
const apiPort = Number(process.env.API_PORT ?? 8080);

/** Modules every route needs; kept in one long-lived chunk so app releases do not invalidate them. */
const FRAMEWORK = /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/;
const DATA = /[\\/]node_modules[\\/](@tanstack[\\/]query-core|@tanstack[\\/]react-query|i18next|react-i18next|zustand|use-sync-external-store)[\\/]/;

/** Files the server may send compressed: text, at least 1 kB (smaller ones gain less than a packet). */
const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|webmanifest|txt)$/;

/**
 * Writes a brotli (`.br`, quality 11) and a gzip (`.gz`, level 9) form next to each text file
 * of the build. The server sends the form the browser accepts (`@fastify/static`'s
 * `preCompressed`), so the app's code crosses a mobile network at about a third of its size
 * without the server compressing anything per request.
 */
function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const files = (fs.readdirSync(outDir, { recursive: true, withFileTypes: true }) as fs.Dirent[])
        .filter((f) => f.isFile() && COMPRESSIBLE.test(f.name))
        .map((f) => path.join(f.parentPath, f.name))
        .filter((file) => fs.statSync(file).size >= 1024);
      await Promise.all(files.map(async (file) => {
        const body = await fs.promises.readFile(file);
        const br = zlib.brotliCompressSync(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length } });
        await fs.promises.writeFile(`${file}.br`, br);
        await fs.promises.writeFile(`${file}.gz`, zlib.gzipSync(body, { level: 9 }));
      }));
    },
  };
}

export default defineConfig({
  // Relative base: the built app works from any path and from the hash router's `#/...` URLs.
  base: './',
  plugins: [react(), precompress()],
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
