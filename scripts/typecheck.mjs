#!/usr/bin/env node
/**
 * Type-checks every TypeScript project: each workspace with a tsconfig.json (packages/*,
 * apps/*), then e2e/ and tests/. All projects are checked even when one fails, so one run
 * shows every error; the exit code is non-zero if any failed.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..');
const TSC = path.join(ROOT, 'node_modules/typescript/bin/tsc');
const pkg = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8'));

const workspaceDirs = (pkg.workspaces ?? []).flatMap((pattern) => {
  if (!pattern.endsWith('/*')) return [pattern];
  const parent = pattern.slice(0, -2);
  return fs.existsSync(path.join(ROOT, parent)) ? fs.readdirSync(path.join(ROOT, parent)).sort().map((d) => `${parent}/${d}`) : [];
});
const projects = [...workspaceDirs, 'e2e', 'tests'].filter((d) => fs.existsSync(path.join(ROOT, d, 'tsconfig.json')));

const failed = [];
for (const dir of projects) {
  const started = Date.now();
  const r = spawnSync(process.execPath, [TSC, '-p', dir, '--pretty'], { cwd: ROOT, stdio: 'inherit' });
  const ok = r.status === 0;
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${dir} (${((Date.now() - started) / 1000).toFixed(1)}s)`);
  if (!ok) failed.push(dir);
}
if (failed.length) console.log(`\nType errors in: ${failed.join(', ')}`);
process.exitCode = failed.length ? 1 : 0;
