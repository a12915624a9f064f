import { PRODUCT_TYPE } from '@app/contract';
import { CandleBook } from './candle-book.ts';
import type { Bar, Instrument, Interval, MarketSourceName } from './types.ts';
import { isOpen } from './sessions.ts';
import { divRound, formatUnits, parseUnitsBig, percentChange } from './units.ts';
import { isoDate } from './time.ts';

/**
 * One block of `tickerInfo` (`day`, `min`, `prevDay`), named as Polygon.io names them:
 * o open, c close, h high (the spec's "max"), l low (the spec's "min"), v volume,
 * vw volume-weighted average price, t start of the period (epoch ms). Prices and volume are
 * decimal strings. A field is null when the source does not provide it.
 */
export interface QuoteBlock {
  t: number | null;
  o: string | null;
  c: string | null;
  h: string | null;
  l: string | null;
  v: string | null;
  vw: string | null;
}

/** The live quote of a product, as `tickerInfo` on the wire. */
export interface TickerInfo {
  /** Last price. */
  nowPrice: string;
  /** nowPrice minus the previous session's close. */
  changePrice: string;
  /** changePrice as a percentage of the previous session's close, 2 decimals ("1.25" = +1.25 %). */
  changeRate: string;
  /**
   * Turnover of the current (or last) session in the quote currency, 2 decimals: the sum of
   * price x volume, times the contract multiplier for futures (see `turnoverUnits`).
   */
  tradeAmount: string;
  day: QuoteBlock | null;
  min: QuoteBlock | null;
  prevDay: QuoteBlock | null;
  /** Trading date of `day` (YYYY-MM-DD). */
  tradingDay: string | null;
  /** Where the numbers come from: 'simulated', 'polygon' or 'binance'. */
  source: MarketSourceName;
  /** Time of the last update (epoch ms). */
  ts: number;
  marketOpen: boolean;
  /** True while the feed of this product is disconnected or silent: numbers may be old. */
  stale: boolean;
  /** When a closed market opens next (epoch ms), if known. */
  nextOpen: number | null;
}

export interface DayStats {
  bar: Bar;
  /** Whether later one-second bars extend it (Polygon's day) or it is replaced as a whole (Binance's rolling 24 h). */
  extend: boolean;
}

export class InstrumentState {
  readonly book: CandleBook;
  last: number | null = null;
  ts = 0;
  tradingDay: number | null = null;
  prevDay: Bar | null = null;
  /** Previous close when only the close is known (Binance). */
  prevClose: number | null = null;
  dayStats: DayStats | null = null;
  lastMinute: Bar | null = null;
  /** The last closed candle of each interval (with the open one, a chart's live edge). */
  readonly lastClosed: Partial<Record<Interval, Bar>> = {};
  marketOpen = false;
  stale = false;
  nextOpen: number | null = null;
  version = 0;
  /** Event time of the current version of the open one-second bar. */
  private secondTs = -Infinity;
  private infoCache: { version: number; info: TickerInfo; json: string } | null = null;
  private compactCache: { version: number; json: string } | null = null;
  private compactBytes: { version: number; bytes: Buffer } | null = null;
  private readonly codeJson: string;
  private readonly turnover: TurnoverUnits;

  constructor(readonly inst: Instrument, public source: MarketSourceName, onClose: (interval: Interval, bar: Bar) => void) {
    this.codeJson = JSON.stringify(inst.code);
    this.turnover = turnoverUnits(inst);
    this.book = new CandleBook((interval, bar) => {
      if (interval === 60) this.lastMinute = bar;
      this.lastClosed[interval] = bar;
      onClose(interval, bar);
    });
  }

  /**
   * Moves the finished day to `prevDay` when an event of a later trading day arrives. A
   * rolling 24-hour window (Binance's) does not end at midnight: it stays, with the close
   * before it, until the feed's next window replaces it.
   */
  private rollDay(tradingDay: number): void {
    if (this.tradingDay !== null && tradingDay > this.tradingDay && this.dayStats?.extend !== false) {
      const done = this.dayStats?.bar ?? this.book.open[86400];
      if (done) {
        this.prevDay = { ...done };
        this.prevClose = null;
      }
      this.dayStats = null;
    }
    if (this.tradingDay === null || tradingDay > this.tradingDay) this.tradingDay = tradingDay;
  }

