import { EventEmitter } from 'node:events';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import type { MarketSource } from '../src/market/market-source.ts';
import { productPageJson } from '../src/modules/quotes/quotes.service.ts';
import { WatchListCache } from '../src/modules/quotes/watch-list-cache.ts';
import { HUB_LIMITS, QuoteHub } from '../src/modules/quotes/quotes.ws.ts';
import { clientAddress } from '../src/modules/quotes/stream-upgrade.ts';
import { call, createTestContext, type TestContext } from './helpers.ts';
import { manualMarket } from './market-helpers.ts';

/** The quote stream at /ws on a real listening server (127.0.0.1, random port). */
interface Frame {
  op: string;
  ch?: string;
  msg?: string;
  params?: Record<string, unknown>;
  id?: unknown;
  ts?: number;
  tickers?: { code: string; p: string; cr: string; cp: string; ta: string; ts: number; mo: number; st: number }[];
  details?: { code: string; data: { nowPrice: string; day: unknown } }[];
  klines?: { code: string; interval: number; candle: { t: number; o: string; h: string; l: string; c: string; v: string } }[];
  candles?: { t: number; o: string; c: string }[];
  data?: Record<string, unknown>;
}

class Client {
  frames: { at: number; f: Frame }[] = [];
  private constructor(readonly ws: WebSocket) {
    ws.on('message', (d) => this.frames.push({ at: Date.now(), f: JSON.parse(d.toString()) as Frame }));
  }
  static async open(url: string): Promise<Client> {
    const ws = new WebSocket(url);
    const c = new Client(ws);
    await new Promise((res, rej) => { ws.once('open', res); ws.once('error', rej); });
    return c;
  }
  send(msg: unknown) {
    this.ws.send(typeof msg === 'string' ? msg : JSON.stringify(msg));
  }
  async next(pred: (f: Frame) => boolean, timeoutMs = 3000): Promise<Frame> {
    const end = Date.now() + timeoutMs;
    for (;;) {
      const hit = this.frames.find((x) => pred(x.f));
      if (hit) {
        this.frames.splice(this.frames.indexOf(hit), 1);
        return hit.f;
      }
      if (Date.now() > end) throw new Error(`no matching frame; got ${JSON.stringify(this.frames.map((x) => x.f.op))}`);
      await new Promise((r) => setTimeout(r, 10));
    }
  }
  updates() {
    return this.frames.filter((x) => x.f.op === 'update');
  }
  close() {
    this.ws.close();
  }
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('quote stream', () => {
  let t: TestContext;
  let url: string;
  beforeAll(async () => {
    t = await createTestContext();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    url = `ws://127.0.0.1:${(t.app.server.address() as AddressInfo).port}/ws`;
  });
  afterAll(async () => { await t.close(); });

  it('greets, answers a subscription with a snapshot, then streams updates of those products only', async () => {
    const c = await Client.open(url);
    const welcome = await c.next((f) => f.op === 'welcome');
    expect(welcome).toMatchObject({ heartbeatMs: 25000, minFrameMs: 100 });
    c.send({ op: 'sub', ch: 'ticker', codes: ['X:BTCUSD', 'X:ETHUSD'], id: 'a1' });
    const snap = await c.next((f) => f.op === 'snapshot');
    expect(snap).toMatchObject({ ch: 'ticker', id: 'a1' });
    expect(snap.tickers!.map((x) => x.code)).toEqual(['X:BTCUSD', 'X:ETHUSD']);
    const btc = snap.tickers![0]!;
    expect(btc.p).toMatch(/^\d+\.\d{2}$/);
    expect(btc.cr).toMatch(/^-?\d+\.\d{2}$/);
    expect(btc).toMatchObject({ mo: 1, st: 0 });
    await sleep(600);
    const codes = new Set(c.updates().flatMap((u) => u.f.tickers!.map((x) => x.code)));
    expect(codes).toEqual(new Set(['X:BTCUSD', 'X:ETHUSD']));
    const last = c.updates().at(-1)!.f.tickers!.find((x) => x.code === 'X:BTCUSD');
    expect(last!.ts).toBeGreaterThan(btc.ts);
    c.close();
  });

  it('coalesces updates into at most 10 frames a second, one entry per product per frame', async () => {
    const c = await Client.open(url);
    c.send({ op: 'sub', ch: 'ticker', productType: 2 });
    const snap = await c.next((f) => f.op === 'snapshot');
    expect(snap.tickers).toHaveLength(20);
    // A product also named explicitly still comes once per frame.
    c.send({ op: 'sub', ch: 'ticker', codes: ['X:BTCUSD', 'AAPL'] });
    await c.next((f) => f.op === 'snapshot');
    c.frames.length = 0;
    await sleep(2000);
    const updates = c.updates();
    expect(updates.length).toBeGreaterThanOrEqual(12);
    expect(updates.length).toBeLessThanOrEqual(21);
    for (let i = 1; i < updates.length; i++) expect(updates[i]!.f.ts! - updates[i - 1]!.f.ts!).toBeGreaterThanOrEqual(100);
    for (const u of updates) {
      const codes = u.f.tickers!.map((x) => x.code);
      expect(new Set(codes).size).toBe(codes.length);
    }
    // 20 products tick 10 times a second: a frame carries many of them at once.
    expect(updates.reduce((s, u) => s + u.f.tickers!.length, 0) / updates.length).toBeGreaterThan(10);
    c.send({ op: 'unsub', ch: 'ticker', productType: 2 });
    await c.next((f) => f.op === 'unsubscribed');
    await sleep(250);
    c.frames.length = 0;
    await sleep(400);
    const left = new Set(c.updates().flatMap((u) => u.f.tickers!.map((x) => x.code)));
    expect(left).toEqual(new Set(['X:BTCUSD', 'AAPL'].filter((code) => left.has(code))));
    expect(left.has('X:BTCUSD')).toBe(true);
    c.send({ op: 'unsub', ch: 'ticker' });
    await c.next((f) => f.op === 'unsubscribed');
    await sleep(250);
    c.frames.length = 0;
    await sleep(400);
    expect(c.updates()).toEqual([]);
    c.close();
  });

  it('answers a subscription to hour and day candles with the last closed candle too, right after a start', async () => {
    // No hour or day has closed since this server started: the last closed one comes from storage.
    for (const interval of [3600, 86400]) {
      const c = await Client.open(url);
      c.send({ op: 'sub', ch: 'kline', code: 'X:ETHUSD', interval, id: `k${interval}` });
      const kl = await c.next((f) => f.op === 'snapshot' && f.ch === 'kline', 20_000);
      expect(kl).toMatchObject({ code: 'X:ETHUSD', interval, id: `k${interval}` });
      expect(kl.candles).toHaveLength(2);
      const [closed, open] = kl.candles!;
      expect(open!.t - closed!.t).toBe(interval * 1000);
      const history = await call<{ t: number; o: string; c: string }>(t.app, { url: '/api/kline/list', query: { productCode: 'X:ETHUSD', interval: String(interval), limit: '2' } });
      expect(history.body.rows!.find((r) => r.t === closed!.t)).toMatchObject({ t: closed!.t, o: closed!.o, c: closed!.c });
      c.close();
    }
  }, 60_000);

  it('streams the full tickerInfo of one product and its live candles', async () => {
    const c = await Client.open(url);
    c.send({ op: 'sub', ch: 'detail', code: 'X:BTCUSD' });
    const detail = await c.next((f) => f.op === 'snapshot' && f.ch === 'detail');
    expect(detail.data).toMatchObject({ source: 'simulated', marketOpen: true });
    expect(Object.keys(detail.data!)).toEqual(expect.arrayContaining(['nowPrice', 'changeRate', 'changePrice', 'tradeAmount', 'day', 'min', 'prevDay']));
    c.send({ op: 'sub', ch: 'kline', code: 'X:BTCUSD', interval: 1 });
    const kl = await c.next((f) => f.op === 'snapshot' && f.ch === 'kline');
    expect(kl).toMatchObject({ code: 'X:BTCUSD', interval: 1 });
    expect(kl.candles!.length).toBeGreaterThanOrEqual(1);
    const upd = await c.next((f) => f.op === 'update' && Boolean(f.klines?.length) && Boolean(f.details?.length));
    const k = upd.klines![0]!;
    expect(k).toMatchObject({ code: 'X:BTCUSD', interval: 1 });
    expect(Number(k.candle.l)).toBeLessThanOrEqual(Math.min(Number(k.candle.o), Number(k.candle.c)));
    expect(k.candle.t % 1000).toBe(0);
    expect(upd.details![0]!.code).toBe('X:BTCUSD');
    c.close();
  });

  it('answers bad messages with an error frame and keeps the connection', async () => {
    const c = await Client.open(url);
    await c.next((f) => f.op === 'welcome');
    const cases: [unknown, string][] = [
      ['this is not json', 'quotes.ws_bad_frame'],
      [[1, 2, 3], 'quotes.ws_bad_frame'],
      [{ op: 'dance' }, 'quotes.ws_unknown_op'],
      [{ op: 'sub', ch: 'news' }, 'quotes.ws_unknown_channel'],
      [{ op: 'sub', ch: 'ticker' }, 'quotes.ws_bad_frame'],
      [{ op: 'sub', ch: 'ticker', codes: 'X:BTCUSD' }, 'quotes.ws_bad_frame'],
      [{ op: 'sub', ch: 'ticker', productType: 9 }, 'quotes.ws_unknown_product_type'],
      [{ op: 'sub', ch: 'ticker', codes: ['NOPE'] }, 'quotes.ws_unknown_product'],
      [{ op: 'sub', ch: 'kline', code: 'X:BTCUSD', interval: 5 }, 'quotes.interval_invalid'],
      [{ op: 'sub', ch: 'detail', code: 'NOPE' }, 'quotes.ws_unknown_product'],
    ];
    for (const [msg, key] of cases) {
      c.send(msg);
      const err = await c.next((f) => f.op === 'error');
      expect(err.msg, JSON.stringify(msg)).toBe(key);
      await sleep(60);
    }
    c.ws.send(Buffer.from([1, 2, 3]), { binary: true });
    expect((await c.next((f) => f.op === 'error')).msg).toBe('quotes.ws_bad_frame');
    for (const code of ['X:BTCUSD', 'X:ETHUSD', 'X:XRPUSD', 'X:SOLUSD', 'X:BNBUSD', 'X:DOGEUSD', 'X:ADAUSD', 'X:TRXUSD', 'X:LINKUSD']) {
      c.send({ op: 'sub', ch: 'kline', code, interval: 60 });
      await sleep(60);
    }
    const limit = await c.next((f) => f.op === 'error');
    expect(limit).toMatchObject({ msg: 'quotes.ws_too_many_subscriptions', params: { max: 8 } });
    // More ticker codes in one message than a connection may hold: the limit, not a bad frame.
    c.send({ op: 'sub', ch: 'ticker', codes: Array.from({ length: 201 }, (_, i) => `X:Q${i}USD`), id: 'many' });
    expect(await c.next((f) => f.op === 'error' && f.id === 'many')).toMatchObject({ msg: 'quotes.ws_too_many_subscriptions', params: { max: 200 } });
    await sleep(60);
    c.send({ op: 'ping', id: 7 });
    expect(await c.next((f) => f.op === 'pong')).toMatchObject({ id: 7 });
    c.close();
    expect((await call(t.app, { url: '/api/health' })).status).toBe(200);
  });

  it('slows down and finally drops a client that floods it', async () => {
    const c = await Client.open(url);
    await c.next((f) => f.op === 'welcome');
    for (let i = 0; i < 30; i++) c.send({ op: 'ping' });
    await c.next((f) => f.op === 'error' && f.msg === 'quotes.ws_rate_limited');
    const closed = new Promise<number>((r) => c.ws.once('close', (code) => r(code)));
    for (let i = 0; i < 120; i++) c.send({ op: 'ping' });
    expect(await closed).toBe(1008);
  });

  it('cuts a client whose unread answers pile up past the cap, rather than holding them for ever', () => {
    const hub = new QuoteHub(t.app.quotes.market, t.app.quotes.catalog, t.app.log, { ...HUB_LIMITS, maxBufferedBytes: 5_000 });
    // A socket whose peer reads nothing: every byte sent stays buffered.
    const socket = Object.assign(new EventEmitter(), {
      OPEN: 1,
      readyState: 1,
      bufferedAmount: 0,
      terminated: false,
      send(m: string) {
        this.bufferedAmount += m.length;
      },
      terminate() {
        this.terminated = true;
        this.readyState = 3;
      },
      ping() {},
      close() {},
    });
    hub.attach(socket as unknown as WebSocket);
    expect(hub.clientCount).toBe(1);
    const ask = Buffer.from(JSON.stringify({ op: 'sub', ch: 'ticker', productType: 2 }));
    for (let i = 0; i < 10 && !socket.terminated; i++) socket.emit('message', ask, false);
    expect(socket.terminated).toBe(true);
    expect(hub.clientCount).toBe(0);
    // Each answer went out until the backlog passed the cap; none after.
    expect(socket.bufferedAmount).toBeGreaterThan(5_000);
    expect(socket.bufferedAmount).toBeLessThan(5_000 + 10_000);
  });

  it('counts a code asked for twice once, and names an unknown product type', async () => {
    const c = await Client.open(url);
    await c.next((f) => f.op === 'welcome');
    c.send({ op: 'sub', ch: 'ticker', codes: Array.from({ length: 200 }, () => 'MSFT'), id: 'dup' });
    const snap = await c.next((f) => f.id === 'dup');
    expect(snap.op).toBe('snapshot');
    expect(snap.tickers!.map((x) => x.code)).toEqual(['MSFT']);
    c.send({ op: 'sub', ch: 'ticker', productType: 9, id: 'type' });
    expect(await c.next((f) => f.id === 'type')).toMatchObject({ op: 'error', msg: 'quotes.ws_unknown_product_type', params: { productType: 9 } });
    c.close();
  });

  it('gives a reconnecting client a fresh snapshot of the current quotes', async () => {
    const a = await Client.open(url);
    a.send({ op: 'sub', ch: 'ticker', codes: ['X:SOLUSD'] });
    const first = (await a.next((f) => f.op === 'snapshot')).tickers![0]!;
    a.ws.terminate();
    await sleep(500);
    const b = await Client.open(url);
    b.send({ op: 'sub', ch: 'ticker', codes: ['X:SOLUSD'] });
    const again = (await b.next((f) => f.op === 'snapshot')).tickers![0]!;
    expect(again.ts).toBeGreaterThan(first.ts);
    const current = JSON.parse(t.app.quotes.market.state('X:SOLUSD')!.compactJson()) as { ts: number };
    expect(current.ts - again.ts).toBeLessThan(1000);
    b.close();
  });

  it('takes the handshake at /ws only, refuses other paths, and closes open streams with "going away" when the app closes', async () => {
    const refused = await new Promise<string>((resolve) => {
      const ws = new WebSocket(url.replace(/\/ws$/, '/api/product/detail?productCode=X%3ABTCUSD'));
      ws.once('open', () => resolve('opened'));
      ws.once('error', (err) => resolve(err.message));
    });
    expect(refused).toMatch(/Unexpected server response: 404/);
    const slash = await Client.open(`${url}/?x=1`);
    expect(await slash.next((f) => f.op === 'welcome')).toMatchObject({ op: 'welcome' });
    slash.close();
    // Without an upgrade, /ws is not an HTTP call.
    expect((await call(t.app, { url: '/ws' })).status).toBe(404);

    const other = await createTestContext();
    try {
      await other.app.listen({ port: 0, host: '127.0.0.1' });
      const c = await Client.open(`ws://127.0.0.1:${(other.app.server.address() as AddressInfo).port}/ws`);
      await c.next((f) => f.op === 'welcome');
      const closed = new Promise<number>((r) => c.ws.once('close', (code: number) => r(code)));
      await other.app.close();
      // A close frame saying the server is going away, not a dropped line (1006).
      expect(await closed).toBe(1001);
    } finally {
      await other.close();
    }
  });
});

describe('a product whose feed has sent nothing yet', () => {
  let t: TestContext;
  beforeAll(async () => { t = await createTestContext(); });
  afterAll(async () => { await t.close(); });

  it('has no quote in the lists and on the stream, never a price of zero', async () => {
    // A real feed for AAPL that has not delivered (down, or refusing the key); the simulator
    // serves the rest.
    const silent: MarketSource = { name: 'polygon', supports: (inst) => inst.code === 'AAPL', start() {}, stop() {} };
    const m = await manualMarket({ database: t.database, codes: ['AAPL', 'X:BTCUSD'], start: '2025-11-21T16:30:05Z', feeds: [silent] });
    try {
      const catalog = t.app.quotes.catalog;
      const products = ['AAPL', 'X:BTCUSD'].map((code) => catalog.byCode(code)!);
      const page = JSON.parse(
        productPageJson({ db: t.database.db, market: m.market, catalog, watchLists: new WatchListCache() }, products, { pageNum: 1, pageSize: 10 }, 'en', null),
      ) as { rows: { productCode: string; tickerInfo: { nowPrice: string; source: string } | null }[] };
      expect(page.rows.map((r) => [r.productCode, r.tickerInfo === null])).toEqual([['AAPL', true], ['X:BTCUSD', false]]);
      expect(Number(page.rows[1]!.tickerInfo!.nowPrice)).toBeGreaterThan(0);

      const hub = new QuoteHub(m.market, catalog, t.app.log);
      const sent: Frame[] = [];
      const socket = Object.assign(new EventEmitter(), {
        OPEN: 1,
        readyState: 1,
        bufferedAmount: 0,
        send: (msg: string) => sent.push(JSON.parse(msg) as Frame),
        terminate() {},
        ping() {},
        close() {},
      });
      hub.attach(socket as unknown as WebSocket);
      const ask = (msg: unknown) => socket.emit('message', Buffer.from(JSON.stringify(msg)), false);
      ask({ op: 'sub', ch: 'ticker', codes: ['AAPL', 'X:BTCUSD'] });
      const tickers = sent.find((f) => f.op === 'snapshot' && f.ch === 'ticker');
      expect(tickers?.tickers?.map((x) => x.code)).toEqual(['X:BTCUSD']);
      ask({ op: 'sub', ch: 'detail', code: 'AAPL' });
      ask({ op: 'sub', ch: 'detail', code: 'X:BTCUSD' });
      const details = sent.filter((f) => f.op === 'snapshot' && f.ch === 'detail') as (Frame & { code: string })[];
      expect(details.map((f) => [f.code, f.data === null])).toEqual([['AAPL', true], ['X:BTCUSD', false]]);
      hub.stop();
    } finally {
      await m.market.stop();
    }
  });
});

describe('quote stream connections per address', () => {
  let t: TestContext;
  let url: string;
  beforeAll(async () => {
    t = await createTestContext({ WS_CONNECTIONS_PER_ADDRESS: 2 });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    url = `ws://127.0.0.1:${(t.app.server.address() as AddressInfo).port}/ws`;
  });
  afterAll(async () => { await t.close(); });

  /** The handshake's refusal: its status and body, or 'opened'. */
  const attempt = (headers: Record<string, string> = {}) =>
    new Promise<{ status: number; body: string } | 'opened'>((resolve, reject) => {
      const ws = new WebSocket(url, { headers });
      ws.once('open', () => { ws.close(); resolve('opened'); });
      ws.once('unexpected-response', (_req, res) => {
        let body = '';
        res.on('data', (c: Buffer) => (body += c.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      });
      ws.once('error', (e) => { if (!String(e.message).includes('Unexpected server response')) reject(e); });
    });

  it('refuses one address more than its connections at once, with the reason, and takes it again once one closes', async () => {
    const a = await Client.open(url);
    const b = await Client.open(url);
    await a.next((f) => f.op === 'welcome');
    // A header the client writes itself is no other address (no proxy is trusted here).
    const refused = await attempt({ 'x-forwarded-for': '203.0.113.9' });
    expect(refused).toMatchObject({ status: 429 });
    expect(JSON.parse((refused as { body: string }).body)).toEqual({ code: 500, msg: 'quotes.ws_too_many_connections', params: { max: 2 } });
    // The open ones still stream.
    a.send({ op: 'ping' });
    expect(await a.next((f) => f.op === 'pong')).toMatchObject({ op: 'pong' });
    b.close();
    await sleep(100);
    expect(await attempt()).toBe('opened');
    await sleep(100);
    // Refused and closed handshakes left nothing counted: two open again at once.
    const c = await Client.open(url);
    expect(await attempt()).toMatchObject({ status: 429 });
    a.close();
    c.close();
  });

  it('takes the client\'s address behind trusted proxies as the HTTP routes do', () => {
    const req = (remote: string, forwarded?: string) => ({ socket: { remoteAddress: remote }, headers: forwarded ? { 'x-forwarded-for': forwarded } : {} }) as never;
    expect(clientAddress(req('127.0.0.1'), 0)).toBe('127.0.0.1');
    expect(clientAddress(req('127.0.0.1', '198.51.100.7'), 0)).toBe('127.0.0.1');
    expect(clientAddress(req('10.0.0.2', '198.51.100.7'), 1)).toBe('198.51.100.7');
    // A client's own entry in front of the proxy's is not believed.
    expect(clientAddress(req('10.0.0.2', '203.0.113.9, 198.51.100.7'), 1)).toBe('198.51.100.7');
    expect(clientAddress(req('10.0.0.2', '198.51.100.7, 10.0.0.1'), 2)).toBe('198.51.100.7');
    // Fewer entries than trusted hops: the farthest one known.
    expect(clientAddress(req('10.0.0.2'), 2)).toBe('10.0.0.2');
  });
});
