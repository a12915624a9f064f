import { createStore, type StoreApi } from 'zustand/vanilla';
import { applyDetails, applyTickers, liveDetails } from './quote-store';
import type { Candle, ServerMessage } from './types';

/**
 * The one connection of the app to the quote stream (`/ws`). Views say what they show
 * (ticker codes, a product's full quote, a chart's candles) and release it when they leave;
 * the socket keeps reference counts, sends the differences in coalesced sub/unsub messages,
 * and closes itself a while after nothing is shown any more.
 *
 * - Heartbeats: after `pingMs` without a frame the client sends `{"op":"ping"}`; a connection
 *   that does not answer within `silenceMs` is dropped. A busy stream needs no pings, a quiet
 *   one (every market closed) costs one small frame every few seconds, and a connection that
 *   died without a close (network gone, phone asleep) is noticed within seconds, not a minute.
 * - The browser going offline drops the connection at once; coming back online reconnects at
 *   once, without waiting for the backoff.
 * - Reconnect: exponential backoff (1 s, 2 s, 4 s ... 30 s, +-20 % jitter), then every
 *   subscription is sent again; each answers with a fresh snapshot that replaces what the app
 *   kept, so nothing from before the gap survives. `epoch` counts connections, so a chart can
 *   reload its history after a gap.
 */
export type SocketStatus = 'idle' | 'connecting' | 'open' | 'reconnecting';

export interface SocketState {
  status: SocketStatus;
  /** Number of connections opened so far. */
  epoch: number;
}

export type KlineListener = (candles: Candle[], snapshot: boolean) => void;

/** The subset of the browser's WebSocket the client uses (the `ws` package has it too). */
export interface SocketLike {
  readonly readyState: number;
  onopen: ((ev: unknown) => void) | null;
  onclose: ((ev: unknown) => void) | null;
  onerror: ((ev: unknown) => void) | null;
  onmessage: ((ev: { data: unknown }) => void) | null;
  send(data: string): void;
  close(code?: number, reason?: string): void;
}

export interface QuoteSocketOptions {
  url: () => string;
  createSocket?: (url: string) => SocketLike;
  /** Quiet time after which the client asks the server for a frame (`{"op":"ping"}`). */
  pingMs?: number;
  /** How long a ping may stay unanswered before the connection counts as dead. */
  silenceMs?: number;
  initialBackoffMs?: number;
  maxBackoffMs?: number;
  /** Shortest gap between two subscription flushes (the server allows 20 messages a second). */
  flushGapMs?: number;
  /** How long an unused connection stays open, so moving between pages does not reconnect. */
  idleCloseMs?: number;
}

const OPEN = 1;
/** The server's bound on ticker codes per message. */
const CODES_PER_MESSAGE = 200;

const klineKey = (code: string, interval: number) => `${code}|${interval}`;

export class QuoteSocket {
  readonly state: StoreApi<SocketState> = createStore<SocketState>(() => ({ status: 'idle', epoch: 0 }));

  private readonly tickerRefs = new Map<string, number>();
  private readonly detailRefs = new Map<string, number>();
  private readonly klineListeners = new Map<string, Set<KlineListener>>();
  /** What the server has for the current connection. */
  private readonly sentTickers = new Set<string>();
  private readonly sentDetails = new Set<string>();
  private readonly sentKlines = new Set<string>();

  private socket: SocketLike | null = null;
  private attempts = 0;
  // Times of the page's monotonic clock (`performance.now()`), not the wall clock: a phone
  // whose clock is set back must not hold the subscriptions or the heartbeat for that long.
  private lastFrameAt = 0;
  /** When the unanswered ping went out; 0 when a frame has arrived since. */
  private pingSentAt = 0;
  private lastFlushAt = Number.NEGATIVE_INFINITY;
  private flushTimer: ReturnType<typeof setTimeout> | null = null;
  private retryTimer: ReturnType<typeof setTimeout> | null = null;
  private idleTimer: ReturnType<typeof setTimeout> | null = null;
  private heartbeatTimer: ReturnType<typeof setInterval> | null = null;
  private readonly opts: Required<QuoteSocketOptions>;

