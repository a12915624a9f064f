/**
 * Wire shapes of the funds orders, shared by the server that builds them and the app that
 * shows them. Amounts are decimal strings; times are ISO 8601 in UTC.
 */

/** What a recharge and a withdrawal answer both carry. */
interface FundsOrder {
  id: number;
  orderNo: string;
  channelId: number;
  /** In the request's language. */
  channelName: string;
  channelType: number;
  currencyId: number;
  currencyName: string;
  /** The currency's own decimals (BTC 8): amounts of finer currencies are shown in full. */
  decimals: number;
  amount: string;
  fee: string;
  reviewNote: string;
  reviewedAt: string | null;
  createdAt: string;
}

export type RechargeStatus = 'pending' | 'credited' | 'rejected' | 'cancelled';

/** A recharge as `/api/rechargeOrder/*` answers it. */
export interface RechargeOrder extends FundsOrder {
  creditedAmount: string;
  status: RechargeStatus;
  /** Pending: the customer may still cancel it (`/api/rechargeOrder/cancel`). */
  canCancel: boolean;
  isDemo: boolean;
  remark: string;
  proofFileId: number | null;
  proofUrl: string | null;
}

export type WithdrawStatus = 'pending' | 'paid' | 'rejected' | 'cancelled';

/** A withdrawal as `/api/withdrawOrder/*` answers it; the destination is masked unless the switches say full. */
export interface WithdrawOrder extends FundsOrder {
  netAmount: string;
  destinationType: 'address' | 'bank_card';
  destination: Record<string, string>;
  status: WithdrawStatus;
  canCancel: boolean;
  txRef: string;
}

/** Most bank cards a customer may bind (the server refuses more with `funds.bank_card_limit`). */
export const BANK_CARD_LIMIT = 10;

/**
 * Most wallet addresses a customer may save when the site sets no lower limit (`app_adress_num`
 * 0 or unset); the server refuses more with `funds.address_limit`.
 */
export const ADDRESS_HARD_LIMIT = 100;
