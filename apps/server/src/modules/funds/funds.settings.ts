import { sql } from 'kysely';
import type { Queryable } from '../../db/database.ts';
import { cached } from './funds.cache.ts';

/**
 * The site settings the funds rules read (kept by the settings module): otherValue numbers
 * and display switches. Missing rows fall back to the defaults of spec point 9.
 */
export interface FundsSettings {
  /** otherValue app_withdrawAll: 1 offers withdraw-all. */
  withdrawAll: boolean;
  /** otherValue app_showFreeze: 1 shows frozen amounts in the assets views. */
  showFreeze: boolean;
  /** otherValue app_adress_num: most wallet addresses a customer may save; 0 means no limit. */
  addressLimit: number;
  /** Switch bank_card_full: 1 shows card numbers in full. */
  bankCardFull: boolean;
  /** Switch wallet_address_full: 1 shows addresses in full. */
  walletAddressFull: boolean;
}

/** The settings, from the short-lived cache outside transactions (see funds.cache.ts). */
export function readFundsSettings(db: Queryable): Promise<FundsSettings> {
  return db.isTransaction ? loadFundsSettings(db) : cached(db, 'settings', () => loadFundsSettings(db));
}

async function loadFundsSettings(db: Queryable): Promise<FundsSettings> {
  const r = await sql<{ name: string; value: unknown }>`
    select name, value from site_setting
    where group_name = 'otherValue' and name in ('app_withdrawAll', 'app_showFreeze', 'app_adress_num')
    union all
    select switch_name, to_jsonb(status) from switch_set where switch_name in ('bank_card_full', 'wallet_address_full')`.execute(db);
  const v = new Map(r.rows.map((row) => [row.name, Number(row.value)]));
  const num = (name: string, fallback: number) => {
    const x = v.get(name);
    return x !== undefined && Number.isFinite(x) ? x : fallback;
  };
  return {
    withdrawAll: num('app_withdrawAll', 1) === 1,
    showFreeze: num('app_showFreeze', 1) === 1,
    addressLimit: Math.max(0, Math.trunc(num('app_adress_num', 0))),
    bankCardFull: num('bank_card_full', 0) === 1,
    walletAddressFull: num('wallet_address_full', 0) === 1,
  };
}

/** Units of a display currency per 1 USDT (exchange info of the settings module). */
export async function readExchangeRates(db: Queryable): Promise<Map<string, string>> {
  const r = await sql<{ currency: string; rate: string }>`select currency, rate from exchange_rate where enabled`.execute(db);
  return new Map(r.rows.map((row) => [row.currency, row.rate]));
}