  trade(t: number, tradingDay: number, p: number, v: number): void {
    if (this.tradingDay !== null && tradingDay < this.tradingDay) return;
    this.rollDay(tradingDay);
    this.book.trade(t, tradingDay, p, v);
    this.last = p;
    this.ts = t;
    this.version++;
  }

  /**
   * A one-second bar (see `CandleBook.secondBar`), with the time of the event that carried
   * it. A bar that came too late changes nothing: one of an earlier second, or an earlier
   * version of the current second (an older event time). False when ignored.
   */
  secondBar(b: Bar, tradingDay: number, ts: number): boolean {
    if (this.tradingDay !== null && tradingDay < this.tradingDay) return false;
    const before = this.book.open[1]?.t === b.t ? this.book.open[1] : null;
    if (before && ts < this.secondTs) return false;
    if (this.book.open[1] && b.t < this.book.open[1].t) return false;
    this.rollDay(tradingDay);
    this.book.secondBar(b, tradingDay);
    this.secondTs = ts;
    const stats = this.dayStats;
    // The day's statistics are the regular session's (its close is the one the next day's
    // change is measured against): pre- and after-hours bars move the price, not the day.
    if (stats?.extend && isOpen(this.inst.session, b.t)) {
      const d = stats.bar;
      if (b.h > d.h) d.h = b.h;
      if (b.l < d.l) d.l = b.l;
      d.c = b.c;
      d.v += b.v - (before?.v ?? 0);
      d.q += b.q - (before?.q ?? 0n);
    }
    this.last = b.c;
    this.ts = Math.max(this.ts, ts);
    this.version++;
    return true;
  }

  setStatus(s: { marketOpen?: boolean; stale?: boolean; nextOpen?: number | null; ts?: number }): boolean {
    let changed = false;
    if (s.marketOpen !== undefined && s.marketOpen !== this.marketOpen) { this.marketOpen = s.marketOpen; changed = true; }
    if (s.stale !== undefined && s.stale !== this.stale) { this.stale = s.stale; changed = true; }
    if (s.nextOpen !== undefined && s.nextOpen !== this.nextOpen) { this.nextOpen = s.nextOpen; changed = true; }
    if (changed) {
      if (s.ts !== undefined) this.ts = Math.max(this.ts, s.ts);
      this.version++;
    }
    return changed;
  }

  touch(): void {
    this.version++;
  }

  private block(b: Bar | null, partial = false): QuoteBlock | null {
    if (!b) return null;
    const pp = this.inst.pricePrecision;
    const f = (n: number) => (partial && Number.isNaN(n) ? null : formatUnits(n, pp));
    return {
      t: partial && Number.isNaN(b.t) ? null : b.t,
      o: f(b.o),
      c: f(b.c),
      h: f(b.h),
      l: f(b.l),
      v: partial && Number.isNaN(b.v) ? null : formatUnits(b.v, this.inst.volumePrecision),
      vw: b.v > 0 ? formatUnits(divRound(b.q, BigInt(b.v)), pp) : partial ? null : formatUnits(b.c, pp),
    };
  }

  private baseClose(): number | null {
    return this.prevDay && !Number.isNaN(this.prevDay.c) ? this.prevDay.c : this.prevClose;
  }

  /**
   * Whether any price of the product is known: a trade, a bar of the day, or the previous
   * close. A product of a real feed has none until the feed's first data (its quote is then
   * no quote at all, never a price of zero).
   */
  get priced(): boolean {
    return (this.last ?? (this.dayStats?.bar ?? this.book.open[86400])?.c ?? this.baseClose()) != null;
  }

