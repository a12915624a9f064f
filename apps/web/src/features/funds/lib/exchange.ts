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

/** Where a language writes a currency symbol: before the number (`$1.00`) or after it (`1,00 $`), and whether a space parts them. */
export interface SymbolPlacement {
  after: boolean;
  space: boolean;
}

/**
 * The placement of `currency`'s symbol in the language of BCP 47 `tag`, as the browser's Intl
 * data has it: `$1.00` in English, `1.234,50 €` in German and Vietnamese, `€ 1.234,50` in
 * Portuguese. A code the browser does not know is placed as the US dollar is.
 */
export function symbolPlacement(tag: string, currency: string): SymbolPlacement {
  const parts = (code: string) => new Intl.NumberFormat(tag, { style: 'currency', currency: code }).formatToParts(1);
  let p: Intl.NumberFormatPart[];
  try {
    p = parts(currency);
  } catch {
    try {
      p = parts('USD');
    } catch {
      return { after: false, space: false };
    }
  }
  const symbol = p.findIndex((x) => x.type === 'currency');
  const number = p.findIndex((x) => x.type === 'integer');
  if (symbol < 0 || number < 0) return { after: false, space: false };
  const between = p.slice(Math.min(symbol, number) + 1, Math.max(symbol, number));
  return { after: symbol > number, space: between.some((x) => x.type === 'literal' && /\s/u.test(x.value)) };
}

/**
 * The converted total as shown: `≈ €1,234.56` in English, `≈ 1.234,56 €` in German. The
 * currency's code is added where its symbol alone would not say which currency it is: no
 * symbol (`≈ 1,234.56 XYZ`), or a symbol that another listed currency also uses
 * (`≈ ¥8,784.00 CNY` next to JPY's ¥; after the number the code alone, `≈ 8.784,00 CNY`).
 * The symbol and the number are held together by a no-break space where they are parted.
 */
export function convertedText(
  amountText: string,
  rate: ExchangeRate,
  rates: readonly ExchangeRate[],
  placement: SymbolPlacement = { after: false, space: false },
): string {
  if (!rate.symbol) return `≈ ${amountText} ${rate.currency}`;
  const shared = rates.some((r) => r.currency !== rate.currency && r.symbol === rate.symbol);
  const gap = placement.space ? '\u00a0' : '';
  if (placement.after) return shared ? `≈ ${amountText}\u00a0${rate.currency}` : `≈ ${amountText}\u00a0${rate.symbol}`;
  return shared ? `≈ ${rate.symbol}${gap}${amountText} ${rate.currency}` : `≈ ${rate.symbol}${gap}${amountText}`;
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
