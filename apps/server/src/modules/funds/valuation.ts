import type { Queryable } from '../../db/database.ts';
import { Money } from '../../lib/money.ts';
import { readExchangeRates } from './funds.settings.ts';
import type { Currency } from './reference.service.ts';

/**
 * Prices of platform currencies in USDT, for the converted totals of the assets views
 * (display only: balances are never converted).
 * - USDT is 1.
 * - A fiat currency listed in the exchange info (`exchange_rate`: units per 1 USDT) is
 *   1 / rate; USD is 1 there.
 * - A crypto currency with a spot product (BTC: X:BTCUSD) takes the latest price of that
 *   product from the given lookup (the routes read the live quotes); USD quotes count as USDT.
 * - Anything without a price is left out of converted totals and named in `unpriced`.
 */
export type PriceLookup = (productCode: string) => Promise<string | null> | string | null;

export const noPrices: PriceLookup = () => null;

/** How one unit becomes USDT: times a price, or divided by a rate (units per USDT). */
type Conversion = { times: Money } | { per: Money };

export interface Valuation {
  /** Per currency id; null when unknown. */
  prices: Map<number, Conversion | null>;
}

export async function usdtPrices(db: Queryable, currencies: Currency[], cryptoPrice: PriceLookup): Promise<Valuation> {
  const rates = await readExchangeRates(db);
  const prices = new Map<number, Conversion | null>();
  for (const c of currencies) {
    if (c.currency_name === 'USDT') {
      prices.set(c.id, { times: new Money(1) });
    } else if (c.currency_type === 2) {
      const rate = rates.get(c.currency_name);
      prices.set(c.id, rate && new Money(rate).gt(0) ? { per: new Money(rate) } : null);
    } else if (c.product_code) {
      const p = await cryptoPrice(c.product_code);
      prices.set(c.id, p && new Money(p).gt(0) ? { times: new Money(p) } : null);
    } else {
      prices.set(c.id, null);
    }
  }
  return { prices };
}

/** The USDT value of an amount, cut to 8 decimals; null when the currency has no price. */
export function toUsdt(v: Valuation, currencyId: number, amount: string | Money): Money | null {
  const conv = v.prices.get(currencyId);
  if (!conv) return new Money(amount).isZero() ? new Money(0) : null;
  const value = 'times' in conv ? new Money(amount).times(conv.times) : new Money(amount).div(conv.per);
  return value.toDecimalPlaces(8, Money.ROUND_DOWN);
}
