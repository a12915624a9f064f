import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { WebSocketServer, type WebSocket } from 'ws';
import { openDatabase, type Database } from '../src/db/database.ts';
import { migrate } from '../src/db/migrate.ts';
import { BinanceSource } from '../src/market/binance.ts';
import { FeedSocket } from '../src/market/feed-socket.ts';
import { PolygonSource } from '../src/market/polygon.ts';
import { manualMarket, quietLog, type ManualMarket } from './market-helpers.ts';

/**
 * The Polygon.io and Binance adapters fed with recorded messages by local servers on
 * 127.0.0.1: mapping into tickerInfo and candles, stale quotes while the feed is down,
 * reconnection with exponential backoff.
 */
const FIXTURES = path.join(import.meta.dirname, 'fixtures/feeds');
const fixture = (name: string): unknown => JSON.parse(fs.readFileSync(path.join(FIXTURES, name), 'utf8'));
const NOW = Date.parse('2025-11-21T16:30:05Z');

async function until(check: () => boolean, what: string, timeoutMs = 5000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 10));
  }
}

/** A local stand-in for a provider: HTTP for REST, WebSocket on the same port. */
class FeedServer {
  server!: http.Server;
  wss!: WebSocketServer;
  port = 0;
  connections = 0;
  sockets = new Set<WebSocket>();
  received: { path: string; msg: string }[] = [];
  requests: string[] = [];
  constructor(
    private readonly onConnect: (ws: WebSocket, path: string) => void,
    private readonly rest: (url: URL) => unknown = () => ({}),
  ) {}

  async start(port = 0): Promise<void> {
    this.server = http.createServer((req, res) => {
      const url = new URL(req.url ?? '/', 'http://127.0.0.1');
      this.requests.push(url.pathname + url.search);
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify(this.rest(url)));
    });
    this.wss = new WebSocketServer({ server: this.server });
    this.wss.on('connection', (ws, req) => {
      this.connections++;
      this.sockets.add(ws);
      ws.on('close', () => this.sockets.delete(ws));
      const p = req.url ?? '/';
      ws.on('message', (m) => this.received.push({ path: p, msg: m.toString() }));
      this.onConnect(ws, p);
    });
    await new Promise<void>((r) => this.server.listen(port, '127.0.0.1', r));
    this.port = (this.server.address() as AddressInfo).port;
  }

  /** Drops every connection and stops listening, as a provider outage would. */
  async kill(): Promise<void> {
    for (const ws of this.sockets) ws.terminate();
    this.wss.close();
    await new Promise<void>((r) => this.server.close(() => r()));
  }
}

let database: Database;
beforeAll(async () => {
  database = await openDatabase({ dataDir: 'memory://' });
  await migrate(database);
});
afterAll(async () => { await database.close(); });

