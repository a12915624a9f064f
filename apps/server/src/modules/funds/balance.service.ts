import { sql } from 'kysely';
import type { Queryable } from '../../db/database.ts';
import { Money, moneyString } from '../../lib/money.ts';
import { readFundsSettings } from './funds.settings.ts';
import { MAIN } from './ledger.service.ts';
import { getCurrency, listCurrencies, type Currency } from './reference.service.ts';
import { toUsdt, usdtPrices, type PriceLookup } from './valuation.ts';

/** Reads of balances for the customer views; they never write. */

/** The customer's main balance of a currency ('0' when it has no account yet). */
export async function getBalance(db: Queryable, userId: number, currencyId: number): Promise<{ available: string; frozen: string }> {
  const row = await db
    .selectFrom('ledger_account')
    .select(['available', 'frozen'])
    .where('user_id', '=', userId)
    .where('currency_id', '=', currencyId)
    .where('purpose', '=', MAIN)
    .executeTakeFirst();
  return { available: moneyString(row?.available ?? '0'), frozen: moneyString(row?.frozen ?? '0') };
}

function balanceRow(c: Currency, available: string, frozen: string, showFreeze: boolean) {
  return {
    currencyId: c.id,
    currencyName: c.currency_name,
    currencyType: c.currency_type,
    decimals: c.decimals,
    available,
    frozen,
    total: moneyString(new Money(available).plus(frozen)),
    showFreeze,
  };
}

/** `/api/userInfo/userBalance`: one row for `currencyId`, or every currency. */
export async function userBalances(db: Queryable, userId: number, currencyId?: number) {
  const currencies = currencyId === undefined ? await listCurrencies(db) : [await getCurrency(db, currencyId)];
  const accounts = await db
    .selectFrom('ledger_account')
    .select(['currency_id', 'available', 'frozen'])
    .where('user_id', '=', userId)
    .where('purpose', '=', MAIN)
    .execute();
  const byCurrency = new Map(accounts.map((a) => [a.currency_id, a]));
  const { showFreeze } = await readFundsSettings(db);
  return currencies.map((c) => {
    const a = byCurrency.get(c.id);
    return balanceRow(c, moneyString(a?.available ?? '0'), moneyString(a?.frozen ?? '0'), showFreeze);
  });
}

/**
 * `/api/userInfo/personCenterPanelData`, all in USDT:
 * - userBalanceConvert: every account of the customer (available + frozen, all purposes);
 * - allMarginAmount: accounts with purpose 'margin' (trading keeps position margin there);
 * - profitAndLose / profitAndLoseToday: ledger movements of type 'trade_pnl' (realized
 *   profit and loss), all time / since 00:00 UTC;
 * - holdings: the main account of every currency with a spot product, its amount (available
 *   + frozen, 0 when never held) and its USDT value, valued with the same prices as the totals, so that the
 *   values shown per currency add up to the total shown above them.
 * Zero until the trading capability posts such movements.
 */
export async function panelData(db: Queryable, userId: number, prices: PriceLookup) {
  const currencies = await listCurrencies(db);
  const valuation = await usdtPrices(db, currencies, prices);
  const accounts = await db
    .selectFrom('ledger_account')
    .select(['currency_id', 'purpose', 'available', 'frozen'])
    .where('user_id', '=', userId)
    .execute();
  const pnl = await sql<{ currency_id: number; total: string; today: string }>`
    select currency_id, coalesce(sum(amount), 0) as total,
           coalesce(sum(amount) filter (where created_at >= date_trunc('day', now() at time zone 'utc') at time zone 'utc'), 0) as today
    from ledger_entry where user_id = ${userId} and type = 'trade_pnl' group by currency_id`.execute(db);
  const unpriced = new Set<string>();
  const names = new Map(currencies.map((c) => [c.id, c.currency_name]));
  const add = (sum: Money, currencyId: number, amount: string | Money) => {
    const v = toUsdt(valuation, currencyId, amount);
    if (v === null) {
      unpriced.add(names.get(currencyId) ?? String(currencyId));
      return sum;
    }
    return sum.plus(v);
  };
  let balance = new Money(0);
  let frozen = new Money(0);
  let margin = new Money(0);
  for (const a of accounts) {
    const total = new Money(a.available).plus(a.frozen);
    balance = add(balance, a.currency_id, total);
    frozen = add(frozen, a.currency_id, a.frozen);
    if (a.purpose === 'margin') margin = add(margin, a.currency_id, total);
  }
  const main = new Map(accounts.filter((a) => a.purpose === MAIN).map((a) => [a.currency_id, new Money(a.available).plus(a.frozen)]));
  const holdings = currencies
    .filter((c) => c.product_code)
    .map((c) => {
      const amount = main.get(c.id) ?? new Money(0);
      const value = toUsdt(valuation, c.id, amount);
      return { currencyId: c.id, amount: moneyString(amount), usdtValue: value && moneyString(value) };
    });
  let pnlTotal = new Money(0);
  let pnlToday = new Money(0);
  for (const p of pnl.rows) {
    pnlTotal = add(pnlTotal, p.currency_id, p.total);
    pnlToday = add(pnlToday, p.currency_id, p.today);
  }
  const { showFreeze } = await readFundsSettings(db);
  return {
    currencyName: 'USDT',
    userBalanceConvert: moneyString(balance),
    frozenConvert: moneyString(frozen),
    allMarginAmount: moneyString(margin),
    profitAndLose: moneyString(pnlTotal),
    profitAndLoseToday: moneyString(pnlToday),
    showFreeze,
    unpriced: [...unpriced],
    holdings,
  };
}

/** `/api/userBibiAssets/list`: the customer's spot holdings, one row per currency with a spot product. */
export async function bibiAssets(db: Queryable, userId: number, prices: PriceLookup) {
  const currencies = (await listCurrencies(db)).filter((c) => c.product_code);
  const valuation = await usdtPrices(db, currencies, prices);
  const accounts = await db
    .selectFrom('ledger_account')
    .select(['currency_id', 'available', 'frozen'])
    .where('user_id', '=', userId)
    .where('purpose', '=', MAIN)
    .execute();
  const byCurrency = new Map(accounts.map((a) => [a.currency_id, a]));
  return currencies.map((c) => {
    const a = byCurrency.get(c.id);
    const total = new Money(a?.available ?? 0).plus(a?.frozen ?? 0);
    const usdt = toUsdt(valuation, c.id, total);
    return {
      productCode: c.product_code!,
      currencyId: c.id,
      currencyName: c.currency_name,
      bibiAmount: moneyString(total),
      available: moneyString(a?.available ?? '0'),
      frozen: moneyString(a?.frozen ?? '0'),
      usdtValue: usdt === null ? null : moneyString(usdt),
    };
  });
}
