#!/usr/bin/env node
/**
 * Withdrawal requests per second through the real server, next to a database baseline
 * measured on the same database engine in the same run.
 *
 * 1. PostgreSQL: a throwaway cluster (scripts/lib/postgres-cluster.mjs). The server
 *    (`apps/server/src/server.ts`, DATABASE_URL) takes POST /api/withdrawOrder/submit from 8
 *    concurrent clients over keep-alive HTTP, each client a different customer with a bound
 *    address and a payment password (Argon2id, default cost); every request carries a fresh
 *    Idempotency-Key and freezes 10 USDT. Each client sends withdrawals back to back as one
 *    customer, so the server checks each customer's payment password with Argon2id once and
 *    then recognises it (pay-password.ts keeps a right password's check for 5 minutes): the
 *    measured window, after the warm-up, holds no Argon2id check. A customer's first
 *    withdrawal pays one (tens of ms of CPU on this machine), which this rate does not show.
 *    Baseline: `pgbench -b tpcb-like -c 8 -j 2 -M prepared` at scale 8 on the same cluster.
 *    Targets: ratio >= 0.5, p99 <= 50 ms.
 * 2. Embedded PGlite: the same server on its embedded database (DATA_DIR), same clients.
 *    Baseline: a bare loop of transactions of four statements (update a balance, read it,
 *    insert two rows) on a PGlite database on disk. Target: ratio >= 0.6.
 *
 * Each side runs for `--seconds` in all, in `--slices` alternating slices (withdrawals, then
 * the baseline, then withdrawals again, ...; 5 slices of 2 s by default), and the ratio is the
 * one of the pooled rates. The CPU a process gets on a shared machine drifts over tens of
 * seconds; slices taken in turn meet the same drift, where one measurement after the other
 * could put each side in a different minute (runs on the same code gave 0.28 to 0.43 that
 * way). Each slice's own ratio is printed beside it, so the spread shows.
 *
 *   node bench/funds-withdraw.bench.mjs [--seconds 10] [--slices 5] [--only postgres|pglite]
 *
 * Prints the raw numbers and the ratios, and (on Linux, from /proc) the CPU time each part
 * used per withdrawal and per pgbench transaction (the database's postmaster with all its
 * backends, the server, the clients; pgbench) with how busy the machine was: on a machine
 * the three share, that says which part a faster pipeline would have to slim. Writes
 * .test-results/bench/funds-withdraw.json, exits 1 when a target is missed.
 */
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { parseArgs } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import { hash } from '@node-rs/argon2';
import pg from 'pg';
import { freePort } from '../scripts/lib/free-port.mjs';
import { startPostgresCluster } from '../scripts/lib/postgres-cluster.mjs';
import { PG_BIN_DIR } from '../scripts/lib/system-deps.mjs';

const ROOT = path.resolve(import.meta.dirname, '..');
const SERVER_DIR = path.join(ROOT, 'apps/server');
const CLIENTS = 8;
const OPS = 'bench:bench-operator-password';
const PAY_PASSWORD = '135790';
const TRON = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t';
const USDT = 3;

const { values: opts } = parseArgs({
  options: { seconds: { type: 'string', default: '10' }, slices: { type: 'string', default: '5' }, only: { type: 'string' } },
});
const SECONDS = Number(opts.seconds);
/** The measured seconds of each side are taken in this many alternating slices (see the header). */
const SLICES = Math.max(1, Math.round(Number(opts.slices)));
/** Whole seconds (pgbench's -T takes whole seconds). */
const SLICE_SECONDS = Math.max(1, Math.round(SECONDS / SLICES));
const cleanups = [];
const cleanup = async () => {
  while (cleanups.length) await cleanups.pop()().catch(() => {});
};
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => void cleanup().then(() => process.exit(130)));

const pct = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
const fmt = (n, d = 1) => n.toFixed(d);

// --- CPU accounting (Linux /proc) ----------------------------------------------------------

