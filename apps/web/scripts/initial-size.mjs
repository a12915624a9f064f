#!/usr/bin/env node
/**
 * Prints the JavaScript and CSS a browser must load to show the login and home routes of the
 * built app (`npm run build -w @app/web` first): the entry chunk, everything it imports
 * statically, and the route's lazily loaded page chunk with its static imports. Locale JSON
 * chunks are counted too (English). Sizes are gzip level 9, as a server or CDN would send them.
 *
 *   node apps/web/scripts/initial-size.mjs [--json]
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';

const dist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../dist');
const manifest = JSON.parse(fs.readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));

const ROUTES = {
  login: ['src/features/session/pages/login-page.tsx', 'src/locales/en/session.json'],
  home: ['src/app/home/pages/home-page.tsx', 'src/locales/en/home.json'],
};
const CORE = ['index.html', 'src/locales/en/common.json', 'src/locales/en/routes.json'];

function closure(keys) {
  const files = new Set();
  const seen = new Set();
  const visit = (key) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`not in the build manifest: ${key}`);
    files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
    for (const imp of chunk.imports ?? []) visit(imp);
  };
  keys.forEach(visit);
  return files;
}

const gzip = (file) => zlib.gzipSync(fs.readFileSync(path.join(dist, file)), { level: 9 }).length;
const kb = (n) => Math.round((n / 1024) * 10) / 10;

const result = {};
for (const [name, keys] of Object.entries(ROUTES)) {
  const files = [...closure([...CORE, ...keys])];
  const js = files.filter((f) => f.endsWith('.js'));
  const css = files.filter((f) => f.endsWith('.css'));
  result[name] = {
    jsGzipKB: kb(js.reduce((s, f) => s + gzip(f), 0)),
    cssGzipKB: kb(css.reduce((s, f) => s + gzip(f), 0)),
    files: files.map((f) => `${f} ${kb(gzip(f))} KB`),
  };
}

if (process.argv.includes('--json')) {
  console.log(JSON.stringify(result, null, 2));
} else {
  for (const [name, r] of Object.entries(result)) {
    console.log(`${name}: initial JS ${r.jsGzipKB} KB gzip, CSS ${r.cssGzipKB} KB gzip`);
    for (const f of r.files) console.log(`  ${f}`);
  }
}
