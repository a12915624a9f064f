#!/usr/bin/env node
/**
 * Runs every benchmark: each `bench/*.bench.mjs` in name order, then the bundle-size report.
 * Each benchmark prints its own ratios; this prints which ones ran and how they ended.
 *
 *   npm run bench                 all of them
 *   npm run bench -- quotes ws    only those whose file name contains one of the words
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const BENCH = import.meta.dirname;
const words = process.argv.slice(2);
const all = [...fs.readdirSync(BENCH).filter((f) => f.endsWith('.bench.mjs')).sort(), 'bundle-size.mjs'];
const selected = words.length ? all.filter((f) => words.some((w) => f.includes(w))) : all;
if (selected.length === 0) {
  console.error(`No benchmark matches ${words.join(', ')}. Available: ${all.join(', ')}`);
  process.exit(2);
}

let current = null;
for (const sig of ['SIGINT', 'SIGTERM']) {
  process.on(sig, () => {
    if (current) {
      try { process.kill(-current.pid, 'SIGTERM'); } catch { /* gone */ }
    }
    process.exit(130);
  });
}

const results = [];
for (const file of selected) {
  console.log(`\n=== ${file} ${'='.repeat(Math.max(3, 66 - file.length))}`);
  const started = Date.now();
  const code = await new Promise((resolve) => {
    // Own process group, so an interrupted benchmark takes its servers and clients with it.
    current = spawn(process.execPath, [path.join(BENCH, file)], { stdio: 'inherit', detached: true });
    current.once('error', () => resolve(127));
    current.once('exit', (c, s) => resolve(c ?? (s ? 128 : 1)));
  });
  current = null;
  results.push({ file, code, seconds: (Date.now() - started) / 1000 });
}

console.log('\n=== Benchmarks ====================================================');
for (const r of results) console.log(`${r.file.padEnd(32)} ${r.code === 0 ? 'ok        ' : `exit ${r.code}`.padEnd(10)} ${r.seconds.toFixed(1)}s`);
process.exitCode = results.every((r) => r.code === 0) ? 0 : 1;
