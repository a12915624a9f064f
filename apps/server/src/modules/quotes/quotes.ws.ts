import type { FastifyBaseLogger } from 'fastify';
import type WebSocket from 'ws';
import type { MarketBatch, MarketService } from '../../market/market-service.ts';
import { candleJson } from '../../market/wire.ts';
import type { ProductCatalog } from './product-catalog.ts';
import { TypeFeed } from './type-feed.ts';
import { readClientMessage, type RequestId } from './ws-messages.ts';

/**
 * The quote stream at `/ws` (protocol in README.md). Updates are pushed into per-client
 * pending maps keyed by product (a newer quote replaces an unsent older one) and sent as one
 * frame per client at most every `minFrameMs`. Every quote is serialized once per change,
 * whatever the number of subscribers. A client whose socket buffer is full is skipped until
 * it drains: it then gets the latest values, never a backlog.
 */
export interface HubLimits {
  maxCodes: number;
  maxKlines: number;
  maxDetails: number;
  maxCodesPerMessage: number;
  minFrameMs: number;
  heartbeatMs: number;
  highWaterBytes: number;
  /**
   * Bytes waiting for a client beyond which it is cut: one that stops reading but keeps asking
   * (each request answered with a snapshot) would otherwise hold an ever larger backlog here.
   */
  maxBufferedBytes: number;
  maxMessagesPerSecond: number;
}

export const HUB_LIMITS: HubLimits = {
  maxCodes: 200,
  maxKlines: 8,
  maxDetails: 8,
  maxCodesPerMessage: 200,
  minFrameMs: 100,
  heartbeatMs: 25_000,
  highWaterBytes: 512 * 1024,
  maxBufferedBytes: 2 * 1024 * 1024,
  maxMessagesPerSecond: 20,
};

interface Client {
  socket: WebSocket;
  codes: Set<string>;
  types: Set<number>;
  /** Per subscribed product type: the last batch of its feed this client was sent. */
  typeSeq: Map<number, number>;
  details: Set<string>;
  klines: Map<string, () => void>;
  /** Latest unsent quote per product, as `,{...}` bytes shared by every subscriber. */
  pendingTickers: Map<string, Buffer>;
  pendingDetails: Map<string, string>;
  pendingKlines: Map<string, string>;
  lastSent: number;
  timer: NodeJS.Timeout | null;
  alive: boolean;
  closed: boolean;
  windowStart: number;
  messages: number;
}

/** Adds the request's `id` to a reply when the request had one. */
const withId = (id: RequestId | undefined) => <T extends object>(m: T) => (id !== undefined ? { ...m, id } : m);
const TICKERS_OPEN = Buffer.from(',"tickers":[');
const ARRAY_CLOSE = Buffer.from(']');

function addTo<K>(index: Map<K, Set<Client>>, key: K, c: Client) {
  let set = index.get(key);
  if (!set) index.set(key, (set = new Set()));
  set.add(c);
}
function removeFrom<K>(index: Map<K, Set<Client>>, key: K, c: Client) {
  const set = index.get(key);
  if (!set) return;
  set.delete(c);
  if (set.size === 0) index.delete(key);
}

export class QuoteHub {
  private readonly clients = new Set<Client>();
  private readonly byCode = new Map<string, Set<Client>>();
  private readonly byType = new Map<number, Set<Client>>();
  private readonly detailByCode = new Map<string, Set<Client>>();
  private readonly klineByKey = new Map<string, Set<Client>>();
  private readonly dirty = new Set<Client>();
  private readonly typeOf = new Map<string, number>();
  private readonly codesOfType = new Map<number, string[]>();
  private readonly feeds = new Map<number, TypeFeed>();
  private heartbeat: NodeJS.Timeout | null = null;
  private release: (() => void) | null = null;

  constructor(
    private readonly market: MarketService,
    catalog: ProductCatalog,
    private readonly log: Pick<FastifyBaseLogger, 'debug' | 'error'>,
    private readonly limits: HubLimits = HUB_LIMITS,
  ) {
    // A hidden product is unknown to the stream, as to every customer call.
    for (const p of catalog.products) {
      if (!p.isVisible) continue;
      this.typeOf.set(p.code, p.type);
      this.codesOfType.set(p.type, [...(this.codesOfType.get(p.type) ?? []), p.code]);
    }
    for (const [type, codes] of this.codesOfType) {
      this.feeds.set(type, new TypeFeed(codes, (code) => this.pricedState(code)?.compactItemBytes()));
    }
  }

