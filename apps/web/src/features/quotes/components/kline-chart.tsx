import {
  CandlestickSeries,
  createChartEx,
  CrosshairMode,
  defaultHorzScaleBehavior,
  HistogramSeries,
  TickMarkType,
  type CandlestickData,
  type HistogramData,
  type IChartApi,
  type InternalHorzScaleItem,
  type ISeriesApi,
  type ITimeScaleApi,
  type LocalizationOptions,
  type MouseEventParams,
  type Mutable,
  type TickMark,
  type Time,
  type TimeScalePoint,
  type UTCTimestamp,
} from 'lightweight-charts';
import { memo, useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { latinNumbersTag } from '@/lib/i18n/number-format';
import { useKlineStream, useSocketState, type Candle } from '@/lib/ws';
import { getKlines, KLINE_PAGE } from '../api/get-klines';
import { useRetryWhenOnline } from '../hooks/use-retry-when-online';
import { CandleSeriesData } from '../lib/candles';
import { FALL, FALL_VOLUME, RISE, RISE_VOLUME } from '../lib/chart-colours';
import { chartPriceText, compactText, priceText } from '../lib/format';
import { monthLabelFormat } from '../lib/month-label';
import { fillLocalWeights } from '../lib/tick-weights';
import { timeLabelFits, timeLabelKey } from '../lib/time-labels';

/**
 * The K-line chart (candles and volume) of one product at one duration, with older history
 * paged in when the user scrolls back, the open candle moved live by the quote stream, and
 * the values under the crosshair in a legend. This is the only module that imports the chart
 * library, so the library is a chunk of its own, loaded when a chart is first shown.
 *
 * Prices are decimal strings everywhere else; the chart draws with numbers, which is fine for
 * pixels, and the legend shows the original strings. Legend, axis and crosshair format prices
 * as the statistics do (the product's decimals, grouped), volumes in the short form, and times
 * in the user's language. The canvas is left to right; the legend reads in the user's direction
 * with its numbers kept left to right.
 */
export interface KlineChartProps {
  productCode: string;
  /** Candle duration in seconds (1, 60, 3600, 86400). */
  interval: number;
  /** Decimals of prices. */
  precision: number;
  localeTag: string;
  /** Direction of the user's language: the legend's; the chart stays left to right. */
  dir: 'ltr' | 'rtl';
  labels: { open: string; high: string; low: string; close: string; volume: string; failed: string; retry: string; loading: string; keys: string };
  height: number;
  /** Whether a vertical mouse wheel zooms the chart; otherwise it scrolls the page (a sideways one still moves through time). */
  wheelZooms: boolean;
}

/** Candles in view when a chart opens. */
const INITIAL_BARS = 80;
/** How close to the oldest candle a scroll must come to load older history. */
const LOAD_OLDER_AT = 10;
/** Room in CSS pixels right of the newest candle, so that the last time label fits and shows. */
const RIGHT_GAP = 48;
/** Bidirectional isolates: a right-to-left label keeps its order on the left-to-right canvas. */
const RTL_ISOLATE = (text: string) => `\u2067${text}\u2069`;
/** User Timing entries of live updates are kept up to this count, then cleared. */
const MEASURE_KEEP = 500;

const toTime = (t: number) => Math.floor(t / 1000) as UTCTimestamp;

/** Keys that move the keyboard's crosshair, and by how many candles. */
const STEP_KEYS: Record<string, number> = { ArrowLeft: -1, ArrowRight: 1, Home: -Infinity, End: Infinity };
const fromTime = (time: Time) => (time as number) * 1000;

function candleOf(c: Candle): CandlestickData {
  return { time: toTime(c.t), open: Number(c.o), high: Number(c.h), low: Number(c.l), close: Number(c.c) };
}
function volumeOf(c: Candle): HistogramData {
  return { time: toTime(c.t), value: Number(c.v), color: Number(c.c) >= Number(c.o) ? RISE_VOLUME : FALL_VOLUME };
}

/**
 * The library's time scale, drawing only whole time labels (lib/time-labels.ts): a label that
 * would cross the left or right edge of the axis is left out until it fits. Bold is measured
 * (the library draws the highest-weight labels bold), so a label never comes out wider than
 * measured.
 */
class WholeTimeLabels extends defaultHorzScaleBehavior() {
  private axis: ITimeScaleApi<Time> | null = null;
  private readonly text = document.createElement('canvas').getContext('2d');
  /** Whether days, months and years start at local midnight (below a day: lib/tick-weights.ts) or UTC's. */
  private localDays = true;

  /** Weighs the ticks of the next data in local time or in UTC (day candles). */
  setLocalDays(local: boolean) {
    this.localDays = local;
  }

  override fillWeightsForPoints(points: readonly Mutable<TimeScalePoint>[], startIndex: number): void {
    if (!this.localDays) return super.fillWeightsForPoints(points, startIndex);
    fillLocalWeights(points, startIndex);
  }

  /** Starts checking the labels against `axis`, drawn in `fontSize` px `fontFamily`. */
  attach(axis: ITimeScaleApi<Time>, fontSize: number, fontFamily: string) {
    this.axis = axis;
    if (this.text) this.text.font = `bold ${fontSize}px ${fontFamily}`;
  }

  override cacheKey(item: InternalHorzScaleItem): number {
    const key = super.cacheKey(item);
    const axis = this.axis;
    return axis ? timeLabelKey(key, axis.timeToCoordinate((key / 1000) as UTCTimestamp), axis.width()) : key;
  }

  override formatTickmark(mark: TickMark, localization: LocalizationOptions<Time>): string {
    const label = super.formatTickmark(mark, localization);
    const axis = this.axis;
    const x = axis?.timeToCoordinate(mark.originalTime as Time) ?? null;
    if (!axis || !this.text || x === null || !label) return label;
    return timeLabelFits(x, this.text.measureText(label).width, axis.width()) ? label : '';
  }
}

function chartFormats(tag: string, dir: 'ltr' | 'rtl', interval: number, precision: number) {
  const localeTag = latinNumbersTag(tag);
  // A day candle starts at its trading date 00:00 UTC: shown as that date wherever the user is.
  const zone = interval >= 86400 ? 'UTC' : undefined;
  const full = new Intl.DateTimeFormat(localeTag, {
    timeZone: zone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    ...(interval < 86400 ? { hour: '2-digit', minute: '2-digit', second: interval < 60 ? '2-digit' : undefined } : {}),
  });
  const year = new Intl.DateTimeFormat(localeTag, { timeZone: zone, year: 'numeric' });
  const month = monthLabelFormat(tag, zone);
  const day = new Intl.DateTimeFormat(localeTag, { timeZone: zone, month: 'numeric', day: 'numeric' });
  const clock = new Intl.DateTimeFormat(localeTag, { timeZone: zone, hour: '2-digit', minute: '2-digit' });
  const seconds = new Intl.DateTimeFormat(localeTag, { timeZone: zone, hour: '2-digit', minute: '2-digit', second: '2-digit' });
  const canvasText = dir === 'rtl' ? RTL_ISOLATE : (text: string) => text;
  return {
    /** The legend's time (an element in the user's direction). */
    full: (t: number) => full.format(t),
    /** The crosshair's time, drawn on the canvas. */
    label: (time: Time) => canvasText(full.format(fromTime(time))),
    tick: (time: Time, type: TickMarkType) => {
      const t = fromTime(time);
      switch (type) {
        case TickMarkType.Year:
          return canvasText(year.format(t));
        case TickMarkType.Month:
          return canvasText(month.format(t));
        case TickMarkType.DayOfMonth:
          return canvasText(day.format(t));
        case TickMarkType.Time:
          return canvasText(clock.format(t));
        default:
          return canvasText(seconds.format(t));
      }
    },
    axisPrice: (price: number) => chartPriceText(price, precision),
    price: (value: string) => priceText(value, precision),
    volume: (value: string) => compactText(value, tag),
  };
}

function KlineChart({ productCode, interval, precision, localeTag, dir, labels, height, wheelZooms }: KlineChartProps) {
  const boxRef = useRef<HTMLDivElement>(null);
  const hostRef = useRef<HTMLDivElement>(null);
  const legendRef = useRef<HTMLDivElement>(null);
  const chartRef = useRef<{
    chart: IChartApi;
    candles: ISeriesApi<'Candlestick'>;
    volume: ISeriesApi<'Histogram'>;
    timeLabels: WholeTimeLabels;
  } | null>(null);
  const dataRef = useRef(new CandleSeriesData());
  const stateRef = useRef({ ready: false, pending: [] as Candle[], olderLoading: false, olderDone: false, hovered: null as Candle | null, byKeyboard: false, updates: 0 });
  const [state, setState] = useState<'loading' | 'ready' | 'error'>('loading');
  /** Counts the customer's retries after a failed load; each one loads the history again. */
  const [attempt, setAttempt] = useState(0);
  useRetryWhenOnline(state === 'error', () => setAttempt((n) => n + 1));
  const epoch = useSocketState((s) => s.epoch);
  const formats = useMemo(() => chartFormats(localeTag, dir, interval, precision), [localeTag, dir, interval, precision]);
  const formatsRef = useRef(formats);
  formatsRef.current = formats;

  /** Writes the legend (hovered candle, else the last) and the test-visible facts of the chart. */
  const paintLegend = () => {
    const data = dataRef.current;
    const c = stateRef.current.hovered ?? data.last;
    const legend = legendRef.current;
    if (legend) {
      const cells = legend.querySelectorAll<HTMLElement>('[data-v]');
      const f = formatsRef.current;
      const values = c ? [f.full(c.t), f.price(c.o), f.price(c.h), f.price(c.l), f.price(c.c), f.volume(c.v)] : ['', '', '', '', '', ''];
      cells.forEach((cell, i) => {
        cell.textContent = values[i] ?? '';
      });
      legend.dataset.trend = c ? (Number(c.c) >= Number(c.o) ? 'rise' : 'fall') : '';
    }
    const box = boxRef.current;
    const last = data.last;
    if (box) {
      box.dataset.candles = String(data.bars.length);
      box.dataset.lastT = last ? String(last.t) : '';
      box.dataset.lastC = last?.c ?? '';
      box.dataset.updates = String(stateRef.current.updates);
    }
  };
  const paintRef = useRef(paintLegend);
  paintRef.current = paintLegend;
  /** Puts the keyboard's crosshair back on its candle after the series was set anew (older history, a reconnect). */
  const keepKeyboardCrosshair = () => {
    const c = chartRef.current;
    const st = stateRef.current;
    if (!c || !st.byKeyboard || !st.hovered) return;
    st.hovered = dataRef.current.at(st.hovered.t) ?? st.hovered;
    c.chart.setCrosshairPosition(Number(st.hovered.c), toTime(st.hovered.t), c.candles);
  };
  const keepCrosshairRef = useRef(keepKeyboardCrosshair);
  keepCrosshairRef.current = keepKeyboardCrosshair;

  // The chart itself, made once per mount.
  useEffect(() => {
    const host = hostRef.current;
    if (!host) return;
    const timeLabels = new WholeTimeLabels();
    const chart: IChartApi = createChartEx(host, timeLabels, {
      autoSize: true,
      layout: { background: { color: '#ffffff' }, textColor: '#5c6370', fontSize: 11, attributionLogo: false },
      grid: { vertLines: { color: '#f2f3f5' }, horzLines: { color: '#f2f3f5' } },
      crosshair: { mode: CrosshairMode.Normal },
      // A vertical swipe on the chart scrolls the page (a phone held sideways shows only part
      // of it); a sideways one moves through time.
      handleScroll: { vertTouchDrag: false },
      // Price labels are drawn only when whole (none cut at the top or bottom edge).
      rightPriceScale: { borderColor: '#e5e7eb', entireTextOnly: true },
      timeScale: { borderColor: '#e5e7eb', rightOffsetPixels: RIGHT_GAP },
    });
    const { fontSize, fontFamily } = chart.options().layout;
    timeLabels.attach(chart.timeScale(), fontSize, fontFamily);
    const candles = chart.addSeries(CandlestickSeries, {
      upColor: RISE,
      downColor: FALL,
      borderUpColor: RISE,
      borderDownColor: FALL,
      wickUpColor: RISE,
      wickDownColor: FALL,
    });
    candles.priceScale().applyOptions({ scaleMargins: { top: 0.08, bottom: 0.25 } });
    const volume = chart.addSeries(HistogramSeries, { priceScaleId: 'volume', priceFormat: { type: 'volume' }, lastValueVisible: false, priceLineVisible: false });
    chart.priceScale('volume').applyOptions({ scaleMargins: { top: 0.8, bottom: 0 } });
    chartRef.current = { chart, candles, volume, timeLabels };

    const onCrosshair = (param: MouseEventParams) => {
      const st = stateRef.current;
      // The crosshair the keyboard placed (no pointer event) stays until a pointer moves it.
      if (st.byKeyboard && !param.sourceEvent) return;
      st.byKeyboard = false;
      st.hovered = param.time !== undefined && param.point ? (dataRef.current.at(fromTime(param.time)) ?? null) : null;
      paintRef.current();
    };
    chart.subscribeCrosshairMove(onCrosshair);
    return () => {
      chart.unsubscribeCrosshairMove(onCrosshair);
      chart.remove();
      chartRef.current = null;
    };
  }, []);

  useEffect(() => {
    chartRef.current?.chart.applyOptions({ handleScale: { mouseWheel: wheelZooms } });
  }, [wheelZooms]);

  // Duration, price format and time labels, and the legend in the new format.
  useEffect(() => {
    const c = chartRef.current;
    if (!c) return;
    // Before the duration's data is set (the history effect below), which the weights are computed for.
    c.timeLabels.setLocalDays(interval < 86400);
    const minMove = Number(`1e-${precision}`);
    c.candles.applyOptions({ priceFormat: { type: 'price', precision, minMove } });
    c.chart.applyOptions({
      localization: {
        locale: latinNumbersTag(localeTag),
        timeFormatter: (time: Time) => formatsRef.current.label(time),
        priceFormatter: (price: number) => formatsRef.current.axisPrice(price),
      },
      timeScale: {
        timeVisible: interval < 86400,
        secondsVisible: interval < 60,
        tickMarkFormatter: (time: Time, type: TickMarkType) => formatsRef.current.tick(time, type),
      },
    });
    paintRef.current();
  }, [precision, localeTag, dir, interval]);

  // History over HTTP: on open, on another product or duration, after a reconnect, and on retry.
  const loadedEpochRef = useRef(-1);
  useEffect(() => {
    const c = chartRef.current;
    if (!c) return;
    void attempt;
    const st = stateRef.current;
    const data = dataRef.current;
    const reconnect = st.ready && loadedEpochRef.current !== -1 && loadedEpochRef.current !== epoch;
    let cancelled = false;
    if (!reconnect) {
      st.ready = false;
      st.pending = [];
      st.olderDone = false;
      st.hovered = null;
      st.byKeyboard = false;
      legendRef.current?.removeAttribute('aria-live');
      data.reset([]);
      c.candles.setData([]);
      c.volume.setData([]);
      setState('loading');
    }
    loadedEpochRef.current = epoch;
    // A history no longer wanted (another duration or product chosen meanwhile) stops
    // downloading: on a slow line it would hold up the one that is.
    const abort = new AbortController();
    getKlines({ productCode, interval }, abort.signal).then(
      (rows) => {
        if (cancelled || !chartRef.current) return;
        if (reconnect) data.mergeLatest(rows);
        else data.reset(rows);
        for (const p of st.pending) data.live(p);
        st.pending = [];
        c.candles.setData(data.bars.map(candleOf));
        c.volume.setData(data.bars.map(volumeOf));
        if (!reconnect) {
          const n = data.bars.length;
          const from = Math.max(0, n - INITIAL_BARS);
          // The newest candle RIGHT_GAP pixels from the price axis: bars of room for that width.
          const width = c.chart.timeScale().width();
          const gap = width > RIGHT_GAP * 2 ? (RIGHT_GAP * (n - from)) / (width - RIGHT_GAP) : 3;
          c.chart.timeScale().setVisibleLogicalRange({ from, to: n - 1 + gap });
          st.olderDone = rows.length < KLINE_PAGE;
        }
        st.ready = true;
        setState('ready');
        keepCrosshairRef.current();
        paintRef.current();
      },
      () => {
        // After a reconnect the chart keeps the candles it has and moves on with the stream.
        if (!cancelled && !reconnect) setState('error');
      },
    );
    return () => {
      cancelled = true;
      abort.abort();
    };
  }, [productCode, interval, epoch, attempt]);

  // Older history when the user scrolls near the oldest candle.
  useEffect(() => {
    const c = chartRef.current;
    if (!c) return;
    const onRange = (range: { from: number; to: number } | null) => {
      const st = stateRef.current;
      const data = dataRef.current;
      const first = data.bars[0];
      if (!range || !st.ready || st.olderLoading || st.olderDone || !first || range.from > LOAD_OLDER_AT) return;
      st.olderLoading = true;
      getKlines({ productCode, interval, to: first.t }).then(
        (rows) => {
          st.olderLoading = false;
          if (!chartRef.current || dataRef.current !== data || data.bars[0] !== first) return;
          const added = data.prepend(rows);
          if (rows.length < KLINE_PAGE) st.olderDone = true;
          if (added === 0) return;
          const visible = c.chart.timeScale().getVisibleLogicalRange();
          c.candles.setData(data.bars.map(candleOf));
          c.volume.setData(data.bars.map(volumeOf));
          if (visible) c.chart.timeScale().setVisibleLogicalRange({ from: visible.from + added, to: visible.to + added });
          keepCrosshairRef.current();
          paintRef.current();
        },
        () => {
          st.olderLoading = false;
        },
      );
    };
    c.chart.timeScale().subscribeVisibleLogicalRangeChange(onRange);
    return () => c.chart.timeScale().unsubscribeVisibleLogicalRangeChange(onRange);
  }, [productCode, interval]);

  // Live candles: the open one moves, a closed one is final, a new one appends.
  useKlineStream(productCode, interval, (candles) => {
    const c = chartRef.current;
    const st = stateRef.current;
    if (!c) return;
    if (!st.ready) {
      st.pending.push(...candles);
      return;
    }
    const start = performance.now();
    const data = dataRef.current;
    let changed = false;
    for (const candle of candles) {
      if (!data.live(candle)) continue;
      c.candles.update(candleOf(candle));
      c.volume.update(volumeOf(candle));
      changed = true;
    }
    if (!changed) return;
    st.updates++;
    if (!st.hovered) paintRef.current();
    else if (boxRef.current) boxRef.current.dataset.updates = String(st.updates);
    performance.measure('kline:update', { start, end: performance.now() });
    if (st.updates % MEASURE_KEEP === 0) performance.clearMeasures('kline:update');
  });

  /**
   * The keyboard's crosshair: Left and Right move it to the previous and next candle (the
   * chart runs left to right in every language), Home and End to the first loaded and the
   * last; the time scale follows, and the legend, read out while the keyboard moves it, gives
   * the candle's values. Escape or leaving the chart puts it away.
   */
  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const c = chartRef.current;
    const st = stateRef.current;
    if (e.key === 'Escape') {
      if (st.byKeyboard) release();
      return;
    }
    const by = STEP_KEYS[e.key];
    if (by === undefined || !c || !st.ready) return;
    e.preventDefault();
    const next = dataRef.current.step(st.hovered?.t, by);
    if (!next) return;
    const axis = c.chart.timeScale();
    const range = axis.getVisibleLogicalRange();
    if (range && (next.index < range.from + 1 || next.index > range.to - 1)) {
      const width = range.to - range.from;
      const from = next.index < range.from + 1 ? next.index - 1 : next.index + 1 - width;
      axis.setVisibleLogicalRange({ from, to: from + width });
    }
    st.byKeyboard = true;
    st.hovered = next.candle;
    c.chart.setCrosshairPosition(Number(next.candle.c), toTime(next.candle.t), c.candles);
    legendRef.current?.setAttribute('aria-live', 'polite');
    paintRef.current();
  };
  const release = () => {
    const st = stateRef.current;
    if (!st.byKeyboard) return;
    st.byKeyboard = false;
    st.hovered = null;
    chartRef.current?.chart.clearCrosshairPosition();
    legendRef.current?.removeAttribute('aria-live');
    paintRef.current();
  };

  return (
    <div
      ref={boxRef}
      className="kline-chart"
      dir="ltr"
      data-testid="kline-chart"
      data-state={state}
      data-interval={interval}
      style={{ blockSize: height }}
      role="group"
      aria-label={labels.keys}
      tabIndex={0}
      onKeyDown={onKeyDown}
      onBlur={release}
    >
      <div ref={legendRef} className="kline-legend" dir={dir} data-testid="kline-legend">
        <span className="kline-legend__time" data-v="" />
        <span>
          {labels.open} <b dir="ltr" data-v="" />
        </span>
        <span>
          {labels.high} <b dir="ltr" data-v="" />
        </span>
        <span>
          {labels.low} <b dir="ltr" data-v="" />
        </span>
        <span>
          {labels.close} <b dir="ltr" data-v="" />
        </span>
        <span>
          {/* A short volume can hold a word ("35.52 ألف"): it reads in that word's direction. */}
          {labels.volume} <b dir="auto" data-v="" />
        </span>
      </div>
      {/* The library's drawing (canvases in a layout table): the legend gives its values as text. */}
      <div ref={hostRef} className="kline-chart__canvas" aria-hidden="true" />
      {/* While the history loads (long on a slow line), the empty chart says so. */}
      {state === 'loading' && (
        <p className="kline-chart__loading" role="status" data-testid="kline-loading">
          {labels.loading}
        </p>
      )}
      {state === 'error' && (
        <div className="kline-chart__error" role="alert" data-testid="kline-error">
          <p>{labels.failed}</p>
          <button type="button" className="kline-chart__retry" onClick={() => setAttempt((n) => n + 1)} data-testid="kline-retry">
            {labels.retry}
          </button>
        </div>
      )}
    </div>
  );
}

export default memo(KlineChart);
