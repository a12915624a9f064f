import { formatAmount, groupThousands } from '@app/contract/format';
import { isMoneyInput, moneyString } from '@app/contract/money';
import { useCallback } from 'react';
import { localizeNumber, useNumberSymbols } from '@/lib/i18n/number-format';
import { useAmountDecimals, useSiteInfo } from '@/lib/settings/get-site-info';
import { useDisplaySwitches } from '@/lib/settings/get-switch-set';
import { currencyDecimals } from '../lib/exchange';

/**
 * Amounts for display, per the site's settings: `app_decimal_no` decimals (truncated, never
 * rounded) and thousands grouping unless `amount_plain` is on, in the number symbols of the
 * customer's language. An amount of a currency with more decimals than that (BTC has 8) keeps
 * the currency's own, so a small holding never reads as zero.
 */
export function useMoneyFormat() {
  const decimals = useAmountDecimals();
  const { amountPlain } = useDisplaySwitches();
  const symbols = useNumberSymbols();
  return useCallback(
    (value: string | null | undefined, currencyDecimals?: number) =>
      localizeNumber(formatAmount(value, { decimals: Math.max(decimals, currencyDecimals ?? 0), plain: amountPlain }), symbols),
    [decimals, amountPlain, symbols],
  );
}

/**
 * An amount converted into a fiat currency for display (the assets total in USD, JPY, ...):
 * that currency's own decimals (none for JPY), grouped and in the customer's number symbols
 * as the other amounts are.
 */
export function useFiatFormat() {
  const { amountPlain } = useDisplaySwitches();
  const symbols = useNumberSymbols();
  return useCallback(
    (value: string, currency: string) => localizeNumber(formatAmount(value, { decimals: currencyDecimals(currency), plain: amountPlain }), symbols),
    [amountPlain, symbols],
  );
}

/** The `otherValue` switches the funds screens read (1 on, 0 off; defaults of spec point 9). */
export function useFundsSettings() {
  const { data } = useSiteInfo();
  const other = data?.otherValue ?? {};
  const flag = (v: unknown, fallback: number) => (v === undefined || v === null || v === '' ? fallback : Number(v)) === 1;
  const limit = Number(other.app_adress_num ?? 0);
  return {
    showFreeze: flag(other.app_showFreeze, 1),
    withdrawAll: flag(other.app_withdrawAll, 1),
    /** Most wallet addresses a customer may save; 0 means no limit. */
    addressLimit: Number.isInteger(limit) && limit > 0 ? limit : 0,
  };
}

/**
 * A configured limit (minimum, maximum, daily limit) as written: exact, without trailing
 * zeros, grouped by thousands unless `amount_plain` is on (`1000000` reads `1,000,000`,
 * `0.0005` stays `0.0005`), in the number symbols of the customer's language.
 */
export function useLimitFormat() {
  const { amountPlain } = useDisplaySwitches();
  const symbols = useNumberSymbols();
  return useCallback(
    (value: string | null | undefined) => {
      if (value === null || value === undefined || !isMoneyInput(value)) return '--';
      const text = moneyString(value);
      if (amountPlain) return localizeNumber(text, symbols);
      const [whole = '', fraction] = text.split('.');
      return localizeNumber(groupThousands(whole) + (fraction ? `.${fraction}` : ''), symbols);
    },
    [amountPlain, symbols],
  );
}
