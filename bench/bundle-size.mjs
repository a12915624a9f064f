#!/usr/bin/env node
/**
 * Initial JavaScript and CSS of the login and home routes, gzip level 9, against the 170 kB
 * JavaScript target (1 kB = 1000 bytes, as Vite reports sizes).
 *
 * A route's initial code is the app entry chunk with its static imports, plus the route's
 * lazy page chunk with its static imports, read from the Vite manifest
 * (apps/web/dist/.vite/manifest.json). The English strings of the core namespaces, which the
 * shell loads before the first paint, are shown on their own line.
 *
 *   node bench/bundle-size.mjs            build the web app, then measure
 *   node bench/bundle-size.mjs --no-build measure the existing apps/web/dist
 *   node bench/bundle-size.mjs --json     also print the result as JSON
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const ROOT = path.resolve(import.meta.dirname, '..');
const WEB = path.join(ROOT, 'apps/web');
const DIST = path.join(WEB, 'dist');
const MANIFEST = path.join(DIST, '.vite/manifest.json');
const TARGET_JS = 170_000;
const ROUTES = [
  { name: 'login', path: 'pages/user/login' },
  { name: 'home', path: 'pages/tabs/home/home-f' },
];

const args = new Set(process.argv.slice(2));

if (!args.has('--no-build') || !fs.existsSync(MANIFEST)) {
  console.log('Building the web app (npm run build -w @app/web) ...');
  const r = spawnSync('npm', ['run', 'build', '-w', '@app/web'], { cwd: ROOT, stdio: ['ignore', 'ignore', 'inherit'] });
  if (r.status !== 0) fail(`web build failed (exit ${r.status ?? r.signal})`);
}
if (!fs.existsSync(MANIFEST)) fail(`${path.relative(ROOT, MANIFEST)} is missing: the web build needs build.manifest = true`);

/** @type {Record<string, { file: string, src?: string, isEntry?: boolean, isDynamicEntry?: boolean, imports?: string[], dynamicImports?: string[], css?: string[] }>} */
const manifest = JSON.parse(fs.readFileSync(MANIFEST, 'utf8'));
const entryKeys = Object.keys(manifest).filter((k) => manifest[k].isEntry);
if (entryKeys.length === 0) fail('the manifest has no entry chunk');

/** A chunk and everything it imports statically: the files the browser fetches together. */
function closure(keys) {
  const seen = new Set();
  const visit = (k) => {
    if (seen.has(k) || !manifest[k]) return;
    seen.add(k);
    for (const i of manifest[k].imports ?? []) visit(i);
  };
  keys.forEach(visit);
  const js = new Set();
  const css = new Set();
  for (const k of seen) {
    js.add(manifest[k].file);
    for (const c of manifest[k].css ?? []) css.add(c);
  }
  return { keys: seen, js, css };
}

const gzCache = new Map();
function gzipSize(file) {
  if (!gzCache.has(file)) {
    const buf = fs.readFileSync(path.join(DIST, file));
    gzCache.set(file, { raw: buf.length, gz: zlib.gzipSync(buf, { level: 9 }).length });
  }
  return gzCache.get(file);
}
const sum = (files) => [...files].reduce((a, f) => ({ raw: a.raw + gzipSize(f).raw, gz: a.gz + gzipSize(f).gz }), { raw: 0, gz: 0 });

/** The source module of a route's lazy page, read from the route table (src/app/routes.ts). */
function routePageModule(routePath) {
  const table = fs.readFileSync(path.join(WEB, 'src/app/routes.ts'), 'utf8');
  const line = table.split('\n').find((l) => l.includes(`path: '${routePath}'`));
  if (!line) fail(`route ${routePath} not found in apps/web/src/app/routes.ts`);
  let spec = /page:\s*\(\)\s*=>\s*import\(\s*['"]([^'"]+)['"]\s*\)/.exec(line)?.[1];
  if (!spec) {
    const ident = /page:\s*([A-Za-z_$][\w$]*)/.exec(line)?.[1];
    if (ident) spec = new RegExp(`const\\s+${ident}\\s*=\\s*\\(\\)\\s*=>\\s*import\\(\\s*['"]([^'"]+)['"]`).exec(table)?.[1];
  }
  if (!spec) fail(`route ${routePath} has no lazy page in apps/web/src/app/routes.ts`);
  const base = spec.replace(/^@\//, 'src/');
  const key = Object.keys(manifest).find((k) => k === base || new RegExp(`^${escapeRe(base)}\\.(tsx|ts|jsx|js)$`).test(k));
  if (!key) fail(`the page module ${spec} of route ${routePath} is not a chunk in the manifest`);
  if (!manifest[key].isDynamicEntry) fail(`the page module ${key} of route ${routePath} is not lazy-loaded`);
  return key;
}

/** English strings the shell loads before the first paint (CORE_NAMESPACES in src/lib/i18n/i18n.ts). */
function coreLocaleChunks() {
  const i18nFile = path.join(WEB, 'src/lib/i18n/i18n.ts');
  const src = fs.existsSync(i18nFile) ? fs.readFileSync(i18nFile, 'utf8') : '';
  const list = /CORE_NAMESPACES\s*=\s*\[([^\]]*)\]/.exec(src)?.[1] ?? '';
  const namespaces = [...list.matchAll(/['"]([^'"]+)['"]/g)].map((m) => m[1]);
  return closure(namespaces.map((ns) => `src/locales/en/${ns}.json`).filter((k) => manifest[k]));
}