describe('Polygon.io adapter', () => {
  const frames: Record<string, unknown[][]> = {
    '/stocks': fixture('polygon-ws-stocks.json') as unknown[][],
    '/crypto': fixture('polygon-ws-crypto.json') as unknown[][],
    '/forex': fixture('polygon-ws-forex.json') as unknown[][],
  };
  const snapshots: Record<string, unknown> = {
    '/v2/snapshot/locale/us/markets/stocks/tickers': fixture('polygon-snapshot-stocks.json'),
    '/v2/snapshot/locale/global/markets/crypto/tickers': fixture('polygon-snapshot-crypto.json'),
    '/v2/snapshot/locale/global/markets/forex/tickers': fixture('polygon-snapshot-forex.json'),
  };
  let server: FeedServer;
  let m: ManualMarket;
  const clusterOf = new Map<WebSocket, string>();

  beforeAll(async () => {
    server = new FeedServer((ws, p) => {
      clusterOf.set(ws, p);
      ws.send(JSON.stringify(frames[p]![0]));
      ws.on('message', (raw) => {
        const msg = JSON.parse(raw.toString()) as { action: string; params: string };
        if (msg.action === 'auth') {
          ws.send(JSON.stringify(msg.params === 'test-key' ? frames[p]![1] : [{ ev: 'status', status: 'auth_failed', message: 'authentication failed' }]));
        }
      });
    }, (url) => (url.pathname.startsWith('/v2/aggs/ticker/AAPL/range/1/day/') ? fixture('polygon-aggs-aapl-day.json') : snapshots[url.pathname] ?? { status: 'NOT_FOUND' }));
    await server.start();
    m = await manualMarket({
      database,
      codes: ['AAPL', 'MSFT', 'X:BTCUSD', 'X:ETHUSD', 'C:EURUSD', 'F:ES'],
      start: NOW,
      feeds: [new PolygonSource({ apiKey: 'test-key', restBase: `http://127.0.0.1:${server.port}`, wsBase: `ws://127.0.0.1:${server.port}`, initialBackoffMs: 50, maxBackoffMs: 400 })],
    });
  });
  afterAll(async () => {
    await m.market.stop();
    await server.kill().catch(() => {});
  });

  const sendRecorded = (cluster: string) => {
    for (const [ws, p] of clusterOf) if (p === cluster && ws.readyState === ws.OPEN) for (const f of frames[cluster]!.slice(2)) ws.send(JSON.stringify(f));
  };

  it('authenticates, subscribes to per-second aggregates with the socket spelling of pairs, and reads the snapshot', async () => {
    await until(() => m.market.state('AAPL')!.info().day?.v === '41203552', 'the stocks snapshot');
    await until(() => m.market.state('C:EURUSD')!.info().day !== null && m.market.state('X:BTCUSD')!.info().day !== null, 'the other snapshots');
    const subs = server.received.filter((r) => r.msg.includes('subscribe')).map((r) => [r.path, JSON.parse(r.msg).params]);
    expect(subs).toEqual(expect.arrayContaining([
      ['/stocks', 'A.AAPL,A.MSFT'],
      ['/crypto', 'XAS.BTC-USD,XAS.ETH-USD'],
      ['/forex', 'CAS.EUR-USD'],
    ]));
    expect(server.received.filter((r) => r.msg.includes('"auth"')).every((r) => JSON.parse(r.msg).params === 'test-key')).toBe(true);
    expect(server.requests.some((u) => u.includes('tickers=X%3ABTCUSD%2CX%3AETHUSD'))).toBe(true);

    const aapl = m.market.state('AAPL')!.info();
    expect(aapl).toMatchObject({
      nowPrice: '230.63', source: 'polygon', stale: false, marketOpen: true, tradingDay: '2025-11-21',
      day: { o: '228.90', h: '231.60', l: '228.31', c: '230.62', v: '41203552', vw: '230.11' },
      min: { t: 1763742540000, o: '230.55', h: '230.66', l: '230.50', c: '230.62', v: '90211', vw: '230.59' },
      prevDay: { o: '229.10', h: '230.20', l: '227.50', c: '228.76', v: '50311214', vw: '228.99' },
      changePrice: '1.87', changeRate: '0.82',
    });
    expect(m.market.state('MSFT')!.info()).toMatchObject({ nowPrice: '506.48', changePrice: '-3.12', changeRate: '-0.61' });
    expect(m.market.state('C:EURUSD')!.info()).toMatchObject({ nowPrice: '1.15830', day: { o: '1.15510', v: '187234' }, prevDay: { c: '1.15510' } });
    // Futures are not on this feed: simulated and labelled so.
    expect(m.market.state('F:ES')!.info().source).toBe('simulated');
  });

  it('maps live aggregates into the quote and the candles', async () => {
    sendRecorded('/stocks');
    sendRecorded('/crypto');
    sendRecorded('/forex');
    await until(() => m.market.state('AAPL')!.info().nowPrice === '230.70', 'the AAPL aggregates');
    await until(() => m.market.state('C:EURUSD')!.info().nowPrice === '1.15834', 'the EUR/USD aggregate');
    await until(() => m.market.state('X:BTCUSD')!.info().nowPrice === '95125.10', 'the BTC-USD aggregate');
    const aapl = m.market.state('AAPL')!;
    expect(aapl.info()).toMatchObject({
      day: { o: '228.90', h: '231.75', c: '230.70', v: '41205552' },
      changePrice: '1.94', changeRate: '0.85',
    });
    expect(aapl.book.open[60]).toMatchObject({ t: 1763742600000, o: 23062, h: 23175, l: 23062, c: 23070, v: 2000 });
    expect(aapl.lastClosed[1]).toMatchObject({ t: 1763742600000, o: 23062, c: 23064, v: 1200 });
    expect(m.market.state('X:BTCUSD')!.info().day!.v).toBe('12011.77341');
  });

  it('loads chart history from the aggregates API, days keyed by trading date', async () => {
    const days = await m.market.candles('AAPL', 86400, { from: 0, to: Number.MAX_SAFE_INTEGER, limit: 100 });
    const call = server.requests.find((u) => u.startsWith('/v2/aggs/ticker/AAPL/range/1/day/'))!;
    expect(call).toMatch(/adjusted=true&sort=asc&limit=50000&apiKey=test-key$/);
    expect(days.map((b) => new Date(b.t).toISOString().slice(0, 10))).toEqual(['2025-11-19', '2025-11-20', '2025-11-21']);
    expect(days[1]).toMatchObject({ o: 22910, h: 23020, l: 22750, c: 22876, v: 50311214 });
    // The day in progress is the live candle, not the API's.
    expect(days[2]).toMatchObject({ h: 23175, v: 41205552 - 41203552 });
  });

  it('marks its quotes stale while the feed is down and recovers after reconnecting', async () => {
    const port = server.port;
    await server.kill();
    await until(() => ['AAPL', 'X:BTCUSD', 'C:EURUSD'].every((c) => m.market.state(c)!.info().stale), 'stale quotes');
    expect(m.market.state('F:ES')!.info().stale).toBe(false);
    const before = server.connections;
    await server.start(port);
    await until(() => server.connections >= before + 3, 'reconnection', 8000);
    await until(() => ['AAPL', 'X:BTCUSD', 'C:EURUSD'].every((c) => !m.market.state(c)!.info().stale), 'fresh quotes after the snapshot');
  });

  it('keeps its quotes stale while only the snapshots come through, the live connection down', async () => {
    const rest = new FeedServer(() => {}, (url) => snapshots[url.pathname] ?? { status: 'NOT_FOUND' });
    await rest.start();
    // Nothing listens on port 9: every live connection is refused.
    const source = new PolygonSource({ apiKey: 'test-key', restBase: `http://127.0.0.1:${rest.port}`, wsBase: 'ws://127.0.0.1:9', initialBackoffMs: 50, maxBackoffMs: 400, snapshotEveryMs: 100 });
    const down = await manualMarket({ database, codes: ['AAPL'], start: NOW, feeds: [source] });
    try {
      await until(() => rest.requests.filter((u) => u.startsWith('/v2/snapshot/')).length >= 3 && down.market.state('AAPL')!.info().nowPrice === '230.63', 'three snapshots');
      expect(down.market.state('AAPL')!.info()).toMatchObject({ nowPrice: '230.63', stale: true });
    } finally {
      await down.market.stop();
      await rest.kill();
    }
  });
});

