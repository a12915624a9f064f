import type { LocaleCode } from '@app/contract';
import type { Queryable } from '../../db/database.ts';
import { badRequest } from '../../lib/errors.ts';
import { cached } from './funds.cache.ts';
import { moneyString } from '../../lib/money.ts';
import type {
  BankPropertyConfigTable, LocalizedName, PlatformCurrencyTable, RechargeChannelConfigTable, WithdrawChannelConfigTable,
} from './funds.tables.ts';
import type { Selectable } from 'kysely';

export type Currency = Selectable<PlatformCurrencyTable>;
export type RechargeChannel = Selectable<RechargeChannelConfigTable>;
export type WithdrawChannel = Selectable<WithdrawChannelConfigTable>;

/** The name in the caller's locale, English when that locale has none. */
export function localized(names: LocalizedName, locale: LocaleCode): string {
  return names[locale] || names.en || Object.values(names).find(Boolean) || '';
}

/** Networks of a currency's walletAddressType ('TRC20/ERC20' gives TRC20 and ERC20). */
export function networksOf(c: Pick<Currency, 'wallet_address_type'>): string[] {
  return c.wallet_address_type.split('/').filter(Boolean);
}

export async function listCurrencies(db: Queryable): Promise<Currency[]> {
  return db.selectFrom('platform_currency').selectAll().where('enabled', '=', true).orderBy('sort').orderBy('id').execute();
}

export async function getCurrency(db: Queryable, id: number): Promise<Currency> {
  const c = await db.selectFrom('platform_currency').selectAll().where('id', '=', id).where('enabled', '=', true).executeTakeFirst();
  if (!c) throw badRequest('funds.currency_not_found');
  return c;
}

export function currencyView(c: Currency) {
  return {
    id: c.id,
    currencyName: c.currency_name,
    fullName: c.full_name,
    currencyType: c.currency_type,
    walletAddressType: c.wallet_address_type,
    decimals: c.decimals,
    productCode: c.product_code,
    icon: c.icon,
    sort: c.sort,
  };
}

const limits = (c: { min_amount: string; max_amount: string; fee_rate: string; fee_fixed: string; daily_limit: string | null }) => ({
  minAmount: moneyString(c.min_amount),
  maxAmount: moneyString(c.max_amount),
  feeRate: moneyString(c.fee_rate),
  feeFixed: moneyString(c.fee_fixed),
  dailyLimit: c.daily_limit === null ? null : moneyString(c.daily_limit),
});

export async function listRechargeChannels(db: Queryable) {
  return db
    .selectFrom('recharge_channel_config as c')
    .innerJoin('platform_currency as p', 'p.id', 'c.currency_id')
    .selectAll('c')
    .select(['p.currency_name', 'p.decimals'])
    .where('c.enabled', '=', true)
    .where('p.enabled', '=', true)
    .orderBy('c.sort')
    .orderBy('c.id')
    .execute();
}

/** An enabled recharge channel (cached briefly outside transactions), or `funds.channel_not_found`. */
export async function getRechargeChannel(db: Queryable, id: number) {
  const all = db.isTransaction ? await listRechargeChannels(db) : await cached(db, 'recharge-channels', () => listRechargeChannels(db));
  const c = all.find((x) => x.id === id);
  if (!c) throw badRequest('funds.channel_not_found');
  return c;
}

export function rechargeChannelView(c: RechargeChannel & { currency_name: string; decimals: number }, locale: LocaleCode) {
  return {
    id: c.id,
    code: c.code,
    channelName: localized(c.channel_name, locale),
    channelType: c.channel_type,
    currencyId: c.currency_id,
    currencyName: c.currency_name,
    decimals: c.decimals,
    network: c.network,
    address: c.address,
    bankName: c.bank_name,
    accountName: c.account_name,
    accountNo: c.account_no,
    bankBranch: c.bank_branch,
    swiftCode: c.swift_code,
    payUrl: c.pay_url,
    ...limits(c),
    isDemo: c.is_demo,
    sort: c.sort,
  };
}

export async function listWithdrawChannels(db: Queryable) {
  return db
    .selectFrom('withdraw_channel_config as c')
    .innerJoin('platform_currency as p', 'p.id', 'c.currency_id')
    .selectAll('c')
    .select(['p.currency_name', 'p.decimals'])
    .where('c.enabled', '=', true)
    .where('p.enabled', '=', true)
    .orderBy('c.sort')
    .orderBy('c.id')
    .execute();
}

/** An enabled withdraw channel (cached briefly outside transactions), or `funds.channel_not_found`. */
export async function getWithdrawChannel(db: Queryable, id: number) {
  const all = db.isTransaction ? await listWithdrawChannels(db) : await cached(db, 'withdraw-channels', () => listWithdrawChannels(db));
  const c = all.find((x) => x.id === id);
  if (!c) throw badRequest('funds.channel_not_found');
  return c;
}

export type WithdrawChannelRow = Awaited<ReturnType<typeof listWithdrawChannels>>[number];

export function withdrawChannelView(c: WithdrawChannel & { currency_name: string; decimals: number }, locale: LocaleCode) {
  return {
    id: c.id,
    code: c.code,
    channelName: localized(c.channel_name, locale),
    // 1 to a bound wallet address, 2 to a bound bank card
    channelType: c.channel_type,
    currencyId: c.currency_id,
    currencyName: c.currency_name,
    decimals: c.decimals,
    network: c.network,
    ...limits(c),
    sort: c.sort,
  };
}

export async function listBanks(db: Queryable, configType: number) {
  return db
    .selectFrom('bank_property_config')
    .selectAll()
    .where('config_type', '=', configType)
    .where('enabled', '=', true)
    .orderBy('sort')
    .orderBy('id')
    .execute();
}

export function bankView(b: Selectable<BankPropertyConfigTable>) {
  return { id: b.id, configType: b.config_type, bankName: b.bank_name, bankCode: b.bank_code, country: b.country, sort: b.sort };
}
