import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import WebSocket, { WebSocketServer } from 'ws';
import { QuoteSocket, type SocketLike } from './quote-socket';
import { liveDetails, liveQuotes } from './quote-store';
import type { Candle, TickerInfo } from './types';

/**
 * A server speaking the `/ws` protocol of the quotes module: it answers subscriptions with
 * snapshots, records what each connection asked for, and lets a test push updates or drop
 * connections.
 */
class StreamServer {
  readonly wss = new WebSocketServer({ port: 0, host: '127.0.0.1' });
  readonly received: Record<string, unknown>[][] = [];
  readonly sockets: WebSocket[] = [];
  price = '100.00';
  silent = false;
  /** Detail snapshots' data by code; null for a product of which no price is known yet. */
  details: Record<string, TickerInfo | null> = {};

  constructor() {
    this.wss.on('connection', (ws) => {
      const log: Record<string, unknown>[] = [];
      this.received.push(log);
      this.sockets.push(ws);
      ws.send(JSON.stringify({ op: 'welcome', ts: Date.now(), heartbeatMs: 25000, minFrameMs: 100 }));
      ws.on('message', (data) => {
        const msg = JSON.parse(String(data)) as Record<string, unknown>;
        log.push(msg);
        if (this.silent) return;
        if (msg.op === 'ping') ws.send(JSON.stringify({ op: 'pong', ts: Date.now() }));
        if (msg.op === 'sub' && msg.ch === 'ticker') {
          const tickers = (msg.codes as string[]).map((code) => ({ code, p: this.price, cr: '0.10', cp: '0.10', ta: '1.00', ts: 1, mo: 1, st: 0 }));
          ws.send(JSON.stringify({ op: 'snapshot', ch: 'ticker', tickers }));
        }
        if (msg.op === 'sub' && msg.ch === 'detail') {
          ws.send(JSON.stringify({ op: 'snapshot', ch: 'detail', code: msg.code, data: this.details[msg.code as string] ?? null }));
        }
        if (msg.op === 'sub' && msg.ch === 'kline') {
          ws.send(JSON.stringify({ op: 'snapshot', ch: 'kline', code: msg.code, interval: msg.interval, candles: [candle(1000, '1')] }));
        }
      });
    });
  }

  get url() {
    return `ws://127.0.0.1:${(this.wss.address() as AddressInfo).port}`;
  }

  last(): WebSocket {
    return this.sockets[this.sockets.length - 1] as WebSocket;
  }

  async close() {
    for (const s of this.sockets) s.terminate();
    await new Promise((r) => this.wss.close(r));
  }
}

const candle = (t: number, c: string): Candle => ({ t, o: '1', h: c, l: '1', c, v: '1', vw: '1' });

async function until(check: () => boolean, ms = 5000) {
  const end = performance.now() + ms;
  while (!check()) {
    if (performance.now() > end) throw new Error('condition not met in time');
    await sleep(10);
  }
}

const subs = (log: Record<string, unknown>[] | undefined, op: string, ch: string) => (log ?? []).filter((m) => m.op === op && m.ch === ch);

