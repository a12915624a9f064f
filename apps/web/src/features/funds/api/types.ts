/** Shapes of the funds calls (decimal amounts are strings on the wire). */

export type { RechargeOrder, RechargeStatus, WithdrawOrder, WithdrawStatus } from '@app/contract/funds';

export interface CurrencyBalance {
  currencyId: number;
  currencyName: string;
  currencyType: number;
  decimals: number;
  available: string;
  frozen: string;
  total: string;
  showFreeze: boolean;
}

export interface AssetsPanel {
  currencyName: string;
  userBalanceConvert: string;
  frozenConvert?: string;
  allMarginAmount: string;
  profitAndLose: string;
  profitAndLoseToday: string;
  /** Currencies held that have no USDT price, left out of the totals. */
  unpriced?: string[];
  /**
   * The main account of each spot currency held (amount = available + frozen) and its USDT
   * value (null when unpriced), valued in this answer with the totals' prices.
   */
  holdings?: { currencyId: number; amount: string; usdtValue: string | null }[];
}

interface ChannelLimits {
  minAmount: string;
  maxAmount: string;
  feeRate: string;
  feeFixed: string;
  dailyLimit: string | null;
}

/** Recharge channel types: 1 crypto address, 2 bank transfer, 3 third-party payment page. */
export const RECHARGE_TYPE = { crypto: 1, bank: 2, online: 3 } as const;

export interface RechargeChannel extends ChannelLimits {
  id: number;
  code: string;
  channelName: string;
  channelType: number;
  currencyId: number;
  currencyName: string;
  decimals: number;
  network: string | null;
  address: string | null;
  bankName: string | null;
  accountName: string | null;
  accountNo: string | null;
  bankBranch: string | null;
  swiftCode: string | null;
  payUrl: string | null;
  isDemo: boolean;
  sort: number;
}

/** Withdraw channel types: 1 to a bound wallet address, 2 to a bound bank card. */
export const WITHDRAW_TYPE = { address: 1, bankCard: 2 } as const;

export interface WithdrawChannel extends ChannelLimits {
  id: number;
  code: string;
  channelName: string;
  channelType: number;
  currencyId: number;
  currencyName: string;
  decimals: number;
  network: string | null;
  sort: number;
}



export interface WithdrawQuote {
  channelId: number;
  channelType: number;
  currencyId: number;
  currencyName: string;
  decimals: number;
  network: string | null;
  amount: string | null;
  fee: string | null;
  netAmount: string | null;
  minAmount: string;
  maxAmount: string;
  feeRate: string;
  feeFixed: string;
  dailyLimit: string | null;
  dailyUsed: string;
  dailyRemaining: string | null;
  /** When the day's total starts again (the next 00:00 UTC); null without a limit. */
  dailyResetsAt: string | null;
  available: string;
  withdrawAllAllowed: boolean;
}

export interface Bank {
  id: number;
  configType: number;
  bankName: string;
  bankCode: string;
  country: string;
  sort: number;
}

export interface BankCard {
  id: number;
  bankId: number;
  bankName: string;
  bankCode: string;
  holderName: string;
  cardNumber: string;
  /** The end of the number the mask shows (4 characters, 2 under 9). */
  last4: string;
  branch: string;
  createdAt: string;
}

export interface WalletAddress {
  id: number;
  currencyId: number;
  currencyName: string;
  network: string;
  address: string;
  label: string;
  createdAt: string;
}

/** One ledger movement of the customer's accounts. */
export interface FundRecord {
  id: number;
  type: string;
  kind: string;
  currencyId: number;
  currencyName: string;
  /** The currency's own decimals (BTC 8). */
  decimals: number;
  account: string;
  amount: string;
  frozenAmount: string;
  balanceAfter: string;
  frozenAfter: string;
  refType: string | null;
  refId: number | null;
  remark: string;
  createdAt: string;
}

export interface Page<R> {
  rows: R[];
  total: number;
}