const HAS_PROC = fs.existsSync('/proc/self/stat');
const TICK_US = HAS_PROC ? 1e6 / Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim() || 100) : 0;

/** utime, stime, cutime, cstime (clock ticks) and the parent of a process, or null when it is gone. */
function procStat(pid) {
  try {
    const s = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const f = s.slice(s.lastIndexOf(')') + 2).split(' ');
    return { ppid: Number(f[1]), own: Number(f[11]) + Number(f[12]), reaped: Number(f[13]) + Number(f[14]) };
  } catch {
    return null;
  }
}

/**
 * CPU time (µs) a process and its children have used so far: its own, its children's that
 * have exited (counted by the kernel once the process reaps them) and its live children's.
 * For the database that is the postmaster and every backend, those that end included.
 */
function treeCpuUs(pid) {
  const root = procStat(pid);
  if (!root) return 0;
  let ticks = root.own + root.reaped;
  for (const name of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    const st = procStat(name);
    if (st?.ppid === pid) ticks += st.own;
  }
  return ticks * TICK_US;
}

/** CPU time (µs) this process's children that have exited used (pgbench, once spawnSync has reaped it). */
function reapedChildrenCpuUs() {
  return (procStat(process.pid)?.reaped ?? 0) * TICK_US;
}

/** Busy and total CPU time of the machine (µs, all CPUs), from /proc/stat. */
function machineCpuUs() {
  const f = fs.readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).slice(1).map(Number);
  const total = f.slice(0, 8).reduce((a, b) => a + b, 0);
  return { busy: (total - f[3] - f[4]) * TICK_US, total: total * TICK_US };
}

/** Starts a CPU measurement of the given processes (pids; a database's postmaster counts its backends). */
function cpuMeter(pids) {
  if (!HAS_PROC) return () => null;
  const start = pids.map(treeCpuUs);
  const m0 = machineCpuUs();
  return () => {
    const m1 = machineCpuUs();
    return { us: pids.map((pid, i) => treeCpuUs(pid) - start[i]), busy: m1.busy - m0.busy, total: m1.total - m0.total };
  };
}

/** Sums of CPU measurements taken slice by slice (null without /proc). */
function cpuSum() {
  let sum = null;
  return {
    add(m) {
      if (!m) return;
      sum ??= { us: m.us.map(() => 0), busy: 0, total: 0 };
      m.us.forEach((v, i) => { sum.us[i] += v; });
      sum.busy += m.busy;
      sum.total += m.total;
    },
    get: () => sum && { us: sum.us, machineBusy: sum.busy / Math.max(1, sum.total) },
  };
}

// --- the server ---------------------------------------------------------------------------

async function startServer(env) {
  const port = await freePort();
  // BENCH_SERVER_NODE_ARGS passes extra node flags to the server (e.g. --cpu-prof to profile it).
  const extra = (process.env.BENCH_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const child = spawn(process.execPath, [...extra, '--import', 'tsx', 'src/server.ts'], {
    cwd: SERVER_DIR,
    env: {
      ...Object.fromEntries(Object.entries(process.env).filter(([k]) => k !== 'DATABASE_URL')),
      PORT: String(port), HOST: '127.0.0.1', NODE_ENV: 'production', LOG_LEVEL: 'warn', RATE_LIMIT_OFF: '1',
      DEMO_PAYMENTS: '0', OPS_CREDENTIALS: OPS, WEB_DIST: path.join(os.tmpdir(), 'no-web-dist'), ...env,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (d) => { stderr += d; });
  const stop = async () => {
    if (child.exitCode !== null) return;
    const exited = new Promise((r) => child.once('exit', r));
    child.kill('SIGTERM');
    await Promise.race([exited, sleep(10_000)]);
    if (child.exitCode === null) child.kill('SIGKILL');
  };
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited:\n${stderr}`);
    const up = await fetch(`http://127.0.0.1:${port}/api/health`).then((r) => r.ok, () => false);
    if (up) break;
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`server did not start:\n${stderr}`);
    }
    await sleep(200);
  }
  return { port, pid: child.pid, stop };
}