  /**
   * The product's market state once a price of it is known. Until then (a feed that has sent
   * nothing yet) the stream sends no quote of it: a snapshot leaves it out, and a detail
   * snapshot's data is null.
   */
  private pricedState(code: string) {
    const state = this.market.state(code);
    return state?.priced ? state : undefined;
  }

  get clientCount(): number {
    return this.clients.size;
  }

  start(): void {
    this.release = this.market.onBatch((batch) => this.onBatch(batch));
    this.heartbeat = setInterval(() => this.beat(), this.limits.heartbeatMs);
    this.heartbeat.unref();
  }

  stop(): void {
    this.release?.();
    if (this.heartbeat) clearInterval(this.heartbeat);
    for (const c of [...this.clients]) {
      c.socket.terminate();
      this.detach(c);
    }
  }

  attach(socket: WebSocket): void {
    const c: Client = {
      socket, codes: new Set(), types: new Set(), typeSeq: new Map(), details: new Set(), klines: new Map(),
      pendingTickers: new Map(), pendingDetails: new Map(), pendingKlines: new Map(),
      lastSent: 0, timer: null, alive: true, closed: false, windowStart: 0, messages: 0,
    };
    this.clients.add(c);
    socket.on('message', (data, isBinary) => {
      try {
        this.onMessage(c, isBinary ? null : data.toString());
      } catch (err) {
        this.log.error({ err }, 'quote stream message failed');
        this.error(c, 'quotes.ws_bad_frame');
      }
    });
    socket.on('pong', () => { c.alive = true; });
    socket.on('close', () => this.detach(c));
    socket.on('error', (err) => this.log.debug({ err }, 'quote stream socket error'));
    this.send(c, { op: 'welcome', ts: Date.now(), heartbeatMs: this.limits.heartbeatMs, minFrameMs: this.limits.minFrameMs });
  }

  private detach(c: Client): void {
    if (c.closed) return;
    c.closed = true;
    if (c.timer) clearTimeout(c.timer);
    for (const code of c.codes) removeFrom(this.byCode, code, c);
    for (const t of c.types) removeFrom(this.byType, t, c);
    for (const code of c.details) removeFrom(this.detailByCode, code, c);
    for (const [key, release] of c.klines) {
      removeFrom(this.klineByKey, key, c);
      release();
    }
    this.dirty.delete(c);
    this.clients.delete(c);
  }

  private send(c: Client, msg: object | string): void {
    if (c.closed || c.socket.readyState !== c.socket.OPEN) return;
    // Updates wait while a client's buffer is above the high-water mark (flush); answers do
    // not, so a client that asks without reading is cut once its backlog passes the cap. A
    // close frame would wait behind that backlog: the connection is dropped.
    if (c.socket.bufferedAmount > this.limits.maxBufferedBytes) {
      c.socket.terminate();
      this.detach(c);
      return;
    }
    c.socket.send(typeof msg === 'string' ? msg : JSON.stringify(msg));
  }

  private error(c: Client, msg: string, params?: Record<string, string | number>, id?: unknown): void {
    this.send(c, { op: 'error', msg, ...(params ? { params } : {}), ...(id !== undefined ? { id } : {}) });
  }