describe('Binance adapter', () => {
  const frames = fixture('binance-stream.json') as unknown[];
  let server: FeedServer;
  let m: ManualMarket;
  const paths: string[] = [];

  beforeAll(async () => {
    server = new FeedServer((ws, p) => {
      paths.push(p);
      ws.send('not json at all');
      for (const f of frames) ws.send(JSON.stringify(f));
    }, (url) => (url.pathname === '/api/v3/klines' ? fixture('binance-klines-1h.json') : []));
    await server.start();
    m = await manualMarket({
      database,
      codes: ['X:BTCUSD', 'X:ETHUSD', 'AAPL'],
      start: NOW,
      feeds: [new BinanceSource({ wsBase: `ws://127.0.0.1:${server.port}`, restBase: `http://127.0.0.1:${server.port}`, initialBackoffMs: 50, maxBackoffMs: 400 })],
    });
  });
  afterAll(async () => {
    await m.market.stop();
    await server.kill().catch(() => {});
  });

  it('subscribes to the 24 h ticker and 1 s klines of the USDT markets and maps them', async () => {
    await until(() => m.market.state('X:BTCUSD')!.info().nowPrice === '95120.00', 'the BTCUSDT frames');
    await until(() => m.market.state('X:ETHUSD')!.info().nowPrice === '3181.50', 'the ETHUSDT ticker');
    expect(paths[0]).toBe('/stream?streams=btcusdt@ticker/btcusdt@kline_1s/ethusdt@ticker/ethusdt@kline_1s');
    const btc = m.market.state('X:BTCUSD')!;
    expect(btc.info()).toMatchObject({
      source: 'binance', stale: false, marketOpen: true,
      day: { t: 1763656200123, o: '93600.01', h: '95500.00', l: '92800.00', c: '95123.11', v: '21543.12345', vw: '94201.33' },
      prevDay: { t: null, o: null, h: null, l: null, c: '93600.01', v: null, vw: null },
      tradeAmount: '2029390881.34',
      changePrice: '1519.99', changeRate: '1.62',
    });
    expect(m.market.state('X:ETHUSD')!.info()).toMatchObject({ changePrice: '-41.25', changeRate: '-1.28' });
    expect(btc.book.open[60]).toMatchObject({ t: 1763742600000, o: 9512311, h: 9512500, l: 9511980, c: 9512000, v: 63210 });
    expect(btc.lastClosed[1]).toMatchObject({ t: 1763742600000, c: 9512450, v: 53210 });
    expect(m.market.state('AAPL')!.info().source).toBe('simulated');
  });

  it('loads chart history from the klines API', async () => {
    const hours = await m.market.candles('X:BTCUSD', 3600, { from: 0, to: Number.MAX_SAFE_INTEGER, limit: 100 });
    const call = new URL(server.requests.find((u) => u.startsWith('/api/v3/klines'))!, 'http://x');
    expect(Object.fromEntries(call.searchParams)).toMatchObject({ symbol: 'BTCUSDT', interval: '1h', limit: '1000', endTime: String(NOW - 1) });
    expect(Number(call.searchParams.get('startTime'))).toBe(NOW - 366 * 86_400_000);
    expect(hours.map((b) => new Date(b.t).toISOString().slice(11, 16))).toEqual(['13:00', '14:00', '15:00', '16:00']);
    expect(hours[0]).toMatchObject({ o: 9480000, h: 9501010, l: 9470000, c: 9495055, v: 81212345, q: 770123451234568n });
    // 16:00 is still open: the live candle from the stream, not the API's.
    expect(hours[3]).toMatchObject({ o: 9512311, v: 63210 });
  });

  it('leaves out malformed bars and tickers: no negative, zero or inverted prices, no zero previous close', async () => {
    const btc = m.market.state('X:BTCUSD')!;
    const before = btc.info();
    const t = 1763742605000;
    const kline = (k: Record<string, string>, dt: number) => ({
      stream: 'btcusdt@kline_1s',
      data: { e: 'kline', E: t + dt + 900, s: 'BTCUSDT', k: { t: t + dt, T: t + dt + 999, s: 'BTCUSDT', i: '1s', o: '95120.00', h: '95130.00', l: '95110.00', c: '95125.00', v: '0.10000', q: '9512.50000', ...k } },
    });
    const frames = [
      kline({ h: '95000.00', l: '97000.00' }, 0), // high below low
      kline({ o: '-5.00', h: '-5.00', l: '-5.00', c: '-5.00' }, 1000),
      kline({ o: '0.00', h: '0.00', l: '0.00', c: '0.00' }, 2000),
      { stream: 'btcusdt@ticker', data: { e: '24hrTicker', E: t + 3000, s: 'BTCUSDT', O: t - 86_400_000, o: '0.00000000', h: '96000.00', l: '0.00', c: '95125.00', v: '1.00000', q: '95125.00000' } },
      kline({ c: '95126.00', h: '95130.00' }, 4000), // well formed: the marker that everything before was read
    ];
    for (const ws of server.sockets) for (const f of frames) ws.send(JSON.stringify(f));
    await until(() => btc.info().nowPrice === '95126.00', 'the well-formed kline');
    const after = btc.info();
    expect(after.prevDay).toEqual(before.prevDay);
    expect(after.day).toEqual(before.day);
    expect(after.changePrice).toBe('1525.99'); // against 93,600.01, the last good previous close
    for (const i of [1, 60, 3600, 86400] as const) {
      const b = btc.book.open[i]!;
      expect(b.l, `interval ${i}`).toBeGreaterThan(0);
      expect(b.l).toBeLessThanOrEqual(Math.min(b.o, b.c));
      expect(b.h).toBeGreaterThanOrEqual(Math.max(b.o, b.c));
    }
  });

  it('survives a dropped feed: stale at once, reconnected with backoff, fresh again', async () => {
    const port = server.port;
    await server.kill();
    await until(() => m.market.state('X:BTCUSD')!.info().stale && m.market.state('X:ETHUSD')!.info().stale, 'stale quotes');
    await new Promise((r) => setTimeout(r, 300));
    expect(m.market.state('X:BTCUSD')!.info().stale).toBe(true);
    await server.start(port);
    await until(() => server.connections === 2, 'reconnection', 8000);
    await until(() => !m.market.state('X:BTCUSD')!.info().stale, 'fresh quotes');
  });
});

