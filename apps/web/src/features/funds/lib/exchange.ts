import { Money } from '@app/contract/money';
import type { ExchangeInfo } from '@/lib/settings/get-exchange-info';

export interface ExchangeRate {
  currency: string;
  symbol: string;
  /** Units of this currency per 1 unit of the base (USDT). */
  rate: string;
  isDefault: boolean;
}

/** The rates of `/api/currencyExchangeRate/getExchangeInfo`, keeping only well-formed rows. */
export function ratesOf(info: ExchangeInfo | null | undefined): { base: string; rates: ExchangeRate[]; defaultCurrency: string | null } {
  const raw = Array.isArray(info?.rates) ? (info.rates as unknown[]) : [];
  const rates = raw.flatMap((r) => {
    const row = r as Partial<ExchangeRate>;
    if (typeof row.currency !== 'string' || typeof row.rate !== 'string' || !/^\d+(\.\d+)?$/.test(row.rate)) return [];
    return [{ currency: row.currency, symbol: typeof row.symbol === 'string' ? row.symbol : '', rate: row.rate, isDefault: row.isDefault === true }];
  });
  const base = typeof info?.base === 'string' ? info.base : 'USDT';
  const defaultCurrency = typeof info?.defaultCurrency === 'string' ? info.defaultCurrency : (rates.find((r) => r.isDefault)?.currency ?? null);
  return { base, rates, defaultCurrency };
}

/** `amount` of the base currency in the rate's currency (exact; formatting truncates). */
export function convert(amount: string, rate: ExchangeRate): string {
  return new Money(amount).times(rate.rate).toFixed();
}

/**
 * The converted total as shown: `≈ €1,234.56`. The currency's code is added where its symbol
 * alone would not say which currency it is: no symbol (`≈ 1,234.56 XYZ`), or a symbol that
 * another listed currency also uses (`≈ ¥8,784.00 CNY` next to JPY's ¥).
 */
export function convertedText(amountText: string, rate: ExchangeRate, rates: readonly ExchangeRate[]): string {
  if (!rate.symbol) return `≈ ${amountText} ${rate.currency}`;
  const shared = rates.some((r) => r.currency !== rate.currency && r.symbol === rate.symbol);
  return shared ? `≈ ${rate.symbol}${amountText} ${rate.currency}` : `≈ ${rate.symbol}${amountText}`;
}

/**
 * Decimals of an amount in `currency`: its minor units per ISO 4217 as the browser knows them
 * (USD and EUR 2, JPY, KRW and VND none), 2 for a code the browser does not know.
 */
export function currencyDecimals(currency: string): number {
  try {
    return new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
  } catch {
    return 2;
  }
}
