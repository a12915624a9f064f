#!/usr/bin/env node
/**
 * Runs every test suite of the project and ends with one line `N passed, N failed`.
 *
 *   npm test                              all suites
 *   npm test -- --suite api-pglite        one suite (repeat or comma-separate for several)
 *   npm test -- --suite unit intent-key   extra words are Vitest file filters (a part of a
 *                                         suite that none matches is not counted)
 *   npm test -- --no-build                e2e against the existing apps/web/dist
 *   npm test -- --list                    list the suites
 *
 * See scripts/README.md.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { startPostgresCluster } from './lib/postgres-cluster.mjs';
import { CHROMIUM_PATH, PG_BIN_DIR, ensureNodeModules, ensureSystemPackages } from './lib/system-deps.mjs';
import { killCurrentNow, NO_TEST_FILES, runCommand, runVitest, stopCurrent } from './lib/vitest-run.mjs';

const ROOT = path.resolve(import.meta.dirname, '..');
const RESULTS = path.join(ROOT, '.test-results');
const SUITE_TIMEOUT_MS = Number(process.env.TEST_SUITE_TIMEOUT_MIN || 15) * 60_000;

/**
 * The suites in run order. Each part is one Vitest run; a suite passes only when every part
 * found test files and none failed.
 */
const SUITES = {
  unit: {
    about: 'packages/contract and apps/web unit tests, root i18n checks (tests/)',
    parts: [
      { label: 'packages/contract', cwd: 'packages/contract' },
      { label: 'apps/web', cwd: 'apps/web' },
      { label: 'tests (i18n)', cwd: '.', args: ['--config', 'tests/vitest.config.ts'] },
    ],
  },
  'api-pglite': {
    about: 'apps/server on embedded PGlite',
    parts: [{ label: 'apps/server', cwd: 'apps/server' }],
  },
  'api-postgres': {
    about: 'apps/server on a throwaway PostgreSQL 15 cluster (TEST_DATABASE_URL)',
    needs: 'postgresql',
    parts: [{ label: 'apps/server', cwd: 'apps/server' }],
  },
  e2e: {
    about: 'Chromium at a phone viewport against the real server (e2e/)',
    needs: 'chromium',
    parts: [{ label: 'e2e', cwd: '.', args: ['--config', 'e2e/vitest.config.ts'] }],
  },
};

const { values: opts, positionals: filters } = parseArgs({
  allowPositionals: true,
  options: {
    suite: { type: 'string', multiple: true },
    'no-build': { type: 'boolean', default: false },
    list: { type: 'boolean', default: false },
    help: { type: 'boolean', short: 'h', default: false },
  },
});

if (opts.help || opts.list) {
  console.log('Suites (run in this order):');
  for (const [name, s] of Object.entries(SUITES)) console.log(`  ${name.padEnd(13)} ${s.about}`);
  if (opts.help) {
    console.log('\nOptions: --suite <name>[,<name>] (repeatable), --no-build, --list; other words filter test files.');
    console.log('Env: TEST_MAX_WORKERS (Vitest workers), TEST_SUITE_TIMEOUT_MIN (default 15), CHROMIUM_PATH, PG_BIN_DIR.');
  }
  process.exit(0);
}

const selected = (opts.suite ?? Object.keys(SUITES)).flatMap((s) => s.split(',')).map((s) => s.trim()).filter(Boolean);
const unknown = selected.filter((s) => !SUITES[s]);
if (unknown.length) {
  console.error(`Unknown suite ${unknown.join(', ')}. Suites: ${Object.keys(SUITES).join(', ')}`);
  console.log('0 passed, 1 failed');
  process.exit(2);
}
const suiteNames = Object.keys(SUITES).filter((s) => selected.includes(s));

/** @type {Map<string, {name: string, passed: number, failed: number, skipped: number, seconds: number, errors: string[], failures: string[], parts: any[]}>} */
const results = new Map();
let postgres = null;
let interrupted = false;
let lastStarted = null;

const log = (line = '') => process.stdout.write(`${line}\n`);
const banner = (text) => log(`\n=== ${text} ${'='.repeat(Math.max(3, 70 - text.length))}`);

for (const sig of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(sig, () => {
    if (interrupted) return;
    interrupted = true;
    log(`\n!! ${sig}: stopping the running suite and cleaning up`);
    void stopCurrent();
  });
}
process.on('exit', () => {
  killCurrentNow();
  postgres?.stopNow();
});

function suiteResult(name) {
  if (!results.has(name)) results.set(name, { name, passed: 0, failed: 0, skipped: 0, seconds: 0, errors: [], failures: [], parts: [] });
  return results.get(name);
}