  private onMessage(c: Client, text: string | null): void {
    c.alive = true;
    const now = Date.now();
    if (now - c.windowStart >= 1000) {
      c.windowStart = now;
      c.messages = 0;
    }
    c.messages++;
    if (c.messages > this.limits.maxMessagesPerSecond * 5) {
      c.socket.close(1008, 'rate');
      return;
    }
    if (c.messages > this.limits.maxMessagesPerSecond) return this.error(c, 'quotes.ws_rate_limited');
    const msg = readClientMessage(text, this.limits.maxCodesPerMessage);
    if ('error' in msg) return this.error(c, msg.error, msg.params, msg.id);
    if (msg.op === 'pong') return;
    if (msg.op === 'ping') return this.send(c, withId(msg.id)({ op: 'pong', ts: now }));
    const { id } = msg;
    const reply = withId(id);
    const unknown = (code: string) => this.error(c, 'quotes.ws_unknown_product', { code: code.slice(0, 32) }, id);
    const tooMany = (max: number) => this.error(c, 'quotes.ws_too_many_subscriptions', { max }, id);
    const sub = msg.op === 'sub';
    switch (msg.ch) {
      case 'ticker':
        return sub ? this.subscribeTickers(c, msg.codes ?? [], msg.productType, id) : this.unsubscribeTickers(c, msg.codes, msg.productType, id);
      case 'detail': {
        const { code } = msg;
        if (!sub) {
          c.details.delete(code);
          removeFrom(this.detailByCode, code, c);
          c.pendingDetails.delete(code);
          return this.send(c, reply({ op: 'unsubscribed', ch: 'detail', code }));
        }
        const state = this.market.state(code);
        if (!state || !this.typeOf.has(code)) return unknown(code);
        if (!c.details.has(code) && c.details.size >= this.limits.maxDetails) return tooMany(this.limits.maxDetails);
        c.details.add(code);
        addTo(this.detailByCode, code, c);
        return this.send(c, `${JSON.stringify(reply({ op: 'snapshot', ch: 'detail', code })).slice(0, -1)},"data":${state.priced ? state.infoJson() : 'null'}}`);
      }
      case 'kline': {
        const { code, interval } = msg;
        const key = `${code}|${interval}`;
        if (!sub) {
          c.klines.get(key)?.();
          c.klines.delete(key);
          removeFrom(this.klineByKey, key, c);
          for (const k of [...c.pendingKlines.keys()]) if (k.startsWith(`${key}|`)) c.pendingKlines.delete(k);
          return this.send(c, reply({ op: 'unsubscribed', ch: 'kline', code, interval }));
        }
        const state = this.market.state(code);
        if (!state || !this.typeOf.has(code)) return unknown(code);
        if (!c.klines.has(key)) {
          if (c.klines.size >= this.limits.maxKlines) return tooMany(this.limits.maxKlines);
          c.klines.set(key, this.market.watchCandles(code, interval));
          addTo(this.klineByKey, key, c);
        }
        const snapshot = () => {
          // Unsubscribed (or gone) while the last closed candle was read: nothing to answer.
          if (!c.klines.has(key)) return;
          const bars = [state.lastClosed[interval], state.book.open[interval]].filter((b) => b !== undefined && b !== null);
          this.send(c, reply({ op: 'snapshot', ch: 'kline', code, interval, candles: bars.map((b) => candleJson(state.inst, b)) }));
        };
        if (state.lastClosed[interval]) return snapshot();
        // None closed since the server started: read it from storage first (a failure leaves
        // the snapshot with the open candle alone, as the history call would report it).
        void this.market.loadLastClosed(code, interval).then(snapshot, snapshot);
        return;
      }
    }
  }

  private subscribeTickers(c: Client, codes: string[], type: number | undefined, id: RequestId | undefined): void {
    if (type !== undefined && !this.codesOfType.has(type)) return this.error(c, 'quotes.ws_unknown_product_type', { productType: type }, id);
    const known = [...new Set(codes.filter((code) => this.typeOf.has(code)))];
    const added = known.filter((code) => !c.codes.has(code));
    if (c.codes.size + added.length > this.limits.maxCodes) {
      return this.error(c, 'quotes.ws_too_many_subscriptions', { max: this.limits.maxCodes }, id);
    }
    for (const code of added) {
      c.codes.add(code);
      addTo(this.byCode, code, c);
    }
    const snapshotCodes = [...known];
    if (type !== undefined) {
      c.types.add(type);
      c.typeSeq.set(type, this.feeds.get(type)!.seq);
      addTo(this.byType, type, c);
      snapshotCodes.push(...(this.codesOfType.get(type) ?? []));
    }
    const missing = codes.find((code) => !this.typeOf.has(code));
    if (missing !== undefined) this.error(c, 'quotes.ws_unknown_product', { code: missing }, id);
    const items = [...new Set(snapshotCodes)].map((code) => this.pricedState(code)?.compactJson()).filter(Boolean);
    this.send(c, `${JSON.stringify(withId(id)({ op: 'snapshot', ch: 'ticker' })).slice(0, -1)},"tickers":[${items.join(',')}]}`);
  }

  private unsubscribeTickers(c: Client, codes: string[] | undefined, type: number | undefined, id: RequestId | undefined): void {
    const all = codes === undefined && type === undefined;
    for (const code of all ? [...c.codes] : (codes ?? [])) {
      c.codes.delete(code);
      removeFrom(this.byCode, code, c);
      c.pendingTickers.delete(code);
    }
    for (const t of all ? [...c.types] : type !== undefined ? [type] : []) {
      c.types.delete(t);
      c.typeSeq.delete(t);
      removeFrom(this.byType, t, c);
    }
    this.send(c, withId(id)({ op: 'unsubscribed', ch: 'ticker', ...(codes !== undefined ? { codes } : {}), ...(type !== undefined ? { productType: type } : {}) }));
  }

