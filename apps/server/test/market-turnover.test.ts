import { describe, expect, it } from 'vitest';
import { InstrumentState } from '../src/market/instrument-state.ts';
import { tradingDayOf } from '../src/market/sessions.ts';
import type { Instrument } from '../src/market/types.ts';
import { instrument } from './market-helpers.ts';

/**
 * `tickerInfo.tradeAmount`, the money traded in the session: price x volume for stocks and
 * crypto, times the contract multiplier (`standard`) for futures, cut to cents.
 */
const T0 = Date.parse('2026-11-24T15:00:00Z');

/** An instrument state after the given trades (price and volume in the instrument's units). */
function afterTrades(inst: Instrument, trades: [price: number, volume: number][]): InstrumentState {
  const state = new InstrumentState(inst, 'simulated', () => {});
  const day = tradingDayOf(inst.session, T0);
  trades.forEach(([p, v], i) => state.trade(T0 + i * 100, day, p, v));
  return state;
}

describe('turnover (tradeAmount)', () => {
  it('multiplies futures price x volume by the contract multiplier', () => {
    // E-mini S&P 500, multiplier 50: 3 contracts at 6700.25 and 2 at 6700.00 are 33,500.75 points.
    const es = afterTrades(instrument('F:ES'), [[670025, 3], [670000, 2]]);
    expect(es.inst.standard).toBe('50');
    expect(es.info().tradeAmount).toBe('1675037.50');
    // The list stream's compact item carries the same amount.
    expect(JSON.parse(es.compactJson())).toMatchObject({ code: 'F:ES', ta: '1675037.50' });
  });

  it('multiplies before cutting to cents, so no fraction of a cent is scaled up', () => {
    // Natural gas, 3 price decimals, multiplier 10000: 7 contracts at 4.321 are 30.247 points, 302,470.00.
    expect(afterTrades(instrument('F:NG'), [[4321, 7]]).info().tradeAmount).toBe('302470.00');
    // A multiplier with decimals stays exact: 3 x 6700.25 x 2.5 = 50,251.875, cut to 50,251.87.
    expect(afterTrades({ ...instrument('F:ES'), standard: '2.50' }, [[670025, 3]]).info().tradeAmount).toBe('50251.87');
  });

  it('keeps stock and crypto turnover at price x volume', () => {
    // 100 Apple shares at 231.45 and 50 at 231.50.
    const aapl = afterTrades(instrument('AAPL'), [[23145, 100], [23150, 50]]);
    expect(aapl.info().tradeAmount).toBe('34720.00');
    expect(JSON.parse(aapl.compactJson())).toMatchObject({ ta: '34720.00' });
    // A stock's volume counts shares whatever its contract size says.
    expect(afterTrades({ ...instrument('AAPL'), standard: '100' }, [[23145, 100]]).info().tradeAmount).toBe('23145.00');
    // 0.5 BTC at 95,000.00 and 0.25 BTC at 95,100.00 (volume in 10^-5 BTC).
    const btc = afterTrades(instrument('X:BTCUSD'), [[9_500_000, 50_000], [9_510_000, 25_000]]);
    expect(btc.inst.volumePrecision).toBe(5);
    expect(btc.info().tradeAmount).toBe('71275.00');
  });

  it('leaves forex turnover unscaled by the lot size', () => {
    // Forex volume counts price updates: 10 updates at 1.16000 sum to 11.60, not 1,160,000.00.
    const eur = afterTrades(instrument('C:EURUSD'), [[116000, 10]]);
    expect(eur.inst.standard).toBe('100000');
    expect(eur.info().tradeAmount).toBe('11.60');
  });

  it('is zero before the first trade', () => {
    expect(afterTrades(instrument('F:ES'), []).info().tradeAmount).toBe('0.00');
  });
});
