import { execFileSync, spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { freePort } from './free-port.mjs';

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;

/**
 * A throwaway PostgreSQL cluster: initdb in a fresh temp directory, trust auth, listening only
 * on 127.0.0.1 on a free port with its socket inside the temp directory, durability turned off
 * for speed. PostgreSQL refuses to run as root, so as root the directory is handed to the
 * `postgres` system user and both commands run through `runuser`.
 *
 * @param {{ binDir: string, log?: (line: string) => void }} opts
 * @returns {Promise<{ url: string, port: number, dir: string, pid: number, stop(): Promise<void>, stopNow(): void }>}
 */
export async function startPostgresCluster({ binDir, log = console.log }) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tradeapp-pg-'));
  const dataDir = path.join(dir, 'data');
  const logFile = path.join(dir, 'postgres.log');
  let owner;
  if (isRoot) {
    owner = { uid: Number(execFileSync('id', ['-u', 'postgres']).toString().trim()), gid: Number(execFileSync('id', ['-g', 'postgres']).toString().trim()) };
    fs.chownSync(dir, owner.uid, owner.gid);
  }
  const asOwner = (cmd, args) => (isRoot ? ['runuser', ['-u', 'postgres', '--', cmd, ...args]] : [cmd, args]);
  const removeDir = () => fs.rmSync(dir, { recursive: true, force: true });

  const [initCmd, initArgs] = asOwner(path.join(binDir, 'initdb'), [
    '-D', dataDir, '--auth=trust', '-U', 'postgres', '-E', 'UTF8', '--locale=C', '--no-sync', '--no-instructions',
  ]);
  const init = spawnSync(initCmd, initArgs, { cwd: dir, encoding: 'utf8' });
  if (init.status !== 0) {
    removeDir();
    throw new Error(`initdb failed (exit ${init.status ?? init.signal}):\n${init.stdout ?? ''}${init.stderr ?? ''}${init.error ?? ''}`);
  }

  const port = await freePort();
  const logFd = fs.openSync(logFile, 'a');
  if (owner) fs.fchownSync(logFd, owner.uid, owner.gid);
  const [pgCmd, pgArgs] = asOwner(path.join(binDir, 'postgres'), [
    '-D', dataDir, '-p', String(port), '-k', dir,
    '-c', 'listen_addresses=127.0.0.1',
    '-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off',
    '-c', 'max_connections=300', '-c', 'shared_buffers=128MB',
  ]);
  // Own process group, so stopping it also reaches runuser and every backend.
  const child = spawn(pgCmd, pgArgs, { cwd: dir, detached: true, stdio: ['ignore', logFd, logFd] });
  fs.closeSync(logFd);
  let exited = false;
  const exitPromise = new Promise((resolve) => child.once('exit', () => { exited = true; resolve(); }));
  child.once('error', () => { exited = true; });

  const serverPid = () => {
    try {
      const pid = Number(fs.readFileSync(path.join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[0]);
      return Number.isInteger(pid) && pid > 0 ? pid : child.pid;
    } catch {
      return child.pid;
    }
  };
  const killGroup = (signal) => {
    try { process.kill(-child.pid, signal); } catch { /* already gone */ }
  };
  let stopped = false;
  /** Synchronous, for exit paths: immediate shutdown (SIGQUIT), then SIGKILL if it lingers. */
  const stopNow = () => {
    if (stopped) return;
    stopped = true;
    const pid = serverPid();
    try { process.kill(pid, 'SIGQUIT'); } catch { /* already gone */ }
    const until = Date.now() + 3000;
    while (Date.now() < until && isAlive(pid)) spawnSync('sleep', ['0.05']);
    killGroup('SIGKILL');
    removeDir();
  };
  const stop = async () => {
    if (stopped) return;
    stopped = true;
    if (!exited) {
      // SIGINT is PostgreSQL's "fast" shutdown: abort transactions, disconnect, exit.
      try { process.kill(serverPid(), 'SIGINT'); } catch { /* already gone */ }
      await Promise.race([exitPromise, sleep(15_000)]);
      if (!exited) {
        killGroup('SIGKILL');
        await Promise.race([exitPromise, sleep(5_000)]);
      }
    }
    removeDir();
  };

  const deadline = Date.now() + 60_000;
  for (;;) {
    if (exited) break;
    const r = spawnSync(path.join(binDir, 'pg_isready'), ['-h', '127.0.0.1', '-p', String(port), '-U', 'postgres', '-d', 'postgres', '-t', '2'], { encoding: 'utf8' });
    if (r.status === 0) break;
    if (Date.now() > deadline) break;
    await sleep(200);
  }
  if (exited || Date.now() > deadline) {
    const out = fs.existsSync(logFile) ? fs.readFileSync(logFile, 'utf8') : '';
    await stop();
    throw new Error(`PostgreSQL did not start on 127.0.0.1:${port}:\n${out.slice(-4000)}`);
  }
  const pid = serverPid();
  log(`PostgreSQL ${pgVersion(binDir)} started: 127.0.0.1:${port} (pid ${pid}, data in ${dataDir})`);
  return { url: `postgres://postgres@127.0.0.1:${port}/postgres`, port, dir, pid, stop, stopNow };
}

function isAlive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

function pgVersion(binDir) {
  const r = spawnSync(path.join(binDir, 'postgres'), ['--version'], { encoding: 'utf8' });
  return (r.stdout || '').trim().replace(/^postgres \(PostgreSQL\) /, '') || '?';
}
