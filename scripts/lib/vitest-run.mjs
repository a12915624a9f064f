import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

/** The child process currently running (vitest or a build), so a signal can stop it. */
let current = null;

/**
 * Runs a command in its own process group with inherited output. Resolves with its exit code
 * (or the signal name), and kills the whole group after `timeoutMs`.
 */
export function runCommand(cmd, args, { cwd, env = process.env, timeoutMs = 0 } = {}) {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { cwd, env, stdio: ['ignore', 'inherit', 'inherit'], detached: true });
    current = child;
    let timedOut = false;
    const timer = timeoutMs
      ? setTimeout(() => {
          timedOut = true;
          process.stdout.write(`\n!! ${[cmd, ...args].join(' ')} exceeded ${Math.round(timeoutMs / 60000)} min, stopping it\n`);
          void stopCurrent();
        }, timeoutMs)
      : null;
    child.once('error', (err) => {
      if (timer) clearTimeout(timer);
      current = null;
      resolve({ code: 127, error: String(err), timedOut });
    });
    child.once('exit', (code, signal) => {
      if (timer) clearTimeout(timer);
      if (current === child) current = null;
      resolve({ code: code ?? 128, signal, timedOut });
    });
  });
}

/** Stops the running child's process group: SIGTERM, then SIGKILL after 5 s. */
export async function stopCurrent() {
  const child = current;
  if (!child || child.exitCode !== null) return;
  const kill = (sig) => {
    try { process.kill(-child.pid, sig); } catch { /* gone */ }
  };
  kill('SIGTERM');
  const exited = new Promise((r) => child.once('exit', r));
  await Promise.race([exited, sleep(5000)]);
  kill('SIGKILL');
}

/** Synchronous last resort on process exit. */
export function killCurrentNow() {
  if (current && current.exitCode === null) {
    try { process.kill(-current.pid, 'SIGKILL'); } catch { /* gone */ }
  }
}

const VITEST_BIN = path.resolve(import.meta.dirname, '../../node_modules/vitest/vitest.mjs');

/** The error of a run that found no test files. */
export const NO_TEST_FILES = 'no test files found';

/**
 * Runs one Vitest invocation with the default reporter on the console and the JSON reporter
 * into `reportFile`, and counts its results from that file.
 *
 * A run counts as an error (one failure) when it finds no test files, when a test file fails
 * to load, or when Vitest exits non-zero without any failed test (unhandled errors, a crash).
 * A test marked `.only` fails its file (`--allowOnly=false`), and tests skipped (`.skip`,
 * `.todo`, or left out by an `.only`) count as one error of the run: a test left switched off
 * would otherwise end in a passing run.
 */
export async function runVitest({ label, cwd, args = [], env, reportFile, timeoutMs }) {
  fs.rmSync(reportFile, { force: true });
  fs.mkdirSync(path.dirname(reportFile), { recursive: true });
  const started = Date.now();
  const { code, signal, error, timedOut } = await runCommand(
    process.execPath,
    [VITEST_BIN, 'run', '--allowOnly=false', ...args, '--reporter=default', '--reporter=json', `--outputFile.json=${reportFile}`],
    { cwd, env, timeoutMs },
  );
  const result = { label, passed: 0, failed: 0, skipped: 0, files: 0, errors: [], failures: [], seconds: (Date.now() - started) / 1000, reportFile };
  if (error) result.errors.push(`could not start vitest: ${error}`);
  let report = null;
  if (fs.existsSync(reportFile)) {
    try {
      report = JSON.parse(fs.readFileSync(reportFile, 'utf8'));
    } catch (e) {
      result.errors.push(`unreadable JSON report ${reportFile}: ${e.message}`);
    }
  }
  const skippedNames = [];
  for (const file of report?.testResults ?? []) {
    result.files += 1;
    const rel = path.relative(process.cwd(), file.name);
    let failedHere = 0;
    for (const t of file.assertionResults ?? []) {
      if (t.status === 'passed') result.passed += 1;
      else if (t.status === 'failed') {
        result.failed += 1;
        failedHere += 1;
        result.failures.push([rel, ...(t.ancestorTitles ?? []), t.title].join(' > '));
      } else {
        result.skipped += 1;
        skippedNames.push([rel, ...(t.ancestorTitles ?? []), t.title].join(' > '));
      }
    }
    if (file.status === 'failed' && failedHere === 0) {
      const firstLine = String(file.message || 'failed outside any test').split('\n')[0];
      result.errors.push(`${rel}: ${firstLine}`);
    }
  }
  if (skippedNames.length > 0) {
    result.errors.push(`${skippedNames.length} test(s) skipped, which no run may leave behind: ${skippedNames.slice(0, 5).join('; ')}${skippedNames.length > 5 ? '; ...' : ''}`);
  }
  if (timedOut) result.errors.push(`timed out after ${Math.round(timeoutMs / 60000)} min`);
  if (!error && !timedOut && report && result.files === 0) result.errors.push(NO_TEST_FILES);
  if (!error && !timedOut && !report) result.errors.push(`vitest wrote no report (exit ${signal ?? code})`);
  if (!error && code !== 0 && result.failed === 0 && result.errors.length === 0) {
    result.errors.push(`vitest exited with ${signal ?? `code ${code}`} without a failed test (unhandled error?)`);
  }
  return result;
}
