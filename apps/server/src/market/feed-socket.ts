import WebSocket from 'ws';
import type { SourceLogger } from './market-source.ts';

/**
 * A WebSocket to a market data provider that stays up: when the connection fails, closes or
 * stops answering pings, `onDown` is called (the adapter marks its quotes stale) and a new
 * connection is tried after an exponential backoff with jitter (initial, x2 per failure,
 * capped), reset once data flows again. Errors never escape: a feed outage must not take the
 * server down.
 */
export interface FeedSocketOptions {
  name: string;
  url: string | (() => string);
  log: SourceLogger;
  /** Called when the connection opens (send authentication and subscriptions). */
  onOpen(send: (msg: unknown) => void): void;
  onMessage(text: string, send: (msg: unknown) => void): void;
  onDown(): void;
  initialBackoffMs?: number;
  maxBackoffMs?: number;
  /** Ping period; a connection that has not answered the previous ping is dropped. */
  pingMs?: number;
}

export class FeedSocket {
  private ws: WebSocket | null = null;
  private attempts = 0;
  private retryTimer: NodeJS.Timeout | null = null;
  private pingTimer: NodeJS.Timeout | null = null;
  private stopped = true;
  private alive = false;
  private up = false;
  /** Number of connections opened so far (tests and logs). */
  connections = 0;

  constructor(private readonly opts: FeedSocketOptions) {}

  start(): void {
    this.stopped = false;
    this.connect();
  }

  stop(): void {
    this.stopped = true;
    if (this.retryTimer) clearTimeout(this.retryTimer);
    if (this.pingTimer) clearInterval(this.pingTimer);
    this.retryTimer = null;
    this.pingTimer = null;
    const ws = this.ws;
    this.ws = null;
    if (ws) {
      ws.removeAllListeners();
      ws.on('error', () => {});
      ws.terminate();
    }
  }

  get connected(): boolean {
    return this.up;
  }

  /** Delay before the next attempt: initial * 2^attempts, capped, +-20 % jitter. */
  nextDelay(): number {
    const initial = this.opts.initialBackoffMs ?? 1000;
    const max = this.opts.maxBackoffMs ?? 60_000;
    const base = Math.min(max, initial * 2 ** Math.min(this.attempts, 20));
    return Math.round(base * (0.8 + Math.random() * 0.4));
  }

  private send = (msg: unknown) => {
    if (this.ws?.readyState === WebSocket.OPEN) this.ws.send(typeof msg === 'string' ? msg : JSON.stringify(msg));
  };

  private connect(): void {
    if (this.stopped) return;
    const url = typeof this.opts.url === 'function' ? this.opts.url() : this.opts.url;
    let ws: WebSocket;
    try {
      ws = new WebSocket(url, { handshakeTimeout: 15_000 });
    } catch (err) {
      this.opts.log.warn({ err, feed: this.opts.name }, 'feed connection failed');
      this.down();
      return;
    }
    this.ws = ws;
    ws.on('open', () => {
      this.connections++;
      this.up = true;
      this.alive = true;
      this.opts.log.info({ feed: this.opts.name }, 'feed connected');
      this.pingTimer = setInterval(() => {
        if (!this.alive) {
          this.opts.log.warn({ feed: this.opts.name }, 'feed stopped answering; reconnecting');
          ws.terminate();
          return;
        }
        this.alive = false;
        try { ws.ping(); } catch { /* closing */ }
      }, this.opts.pingMs ?? 30_000);
      this.pingTimer.unref();
      this.guard(() => this.opts.onOpen(this.send));
    });
    ws.on('pong', () => { this.alive = true; });
    ws.on('message', (data) => {
      this.alive = true;
      this.attempts = 0;
      this.guard(() => this.opts.onMessage(data.toString(), this.send));
    });
    ws.on('error', (err) => this.opts.log.warn({ err: String(err), feed: this.opts.name }, 'feed socket error'));
    ws.on('close', () => {
      if (this.ws !== ws) return;
      this.ws = null;
      this.down();
    });
  }

  private down(): void {
    this.up = false;
    if (this.pingTimer) clearInterval(this.pingTimer);
    this.pingTimer = null;
    this.guard(() => this.opts.onDown());
    if (this.stopped) return;
    const delay = this.nextDelay();
    this.attempts++;
    this.opts.log.info({ feed: this.opts.name, delayMs: delay }, 'feed down; reconnecting');
    this.retryTimer = setTimeout(() => this.connect(), delay);
    this.retryTimer.unref();
  }

  private guard(fn: () => void): void {
    try {
      fn();
    } catch (err) {
      this.opts.log.warn({ err: String(err), feed: this.opts.name }, 'feed message handling failed');
    }
  }
}
