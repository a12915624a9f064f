#!/usr/bin/env node
/**
 * Quote calls per second through the real server, next to a bare Fastify hello-world route
 * measured on the same machine in the same run (autocannon, loopback, 50 connections).
 *
 * 1. Baseline: a bare Fastify app (no plugins, logger off) answering GET /hello with
 *    {"hello":"world"}, in its own process.
 * 2. The server (`apps/server/src/server.ts`, embedded PGlite in a temporary DATA_DIR, the
 *    simulator running) answering, one target at a time:
 *    - product lists: /api/stockProduct/list and /api/cryptocurrencyProduct/list (pageNum 1,
 *      pageSize 20, as the app asks), the crypto list again as the signed-in demo customer
 *      (its answer carries the customer's stars: the session and watch list are read once a
 *      second per token, and the answer is built once per market batch for the customer and
 *      kept for their repeats, so one customer calling 50 at a time measures those repeats), a
 *      search (params[keyWords]=bit) and /api/homeRecommendProducts/list
 *      (pageSize 50, pageNum 1), all with live tickerInfo in every row;
 *    - a single cached product: /api/product/detail?productCode=X:BTCUSD.
 * Targets: every list call >= 20 % of the baseline's requests per second, the single
 * product >= 70 %. p99 latency is reported for all. For reference it also measures the same
 * hello-world route inside the full app (all platform plugins: security headers, CORS, locale,
 * ...), which shows how much of the gap is the platform's and how much the quote calls'.
 *
 * Every call sends a browser's Accept-Encoding, so the answers are measured as a phone gets
 * them: an anonymous caller's answer is built and compressed once per market batch (100 ms)
 * and then served to every caller of the same address (brotli when 1 kB or more); the
 * signed-in row's answer is the customer's own, built and compressed once per batch for
 * them. The servers log at `warn` (no line per request), as the bare baseline logs nothing.
 *
 * The machine may be shared, so the measurements are interleaved: each round measures the
 * baseline and every target in turn, and the reported ratio is the median of the per-round
 * ratios (req/s and latency are medians too).
 *
 *   node bench/quotes-http.bench.mjs [--seconds 4] [--warmup 1] [--rounds 3]
 *
 * Prints the raw numbers and the ratios, writes .test-results/bench/quotes-http.json, exits 1
 * when a target is missed. Stops every process it started.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { freePort } from '../scripts/lib/free-port.mjs';

const ROOT = path.resolve(import.meta.dirname, '..');
const SERVER_DIR = path.join(ROOT, 'apps/server');
const CONNECTIONS = 50;
const { values: opts } = parseArgs({
  options: { seconds: { type: 'string', default: '4' }, warmup: { type: 'string', default: '1' }, rounds: { type: 'string', default: '3' } },
});
const SECONDS = Number(opts.seconds);
const WARMUP = Number(opts.warmup);
const ROUNDS = Number(opts.rounds);

const cleanups = [];
const cleanup = async () => {
  while (cleanups.length) await cleanups.pop()().catch(() => {});
};
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => void cleanup().then(() => process.exit(130)));

/** Starts a child process and waits until `url` answers 200. */
async function startProcess(args, env, url, cwd = ROOT) {
  const inherited = Object.fromEntries(Object.entries(process.env).filter(([k]) => k !== 'DATABASE_URL'));
  const child = spawn(process.execPath, args, { cwd, env: { ...inherited, ...env }, stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr.on('data', (d) => { stderr += d; });
  const stop = async () => {
    if (child.exitCode !== null) return;
    const exited = new Promise((r) => child.once('exit', r));
    child.kill('SIGTERM');
    await Promise.race([exited, sleep(10_000)]);
    if (child.exitCode === null) child.kill('SIGKILL');
  };
  cleanups.push(stop);
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`process exited:\n${stderr}`);
    if (await fetch(url).then((r) => r.ok, () => false)) return { stop };
    if (Date.now() > deadline) throw new Error(`did not start:\n${stderr}`);
    await sleep(200);
  }
}