describe('quote socket', () => {
  let server: StreamServer;
  let client: QuoteSocket;
  const make = (opts: Partial<ConstructorParameters<typeof QuoteSocket>[0]> = {}) =>
    new QuoteSocket({
      url: () => server.url,
      createSocket: (url) => new WebSocket(url) as unknown as SocketLike,
      flushGapMs: 30,
      initialBackoffMs: 50,
      maxBackoffMs: 200,
      ...opts,
    });

  beforeEach(async () => {
    server = new StreamServer();
    if (!server.wss.address()) await new Promise((r) => server.wss.once('listening', r));
  });
  afterEach(async () => {
    client?.dispose();
    await server.close();
  });

  it('opens one connection and sends the codes of every view in one subscription', async () => {
    client = make();
    const a = client.subscribeTickers(['S:A1', 'S:A2']);
    const b = client.subscribeTickers(['S:A2', 'S:A3']);
    await until(() => subs(server.received[0], 'sub', 'ticker').length > 0);
    await sleep(80);
    expect(server.received).toHaveLength(1);
    const codes = subs(server.received[0], 'sub', 'ticker').flatMap((m) => m.codes as string[]);
    expect(codes.sort()).toEqual(['S:A1', 'S:A2', 'S:A3']);
    await until(() => liveQuotes.get('S:A3')?.price === '100.00');
    a();
    b();
  });

  it('keeps subscribing at its pace when the phone clock is set back', async () => {
    client = make();
    const a = client.subscribeTickers(['S:K1']);
    await until(() => subs(server.received[0], 'sub', 'ticker').length > 0);
    // The clock is corrected three hours back: the next subscription still leaves at once.
    const real = Date.now();
    const clock = vi.spyOn(Date, 'now').mockReturnValue(real - 3 * 3600_000);
    try {
      const b = client.subscribeTickers(['S:K2']);
      await until(() => subs(server.received[0], 'sub', 'ticker').length > 1, 2000);
      expect(subs(server.received[0], 'sub', 'ticker')[1]?.codes).toEqual(['S:K2']);
      b();
    } finally {
      clock.mockRestore();
    }
    a();
  });

  it('unsubscribes a code only when no view shows it any more', async () => {
    client = make();
    const a = client.subscribeTickers(['S:B1']);
    const b = client.subscribeTickers(['S:B1', 'S:B2']);
    await until(() => subs(server.received[0], 'sub', 'ticker').length > 0);
    b();
    await until(() => subs(server.received[0], 'unsub', 'ticker').length > 0);
    expect(subs(server.received[0], 'unsub', 'ticker').flatMap((m) => m.codes as string[])).toEqual(['S:B2']);
    a();
    await until(() => subs(server.received[0], 'unsub', 'ticker').length > 1);
    expect(subs(server.received[0], 'unsub', 'ticker')[1]?.codes).toEqual(['S:B1']);
  });

  it('takes a detail snapshot without data (no price known yet) as no quote, and the next one with data as the quote', async () => {
    client = make();
    const info = (nowPrice: string): TickerInfo => ({
      nowPrice,
      changeRate: '0.50',
      changePrice: '0.50',
      tradeAmount: '10.00',
      day: { t: 0, o: '1', c: nowPrice, h: nowPrice, l: '1', v: '1', vw: '1' },
      min: { t: 0, o: '1', c: nowPrice, h: nowPrice, l: '1', v: '1', vw: '1' },
      prevDay: { t: 0, o: '1', c: '1', h: '1', l: '1', v: '1', vw: '1' },
      tradingDay: '2026-11-27',
      source: 'polygon',
      ts: 5,
      marketOpen: true,
      stale: false,
      nextOpen: null,
    });
    server.details['S:E2'] = info('12.00');
    const releaseNone = client.subscribeDetail('S:E1');
    const releasePriced = client.subscribeDetail('S:E2');
    await until(() => liveDetails.get('S:E2')?.nowPrice === '12.00');
    await until(() => subs(server.received[0], 'sub', 'detail').length === 2);
    await sleep(50);
    expect(liveDetails.get('S:E1')).toBeUndefined();
    expect(liveQuotes.get('S:E1')).toBeUndefined();
    expect(liveQuotes.get('S:E2')?.price).toBe('12.00');
    // Its feed delivers; after a reconnect the snapshot carries the quote.
    server.details['S:E1'] = info('7.00');
    server.last().terminate();
    await until(() => liveDetails.get('S:E1')?.nowPrice === '7.00');
    expect(liveQuotes.get('S:E1')?.price).toBe('7.00');
    releaseNone();
    releasePriced();
  });

  it('reconnects after the connection drops, subscribes again and takes the fresh snapshot', async () => {
    client = make();
    const release = client.subscribeTickers(['S:C1']);
    await until(() => liveQuotes.get('S:C1')?.price === '100.00');
    expect(client.state.getState()).toMatchObject({ status: 'open', epoch: 1 });
    server.price = '90.00';
    server.last().terminate();
    await until(() => client.state.getState().epoch === 2);
    await until(() => liveQuotes.get('S:C1')?.price === '90.00');
    expect(subs(server.received[1], 'sub', 'ticker').flatMap((m) => m.codes as string[])).toEqual(['S:C1']);
    // A snapshot does not flash: the value is fresh, not a move.
    expect(liveQuotes.get('S:C1')?.move).toBe(0);
    release();
  });

  it('sends heartbeats and drops a connection that has gone silent', async () => {
    client = make({ pingMs: 40, silenceMs: 200 });
    const release = client.subscribeTickers(['S:D1']);
    await until(() => (server.received[0] ?? []).some((m) => m.op === 'ping'));
    server.silent = true;
    // The client counts a connection when its own socket opens, which may come after the
    // server has seen it: wait for the client's count, then check the server saw both.
    await until(() => client.state.getState().epoch >= 2, 10_000);
    expect(server.received.length).toBeGreaterThanOrEqual(2);
    release();
  });

  it('pings a quiet connection and keeps it while the server answers', async () => {
    client = make({ pingMs: 40, silenceMs: 100 });
    const release = client.subscribeTickers(['S:D2']);
    await until(() => client.state.getState().status === 'open');
    await sleep(500);
    // Several pings went out (the connection was quiet) and each was answered: still the first connection.
    expect((server.received[0] ?? []).filter((m) => m.op === 'ping').length).toBeGreaterThan(3);
    expect(client.state.getState()).toMatchObject({ status: 'open', epoch: 1 });
    expect(server.received).toHaveLength(1);
    release();
  });

  it('notices a dead connection within seconds with the default heartbeat', async () => {
    client = make();
    const release = client.subscribeTickers(['S:D3']);
    await until(() => client.state.getState().status === 'open');
    // The network goes without a close: no frame reaches the client any more.
    server.silent = true;
    const since = Date.now();
    await until(() => client.state.getState().status === 'reconnecting', 8000);
    expect(Date.now() - since).toBeLessThan(7000);
    release();
  });

  it('drops the connection when the browser goes offline and reconnects at once when it is back', async () => {
    client = make({ initialBackoffMs: 60_000, maxBackoffMs: 60_000 });
    const release = client.subscribeTickers(['S:G1']);
    await until(() => client.state.getState().status === 'open');
    client.networkLost();
    expect(client.state.getState().status).toBe('reconnecting');
    await until(() => server.last().readyState === WebSocket.CLOSED);
    server.price = '80.00';
    // The backoff is a minute here: only `networkBack` can reconnect this fast.
    client.networkBack();
    await until(() => client.state.getState().epoch === 2);
    await until(() => liveQuotes.get('S:G1')?.price === '80.00');
    release();
  });

  it('passes live candles of a chart to its listener, snapshot first', async () => {
    client = make();
    const seen: { candles: Candle[]; snapshot: boolean }[] = [];
    const release = client.subscribeKline('S:E1', 60, (candles, snapshot) => seen.push({ candles, snapshot }));
    await until(() => seen.length === 1);
    expect(seen[0]?.snapshot).toBe(true);
    server.last().send(
      JSON.stringify({ op: 'update', ts: 1, klines: [{ code: 'S:E1', interval: 60, candle: candle(61000, '3') }, { code: 'S:E1', interval: 60, candle: candle(1000, '2') }] }),
    );
    await until(() => seen.length === 2);
    expect(seen[1]).toEqual({ snapshot: false, candles: [candle(1000, '2'), candle(61000, '3')] });
    release();
    await until(() => subs(server.received[0], 'unsub', 'kline').length === 1);
  });

  it('closes the connection a while after the last view leaves', async () => {
    client = make({ idleCloseMs: 50 });
    const release = client.subscribeTickers(['S:F1']);
    await until(() => client.state.getState().status === 'open');
    release();
    await until(() => client.state.getState().status === 'idle');
    await until(() => server.last().readyState === WebSocket.CLOSED);
  });
});
