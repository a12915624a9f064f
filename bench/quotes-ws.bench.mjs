#!/usr/bin/env node
/**
 * Quote fan-out over the WebSocket: 1,000 clients, each subscribed to 50 products, while the
 * simulator drives 500 instruments at 10 ticks per second, next to a bare `ws` broadcast of
 * the same payloads to the same clients measured in the same run.
 *
 * - The server is the real app (`buildApp`, quotes module, hub, simulator, candle persistence
 *   on an embedded PGlite in a temporary directory) with a benchmark-only catalogue of 500
 *   always-open crypto-like instruments (`X:Q000USD` ... `X:Q499USD`), in its own process.
 * - The clients (one process, `ws`) subscribe with `{op:'sub', ch:'ticker', codes:[50 codes]}`;
 *   every product has 100 subscribers.
 * Phase 1, the scenario: frames per client per second (target <= 10), tick-to-client delay
 *   (receive time minus the tick time in each item; sampled on one frame in four; targets
 *   p50 <= 100 ms, p99 <= 250 ms), delivered quote messages per second, server CPU.
 * Phase 2, saturation: the clients subscribe to all 500 products (`productType: 2`), so
 *   updates are demanded far faster than the machine can deliver; delivered messages per
 *   second are compared with a bare `ws` server (no subscriptions, no coalescing, one frame
 *   built and encoded per tick, the same bytes sent to every client as fast as each socket
 *   drains) broadcasting the
 *   same 500-quote payloads to 1,000 clients of the same client process (target >= 50 %).
 *   Both servers stay up and the windows alternate (hub, bare, hub, bare, ...), so a busy
 *   shared machine affects both alike; the ratio is the median of the per-round ratios.
 *
 *   node bench/quotes-ws.bench.mjs [--clients 1000] [--seconds 10] [--rounds 3]
 *
 * Loopback only, bounded in time; writes .test-results/bench/quotes-ws.json; exits 1 when a
 * target is missed. Stops every process it started.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { parseArgs } from 'node:util';
import WebSocket, { WebSocketServer } from 'ws';
import { freePort } from '../scripts/lib/free-port.mjs';

const ROOT = path.resolve(import.meta.dirname, '..');
const INSTRUMENTS = 500;
const PER_CLIENT = 50;
const { values: opts } = parseArgs({
  options: {
    role: { type: 'string', default: 'main' },
    port: { type: 'string' },
    dir: { type: 'string' },
    clients: { type: 'string', default: '1000' },
    seconds: { type: 'string', default: '10' },
    rounds: { type: 'string', default: '3' },
  },
});
const codeOf = (i) => `X:Q${String(i).padStart(3, '0')}USD`;

// --- role: the real server with the benchmark catalogue ---------------------------------------
async function serverRole() {
  const { LOCALE_CODES } = await import('@app/contract');
  const { buildApp } = await import('../apps/server/src/app.ts');
  const { loadConfig } = await import('../apps/server/src/config.ts');
  const { openDatabase } = await import('../apps/server/src/db/database.ts');
  const { migrate } = await import('../apps/server/src/db/migrate.ts');
  const { upsertProducts } = await import('../apps/server/src/modules/quotes/quotes.seed.ts');
  // The clients all come from 127.0.0.1: no limit of connections per address.
  const config = loadConfig({}, { PORT: Number(opts.port), LOG_LEVEL: 'warn', NODE_ENV: 'production', DATA_DIR: opts.dir, MARKET_SOURCE: 'sim', RATE_LIMIT_OFF: '1' });
  const database = await openDatabase({ dataDir: opts.dir });
  await migrate(database);
  const entries = Array.from({ length: INSTRUMENTS }, (_, i) => ({
    code: codeOf(i), type: 2, name: `Benchmark ${i}`, names: Object.fromEntries(LOCALE_CODES.map((l) => [l, `Benchmark ${i}`])),
    exchange: 'BENCH', symbol: `Q${i}`, session: 'crypto', pricePrecision: 2, tickUnits: 1, volumePrecision: 3,
    refPrice: 10 + (i % 97) * 7.3, annualVol: 0.8, dailyVolume: 1e6, positionType: '0', standard: '1', home: false,
    color: '#777777', feeds: {},
  }));
  await upsertProducts(database.db, entries);
  const app = await buildApp({ config, database, logger: false });
  await app.listen({ port: config.PORT, host: '127.0.0.1' });
  serveCpu();
  process.on('SIGTERM', async () => {
    await app.close();
    await database.close();
    process.exit(0);
  });
}

// --- role: a bare ws broadcast of the same payloads ----------------------------------------------
async function bareRole() {
  const wss = new WebSocketServer({ port: Number(opts.port), host: '127.0.0.1', perMessageDeflate: false });
  await new Promise((r) => wss.once('listening', r));
  const prices = Array.from({ length: INSTRUMENTS }, (_, i) => 1000 + (i % 97) * 730);
  let frame = Buffer.alloc(0);
  const tick = () => {
    const now = Date.now();
    const items = prices.map((p, i) => {
      prices[i] = Math.max(1, p + Math.round((Math.random() - 0.5) * 20));
      const v = prices[i];
      return `{"code":"${codeOf(i)}","p":"${(v / 100).toFixed(2)}","cr":"0.12","cp":"1.05","ta":"123456789.12","ts":${now},"mo":1,"st":0}`;
    });
    // Encoded once per tick and the same bytes sent to everyone: the cheapest possible broadcast.
    frame = Buffer.from(`{"op":"update","ts":${now},"tickers":[${items.join(',')}]}`);
  };
  tick();
  setInterval(tick, 100);
  const clients = new Set();
  wss.on('connection', (ws) => {
    ws.on('message', (m) => {
      if (JSON.parse(m.toString()).op === 'sub') {
        clients.add(ws);
        startPump();
      } else clients.delete(ws);
    });
    ws.on('close', () => clients.delete(ws));
  });
  // Sends while a client is subscribed; idle (no spinning) while the hub's windows run, so the
  // baseline takes no CPU from the hub's measurements on the same machine.
  let pumping = false;
  const pump = () => {
    if (clients.size === 0) {
      pumping = false;
      return;
    }
    for (const ws of clients) if (ws.readyState === ws.OPEN && ws.bufferedAmount < 512 * 1024) ws.send(frame, { binary: false });
    setImmediate(pump);
  };
  const startPump = () => {
    if (pumping) return;
    pumping = true;
    setImmediate(pump);
  };
  serveCpu();
  process.on('SIGTERM', () => process.exit(0));
}

/** Answers the parent's CPU question over IPC. */
function serveCpu() {
  process.on('message', (m) => {
    if (m === 'cpu') process.send({ cpu: process.cpuUsage(), at: performance.now() });
  });
  process.send('ready');
}