async function main() {
  const t0 = Date.now();
  fs.mkdirSync(RESULTS, { recursive: true });

  if (!ensureNodeModules(ROOT, log)) {
    for (const name of suiteNames) suiteResult(name).errors.push('npm dependencies could not be installed');
    return finish(t0);
  }

  const needs = [...new Set(suiteNames.map((s) => SUITES[s].needs).filter(Boolean))];
  const { missing, hint } = needs.length ? ensureSystemPackages(needs, log) : { missing: [], hint: '' };

  for (const name of suiteNames) {
    if (interrupted) break;
    const suite = SUITES[name];
    const res = suiteResult(name);
    const started = Date.now();
    lastStarted = name;
    banner(`${name}: ${suite.about}`);
    if (suite.needs && missing.includes(suite.needs)) {
      res.errors.push(`cannot run: ${suite.needs} is not installed (${hint})`);
      continue;
    }
    const env = { ...process.env };
    delete env.TEST_DATABASE_URL;
    try {
      if (name === 'api-postgres') {
        postgres = await startPostgresCluster({ binDir: PG_BIN_DIR, log });
        env.TEST_DATABASE_URL = postgres.url;
      }
      if (name === 'e2e') {
        env.CHROMIUM_PATH = CHROMIUM_PATH;
        if (!opts['no-build']) {
          log('Building the web app (npm run build -w @app/web)');
          const build = await runCommand('npm', ['run', 'build', '-w', '@app/web'], { cwd: ROOT, timeoutMs: SUITE_TIMEOUT_MS });
          if (build.code !== 0) {
            res.errors.push(`web build failed (exit ${build.signal ?? build.code})`);
            continue;
          }
        }
      }
      const parts = [];
      for (const part of suite.parts) {
        if (interrupted) break;
        const args = [...(part.args ?? [])];
        if (process.env.TEST_MAX_WORKERS) args.push(`--maxWorkers=${process.env.TEST_MAX_WORKERS}`);
        args.push(...filters);
        const slug = `${name}${suite.parts.length > 1 ? `-${part.cwd === '.' ? 'root' : path.basename(part.cwd)}` : ''}`;
        if (suite.parts.length > 1) log(`\n--- ${name} / ${part.label}`);
        const r = await runVitest({
          label: part.label,
          cwd: path.join(ROOT, part.cwd),
          args,
          env,
          reportFile: path.join(RESULTS, `${slug}.json`),
          timeoutMs: SUITE_TIMEOUT_MS,
        });
        res.parts.push(r);
        parts.push(r);
        res.passed += r.passed;
        res.failed += r.failed;
        res.skipped += r.skipped;
        res.failures.push(...r.failures);
        res.errors.push(...r.errors.map((e) => (suite.parts.length > 1 ? `${part.label}: ${e}` : e)));
      }
      // File filters select files of some parts only: a part none of them matched did not fail,
      // as long as another part of the suite found files.
      if (filters.length > 0 && parts.some((r) => r.files > 0)) {
        for (const r of parts) {
          if (r.files > 0) continue;
          r.errors = r.errors.filter((e) => e !== NO_TEST_FILES);
          res.errors = res.errors.filter((e) => e !== NO_TEST_FILES && e !== `${r.label}: ${NO_TEST_FILES}`);
        }
      }
    } catch (err) {
      res.errors.push(String(err?.message ?? err).split('\n').slice(0, 12).join('\n    '));
    } finally {
      if (name === 'e2e') removeStaleE2eData();
      if (name === 'api-postgres' && postgres) {
        await postgres.stop();
        log('PostgreSQL stopped and its temp directory removed');
        postgres = null;
      }
      res.seconds = (Date.now() - started) / 1000;
    }
  }
  if (interrupted) {
    for (const name of suiteNames) if (!results.has(name) || results.get(name).seconds === 0 || name === lastStarted) suiteResult(name).errors.push('interrupted');
  }
  return finish(t0);
}

/** Temp data of e2e servers whose test process has ended (e2e/harness.ts names them by pid). */
function removeStaleE2eData() {
  for (const name of fs.readdirSync(os.tmpdir())) {
    const pid = Number(/^tradeapp-e2e-(\d+)-/.exec(name)?.[1]);
    if (!pid) continue;
    try {
      process.kill(pid, 0);
    } catch (e) {
      if (e.code === 'ESRCH') fs.rmSync(path.join(os.tmpdir(), name), { recursive: true, force: true });
    }
  }
}

function finish(t0) {
  banner('Summary');
  const rows = [['suite', 'passed', 'failed', 'skipped', 'time', 'status']];
  let passed = 0;
  let failed = 0;
  let skipped = 0;
  for (const name of suiteNames) {
    const r = suiteResult(name);
    // A suite that could not run, found no tests or crashed counts as failures, so the last
    // line never reads as success when something did not run.
    const failedCount = r.failed + r.errors.length;
    passed += r.passed;
    failed += failedCount;
    skipped += r.skipped;
    const status = r.errors.length ? 'ERROR' : r.failed ? 'FAIL' : 'ok';
    rows.push([name, String(r.passed), String(failedCount), String(r.skipped), `${r.seconds.toFixed(1)}s`, status]);
    if (r.parts.length > 1) {
      for (const p of r.parts) {
        rows.push([`  ${p.label}`, String(p.passed), String(p.failed + p.errors.length), String(p.skipped), `${p.seconds.toFixed(1)}s`, '']);
      }
    }
  }
  const widths = rows[0].map((_, i) => Math.max(...rows.map((r) => r[i].length)));
  for (const r of rows) log(r.map((c, i) => (i === 0 || i === 5 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  ').trimEnd());

  const problems = suiteNames.flatMap((n) => {
    const r = suiteResult(n);
    return [...r.errors.map((e) => `  [${n}] error: ${e}`), ...r.failures.slice(0, 30).map((f) => `  [${n}] failed: ${f}`), ...(r.failures.length > 30 ? [`  [${n}] ... and ${r.failures.length - 30} more`] : [])];
  });
  if (problems.length) {
    log('\nProblems:');
    for (const p of problems) log(p);
  }
  const seconds = (Date.now() - t0) / 1000;
  log(`\nTotal time ${Math.floor(seconds / 60)}m${String(Math.round(seconds % 60)).padStart(2, '0')}s. JSON reports in ${path.relative(ROOT, RESULTS)}/.`);
  fs.writeFileSync(
    path.join(RESULTS, 'summary.json'),
    JSON.stringify({ passed, failed, skipped, seconds, suites: suiteNames.map((n) => { const r = suiteResult(n); return { name: n, passed: r.passed, failed: r.failed + r.errors.length, skipped: r.skipped, seconds: r.seconds, errors: r.errors, failures: r.failures }; }) }, null, 2),
  );
  log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
  return failed > 0 || interrupted ? 1 : 0;
}

const code = await main();
process.exitCode = code;
