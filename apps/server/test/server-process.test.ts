import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { DataDirInUseError, lockDataDir } from '../src/db/data-dir-lock.ts';
import { freePort } from './helpers.ts';

/**
 * The server as an operator runs it (`src/server.ts` in its own process, on the embedded
 * database in a directory): one server per data directory, start-up failures told in one
 * line, and a shutdown that neither waits for ever on a stalled client nor drops the stream's
 * clients without a close frame.
 */

const SERVER_DIR = path.resolve(import.meta.dirname, '..');

interface Run {
  child: ChildProcess;
  stderr: () => string;
  exited: Promise<number | null>;
}

function run(env: Record<string, string>): Run {
  const { DATABASE_URL: _unused, ...inherited } = process.env;
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: SERVER_DIR,
    env: { ...inherited, NODE_ENV: 'test', HOST: '127.0.0.1', LOG_LEVEL: 'warn', RATE_LIMIT_OFF: '1', ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr!.on('data', (d: Buffer) => {
    stderr += d.toString();
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, stderr: () => stderr, exited };
}

async function up(port: number, r: Run): Promise<void> {
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (r.child.exitCode !== null) throw new Error(`server exited: ${r.stderr()}`);
    if (await fetch(`http://127.0.0.1:${port}/api/health`).then((res) => res.ok, () => false)) return;
    if (Date.now() > deadline) throw new Error(`server did not start: ${r.stderr()}`);
    await new Promise((res) => setTimeout(res, 100));
  }
}

/** A Node.js process that only waits: a live owner for a lock file. */
function idleNode(): ChildProcess {
  return spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { stdio: 'ignore' });
}

describe('the data directory lock', () => {
  let dir: string;
  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'data-lock-'));
  });
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('is held once, by one process, and taken over from a process that has died', async () => {
    const release = lockDataDir(dir);
    expect(fs.readFileSync(path.join(dir, 'pglite.lock'), 'utf8').trim()).toBe(String(process.pid));
    // Twice in one process: refused too.
    expect(() => lockDataDir(dir)).toThrow(DataDirInUseError);
    release();
    expect(fs.existsSync(path.join(dir, 'pglite.lock'))).toBe(false);

    const owner = idleNode();
    try {
      fs.writeFileSync(path.join(dir, 'pglite.lock'), `${owner.pid}\n`);
      expect(() => lockDataDir(dir)).toThrow(`is in use by process ${owner.pid}`);
    } finally {
      const gone = new Promise((r) => owner.once('exit', r));
      owner.kill('SIGKILL');
      await gone;
    }
    // Its owner died (a crash): the lock is taken over.
    const again = lockDataDir(dir);
    expect(fs.readFileSync(path.join(dir, 'pglite.lock'), 'utf8').trim()).toBe(String(process.pid));
    again();
  });
});

describe('the server process (embedded database)', () => {
  let dataDir: string;
  let port: number;
  let first: Run | null = null;

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'server-process-'));
    port = await freePort();
    first = run({ PORT: String(port), DATA_DIR: dataDir, SHUTDOWN_GRACE_MS: '1500' });
    await up(port, first);
  });
  afterAll(async () => {
    if (first && first.child.exitCode === null) {
      first.child.kill('SIGKILL');
      await first.exited;
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('refuses a second server on the same data directory, in one line, and leaves the first serving', async () => {
    const second = run({ PORT: String(await freePort()), DATA_DIR: dataDir });
    expect(await second.exited).toBe(1);
    const lines = second.stderr().trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain(`cannot start: database PGlite in ${dataDir}: ${dataDir} is in use by process ${first!.child.pid}`);
    const health = (await (await fetch(`http://127.0.0.1:${port}/api/health`)).json()) as { data: { database: { up: boolean } } };
    expect(health.data.database.up).toBe(true);
  });

  it('says what is wrong with a setting in one line, with exit code 1', async () => {
    const bad = run({ PORT: 'abc', DATA_DIR: dataDir });
    expect(await bad.exited).toBe(1);
    expect(bad.stderr().trim().split('\n')).toEqual([expect.stringMatching(/^cannot start: configuration: Invalid configuration:; PORT: /)]);
  });

  it('on SIGTERM sends the stream "going away", cuts a stalled request after the grace period, exits 0 and frees the directory', async () => {
    const ws = new WebSocket(`ws://127.0.0.1:${port}/ws`);
    await new Promise((r, j) => {
      ws.once('open', r);
      ws.once('error', j);
    });
    const closed = new Promise<number>((r) => ws.once('close', (code: number) => r(code)));
    // A request whose body stops halfway.
    const stalled = net.connect(port, '127.0.0.1');
    await new Promise((r) => stalled.once('connect', r));
    stalled.write(`POST /api/auth/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"account":`);
    stalled.on('error', () => {});
    await new Promise((r) => setTimeout(r, 200));
    const cut = new Promise((r) => stalled.once('close', r));

    const sent = Date.now();
    first!.child.kill('SIGTERM');
    expect(await closed).toBe(1001);
    expect(await first!.exited).toBe(0);
    await cut;
    // Within the grace period (1.5 s here) and a margin, not when the client gives up.
    expect(Date.now() - sent).toBeLessThan(10_000);
    expect(fs.existsSync(path.join(dataDir, 'pglite.lock'))).toBe(false);
  });
});

interface RawAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** The first HTTP/1.1 answer on a raw socket (headers and a Content-Length body). */
function rawAnswer(socket: net.Socket): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    let data = Buffer.alloc(0);
    const onData = (chunk: Buffer) => {
      data = Buffer.concat([data, chunk]);
      const end = data.indexOf('\r\n\r\n');
      if (end < 0) return;
      const [statusLine = '', ...lines] = data.subarray(0, end).toString('latin1').split('\r\n');
      const headers: Record<string, string> = {};
      for (const line of lines) {
        const colon = line.indexOf(':');
        headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
      }
      const length = Number(headers['content-length'] ?? 0);
      if (data.length < end + 4 + length) return;
      socket.off('data', onData);
      resolve({ status: Number(statusLine.split(' ')[1]), headers, body: data.subarray(end + 4, end + 4 + length).toString('utf8') });
    };
    socket.on('data', onData);
    socket.once('error', reject);
  });
}

