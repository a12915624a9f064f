import { compareMoney, isMoneyInput } from '@app/contract/money';
import type { Product } from '../api/types';

/**
 * Spec point 4, home quotes: the lists are the recommended products sorted by change rate
 * and by price, both descending. `current` supplies the latest streamed values, so the order
 * follows the market; ties keep the server's order.
 */
type Read = (p: Product) => { price: string; changeRate: string } | undefined;

function sortDesc(rows: readonly Product[], value: (p: Product) => string | undefined): Product[] {
  const keyed = rows.map((p, i) => {
    const v = value(p);
    return { p, i, v: v !== undefined && isMoneyInput(v) ? v : null };
  });
  keyed.sort((a, b) => {
    if (a.v === null || b.v === null) return a.v === null ? (b.v === null ? a.i - b.i : 1) : -1;
    return compareMoney(b.v, a.v) || a.i - b.i;
  });
  return keyed.map((k) => k.p);
}

export function byChangeRateDesc(rows: readonly Product[], current: Read = () => undefined): Product[] {
  return sortDesc(rows, (p) => current(p)?.changeRate ?? p.tickerInfo?.changeRate);
}

export function byPriceDesc(rows: readonly Product[], current: Read = () => undefined): Product[] {
  return sortDesc(rows, (p) => current(p)?.price ?? p.tickerInfo?.nowPrice);
}