  constructor(opts: QuoteSocketOptions) {
    this.opts = {
      createSocket: (url) => new WebSocket(url) as unknown as SocketLike,
      pingMs: 2500,
      silenceMs: 3000,
      initialBackoffMs: 1000,
      maxBackoffMs: 30_000,
      flushGapMs: 150,
      idleCloseMs: 30_000,
      ...opts,
    };
  }

  /** Streams the tickers of `codes` into the quote store while the returned release is not called. */
  subscribeTickers(codes: readonly string[]): () => void {
    const unique = [...new Set(codes)];
    for (const c of unique) this.tickerRefs.set(c, (this.tickerRefs.get(c) ?? 0) + 1);
    this.changed();
    let released = false;
    return () => {
      if (released) return;
      released = true;
      for (const c of unique) {
        const n = (this.tickerRefs.get(c) ?? 1) - 1;
        if (n > 0) this.tickerRefs.set(c, n);
        else this.tickerRefs.delete(c);
      }
      this.changed();
    };
  }

  /** Streams the full quote of one product (day, minute, previous day) into the detail store. */
  subscribeDetail(code: string): () => void {
    this.detailRefs.set(code, (this.detailRefs.get(code) ?? 0) + 1);
    this.changed();
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const n = (this.detailRefs.get(code) ?? 1) - 1;
      if (n > 0) this.detailRefs.set(code, n);
      else this.detailRefs.delete(code);
      this.changed();
    };
  }

  /** Calls `listener` with the open candle (and the one that just closed) of a chart as they change. */
  subscribeKline(code: string, interval: number, listener: KlineListener): () => void {
    const key = klineKey(code, interval);
    let set = this.klineListeners.get(key);
    if (!set) this.klineListeners.set(key, (set = new Set()));
    set.add(listener);
    this.changed();
    return () => {
      set.delete(listener);
      if (set.size === 0) this.klineListeners.delete(key);
      this.changed();
    };
  }

  /** Closes the connection and forgets every subscription (tests, sign-out). */
  dispose(): void {
    this.tickerRefs.clear();
    this.detailRefs.clear();
    this.klineListeners.clear();
    this.clearTimers();
    this.drop();
    this.state.setState({ status: 'idle' });
  }

  /**
   * The browser lost its network: the connection cannot carry prices any more, whatever the
   * socket says, so it is dropped now and the screens say so (the reconnect waits for
   * `networkBack` or the backoff).
   */
  networkLost(): void {
    if (!this.socket) return;
    this.drop();
    if (this.wanted) this.retry();
    else this.state.setState({ status: 'idle' });
  }

  /** The browser is online again: reconnect now instead of at the end of the backoff. */
  networkBack(): void {
    if (this.socket?.readyState === OPEN || !this.wanted) return;
    // A connection attempted while offline may hang until it times out: start afresh.
    this.drop();
    if (this.retryTimer) clearTimeout(this.retryTimer);
    this.retryTimer = null;
    this.attempts = 0;
    this.open();
  }

  /** Drops the connection and opens a new one at once (the API line changed). */
  reconnect(): void {
    if (!this.socket) return;
    this.drop();
    this.attempts = 0;
    this.open();
  }

  private get wanted(): boolean {
    return this.tickerRefs.size > 0 || this.detailRefs.size > 0 || this.klineListeners.size > 0;
  }

  private changed(): void {
    if (this.wanted) {
      if (this.idleTimer) clearTimeout(this.idleTimer);
      this.idleTimer = null;
      if (!this.socket && !this.retryTimer) this.open();
    } else if (this.socket && !this.idleTimer) {
      this.idleTimer = setTimeout(() => {
        this.idleTimer = null;
        if (!this.wanted) {
          this.drop();
          this.state.setState({ status: 'idle' });
        }
      }, this.opts.idleCloseMs);
    }
    this.scheduleFlush();
  }

  private scheduleFlush(): void {
    if (this.flushTimer || this.socket?.readyState !== OPEN) return;
    const wait = Math.max(0, this.lastFlushAt + this.opts.flushGapMs - performance.now());
    this.flushTimer = setTimeout(() => {
      this.flushTimer = null;
      this.flush();
    }, wait);
  }

  private send(msg: object): void {
    if (this.socket?.readyState === OPEN) this.socket.send(JSON.stringify(msg));
  }

  /** Sends what changed since the last flush: unsubscriptions first, so the server's limits have room. */
  private flush(): void {
    if (this.socket?.readyState !== OPEN) return;
    this.lastFlushAt = performance.now();
    const dropTickers = [...this.sentTickers].filter((c) => !this.tickerRefs.has(c));
    const addTickers = [...this.tickerRefs.keys()].filter((c) => !this.sentTickers.has(c));
    for (let i = 0; i < dropTickers.length; i += CODES_PER_MESSAGE) {
      this.send({ op: 'unsub', ch: 'ticker', codes: dropTickers.slice(i, i + CODES_PER_MESSAGE) });
    }
    for (const c of dropTickers) this.sentTickers.delete(c);
    for (const code of [...this.sentDetails]) {
      if (this.detailRefs.has(code)) continue;
      this.send({ op: 'unsub', ch: 'detail', code });
      this.sentDetails.delete(code);
    }
    for (const key of [...this.sentKlines]) {
      if (this.klineListeners.has(key)) continue;
      const [code, interval] = splitKey(key);
      this.send({ op: 'unsub', ch: 'kline', code, interval });
      this.sentKlines.delete(key);
    }
    for (let i = 0; i < addTickers.length; i += CODES_PER_MESSAGE) {
      this.send({ op: 'sub', ch: 'ticker', codes: addTickers.slice(i, i + CODES_PER_MESSAGE) });
    }
    for (const c of addTickers) this.sentTickers.add(c);
    for (const code of this.detailRefs.keys()) {
      if (this.sentDetails.has(code)) continue;
      this.send({ op: 'sub', ch: 'detail', code });
      this.sentDetails.add(code);
    }
    for (const key of this.klineListeners.keys()) {
      if (this.sentKlines.has(key)) continue;
      const [code, interval] = splitKey(key);
      this.send({ op: 'sub', ch: 'kline', code, interval });
      this.sentKlines.add(key);
    }
  }

  private open(): void {
    this.retryTimer = null;
    let socket: SocketLike;
    this.state.setState({ status: this.state.getState().epoch === 0 ? 'connecting' : 'reconnecting' });
    try {
      socket = this.opts.createSocket(this.opts.url());
    } catch {
      this.retry();
      return;
    }
    this.socket = socket;
    socket.onopen = () => {
      if (this.socket !== socket) return;
      this.attempts = 0;
      this.lastFrameAt = performance.now();
      this.pingSentAt = 0;
      // A new connection starts with no subscriptions: everything is sent again.
      this.sentTickers.clear();
      this.sentDetails.clear();
      this.sentKlines.clear();
      this.state.setState((s) => ({ status: 'open', epoch: s.epoch + 1 }));
      this.startHeartbeat();
      this.lastFlushAt = Number.NEGATIVE_INFINITY;
      this.flush();
    };
    socket.onmessage = (ev) => {
      if (this.socket !== socket) return;
      this.lastFrameAt = performance.now();
      this.pingSentAt = 0;
      if (typeof ev.data === 'string') this.receive(ev.data);
    };
    socket.onerror = () => {};
    socket.onclose = () => {
      if (this.socket !== socket) return;
      this.socket = null;
      this.stopHeartbeat();
      if (this.flushTimer) clearTimeout(this.flushTimer);
      this.flushTimer = null;
      if (this.wanted) this.retry();
      else this.state.setState({ status: 'idle' });
    };
  }

  private retry(): void {
    this.socket = null;
    const base = Math.min(this.opts.maxBackoffMs, this.opts.initialBackoffMs * 2 ** Math.min(this.attempts, 16));
    const delay = Math.round(base * (0.8 + Math.random() * 0.4));
    this.attempts++;
    this.state.setState({ status: 'reconnecting' });
    this.retryTimer = setTimeout(() => {
      this.retryTimer = null;
      if (this.wanted) this.open();
      else this.state.setState({ status: 'idle' });
    }, delay);
  }

  private receive(text: string): void {
    let msg: ServerMessage;
    try {
      msg = JSON.parse(text) as ServerMessage;
    } catch {
      return;
    }
    switch (msg.op) {
      case 'snapshot':
        if (msg.ch === 'ticker') applyTickers(msg.tickers, true);
        else if (msg.ch === 'detail') {
          liveDetails.delete(msg.code);
          if (msg.data) applyDetails([{ code: msg.code, data: msg.data }]);
          else liveDetails.flush();
        } else if (msg.ch === 'kline') this.emitKlines(msg.code, msg.interval, msg.candles, true);
        return;
      case 'update':
        if (msg.tickers) applyTickers(msg.tickers);
        if (msg.details) applyDetails(msg.details);
        if (msg.klines) {
          const byKey = new Map<string, Candle[]>();
          for (const k of msg.klines) {
            const key = klineKey(k.code, k.interval);
            byKey.set(key, [...(byKey.get(key) ?? []), k.candle]);
          }
          for (const [key, candles] of byKey) {
            const [code, interval] = splitKey(key);
            this.emitKlines(code, interval, candles.sort((a, b) => a.t - b.t), false);
          }
        }
        return;
      case 'ping':
        this.send({ op: 'pong' });
        return;
      case 'error':
        console.warn('quote stream:', msg.msg, msg.params ?? {});
        return;
      default:
        return;
    }
  }

  private emitKlines(code: string, interval: number, candles: Candle[], snapshot: boolean): void {
    for (const fn of this.klineListeners.get(klineKey(code, interval)) ?? []) fn(candles, snapshot);
  }

  private startHeartbeat(): void {
    this.stopHeartbeat();
    const every = Math.max(10, Math.min(this.opts.pingMs, this.opts.silenceMs) / 4);
    this.heartbeatTimer = setInterval(() => {
      const now = performance.now();
      // Counted from the ping, not from the last frame: a timer slowed down in a background
      // tab must not take a quiet connection for a dead one.
      if (this.pingSentAt && now - this.pingSentAt > this.opts.silenceMs) {
        // No answer: the connection is dead even if the browser has not noticed.
        const s = this.socket;
        this.drop();
        if (s) this.retry();
        return;
      }
      if (!this.pingSentAt && now - this.lastFrameAt >= this.opts.pingMs && this.socket?.readyState === OPEN) {
        this.pingSentAt = now;
        this.send({ op: 'ping' });
      }
    }, every);
  }

  private stopHeartbeat(): void {
    if (this.heartbeatTimer) clearInterval(this.heartbeatTimer);
    this.heartbeatTimer = null;
  }

  private drop(): void {
    const s = this.socket;
    this.socket = null;
    this.stopHeartbeat();
    if (this.flushTimer) clearTimeout(this.flushTimer);
    this.flushTimer = null;
    if (s) {
      s.onopen = s.onmessage = s.onclose = null;
      s.onerror = () => {};
      try {
        s.close();
      } catch {
        // already closed
      }
    }
  }

  private clearTimers(): void {
    for (const t of [this.retryTimer, this.idleTimer, this.flushTimer]) if (t) clearTimeout(t);
    this.retryTimer = this.idleTimer = this.flushTimer = null;
  }
}

function splitKey(key: string): [string, number] {
  const at = key.lastIndexOf('|');
  return [key.slice(0, at), Number(key.slice(at + 1))];
}