/**
 * Customers for the clients: user, live session, bound TRC20 address, and a payment password
 * hashed with the production default cost. Inserted directly (sign-up needs a code); their
 * money comes later through the operator API, so it has journals like any other.
 */
async function insertCustomers(query) {
  const payHash = await hash(PAY_PASSWORD);
  const loginHash = await hash('bench-login-1');
  const out = [];
  for (let i = 0; i < CLIENTS; i++) {
    const tag = randomBytes(5).toString('hex');
    const token = randomBytes(32).toString('base64url');
    const [{ id }] = await query(
      'insert into app_user (email, password_hash, pay_password_hash, invite_code) values ($1, $2, $3, $4) returning id',
      [`bench-${tag}@example.com`, loginHash, payHash, tag.slice(0, 8).toUpperCase()],
    );
    await query("insert into user_session (user_id, token_hash, expires_at) values ($1, $2, now() + interval '1 day')",
      [id, createHash('sha256').update(token).digest('hex')]);
    const [{ id: addressId }] = await query(
      "insert into user_wallet_address (user_id, currency_id, network, address) values ($1, $2, 'TRC20', $3) returning id",
      [id, USDT, TRON],
    );
    out.push({ id: Number(id), token, addressId: Number(addressId) });
  }
  const [{ id: channelId }] = await query("select id from withdraw_channel_config where code = 'usdt-trc20'");
  return { customers: out, channelId: Number(channelId) };
}

const agent = new http.Agent({ keepAlive: true, maxSockets: CLIENTS * 2 });

function post(port, route, body, headers) {
  const payload = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = http.request({
      host: '127.0.0.1', port, path: route, method: 'POST', agent,
      headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload), ...headers },
    }, (res) => {
      let data = '';
      res.setEncoding('utf8');
      res.on('data', (c) => { data += c; });
      res.on('end', () => {
        try { resolve(JSON.parse(data)); } catch (e) { reject(e); }
      });
    });
    req.on('error', reject);
    req.end(payload);
  });
}

async function fundCustomers(port, customers) {
  const auth = { authorization: `Basic ${Buffer.from(OPS).toString('base64')}` };
  for (const c of customers) {
    const r = await post(port, '/api/ops/adjustment/post', { userId: c.id, currencyId: USDT, amount: '10000000', reason: 'benchmark funding' },
      { ...auth, 'idempotency-key': randomUUID() });
    if (r.code !== 200) throw new Error(`funding failed: ${JSON.stringify(r)}`);
  }
}

/**
 * The same clients on GET /api/health (one trivial query): the ceiling of the HTTP server
 * and driver on this machine, printed beside the withdrawals to read them against.
 */
async function healthLoad(port, seconds) {
  let n = 0;
  const until = performance.now() + seconds * 1000;
  await Promise.all(Array.from({ length: CLIENTS }, async () => {
    const conn = new RawConnection(port);
    try {
      while (performance.now() < until) {
        await conn.request('GET /api/health HTTP/1.1\r\nhost: 127.0.0.1\r\n\r\n', '');
        n += 1;
      }
    } finally {
      conn.close();
    }
  }));
  return n / seconds;
}

/**
 * One keep-alive HTTP/1.1 connection that sends a request and reads its answer with no more
 * work than the measurement needs (the request's bytes are built by hand, the answer's
 * status is read from its first bytes). Node's http client costs about 0.25 ms of CPU per
 * request, which on a 2-CPU machine is CPU the server and the database then lack; pgbench's
 * clients, the baseline, are C.
 */