async function connect(port: number): Promise<net.Socket> {
  const socket = net.connect(port, '127.0.0.1');
  await new Promise((r, j) => {
    socket.once('connect', r);
    socket.once('error', j);
  });
  return socket;
}

/** Resolves once the server no longer accepts connections (its shutdown has begun). */
async function refusesConnections(port: number): Promise<void> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const refused = await new Promise<boolean>((resolve) => {
      const s = net.connect(port, '127.0.0.1');
      s.once('connect', () => {
        s.destroy();
        resolve(false);
      });
      s.once('error', () => resolve(true));
    });
    if (refused) return;
    if (Date.now() > deadline) throw new Error('the server still accepts connections');
    await new Promise((r) => setTimeout(r, 20));
  }
}

describe('the server process on SIGTERM with requests in flight', () => {
  let dataDir: string;
  let port: number;
  let server: Run | null = null;
  const GRACE_MS = 20_000;

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'server-drain-'));
    port = await freePort();
    server = run({ PORT: String(port), DATA_DIR: dataDir, SHUTDOWN_GRACE_MS: String(GRACE_MS) });
    await up(port, server);
  });
  afterAll(async () => {
    if (server && server.child.exitCode === null) {
      server.child.kill('SIGKILL');
      await server.exited;
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('answers them with Connection: close and in envelopes, and exits as soon as they are answered, not after the grace period', async () => {
    // A keep-alive request whose body is still arriving when the shutdown begins.
    const body = JSON.stringify({ account: 'nobody@example.com', password: 'not-the-password' });
    const slow = await connect(port);
    slow.on('error', () => {});
    const slowClosed = new Promise((r) => slow.once('close', r));
    slow.write(`POST /api/auth/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body.slice(0, 10)}`);
    // A request on a connection already open whose headers end after the shutdown has begun.
    const late = await connect(port);
    late.on('error', () => {});
    const lateClosed = new Promise((r) => late.once('close', r));
    late.write('GET /api/health HTTP/1.1\r\nHost: x\r\n');
    await new Promise((r) => setTimeout(r, 300));

    const sent = Date.now();
    server!.child.kill('SIGTERM');
    await refusesConnections(port);

    const slowAnswer = rawAnswer(slow);
    slow.write(body.slice(10));
    const a = await slowAnswer;
    expect(a.headers.connection).toBe('close');
    expect(JSON.parse(a.body)).toMatchObject({ code: expect.any(Number), msg: expect.any(String) });
    await slowClosed;

    const lateAnswer = rawAnswer(late);
    late.write('\r\n');
    const b = await lateAnswer;
    expect(b.headers.connection).toBe('close');
    expect(b.headers['x-content-type-options']).toBe('nosniff');
    expect(JSON.parse(b.body)).toMatchObject({ code: expect.any(Number), msg: expect.any(String) });
    await lateClosed;

    expect(await server!.exited).toBe(0);
    expect(Date.now() - sent).toBeLessThan(GRACE_MS / 2);
    expect(fs.existsSync(path.join(dataDir, 'pglite.lock'))).toBe(false);
  });
});