  private onBatch(batch: MarketBatch): void {
    const byTypeItems = new Map<number, Map<string, Buffer>>();
    for (const code of batch.codes) {
      const type = this.typeOf.get(code) ?? 0;
      const direct = this.byCode.get(code);
      const typed = this.byType.has(type);
      const detail = this.detailByCode.get(code);
      if (!direct && !typed && !detail) continue;
      const state = this.pricedState(code);
      if (!state) continue;
      if (typed) {
        let items = byTypeItems.get(type);
        if (!items) byTypeItems.set(type, (items = new Map()));
        items.set(code, state.compactItemBytes());
      }
      if (direct) {
        const item = state.compactItemBytes();
        for (const c of direct) {
          if (c.types.has(type)) continue;
          c.pendingTickers.set(code, item);
          this.dirty.add(c);
        }
      }
      if (detail) {
        const json = `{"code":${JSON.stringify(code)},"data":${state.infoJson()}}`;
        for (const c of detail) { c.pendingDetails.set(code, json); this.dirty.add(c); }
      }
    }
    for (const [type, items] of byTypeItems) {
      this.feeds.get(type)?.push(items);
      for (const c of this.byType.get(type) ?? []) this.dirty.add(c);
    }
    for (const u of batch.candles) {
      const key = `${u.code}|${u.interval}`;
      const subs = this.klineByKey.get(key);
      const inst = this.market.instrument(u.code);
      if (!subs || !inst) continue;
      const json = `{"code":${JSON.stringify(u.code)},"interval":${u.interval},"candle":${JSON.stringify(candleJson(inst, u.bar))}}`;
      for (const c of subs) { c.pendingKlines.set(`${key}|${u.bar.t}`, json); this.dirty.add(c); }
    }
    if (this.dirty.size === 0) return;
    const now = Date.now();
    for (const c of this.dirty) this.schedule(c, now);
    this.dirty.clear();
  }

  private schedule(c: Client, now: number): void {
    if (c.timer || c.closed) return;
    const wait = c.lastSent + this.limits.minFrameMs - now;
    if (wait <= 0) this.flush(c);
    else c.timer = setTimeout(() => { c.timer = null; this.flush(c); }, wait);
  }

  private typeUpdates(c: Client): boolean {
    for (const [type, seq] of c.typeSeq) if ((this.feeds.get(type)?.seq ?? 0) > seq) return true;
    return false;
  }

  private flush(c: Client): void {
    if (c.closed) return;
    if (c.pendingTickers.size === 0 && c.pendingDetails.size === 0 && c.pendingKlines.size === 0 && !this.typeUpdates(c)) return;
    const now = Date.now();
    // Timers may fire a millisecond early; the frame spacing is a promise to the client.
    const early = c.lastSent + this.limits.minFrameMs - now;
    if (early > 0 || c.socket.bufferedAmount > this.limits.highWaterBytes) {
      c.timer = setTimeout(() => { c.timer = null; this.flush(c); }, early > 0 ? early : this.limits.minFrameMs);
      return;
    }
    // Assembled from bytes encoded once per quote change: one copy per frame, no re-encoding.
    const items: Buffer[] = [];
    for (const [type, seq] of c.typeSeq) {
      const feed = this.feeds.get(type)!;
      const range = feed.since(seq);
      if (range && range.length) items.push(range);
      c.typeSeq.set(type, feed.seq);
    }
    for (const item of c.pendingTickers.values()) items.push(item);
    const parts: Buffer[] = [];
    if (items.length) {
      // Every item starts with a comma; the first one's is dropped.
      items[0] = items[0]!.subarray(1);
      parts.push(TICKERS_OPEN, ...items, ARRAY_CLOSE);
    }
    let tail = '';
    if (c.pendingDetails.size) tail += `,"details":[${[...c.pendingDetails.values()].join(',')}]`;
    if (c.pendingKlines.size) tail += `,"klines":[${[...c.pendingKlines.values()].join(',')}]`;
    const frame = Buffer.concat([Buffer.from(`{"op":"update","ts":${now}`), ...parts, Buffer.from(`${tail}}`)]);
    c.pendingTickers.clear();
    c.pendingDetails.clear();
    c.pendingKlines.clear();
    c.lastSent = now;
    if (c.socket.readyState === c.socket.OPEN) c.socket.send(frame, { binary: false });
  }

  private beat(): void {
    const ping = JSON.stringify({ op: 'ping', ts: Date.now() });
    for (const c of this.clients) {
      if (!c.alive) {
        c.socket.terminate();
        this.detach(c);
        continue;
      }
      c.alive = false;
      try {
        c.socket.ping();
      } catch {
        /* closing */
      }
      this.send(c, ping);
    }
  }
}