class RawConnection {
  constructor(port) {
    this.socket = net.connect({ host: '127.0.0.1', port, noDelay: true });
    this.chunks = [];
    this.size = 0;
    this.pending = null;
    this.socket.on('data', (d) => this.onData(d));
    this.socket.on('error', (e) => this.pending?.reject(e));
    this.socket.on('close', () => this.pending?.reject(new Error('connection closed')));
  }

  request(head, body) {
    return new Promise((resolve, reject) => {
      this.pending = { resolve, reject };
      this.socket.write(head + body);
    });
  }

  onData(d) {
    this.chunks.push(d);
    this.size += d.length;
    const buf = this.chunks.length === 1 ? this.chunks[0] : Buffer.concat(this.chunks, this.size);
    const end = buf.indexOf('\r\n\r\n');
    if (end < 0) return;
    const head = buf.toString('latin1', 0, end);
    const m = /content-length: *(\d+)/i.exec(head);
    if (!m) throw new Error(`answer without content-length: ${head}`);
    const total = end + 4 + Number(m[1]);
    if (buf.length < total) {
      this.chunks = [buf];
      return;
    }
    this.chunks = buf.length > total ? [buf.subarray(total)] : [];
    this.size = buf.length - total;
    const p = this.pending;
    this.pending = null;
    p.resolve(buf.toString('utf8', end + 4, total));
  }

  close() {
    this.socket.destroy();
  }
}

/** 8 clients, each sending withdrawals back to back for `seconds`; latencies in ms (unsorted). */
async function withdrawLoad(port, setup, seconds) {
  const latencies = [];
  let errors = 0;
  let firstError = null;
  const until = performance.now() + seconds * 1000;
  const cpu0 = process.cpuUsage();
  await Promise.all(setup.customers.map(async (c) => {
    const conn = new RawConnection(port);
    const body = JSON.stringify({ channelId: setup.channelId, amount: '10', addressId: c.addressId, payPassword: PAY_PASSWORD });
    const fixed = `POST /api/withdrawOrder/submit HTTP/1.1\r\nhost: 127.0.0.1\r\ncontent-type: application/json\r\nauthorization: ${c.token}\r\ncontent-length: ${Buffer.byteLength(body)}\r\nidempotency-key: `;
    try {
      while (performance.now() < until) {
        const t0 = performance.now();
        const answer = await conn.request(`${fixed}${randomUUID()}\r\n\r\n`, body);
        const dt = performance.now() - t0;
        // Every answer carries its outcome first: {"code":200,... for a withdrawal made.
        if (answer.startsWith('{"code":200,')) latencies.push(dt);
        else {
          errors += 1;
          firstError ??= answer.slice(0, 300);
        }
      }
    } finally {
      conn.close();
    }
  }));
  const cpu = process.cpuUsage(cpu0);
  return { latencies, errors, firstError, clientCpuTotalUs: cpu.user + cpu.system };
}

/**
 * Withdrawals and the baseline, measured in alternating slices: SLICES times a slice of
 * withdrawals, then a slice of the baseline, SECONDS in all for each. On a shared machine the
 * CPU a process gets drifts over tens of seconds; slices taken in turn meet the same drift, so
 * the ratio of the pooled rates does not depend on which side ran in a faster minute. Each
 * slice's own ratio is printed too.
 *
 * `dbPid`: the database server's postmaster, when the database is its own process; the CPU it
 * and the server use during the withdrawal slices is divided by the requests answered.
 * `baseline`: { warmUp(), run(seconds) -> { count, seconds, cpu? } } on the same engine.
 */
