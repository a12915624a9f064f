import type { Bar, Instrument } from './types.ts';
import { divRound, formatUnits } from './units.ts';

/**
 * A candle on the wire: t bucket start (epoch ms; a day candle's trading date at 00:00 UTC),
 * o/h/l/c prices, v volume, vw volume-weighted average price, all decimal strings.
 */
export interface CandleJson {
  t: number;
  o: string;
  h: string;
  l: string;
  c: string;
  v: string;
  vw: string;
}

export function candleJson(inst: Instrument, b: Bar): CandleJson {
  const pp = inst.pricePrecision;
  return {
    t: b.t,
    o: formatUnits(b.o, pp),
    h: formatUnits(b.h, pp),
    l: formatUnits(b.l, pp),
    c: formatUnits(b.c, pp),
    v: formatUnits(b.v, inst.volumePrecision),
    vw: formatUnits(b.v > 0 ? divRound(b.q, BigInt(b.v)) : BigInt(b.c), pp),
  };
}