  /** tickerInfo, rebuilt only after a change (zeros while nothing is `priced`). */
  info(): TickerInfo {
    if (this.infoCache?.version === this.version) return this.infoCache.info;
    const pp = this.inst.pricePrecision;
    const day = this.dayStats?.bar ?? this.book.open[86400];
    const now = this.last ?? day?.c ?? this.baseClose() ?? 0;
    const base = this.baseClose();
    const prev = this.prevDay ?? (this.prevClose !== null ? partialBar(this.prevClose) : null);
    const info: TickerInfo = {
      nowPrice: formatUnits(now, pp),
      changePrice: formatUnits(base === null ? 0 : now - base, pp),
      changeRate: base === null ? '0.00' : percentChange(now, base),
      tradeAmount: day ? quoteAmount(day.q * this.turnover.factor, this.turnover.scale) : '0.00',
      day: this.block(day ?? null),
      min: this.block(this.book.open[60] ?? this.lastMinute),
      prevDay: this.block(prev, true),
      tradingDay: this.tradingDay === null ? null : isoDate(this.tradingDay),
      source: this.source,
      ts: this.ts,
      marketOpen: this.marketOpen,
      stale: this.stale,
      nextOpen: this.marketOpen ? null : this.nextOpen,
    };
    this.infoCache = { version: this.version, info, json: JSON.stringify(info) };
    return info;
  }

  infoJson(): string {
    this.info();
    return this.infoCache!.json;
  }

  /**
   * The short form streamed to quote lists over the WebSocket:
   * {code, p: nowPrice, cr: changeRate, cp: changePrice, ta: tradeAmount, ts, mo: marketOpen 0/1, st: stale 0/1}.
   */
  compactJson(): string {
    if (this.compactCache?.version === this.version) return this.compactCache.json;
    const i = this.info();
    const json = `{"code":${this.codeJson},"p":"${i.nowPrice}","cr":"${i.changeRate}","cp":"${i.changePrice}","ta":"${i.tradeAmount}","ts":${i.ts},"mo":${i.marketOpen ? 1 : 0},"st":${i.stale ? 1 : 0}}`;
    this.compactCache = { version: this.version, json };
    return json;
  }

  /** `compactJson()` preceded by a comma, as bytes (ASCII), encoded once per change for the stream. */
  compactItemBytes(): Buffer {
    if (this.compactBytes?.version === this.version) return this.compactBytes.bytes;
    const bytes = Buffer.from(`,${this.compactJson()}`, 'latin1');
    this.compactBytes = { version: this.version, bytes };
    return bytes;
  }
}

/** A previous day of which only the close is known. */
function partialBar(close: number): Bar {
  return { t: Number.NaN, o: Number.NaN, h: Number.NaN, l: Number.NaN, c: close, v: Number.NaN, q: 0n };
}

/** Money traded is `Bar.q * factor` in units of `10^-scale`. */
interface TurnoverUnits {
  factor: bigint;
  scale: number;
}

/**
 * A futures volume counts contracts, each worth the price times the contract multiplier
 * (`standard`: ES 50, so one ES contract at 6700.00 is 335,000.00). Stock and crypto volumes
 * count shares and coins, already the traded quantity. Forex volume counts price updates,
 * so its lot size is no part of its turnover, which is no amount traded either (the app does
 * not show it). Worked out once per instrument: a quote only multiplies by `factor`.
 */
function turnoverUnits(inst: Instrument): TurnoverUnits {
  const scale = inst.pricePrecision + inst.volumePrecision;
  if (inst.productType !== PRODUCT_TYPE.FUTURES) return { factor: 1n, scale };
  const decimals = (inst.standard.split('.')[1] ?? '').replace(/0+$/, '').length;
  return { factor: parseUnitsBig(inst.standard, decimals), scale: scale + decimals };
}

/** Turnover in units of 10^-scale as an amount with 2 decimals, cut toward zero. */
function quoteAmount(q: bigint, scale: number): string {
  const cents = scale >= 2 ? q / 10n ** BigInt(scale - 2) : q * 10n ** BigInt(2 - scale);
  return formatUnits(cents, 2);
}

