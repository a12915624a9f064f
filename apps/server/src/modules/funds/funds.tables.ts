import type { RechargeStatus, WithdrawStatus } from '@app/contract/funds';
import type { ColumnType, Generated } from 'kysely';

/** jsonb: read as parsed JSON, written as a JSON string. */
type Json<T> = ColumnType<T, string, string>;
type CreatedAt = ColumnType<Date, Date | undefined, never>;
type UpdatedAt = ColumnType<Date, Date | undefined, Date>;
/** A numeric(36,18) column: a decimal string both ways. */
type Numeric = string;

export type LocalizedName = Partial<Record<string, string>>;

export interface PlatformCurrencyTable {
  id: number;
  currency_name: string;
  full_name: string;
  currency_type: number;
  wallet_address_type: Generated<string>;
  decimals: number;
  product_code: string | null;
  icon: Generated<string>;
  sort: Generated<number>;
  enabled: Generated<boolean>;
}

export interface RechargeChannelConfigTable {
  id: Generated<number>;
  code: string;
  channel_name: Json<LocalizedName>;
  channel_type: number;
  currency_id: number;
  network: Generated<string>;
  address: Generated<string>;
  bank_name: Generated<string>;
  account_name: Generated<string>;
  account_no: Generated<string>;
  bank_branch: Generated<string>;
  swift_code: Generated<string>;
  pay_url: Generated<string>;
  min_amount: Numeric;
  max_amount: Numeric;
  fee_rate: Generated<Numeric>;
  fee_fixed: Generated<Numeric>;
  daily_limit: Numeric | null;
  is_demo: Generated<boolean>;
  enabled: Generated<boolean>;
  sort: Generated<number>;
}

export interface WithdrawChannelConfigTable {
  id: Generated<number>;
  code: string;
  channel_name: Json<LocalizedName>;
  channel_type: number;
  currency_id: number;
  network: Generated<string>;
  min_amount: Numeric;
  max_amount: Numeric;
  fee_rate: Generated<Numeric>;
  fee_fixed: Generated<Numeric>;
  daily_limit: Numeric | null;
  enabled: Generated<boolean>;
  sort: Generated<number>;
}

export interface BankPropertyConfigTable {
  id: Generated<number>;
  config_type: Generated<number>;
  code: string;
  bank_name: string;
  bank_code: Generated<string>;
  country: Generated<string>;
  sort: Generated<number>;
  enabled: Generated<boolean>;
}

export interface LedgerAccountTable {
  id: Generated<number>;
  user_id: number | null;
  currency_id: number;
  purpose: string;
  available: Generated<Numeric>;
  frozen: Generated<Numeric>;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export type CauseType = 'user' | 'operator' | 'rule';

export interface LedgerJournalTable {
  id: Generated<number>;
  kind: string;
  user_id: number | null;
  cause_type: CauseType;
  cause_ref: string;
  ref_type: string | null;
  ref_id: number | null;
  memo: Generated<string>;
  created_at: CreatedAt;
}

export interface LedgerEntryTable {
  id: Generated<number>;
  journal_id: number;
  account_id: number;
  currency_id: number;
  user_id: number | null;
  bucket: 'available' | 'frozen';
  type: string;
  amount: Numeric;
  available_after: Numeric;
  frozen_after: Numeric;
  created_at: CreatedAt;
}

export interface IdempotencyRecordTable {
  scope: string;
  idem_key: string;
  request_hash: string;
  response: Json<unknown>;
  created_at: CreatedAt;
}

export interface UploadFileTable {
  id: Generated<number>;
  user_id: number;
  purpose: Generated<string>;
  stored_name: string;
  mime: string;
  size_bytes: number;
  sha256: string;
  created_at: CreatedAt;
}

export interface UserBankCardTable {
  id: Generated<number>;
  user_id: number;
  bank_id: number;
  holder_name: string;
  card_number: string;
  branch: Generated<string>;
  created_at: CreatedAt;
  deleted_at: Date | null;
}

export interface UserWalletAddressTable {
  id: Generated<number>;
  user_id: number;
  currency_id: number;
  network: string;
  address: string;
  label: Generated<string>;
  created_at: CreatedAt;
  deleted_at: Date | null;
}


export interface RechargeOrderTable {
  id: Generated<number>;
  order_no: string;
  user_id: number;
  channel_id: number;
  currency_id: number;
  amount: Numeric;
  fee: Generated<Numeric>;
  status: Generated<RechargeStatus>;
  proof_file_id: number | null;
  remark: Generated<string>;
  is_demo: Generated<boolean>;
  reviewed_by: string | null;
  review_note: Generated<string>;
  reviewed_at: Date | null;
  journal_id: number | null;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}


export interface WithdrawOrderTable {
  id: Generated<number>;
  order_no: string;
  user_id: number;
  channel_id: number;
  currency_id: number;
  amount: Numeric;
  fee: Numeric;
  net_amount: Numeric;
  destination_type: 'address' | 'bank_card';
  wallet_address_id: number | null;
  bank_card_id: number | null;
  destination: Json<Record<string, string>>;
  status: Generated<WithdrawStatus>;
  settle_journal_id: number | null;
  tx_ref: Generated<string>;
  reviewed_by: string | null;
  review_note: Generated<string>;
  reviewed_at: Date | null;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

/**
 * Per customer, channel and UTC day: the total of that day's pending and paid withdrawals,
 * kept by a trigger on withdraw_order (migration 202611220406); the daily limit reads it.
 */
export interface WithdrawDailyUsageTable {
  user_id: number;
  channel_id: number;
  day: string;
  amount: Numeric;
}

declare module '../../db/tables.ts' {
  interface Tables {
    platform_currency: PlatformCurrencyTable;
    recharge_channel_config: RechargeChannelConfigTable;
    withdraw_channel_config: WithdrawChannelConfigTable;
    bank_property_config: BankPropertyConfigTable;
    ledger_account: LedgerAccountTable;
    ledger_journal: LedgerJournalTable;
    ledger_entry: LedgerEntryTable;
    idempotency_record: IdempotencyRecordTable;
    upload_file: UploadFileTable;
    user_bank_card: UserBankCardTable;
    user_wallet_address: UserWalletAddressTable;
    recharge_order: RechargeOrderTable;
    withdraw_order: WithdrawOrderTable;
    withdraw_daily_usage: WithdrawDailyUsageTable;
  }
}