// --- main: the clients -----------------------------------------------------------------------------
async function startRole(role, extra = []) {
  const port = await freePort();
  const args = role === 'server' ? ['--import', 'tsx'] : [];
  const child = spawn(process.execPath, [...args, path.join(import.meta.dirname, 'quotes-ws.bench.mjs'), '--role', role, '--port', String(port), ...extra], {
    cwd: ROOT, stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  await new Promise((resolve, reject) => {
    const t = setTimeout(() => reject(new Error(`${role} did not start`)), 120_000);
    child.once('exit', (c) => reject(new Error(`${role} exited with ${c}`)));
    child.on('message', (m) => { if (m === 'ready') { clearTimeout(t); resolve(); } });
  });
  const stop = async () => {
    if (child.exitCode !== null) return;
    const exited = new Promise((r) => child.once('exit', r));
    child.kill('SIGTERM');
    await Promise.race([exited, sleep(10_000)]);
    if (child.exitCode === null) child.kill('SIGKILL');
  };
  const cpu = () => new Promise((resolve) => {
    child.once('message', (m) => resolve(m));
    child.send('cpu');
  });
  return { port, stop, cpu };
}

const CODE_BYTES = Buffer.from('"code":');
const UPDATE_PREFIX = Buffer.from('{"op":"update","ts":');

class Clients {
  constructor(n) {
    this.n = n;
    this.sockets = [];
    this.reset();
  }

  reset() {
    this.measuring = false;
    this.frames = 0;
    this.items = 0;
    this.frameTs = Array.from({ length: this.n }, () => []);
    this.delays = [];
    this.frameNo = 0;
  }

  async connect(url, subscription) {
    const open = async (i) => {
      // The clients only count and sample frames: skip UTF-8 validation so they stay the lighter side.
      const ws = new WebSocket(url, { perMessageDeflate: false, skipUTF8Validation: true });
      ws.on('error', () => {});
      ws.on('message', (data) => this.onFrame(i, data));
      await new Promise((res, rej) => { ws.once('open', res); ws.once('error', rej); });
      ws.send(JSON.stringify(subscription(i)));
      this.sockets[i] = ws;
    };
    for (let i = 0; i < this.n; i += 50) await Promise.all(Array.from({ length: Math.min(50, this.n - i) }, (_, k) => open(i + k)));
  }

  resubscribe(messages) {
    this.sockets.forEach((ws, i) => { for (const m of messages(i)) ws.send(JSON.stringify(m)); });
  }

  onFrame(i, data) {
    if (!this.measuring || data.compare(UPDATE_PREFIX, 0, UPDATE_PREFIX.length, 0, UPDATE_PREFIX.length) !== 0) return;
    const now = Date.now();
    this.frames++;
    let count = 0;
    for (let at = data.indexOf(CODE_BYTES); at !== -1; at = data.indexOf(CODE_BYTES, at + 7)) count++;
    this.items += count;
    const ts = Number(data.toString('latin1', UPDATE_PREFIX.length, UPDATE_PREFIX.length + 13));
    this.frameTs[i].push(ts);
    if (this.sampleDelays && this.frameNo++ % 4 === 0) {
      for (const item of JSON.parse(data.toString()).tickers) this.delays.push(now - item.ts);
    }
  }

  close() {
    for (const ws of this.sockets) ws.terminate();
    this.sockets = [];
  }

  /** The most frames any client received within one second (by the server's send times). */
  maxFramesPerSecond() {
    let max = 0;
    for (const ts of this.frameTs) {
      for (let a = 0, b = 0; b < ts.length; b++) {
        while (ts[b] - ts[a] >= 1000) a++;
        max = Math.max(max, b - a + 1);
      }
    }
    return max;
  }
}

async function window(clients, seconds, server) {
  clients.reset();
  const c0 = await server.cpu();
  clients.measuring = true;
  const t0 = performance.now();
  await sleep(seconds * 1000);
  clients.measuring = false;
  const elapsed = (performance.now() - t0) / 1000;
  const c1 = await server.cpu();
  const cpu = (c1.cpu.user - c0.cpu.user + c1.cpu.system - c0.cpu.system) / 1000 / (c1.at - c0.at);
  return { elapsed, cpu };
}

const pct = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;

async function main() {
  const N = Number(opts.clients);
  const SECONDS = Number(opts.seconds);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'quotes-ws-bench-'));
  const cleanups = [async () => fs.rmSync(dir, { recursive: true, force: true })];
  const cleanup = async () => { while (cleanups.length) await cleanups.pop()().catch(() => {}); };
  for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => void cleanup().then(() => process.exit(130)));
  let missed = false;
  const result = { clients: N, instruments: INSTRUMENTS, perClient: PER_CLIENT, seconds: SECONDS, cpus: os.cpus().length };
  try {
    const server = await startRole('server', ['--dir', dir]);
    cleanups.push(server.stop);
    const clients = new Clients(N);
    cleanups.push(async () => clients.close());
    const codesOf = (i) => Array.from({ length: PER_CLIENT }, (_, k) => codeOf((i * PER_CLIENT + k) % INSTRUMENTS));
    await clients.connect(`ws://127.0.0.1:${server.port}/ws`, (i) => ({ op: 'sub', ch: 'ticker', codes: codesOf(i) }));
    console.log(`${N} clients x ${PER_CLIENT} products, ${INSTRUMENTS} simulated instruments at 10 ticks/s, ${os.cpus().length} CPUs, ${SECONDS} s windows\n`);
    await sleep(3000);

    clients.sampleDelays = true;
    const a = await window(clients, SECONDS, server);
    const delays = Float64Array.from(clients.delays).sort();
    const scenario = {
      framesPerClientPerSecond: clients.frames / N / a.elapsed,
      maxFramesPerClientInOneSecond: clients.maxFramesPerSecond(),
      delayP50: pct(delays, 50),
      delayP99: pct(delays, 99),
      delaySamples: delays.length,
      deliveredPerSecond: clients.items / a.elapsed,
      demandedPerSecond: N * PER_CLIENT * 10,
      serverCpu: a.cpu,
    };
    result.scenario = scenario;
    const okFrames = scenario.maxFramesPerClientInOneSecond <= 10;
    const okP50 = scenario.delayP50 <= 100;
    const okP99 = scenario.delayP99 <= 250;
    console.log('Phase 1: 50 products per client');
    console.log(`  frames per client per second   ${scenario.framesPerClientPerSecond.toFixed(2)} mean, ${scenario.maxFramesPerClientInOneSecond} at most in any second (target <= 10) ${okFrames ? 'ok' : 'MISSED'}`);
    console.log(`  tick-to-client delay           p50 ${scenario.delayP50} ms (target <= 100) ${okP50 ? 'ok' : 'MISSED'}, p99 ${scenario.delayP99} ms (target <= 250) ${okP99 ? 'ok' : 'MISSED'}  (${delays.length} samples)`);
    console.log(`  quote messages delivered       ${Math.round(scenario.deliveredPerSecond)}/s of at most ${scenario.demandedPerSecond}/s after coalescing; server CPU ${(scenario.serverCpu * 100).toFixed(0)} %`);

    clients.sampleDelays = false;
    clients.resubscribe(() => [{ op: 'unsub', ch: 'ticker' }]);
    const bare = await startRole('bare');
    cleanups.push(bare.stop);
    const bareClients = new Clients(N);
    cleanups.push(async () => bareClients.close());
    await bareClients.connect(`ws://127.0.0.1:${bare.port}/`, () => ({ op: 'unsub' }));
    const saturate = async (cl, srv, on, off) => {
      cl.resubscribe(() => on);
      await sleep(2000);
      const w = await window(cl, Math.max(3, SECONDS / 2), srv);
      cl.resubscribe(() => off);
      await sleep(1000);
      return { deliveredPerSecond: cl.items / w.elapsed, framesPerSecond: cl.frames / w.elapsed, serverCpu: w.cpu };
    };
    const rounds = [];
    for (let r = 0; r < Number(opts.rounds); r++) {
      const ours = await saturate(clients, server, [{ op: 'sub', ch: 'ticker', productType: 2 }], [{ op: 'unsub', ch: 'ticker' }]);
      const bareRound = await saturate(bareClients, bare, [{ op: 'sub' }], [{ op: 'unsub' }]);
      rounds.push({ ours, bare: bareRound, ratio: ours.deliveredPerSecond / bareRound.deliveredPerSecond });
    }
    clients.close();
    bareClients.close();
    await server.stop();
    await bare.stop();
    const mid = [...rounds].sort((x, y) => x.ratio - y.ratio)[Math.floor(rounds.length / 2)];
    const { ours, bare: baseline, ratio } = mid;
    const okRatio = ratio >= 0.5;
    result.saturation = { median: mid, rounds };
    console.log(`\nPhase 2: saturation, every client subscribed to all 500 products (${rounds.length} alternating rounds, median shown)`);
    console.log(`  quote hub         ${Math.round(ours.deliveredPerSecond)} messages/s in ${Math.round(ours.framesPerSecond)} frames/s, server CPU ${(ours.serverCpu * 100).toFixed(0)} %`);
    console.log(`  bare ws broadcast ${Math.round(baseline.deliveredPerSecond)} messages/s in ${Math.round(baseline.framesPerSecond)} frames/s, server CPU ${(baseline.serverCpu * 100).toFixed(0)} %`);
    console.log(`  ratio             ${(ratio * 100).toFixed(1)} % (target >= 50 %) ${okRatio ? 'ok' : 'MISSED'}; rounds ${rounds.map((x) => `${(x.ratio * 100).toFixed(0)} %`).join(', ')}`);
    missed = !(okFrames && okP50 && okP99 && okRatio);
    const outDir = path.join(ROOT, '.test-results/bench');
    fs.mkdirSync(outDir, { recursive: true });
    fs.writeFileSync(path.join(outDir, 'quotes-ws.json'), `${JSON.stringify(result, null, 2)}\n`);
    console.log(`\n${missed ? 'MISSED a target' : 'All targets met'} (details in .test-results/bench/quotes-ws.json)`);
  } catch (err) {
    console.error(err);
    missed = true;
  } finally {
    await cleanup();
  }
  process.exit(missed ? 1 : 0);
}

if (opts.role === 'server') await serverRole();
else if (opts.role === 'bare') await bareRole();
else await main();
