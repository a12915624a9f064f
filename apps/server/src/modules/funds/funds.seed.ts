import type { AppContext } from '../module.ts';
import { BANKS, CURRENCIES, RECHARGE_CHANNELS, WITHDRAW_CHANNELS } from './funds.seed-data.ts';

/** Inserts the reference data once; rows already present (and operator edits) are left alone. */
export async function seedFunds(ctx: AppContext): Promise<void> {
  const db = ctx.database.db;
  await db
    .insertInto('platform_currency')
    .values(CURRENCIES.map((c) => ({
      id: c.id, currency_name: c.name, full_name: c.fullName, currency_type: c.type,
      wallet_address_type: c.walletAddressType, decimals: c.decimals, product_code: c.productCode, sort: c.sort,
    })))
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
  await db
    .insertInto('recharge_channel_config')
    .values(RECHARGE_CHANNELS.map((c) => ({
      code: c.code, channel_name: JSON.stringify(c.names), channel_type: c.type, currency_id: c.currencyId,
      network: c.network ?? '', address: c.address ?? '',
      bank_name: c.bank?.bankName ?? '', account_name: c.bank?.accountName ?? '', account_no: c.bank?.accountNo ?? '',
      bank_branch: c.bank?.branch ?? '', swift_code: c.bank?.swift ?? '', pay_url: c.payUrl ?? '',
      min_amount: c.min, max_amount: c.max, fee_rate: c.feeRate ?? '0', fee_fixed: c.feeFixed ?? '0',
      daily_limit: c.dailyLimit ?? null, is_demo: c.isDemo ?? false, sort: c.sort,
    })))
    .onConflict((oc) => oc.column('code').doNothing())
    .execute();
  await db
    .insertInto('withdraw_channel_config')
    .values(WITHDRAW_CHANNELS.map((c) => ({
      code: c.code, channel_name: JSON.stringify(c.names), channel_type: c.type, currency_id: c.currencyId,
      network: c.network ?? '', min_amount: c.min, max_amount: c.max, fee_rate: c.feeRate ?? '0',
      fee_fixed: c.feeFixed ?? '0', daily_limit: c.dailyLimit ?? null, sort: c.sort,
    })))
    .onConflict((oc) => oc.column('code').doNothing())
    .execute();
  await db
    .insertInto('bank_property_config')
    .values(BANKS.map((b, i) => ({ config_type: 0, code: b.code, bank_name: b.name, bank_code: b.swift, country: b.country, sort: i + 1 })))
    .onConflict((oc) => oc.column('code').doNothing())
    .execute();
}