/** The same hello-world route inside the full app (every plugin and hook of the platform), for reference. */
const PLATFORM_HELLO = `
import { buildApp } from './src/app.ts';
import { loadConfig } from './src/config.ts';
import { openDatabase } from './src/db/database.ts';
import { migrate } from './src/db/migrate.ts';
import { seed } from './src/db/seed.ts';
const config = loadConfig(process.env);
const database = await openDatabase({ dataDir: config.DATA_DIR });
await migrate(database);
await seed({ config, database });
const app = await buildApp({ config, database, logger: false });
app.get('/hello', async () => ({ hello: 'world' }));
await app.listen({ port: config.PORT, host: '127.0.0.1' });
`;

const HELLO = `
import Fastify from 'fastify';
const app = Fastify({ logger: false });
app.get('/hello', async () => ({ hello: 'world' }));
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
`;

/** What Chromium sends: the quote calls answer it with their compressed forms (brotli). */
const BROWSER_HEADERS = { 'accept-encoding': 'gzip, deflate, br, zstd' };

async function measure(url, headers = BROWSER_HEADERS) {
  const run = (duration) => new Promise((resolve, reject) => {
    autocannon({ url, connections: CONNECTIONS, duration, headers }, (err, res) => (err ? reject(err) : resolve(res)));
  });
  if (WARMUP > 0) await run(WARMUP);
  const res = await run(SECONDS);
  if (res.non2xx > 0 || res.errors > 0) throw new Error(`${url}: ${res.non2xx} non-2xx answers, ${res.errors} errors`);
  return { rps: res.requests.average, p50: res.latency.p50, p99: res.latency.p99, bytesPerRequest: res.throughput.average / Math.max(1, res.requests.average) };
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'quotes-http-bench-'));
cleanups.unshift(async () => fs.rmSync(dataDir, { recursive: true, force: true }));
let missed = false;
try {
  const helloPort = await freePort();
  const hello = await startProcess(['--input-type=module', '-e', HELLO], { PORT: String(helloPort) }, `http://127.0.0.1:${helloPort}/hello`, SERVER_DIR);
  const platformPort = await freePort();
  const platformDir = fs.mkdtempSync(path.join(os.tmpdir(), 'quotes-http-bench-platform-'));
  cleanups.unshift(async () => fs.rmSync(platformDir, { recursive: true, force: true }));
  const platform = await startProcess(['--import', 'tsx', '--input-type=module', '-e', PLATFORM_HELLO], {
    PORT: String(platformPort), NODE_ENV: 'production', LOG_LEVEL: 'warn', DATA_DIR: platformDir, MARKET_SOURCE: 'sim',
    WEB_DIST: path.join(os.tmpdir(), 'no-web-dist'),
  }, `http://127.0.0.1:${platformPort}/hello`, SERVER_DIR);
  const serverPort = await freePort();
  await startProcess(['--import', 'tsx', 'src/server.ts'], {
    PORT: String(serverPort), HOST: '127.0.0.1', NODE_ENV: 'production', LOG_LEVEL: 'warn', DATA_DIR: dataDir,
    MARKET_SOURCE: 'sim', WEB_DIST: path.join(os.tmpdir(), 'no-web-dist'),
  }, `http://127.0.0.1:${serverPort}/api/health`, SERVER_DIR);

  const base = `http://127.0.0.1:${serverPort}`;
  // A signed-in customer's calls carry the session: the server checks it and reads the
  // customer's watch list (one query) for the stars, and builds the answer for them.
  const login = await fetch(`${base}/api/auth/login`, {
    method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ account: 'demo@example.com', password: 'demo1234' }),
  }).then((r) => r.json());
  const token = login?.data?.token;
  if (typeof token !== 'string') throw new Error(`demo sign-in failed: ${JSON.stringify(login)}`);
  const targets = [
    { name: 'stock list (20 rows)', url: `${base}/api/stockProduct/list?pageNum=1&pageSize=20`, target: 0.2 },
    { name: 'crypto list (20 rows)', url: `${base}/api/cryptocurrencyProduct/list?pageNum=1&pageSize=20`, target: 0.2 },
    { name: 'crypto list, signed in', url: `${base}/api/cryptocurrencyProduct/list?pageNum=1&pageSize=20`, headers: { ...BROWSER_HEADERS, authorization: token }, target: 0.2 },
    { name: 'crypto search "bit"', url: `${base}/api/cryptocurrencyProduct/list?pageNum=1&pageSize=20&params%5BkeyWords%5D=bit`, target: 0.2 },
    { name: 'home recommend (50)', url: `${base}/api/homeRecommendProducts/list?pageNum=1&pageSize=50`, target: 0.2 },
    { name: 'single product', url: `${base}/api/product/detail?productCode=X%3ABTCUSD`, target: 0.7 },
  ];
  console.log(`autocannon -c ${CONNECTIONS}, ${ROUNDS} rounds of ${SECONDS} s per target after ${WARMUP} s warm-up, loopback, ${os.cpus().length} CPUs\n`);
  const all = [
    { name: 'bare Fastify hello-world', url: `http://127.0.0.1:${helloPort}/hello` },
    { name: 'hello-world in the full app', url: `http://127.0.0.1:${platformPort}/hello` },
    ...targets,
  ];
  const runs = all.map(() => []);
  for (let round = 0; round < ROUNDS; round++) {
    for (const [i, t] of all.entries()) runs[i].push(await measure(t.url, t.headers));
  }
  await hello.stop();
  await platform.stop();
  const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
  const summary = (i) => ({
    rps: median(runs[i].map((r) => r.rps)),
    p50: median(runs[i].map((r) => r.p50)),
    p99: median(runs[i].map((r) => r.p99)),
    bytesPerRequest: median(runs[i].map((r) => r.bytesPerRequest)),
    ratio: median(runs[i].map((r, k) => r.rps / runs[0][k].rps)),
    rounds: runs[i].map((r) => Math.round(r.rps)),
  });
  const baseline = summary(0);
  const platformHello = summary(1);
  const rows = targets.map((t, k) => {
    const m = summary(k + 2);
    const ok = m.ratio >= t.target;
    if (!ok) missed = true;
    return { ...t, ...m, ok };
  });
  const line = (name, m, ratio, target, ok) =>
    `${name.padEnd(26)} ${m.rps.toFixed(0).padStart(8)} req/s  p50 ${String(m.p50).padStart(4)} ms  p99 ${String(m.p99).padStart(4)} ms  ${(m.bytesPerRequest / 1024).toFixed(1).padStart(6)} kB/answer` +
    (ratio === undefined ? '' : `  ratio ${(ratio * 100).toFixed(1).padStart(5)} % (target >= ${target * 100} %) ${ok ? 'ok' : 'MISSED'}`);
  console.log(line('bare Fastify hello-world', baseline));
  console.log(line('hello-world in the full app', platformHello, platformHello.ratio, 0, true).replace(/\(target.*$/, '(reference: platform hooks only)'));
  for (const r of rows) console.log(line(r.name, r, r.ratio, r.target, r.ok));
  const outDir = path.join(ROOT, '.test-results/bench');
  fs.mkdirSync(outDir, { recursive: true });
  fs.writeFileSync(path.join(outDir, 'quotes-http.json'), `${JSON.stringify({ connections: CONNECTIONS, seconds: SECONDS, rounds: ROUNDS, baseline, platformHello, targets: rows }, null, 2)}\n`);
  console.log(`\n${missed ? 'MISSED a target' : 'All targets met'} (details in .test-results/bench/quotes-http.json)`);
} catch (err) {
  console.error(err);
  missed = true;
} finally {
  await cleanup();
}
process.exit(missed ? 1 : 0);