async function measureServer(label, env, prepare, dbPid, baseline) {
  // A first start migrates and seeds; customers are inserted while no server runs (PGlite
  // is one process's database).
  const first = await startServer(env);
  await first.stop();
  const setup = await prepare();
  const server = await startServer(env);
  cleanups.push(server.stop);
  try {
    await fundCustomers(server.port, setup.customers);
    // Warm-up: JIT, connection pool, and each customer's first payment-password check.
    await withdrawLoad(server.port, setup, 2);
    await baseline.warmUp();
    const latencies = [];
    let errors = 0;
    let firstError = null;
    let clientCpuTotalUs = 0;
    const cpu = cpuSum();
    const base = { count: 0, seconds: 0, cpu: cpuSum(), toolCpuUs: 0 };
    const sliceRatios = [];
    for (let i = 0; i < SLICES; i++) {
      const meter = cpuMeter([server.pid, ...(dbPid ? [dbPid] : [])]);
      const w = await withdrawLoad(server.port, setup, SLICE_SECONDS);
      cpu.add(meter());
      latencies.push(...w.latencies);
      errors += w.errors;
      firstError ??= w.firstError;
      clientCpuTotalUs += w.clientCpuTotalUs;
      const b = await baseline.run(SLICE_SECONDS);
      base.count += b.count;
      base.seconds += b.seconds;
      base.cpu.add(b.cpu);
      base.toolCpuUs += b.toolCpuUs ?? 0;
      sliceRatios.push(w.latencies.length / SLICE_SECONDS / (b.count / b.seconds));
    }
    latencies.sort((a, b) => a - b);
    const n = Math.max(1, latencies.length + errors);
    const r = {
      rps: latencies.length / (SLICE_SECONDS * SLICES), p50: pct(latencies, 50), p99: pct(latencies, 99),
      count: latencies.length, errors, firstError, clientCpuUs: clientCpuTotalUs / n, sliceRatios,
    };
    const c = cpu.get();
    if (c) {
      r.serverCpuUs = c.us[0] / n;
      if (dbPid) r.databaseCpuUs = c.us[1] / n;
      r.machineBusy = c.machineBusy;
    }
    const bc = base.cpu.get();
    const baselineResult = {
      tps: base.count / base.seconds, count: base.count,
      ...(bc && { databaseCpuUs: bc.us[0] / Math.max(1, base.count), toolCpuUs: base.toolCpuUs / Math.max(1, base.count), machineBusy: bc.machineBusy }),
    };
    if (r.errors) console.log(`  ${label}: ${r.errors} refused requests, first: ${JSON.stringify(r.firstError)}`);
    r.healthRps = await healthLoad(server.port, Math.min(SECONDS, 5));
    return { server: r, baseline: baselineResult };
  } finally {
    await server.stop();
    cleanups.pop();
  }
}

// --- PostgreSQL -----------------------------------------------------------------------------