const entry = closure(entryKeys);
const locale = coreLocaleChunks();
const rows = [];
for (const route of ROUTES) {
  const pageKey = routePageModule(route.path);
  const page = closure([pageKey]);
  const js = new Set([...entry.js, ...page.js]);
  const css = new Set([...entry.css, ...page.css]);
  const jsSize = sum(js);
  const cssSize = sum(css);
  rows.push({ route: route.name, path: route.path, page: pageKey, jsFiles: [...js], cssFiles: [...css], js: jsSize, css: cssSize, ratio: jsSize.gz / TARGET_JS });
}
const lazyChunks = Object.values(manifest).filter((c) => c.isDynamicEntry).length;
const kb = (n) => (n / 1000).toFixed(1);

console.log(`\nInitial code per route, gzip -9 (kB = 1000 bytes). Target: JavaScript <= ${TARGET_JS / 1000} kB.\n`);
const table = [['route', 'JS gzip kB', 'JS raw kB', 'CSS gzip kB', 'JS / target', 'files (JS+CSS)', 'verdict']];
for (const r of rows) {
  table.push([`${r.route} (#/${r.path})`, kb(r.js.gz), kb(r.js.raw), kb(r.css.gz), r.ratio.toFixed(3), `${r.jsFiles.length}+${r.cssFiles.length}`, r.ratio <= 1 ? 'within target' : 'OVER target']);
}
const w = table[0].map((_, i) => Math.max(...table.map((r) => r[i].length)));
for (const r of table) console.log(r.map((c, i) => (i === 0 || i === 6 ? c.padEnd(w[i]) : c.padStart(w[i]))).join('  ').trimEnd());
const loc = sum(locale.js);
console.log(`\nEntry chunk with static imports: ${kb(sum(entry.js).gz)} kB JS, ${kb(sum(entry.css).gz)} kB CSS (gzip).`);
console.log(`English core strings (${locale.js.size} chunks, loaded at start, not counted above): ${kb(loc.gz)} kB gzip.`);
console.log(`Lazy chunks in the build: ${lazyChunks}.`);
for (const r of rows) {
  console.log(`\n${r.route}: page module ${r.page}`);
  for (const f of [...r.jsFiles, ...r.cssFiles].sort((a, b) => gzipSize(b).gz - gzipSize(a).gz)) console.log(`  ${kb(gzipSize(f).gz).padStart(7)} kB  ${f}`);
}

const result = { targetJsBytes: TARGET_JS, routes: rows.map(({ route, path: p, page, js, css, ratio, jsFiles, cssFiles }) => ({ route, path: p, page, jsGzipBytes: js.gz, jsRawBytes: js.raw, cssGzipBytes: css.gz, ratioToTarget: Number(ratio.toFixed(4)), jsFiles, cssFiles })), coreLocaleGzipBytes: loc.gz, lazyChunks };
const out = path.join(ROOT, '.test-results/bench');
fs.mkdirSync(out, { recursive: true });
fs.writeFileSync(path.join(out, 'bundle-size.json'), `${JSON.stringify(result, null, 2)}\n`);
if (args.has('--json')) console.log(JSON.stringify(result, null, 2));
process.exitCode = rows.every((r) => r.ratio <= 1) ? 0 : 1;

function escapeRe(s) {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
function fail(msg) {
  console.error(`bundle-size: ${msg}`);
  process.exit(2);
}
