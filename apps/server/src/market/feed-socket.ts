import WebSocket from 'ws';
import type { SourceLogger } from './market-source.ts';

/**
 * A WebSocket to a market data provider that stays up: when the connection fails, closes,
 * stops answering pings or (with `silenceMs`) sends no data while data is expected, `onDown`
 * is called (the adapter marks its quotes stale) and a new connection is tried after an
 * exponential backoff with jitter (initial, x2 per failure, capped). The backoff starts again
 * from the initial delay once data flows (the adapter says so with `feed.data()`) or after a
 * connection that lasted `stableMs`; status messages alone do not reset it, so a provider
 * that accepts connections and drops them at once is not asked again every second. A
 * provider that refuses the credentials (`feed.refused()`) is asked again only after the
 * longest delay. Errors never escape: a feed outage must not take the server down.
 */
export interface FeedControl {
  /** Market data arrived: the connection works. */
  data(): void;
  /** The provider refused us (authentication): drop the connection, try again after the longest delay. */
  refused(reason: string): void;
}

export interface FeedSocketOptions {
  name: string;
  url: string | (() => string);
  log: SourceLogger;
  /** Called when the connection opens (send authentication and subscriptions). */
  onOpen(send: (msg: unknown) => void): void;
  onMessage(text: string, send: (msg: unknown) => void, feed: FeedControl): void;
  onDown(): void;
  initialBackoffMs?: number;
  maxBackoffMs?: number;
  /** Ping period; a connection that has not answered the previous ping is dropped. */
  pingMs?: number;
  /**
   * A connection with no data for this long while `expectData()` says there should be some
   * (a market of the feed is open) is dropped and opened again. Off when absent.
   */
  silenceMs?: number;
  expectData?: () => boolean;
  /** A connection open this long counts as working, data or not (default 60 s). */
  stableMs?: number;
}

export class FeedSocket {
  private ws: WebSocket | null = null;
  private attempts = 0;
  private retryTimer: NodeJS.Timeout | null = null;
  private pingTimer: NodeJS.Timeout | null = null;
  private stopped = true;
  private alive = false;
  private up = false;
  private openedAt: number | null = null;
  private lastData = 0;
  private refusedBy = false;
  private silenceTimer: NodeJS.Timeout | null = null;
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
    if (this.silenceTimer) clearInterval(this.silenceTimer);
    this.retryTimer = null;
    this.pingTimer = null;
    this.silenceTimer = null;
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
      this.openedAt = Date.now();
      this.lastData = Date.now();
      const silenceMs = this.opts.silenceMs;
      if (silenceMs !== undefined) {
        this.silenceTimer = setInterval(() => {
          if (Date.now() - this.lastData <= silenceMs || !(this.opts.expectData?.() ?? true)) return;
          this.opts.log.warn({ feed: this.opts.name, silentMs: Date.now() - this.lastData }, 'feed sent no data; reconnecting');
          ws.terminate();
        }, Math.max(50, Math.floor(silenceMs / 4)));
        this.silenceTimer.unref();
      }
      this.guard(() => this.opts.onOpen(this.send));
    });
    ws.on('pong', () => { this.alive = true; });
    const feed: FeedControl = {
      data: () => {
        if (this.ws !== ws) return;
        this.attempts = 0;
        this.lastData = Date.now();
      },
      refused: (reason) => {
        if (this.ws !== ws) return;
        this.opts.log.warn({ feed: this.opts.name, reason }, 'feed refused the connection; trying again after the longest delay');
        this.refusedBy = true;
        ws.terminate();
      },
    };
    ws.on('message', (data) => {
      this.alive = true;
      this.guard(() => this.opts.onMessage(data.toString(), this.send, feed));
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
    if (this.silenceTimer) clearInterval(this.silenceTimer);
    this.pingTimer = null;
    this.silenceTimer = null;
    this.guard(() => this.opts.onDown());
    if (this.openedAt !== null && Date.now() - this.openedAt >= (this.opts.stableMs ?? 60_000)) this.attempts = 0;
    this.openedAt = null;
    if (this.refusedBy) {
      this.refusedBy = false;
      this.attempts = Math.max(this.attempts, 20);
    }
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