async function postgresPart() {
  const cluster = await startPostgresCluster({ binDir: PG_BIN_DIR, log: (l) => console.log(`  ${l}`) });
  cleanups.push(cluster.stop);
  try {
    const admin = new pg.Client({ connectionString: cluster.url });
    await admin.connect();
    await admin.query('create database funds');
    await admin.query('create database pgb');
    await admin.end();
    const appUrl = cluster.url.replace(/\/postgres$/, '/funds');
    const pgbUrl = cluster.url.replace(/\/postgres$/, '/pgb');

    const pgbench = fs.existsSync(path.join(PG_BIN_DIR, 'pgbench')) ? path.join(PG_BIN_DIR, 'pgbench') : 'pgbench';
    const u = new URL(pgbUrl);
    const conn = ['-h', u.hostname, '-p', u.port, '-U', 'postgres'];
    execFileSync(pgbench, [...conn, '-i', '-q', '-s', '8', 'pgb'], { stdio: 'ignore' });
    let latencyMsSum = 0;
    const pgbenchRun = (seconds) => {
      const meter = cpuMeter([cluster.pid]);
      const tool0 = reapedChildrenCpuUs();
      const run = spawnSync(pgbench, [...conn, '-b', 'tpcb-like', '-c', String(CLIENTS), '-j', '2', '-M', 'prepared', '-T', String(seconds), 'pgb'], { encoding: 'utf8' });
      const cpu = meter();
      if (run.status !== 0) throw new Error(`pgbench failed: ${run.stderr}`);
      const tps = Number(/tps = ([\d.]+) \(without initial connection time\)/.exec(run.stdout)?.[1]);
      const lat = Number(/latency average = ([\d.]+) ms/.exec(run.stdout)?.[1]);
      const txs = Number(/number of transactions actually processed: (\d+)/.exec(run.stdout)?.[1]) || Math.round(tps * seconds);
      return { count: txs, seconds: txs / tps, cpu, toolCpuUs: reapedChildrenCpuUs() - tool0, lat };
    };
    const baseline = {
      warmUp: async () => { pgbenchRun(1); },
      run: async (seconds) => {
        const r = pgbenchRun(seconds);
        latencyMsSum += r.lat * r.count;
        return r;
      },
    };

    const m = await measureServer('postgres', { DATABASE_URL: appUrl }, async () => {
      const c = new pg.Client({ connectionString: appUrl });
      await c.connect();
      try {
        return await insertCustomers(async (q, p) => (await c.query(q, p)).rows);
      } finally {
        await c.end();
      }
    }, cluster.pid, baseline);
    const b = m.baseline;
    return {
      server: m.server,
      pgbench: {
        tps: b.tps, latencyAvgMs: Number((latencyMsSum / Math.max(1, b.count)).toFixed(3)), scale: 8, clients: CLIENTS,
        ...(b.databaseCpuUs != null && { databaseCpuUs: b.databaseCpuUs, pgbenchCpuUs: b.toolCpuUs, machineBusy: b.machineBusy }),
      },
    };
  } finally {
    await cluster.stop();
    cleanups.pop();
  }
}

// --- PGlite ---------------------------------------------------------------------------------

async function pglitePart() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-pglite-'));
  cleanups.push(async () => fs.rmSync(dataDir, { recursive: true, force: true }));
  // The baseline: its own PGlite database on disk, in this process, used while the server waits.
  const baseDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-pglite-base-'));
  const db = new PGlite(baseDir);
  try {
    await db.exec(`create table account (id int primary key, balance numeric(36,18) not null);
      create table journal (id bigserial primary key, account_id int not null, created_at timestamptz not null default now());
      create table entry (id bigserial primary key, journal_id bigint not null, amount numeric(36,18) not null);
      insert into account select g, 1000000000 from generate_series(1, ${CLIENTS}) g;`);
    let next = 0;
    const loop = async (seconds) => {
      let n = 0;
      const until = performance.now() + seconds * 1000;
      while (performance.now() < until) {
        const id = (next++ % CLIENTS) + 1;
        await db.transaction(async (t) => {
          await t.query('update account set balance = balance - 10 where id = $1', [id]);
          await t.query('select balance from account where id = $1', [id]);
          const j = await t.query('insert into journal (account_id) values ($1) returning id', [id]);
          await t.query('insert into entry (journal_id, amount) values ($1, -10)', [j.rows[0].id]);
        });
        n += 1;
      }
      return { count: n, seconds };
    };
    const m = await measureServer('pglite', { DATA_DIR: dataDir }, async () => {
      const appDb = new PGlite(path.join(dataDir, 'pgdata'));
      try {
        return await insertCustomers(async (q, p) => (await appDb.query(q, p)).rows);
      } finally {
        await appDb.close();
      }
    }, null, { warmUp: () => loop(2), run: loop });
    return { server: m.server, baseline: { tps: m.baseline.tps } };
  } finally {
    await db.close();
    fs.rmSync(baseDir, { recursive: true, force: true });
    fs.rmSync(dataDir, { recursive: true, force: true });
    cleanups.pop();
  }
}

// --- run ------------------------------------------------------------------------------------