describe('feed reconnection', () => {
  it('waits exponentially longer after each failed attempt, up to the cap', async () => {
    const attempts: number[] = [];
    const server = http.createServer();
    const wss = new WebSocketServer({ server, verifyClient: () => { attempts.push(Date.now()); return false; } });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    const port = (server.address() as AddressInfo).port;
    let downs = 0;
    const socket = new FeedSocket({
      name: 'test', url: `ws://127.0.0.1:${port}/`, log: quietLog, initialBackoffMs: 40, maxBackoffMs: 320,
      onOpen() {}, onMessage() {}, onDown: () => { downs++; },
    });
    socket.start();
    // The server counts an attempt when it refuses it; the client reports it down a moment later.
    await until(() => downs >= 6, 'six failed attempts reported', 8000);
    socket.stop();
    wss.close();
    await new Promise((r) => server.close(r));
    const gaps = attempts.slice(1).map((t, i) => t - attempts[i]!);
    // 40, 80, 160, 320, 320 ms with +-20 % jitter, plus connection time. Timers never fire
    // early, so the lower bounds are exact; the upper bounds leave room for a loaded machine
    // (the exact schedule is checked below without timers).
    for (const [i, base] of [40, 80, 160, 320, 320].entries()) {
      expect(gaps[i]).toBeGreaterThanOrEqual(base * 0.8 - 5);
      expect(gaps[i]).toBeLessThan(base * 1.2 + 600);
    }
    // One report per refused attempt, none without one.
    expect(downs).toBeLessThanOrEqual(attempts.length);
  });

  /** A provider that answers each connection with `onConnect`; the times of the connections. */
  async function provider(onConnect: (ws: WebSocket) => void) {
    const times: number[] = [];
    const server = http.createServer();
    const wss = new WebSocketServer({ server });
    wss.on('connection', (ws) => {
      times.push(Date.now());
      onConnect(ws);
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    const url = `ws://127.0.0.1:${(server.address() as AddressInfo).port}/`;
    const close = async () => {
      for (const c of wss.clients) c.terminate();
      wss.close();
      await new Promise((r) => server.close(r));
    };
    return { times, url, close };
  }

  it('backs off from a provider that greets and drops every connection: status messages are not data', async () => {
    const p = await provider((ws) => {
      ws.send(JSON.stringify([{ ev: 'status', status: 'connected' }]));
      setTimeout(() => ws.close(), 20);
    });
    const socket = new FeedSocket({
      name: 'test', url: p.url, log: quietLog, initialBackoffMs: 40, maxBackoffMs: 320,
      onOpen() {}, onMessage() {}, onDown() {},
    });
    socket.start();
    await until(() => p.times.length >= 5, 'five connections', 8000);
    socket.stop();
    await p.close();
    const gaps = p.times.slice(1).map((t, i) => t - p.times[i]!);
    for (const [i, base] of [40, 80, 160, 320].entries()) expect(gaps[i]).toBeGreaterThanOrEqual(base * 0.8 + 15);
  });

  it('starts the backoff again once data flows', async () => {
    let n = 0;
    const p = await provider((ws) => {
      n++;
      // The third connection brings data before it drops.
      if (n === 3) ws.send('data');
      setTimeout(() => ws.close(), 20);
    });
    const socket = new FeedSocket({
      name: 'test', url: p.url, log: quietLog, initialBackoffMs: 200, maxBackoffMs: 4000,
      onOpen() {}, onMessage(text, _send, feed) { if (text === 'data') feed.data(); }, onDown() {},
    });
    socket.start();
    await until(() => p.times.length >= 5, 'five connections', 10_000);
    socket.stop();
    await p.close();
    const gaps = p.times.slice(1).map((t, i) => t - p.times[i]!);
    // 200, 400, then from 200 again after the data (not 800), then 400. Timers never fire
    // early, so the lower bounds are exact; the reset is told from the 800 it replaces with
    // room for a loaded machine (a gap is the delay, the provider's 20 ms and a reconnect).
    expect(gaps[1]).toBeGreaterThanOrEqual(400 * 0.8);
    expect(gaps[2]).toBeGreaterThanOrEqual(200 * 0.8);
    expect(gaps[2]).toBeLessThan(800 * 0.8);
    expect(gaps[3]).toBeGreaterThanOrEqual(400 * 0.8);
  });

  it('after a refused authentication waits the longest delay before asking again', async () => {
    const p = await provider((ws) => {
      ws.send(JSON.stringify([{ ev: 'status', status: 'connected' }]));
      // Polygon answers a bad key and keeps the connection open.
      ws.on('message', () => ws.send(JSON.stringify([{ ev: 'status', status: 'auth_failed', message: 'authentication failed' }])));
    });
    const source = new PolygonSource({ apiKey: 'wrong-key', restBase: 'http://127.0.0.1:9', wsBase: p.url.replace(/\/$/, ''), initialBackoffMs: 20, maxBackoffMs: 600 });
    const m = await manualMarket({ database, codes: ['AAPL'], start: NOW, feeds: [source] });
    await until(() => p.times.length >= 2, 'a second connection', 8000);
    await m.market.stop();
    await p.close();
    expect(p.times[1]! - p.times[0]!).toBeGreaterThanOrEqual(600 * 0.8);
    expect(m.market.state('AAPL')!.info().stale).toBe(true);
  });

  it('drops a connection that sends no data while data is expected, and reconnects', async () => {
    const p = await provider(() => {});
    let downs = 0;
    let expect_ = true;
    const socket = new FeedSocket({
      name: 'test', url: p.url, log: quietLog, initialBackoffMs: 40, maxBackoffMs: 320, silenceMs: 200, expectData: () => expect_,
      onOpen() {}, onMessage() {}, onDown: () => { downs++; },
    });
    socket.start();
    await until(() => p.times.length >= 2 && downs >= 1, 'the silent connection dropped and opened again', 8000);
    // A closed market: silence is expected, the connection stays.
    expect_ = false;
    const count = p.times.length;
    await until(() => socket.connected, 'connected', 8000);
    await new Promise((r) => setTimeout(r, 600));
    expect(p.times.length).toBe(count);
    socket.stop();
    await p.close();
  });

  it('schedules initial x 2 per failed attempt, capped, with at most 20 % jitter either way', () => {
    const socket = new FeedSocket({
      name: 'test', url: 'ws://127.0.0.1:9/', log: quietLog, initialBackoffMs: 40, maxBackoffMs: 320,
      onOpen() {}, onMessage() {}, onDown() {},
    });
    const at = (attempts: number, random: number) => {
      (socket as unknown as { attempts: number }).attempts = attempts;
      const spy = vi.spyOn(Math, 'random').mockReturnValue(random);
      try {
        return socket.nextDelay();
      } finally {
        spy.mockRestore();
      }
    };
    const bases = [40, 80, 160, 320, 320, 320, 320];
    bases.forEach((base, attempts) => {
      expect(at(attempts, 0.5), `attempt ${attempts}`).toBe(base);
      expect(at(attempts, 0), `attempt ${attempts}, least jitter`).toBe(Math.round(base * 0.8));
      expect(at(attempts, 0.999999), `attempt ${attempts}, most jitter`).toBe(Math.round(base * 1.2));
    });
    expect(at(1000, 0.5)).toBe(320);
  });
});
