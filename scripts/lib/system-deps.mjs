import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

/** Debian's Chromium, driven by playwright-core in the e2e suite. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
/** Debian's PostgreSQL 15 server binaries, used for the throwaway cluster of the api-postgres suite. */
export const PG_BIN_DIR = process.env.PG_BIN_DIR || '/usr/lib/postgresql/15/bin';

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;

/** System packages each suite needs, as files that must exist and the apt package providing them. */
const REQUIREMENTS = {
  chromium: { files: [CHROMIUM_PATH], aptPackage: 'chromium' },
  postgresql: {
    files: ['initdb', 'postgres', 'pg_isready'].map((b) => path.join(PG_BIN_DIR, b)),
    aptPackage: 'postgresql',
  },
};

function missingOf(names) {
  return names.filter((n) => REQUIREMENTS[n].files.some((f) => !isExecutable(f)));
}

function isExecutable(file) {
  try {
    fs.accessSync(file, fs.constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

export function installHint(names) {
  const pkgs = names.map((n) => REQUIREMENTS[n].aptPackage).join(' ');
  return `sudo apt-get update && sudo apt-get install -y ${pkgs}`;
}

/**
 * Makes sure the system packages behind `names` ('chromium', 'postgresql') are installed.
 * As root, missing ones are installed with apt-get (non-interactive). Otherwise nothing is
 * installed and the returned list says what is still missing, so the caller can fail loudly.
 * @param {Array<'chromium' | 'postgresql'>} names
 * @returns {{ missing: string[], hint: string }}
 */
export function ensureSystemPackages(names, log = console.log) {
  let missing = missingOf(names);
  if (missing.length === 0) return { missing, hint: '' };
  const details = missing.flatMap((n) => REQUIREMENTS[n].files.filter((f) => !isExecutable(f)));
  log(`Missing system packages: ${missing.map((n) => REQUIREMENTS[n].aptPackage).join(', ')} (not found: ${details.join(', ')})`);
  if (!isRoot) {
    const hint = installHint(missing);
    log(`Not running as root, so they are not installed automatically. Install them with:\n  ${hint}`);
    return { missing, hint };
  }
  aptInstall(missing.map((n) => REQUIREMENTS[n].aptPackage), log);
  missing = missingOf(names);
  return { missing, hint: missing.length ? installHint(missing) : '' };
}

/**
 * apt-get install without prompts. A temporary policy-rc.d keeps the package scripts from
 * starting system services (the postgresql package would otherwise start a cluster on 5432
 * that the tests never use and nobody stops).
 */
function aptInstall(packages, log) {
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const policy = '/usr/sbin/policy-rc.d';
  const addedPolicy = !fs.existsSync(policy);
  if (addedPolicy) fs.writeFileSync(policy, '#!/bin/sh\nexit 101\n', { mode: 0o755 });
  try {
    for (const args of [['update'], ['install', '-y', ...packages]]) {
      log(`$ apt-get ${args.join(' ')}`);
      const r = spawnSync('apt-get', args, { stdio: 'inherit', env });
      if (r.status !== 0) {
        log(`apt-get ${args[0]} failed (exit ${r.status ?? r.signal}).`);
        return;
      }
    }
  } finally {
    if (addedPolicy) fs.rmSync(policy, { force: true });
  }
}

/** Installs npm dependencies (npm ci with a lockfile, npm install without) when node_modules is missing. */
export function ensureNodeModules(root, log = console.log) {
  if (fs.existsSync(path.join(root, 'node_modules', '.package-lock.json'))) return true;
  const cmd = fs.existsSync(path.join(root, 'package-lock.json')) ? 'ci' : 'install';
  log(`node_modules is missing: running npm ${cmd}`);
  const r = spawnSync('npm', [cmd], { cwd: root, stdio: 'inherit' });
  return r.status === 0;
}