const result = { seconds: SLICE_SECONDS * SLICES, slices: SLICES, clients: CLIENTS, cpus: os.cpus().length, node: process.version };
let missed = false;
const slicesText = (ratios) => ratios.map((x) => fmt(x, 3)).join(' ');
console.log(`Withdrawal requests/s, ${CLIENTS} clients, ${SLICE_SECONDS * SLICES} s per side in ${SLICES} alternating slices of ${SLICE_SECONDS} s, ${os.cpus().length} CPUs`);
try {
  if (opts.only !== 'pglite') {
    const r = await postgresPart();
    const ratio = r.server.rps / r.pgbench.tps;
    result.postgres = { ...r, ratio };
    console.log(`\nPostgreSQL
  withdrawals: ${fmt(r.server.rps)} req/s  p50 ${fmt(r.server.p50, 2)} ms  p99 ${fmt(r.server.p99, 2)} ms  (${r.server.count} ok, ${r.server.errors} refused)
  (same server, GET /api/health with one trivial query: ${fmt(r.server.healthRps)} req/s; the benchmark's clients used ${fmt(r.server.clientCpuUs, 0)} µs of CPU per request)
  pgbench tpcb-like -c ${CLIENTS} -M prepared, scale 8: ${fmt(r.pgbench.tps)} tps  (latency avg ${r.pgbench.latencyAvgMs} ms)
  ratio ${fmt(ratio, 3)} (target >= 0.5)   p99 ${fmt(r.server.p99, 2)} ms (target <= 50 ms)
  ratio of each slice: ${slicesText(r.server.sliceRatios)}`);
    if (r.server.databaseCpuUs != null && r.pgbench.databaseCpuUs != null) {
      console.log(`  CPU per withdrawal: database ${fmt(r.server.databaseCpuUs, 0)} µs, server ${fmt(r.server.serverCpuUs, 0)} µs, clients ${fmt(r.server.clientCpuUs, 0)} µs (machine ${fmt(100 * r.server.machineBusy, 0)} % busy)
  CPU per pgbench transaction: database ${fmt(r.pgbench.databaseCpuUs, 0)} µs, pgbench ${fmt(r.pgbench.pgbenchCpuUs, 0)} µs (machine ${fmt(100 * r.pgbench.machineBusy, 0)} % busy)`);
    }
    if (ratio < 0.5 || r.server.p99 > 50 || r.server.errors) missed = true;
  }
  if (opts.only !== 'postgres') {
    const r = await pglitePart();
    const ratio = r.server.rps / r.baseline.tps;
    result.pglite = { ...r, ratio };
    console.log(`\nEmbedded PGlite
  withdrawals: ${fmt(r.server.rps)} req/s  p50 ${fmt(r.server.p50, 2)} ms  p99 ${fmt(r.server.p99, 2)} ms  (${r.server.count} ok, ${r.server.errors} refused)
  (same server, GET /api/health with one trivial query: ${fmt(r.server.healthRps)} req/s; the benchmark's clients used ${fmt(r.server.clientCpuUs, 0)} µs of CPU per request)
  bare 4-statement transaction loop: ${fmt(r.baseline.tps)} tx/s
  ratio ${fmt(ratio, 3)} (target >= 0.6)
  ratio of each slice: ${slicesText(r.server.sliceRatios)}`);
    if (r.server.serverCpuUs != null) {
      console.log(`  CPU per withdrawal: server with its embedded database ${fmt(r.server.serverCpuUs, 0)} µs, clients ${fmt(r.server.clientCpuUs, 0)} µs (machine ${fmt(100 * r.server.machineBusy, 0)} % busy)`);
    }
    if (ratio < 0.6 || r.server.errors) missed = true;
  }
} finally {
  await cleanup();
  agent.destroy();
}
const outDir = path.join(ROOT, '.test-results/bench');
fs.mkdirSync(outDir, { recursive: true });
fs.writeFileSync(path.join(outDir, 'funds-withdraw.json'), `${JSON.stringify(result, null, 2)}\n`);
console.log(`\n${missed ? 'MISSED a target' : 'All targets met'} (details in .test-results/bench/funds-withdraw.json)`);
process.exit(missed ? 1 : 0);
