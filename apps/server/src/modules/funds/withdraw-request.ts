import type { LocaleCode } from '@app/contract';
import { sql } from 'kysely';
import type { DB, Queryable } from '../../db/database.ts';
import { badRequest, conflict, unauthorized } from '../../lib/errors.ts';
import { findSessionUser, hashToken } from '../../plugins/auth.ts';
import { Money, moneyString } from '../../lib/money.ts';
import { channelAmount } from './amount.ts';
import { getBalance } from './balance.service.ts';
import { channelFee, checkBounds, orderNo, userCause } from './funds.common.ts';
import { readFundsSettings, type FundsSettings } from './funds.settings.ts';
import type { WithdrawOrderTable } from './funds.tables.ts';
import { afterFailedAttempt, KEY_TAKEN, requestHash, type IdempotentResult } from './idempotency.ts';
import { freezeJournal, journalPayload, ledgerFailure, MAIN } from './ledger.service.ts';
import { checkPayPassword } from './pay-password.ts';
import { getWithdrawChannel, localized, type WithdrawChannelRow } from './reference.service.ts';
import { submitBatched } from './withdraw-batched.ts';
import { feeChanged, replayOrFeeChanged } from './withdraw-fee-changed.ts';
import { maskedDestination, withdrawView, type WithdrawView } from './withdraw.service.ts';
import type { Selectable } from 'kysely';

/**
 * The withdrawal request: the quote shown before confirming, and the request that freezes
 * the amount and stores the order (settlement and views are in withdraw.service.ts).
 */

type OrderRow = Selectable<WithdrawOrderTable>;

export interface WithdrawQuoteInput {
  channelId: number;
  amount?: string;
  withdrawAll?: boolean;
}

interface Figures {
  amount: Money;
  fee: Money;
  net: Money;
}

function figures(amount: Money, channel: WithdrawChannelRow): Figures {
  checkBounds(amount, channel);
  const fee = channelFee(amount, channel, channel.decimals);
  const net = amount.minus(fee);
  if (net.lte(0)) throw badRequest('funds.amount_below_fee', { fee: moneyString(fee), currency: channel.currency_name });
  return { amount, fee, net };
}

/**
 * What "withdraw all" takes: the most that can be withdrawn now, that is the available
 * balance, at most the channel's maximum and what is left of today's limit (`remaining`,
 * null without a limit), cut to the currency's decimals. The usual checks follow: an amount
 * under the minimum or the fee is refused as any other.
 */
function allOf(available: string, channel: WithdrawChannelRow, remaining: Money | null): Money {
  let v = Money.min(new Money(available), channel.max_amount);
  if (remaining !== null && remaining.lt(v)) {
    if (remaining.lt(channel.min_amount)) {
      throw badRequest('funds.daily_limit_exceeded', { remaining: moneyString(remaining), currency: channel.currency_name });
    }
    v = remaining;
  }
  v = v.toDecimalPlaces(channel.decimals, Money.ROUND_DOWN);
  if (v.lte(0)) throw badRequest('funds.insufficient_balance');
  return v;
}

/** When today's (UTC) withdrawals stop counting toward the daily limit: the next 00:00 UTC. */
export function nextUtcMidnight(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1));
}

/** What is left of a channel's daily limit after `used`, or null without a limit. */
function dailyRemaining(channel: WithdrawChannelRow, used: Money): Money | null {
  return channel.daily_limit === null ? null : Money.max(new Money(channel.daily_limit).minus(used), 0);
}

/** Today's (UTC) pending and paid withdrawals of a customer on a channel: one row, kept by the database. */
async function dailyWithdrawn(db: Queryable, userId: number, channelId: number): Promise<Money> {
  const r = await db
    .selectFrom('withdraw_daily_usage')
    .select('amount')
    .where('user_id', '=', userId)
    .where('channel_id', '=', channelId)
    .where('day', '=', sql<string>`(now() at time zone 'UTC')::date`)
    .executeTakeFirst();
  return new Money(r?.amount ?? 0);
}

/**
 * What a withdrawal of `amount` (or of everything, `withdrawAll`) would cost and pay out,
 * checked by the same rules as the request. Without an amount it gives the limits only.
 */
export async function quoteWithdraw(db: DB, userId: number, input: WithdrawQuoteInput, locale: LocaleCode) {
  const channel = await getWithdrawChannel(db, input.channelId);
  const settings = await readFundsSettings(db);
  const balance = await getBalance(db, userId, channel.currency_id);
  const used = await dailyWithdrawn(db, userId, channel.id);
  const remaining = dailyRemaining(channel, used);
  let f: Figures | null = null;
  if (input.withdrawAll) {
    if (!settings.withdrawAll) throw badRequest('funds.withdraw_all_disabled');
    f = figures(allOf(balance.available, channel, remaining), channel);
  } else if (input.amount !== undefined && input.amount !== '') {
    f = figures(channelAmount(input.amount, channel), channel);
    if (f.amount.gt(balance.available)) throw badRequest('funds.insufficient_balance');
  }
  if (f && remaining !== null && f.amount.gt(remaining)) {
    throw badRequest('funds.daily_limit_exceeded', { remaining: moneyString(remaining), currency: channel.currency_name });
  }
  return {
    channelId: channel.id,
    channelName: localized(channel.channel_name, locale),
    channelType: channel.channel_type,
    currencyId: channel.currency_id,
    currencyName: channel.currency_name,
    decimals: channel.decimals,
    network: channel.network,
    amount: f ? moneyString(f.amount) : null,
    fee: f ? moneyString(f.fee) : null,
    netAmount: f ? moneyString(f.net) : null,
    minAmount: moneyString(channel.min_amount),
    maxAmount: moneyString(channel.max_amount),
    feeRate: moneyString(channel.fee_rate),
    feeFixed: moneyString(channel.fee_fixed),
    dailyLimit: channel.daily_limit === null ? null : moneyString(channel.daily_limit),
    dailyUsed: moneyString(used),
    dailyRemaining: remaining === null ? null : moneyString(remaining),
    dailyResetsAt: channel.daily_limit === null ? null : nextUtcMidnight(new Date()).toISOString(),
    available: balance.available,
    withdrawAllAllowed: settings.withdrawAll,
  };
}

export interface SubmitWithdrawInput {
  /** The customer, when the caller has identified them already. */
  userId?: number;
  /**
   * Or the request's session token: it is checked in the same database call as the
   * withdrawal (`confirmed` turns true once the database found it live).
   */
  session?: { token: string; confirmed?: boolean };
  channelId: number;
  amount?: string;
  withdrawAll?: boolean;
  addressId?: number;
  bankCardId?: number;
  payPassword: string;
  /** The fee the customer confirmed; when the fee is now another, the request is refused. */
  expectedFee?: string;
}

interface Prepared {
  /** Payment-password state (see pay-password.ts). */
  hash: string | null;
  clean: boolean;
  /** The stored answer of this idempotency key, if any. */
  stored_hash: string | null;
  stored_response: unknown;
  /** Available balance of the channel's currency. */
  available: string | null;
  /** The id the order will have: the freeze journal refers to it. */
  next_id: number | string;
  /**
   * The destination as the customer has it (null if none): an address with its network and
   * currency, or a card; the order stores the same snapshot.
   */
  destination: (Record<string, string> & { currencyId?: number }) | null;
}

/** Everything the request reads before it writes, in one call (migration 202611220405). */
async function prepare(db: DB, userId: number, input: SubmitWithdrawInput, channel: WithdrawChannelRow, key: string | undefined): Promise<Prepared> {
  const address = channel.channel_type === 1 ? (input.addressId ?? 0) : null;
  const card = channel.channel_type === 1 ? null : (input.bankCardId ?? 0);
  const r = await sql<Prepared>`
    select * from withdraw_prepare(${userId}::bigint, ${`user:${userId}`}::text, ${key ?? ''}::text,
                                   ${channel.currency_id}::int, ${address}::bigint, ${card}::bigint)`.execute(db);
  const row = r.rows[0];
  if (!row) throw unauthorized();
  return row;
}

/** Why no order was inserted: the destination (not the customer's, removed, other network) or the daily limit. */
async function refusal(db: Queryable, userId: number, input: SubmitWithdrawInput, channel: WithdrawChannelRow) {
  if (channel.channel_type === 1) {
    const a = await db.selectFrom('user_wallet_address').select(['currency_id', 'network'])
      .where('id', '=', input.addressId ?? 0).where('user_id', '=', userId).where('deleted_at', 'is', null).executeTakeFirst();
    if (!a) return badRequest('funds.address_not_found');
    if (a.currency_id !== channel.currency_id || a.network !== channel.network) {
      return badRequest('funds.address_wrong_network', { network: channel.network, currency: channel.currency_name });
    }
  } else {
    const b = await db.selectFrom('user_bank_card').select('id')
      .where('id', '=', input.bankCardId ?? 0).where('user_id', '=', userId).where('deleted_at', 'is', null).executeTakeFirst();
    if (!b) return badRequest('funds.bank_card_not_found');
  }
  const remaining = dailyRemaining(channel, await dailyWithdrawn(db, userId, channel.id)) ?? new Money(0);
  return badRequest('funds.daily_limit_exceeded', { remaining: moneyString(remaining), currency: channel.currency_name });
}

const REFUSED = 'FN002';
const KEY_TAKEN_STATE = 'FN003';

/**
 * A withdrawal request: checks the amount against the channel, then hands the request to
 * the database. A typed amount takes one call, batched with the requests that arrive at the
 * same time (withdraw-batched.ts). "Everything available" needs the balance first and takes
 * the path of separate calls below.
 */
export async function submitWithdraw(
  db: DB,
  input: SubmitWithdrawInput,
  key: string | undefined,
  locale: LocaleCode,
): Promise<IdempotentResult<WithdrawView>> {
  const channel = await getWithdrawChannel(db, input.channelId);
  if (channel.channel_type === 1 && input.addressId === undefined) throw badRequest('funds.address_required');
  if (channel.channel_type === 2 && input.bankCardId === undefined) throw badRequest('funds.bank_card_required');
  const settings = await readFundsSettings(db);
  if (input.withdrawAll && !settings.withdrawAll) throw badRequest('funds.withdraw_all_disabled');
  if (!input.withdrawAll && input.amount === undefined) throw badRequest('error.field_required', { field: 'amount' });
  const typed = input.withdrawAll ? null : figures(channelAmount(input.amount!, channel), channel);
  // The payment password is not part of the stored request hash.
  const request = {
    route: 'withdraw.submit', channelId: input.channelId, amount: typed ? typed.amount.toFixed() : null,
    withdrawAll: Boolean(input.withdrawAll), addressId: input.addressId ?? null, bankCardId: input.bankCardId ?? null,
  };
  const hash = requestHash(request);
  const session = input.session;
  const typedFeeChanged = typed && feeChanged(input.expectedFee, typed, channel);
  if (typedFeeChanged) return replayOrFeeChanged(db, input, key, request, settings, typedFeeChanged);
  if (typed) {
    const who = input.userId !== undefined ? { userId: input.userId } : { tokenHash: hashToken(session?.token ?? '') };
    return submitBatched(db, {
      who, channel, figures: typed, addressId: input.addressId, bankCardId: input.bankCardId, payPassword: input.payPassword, key, requestHash: hash,
    }, settings, locale, () => { if (session) session.confirmed = true; });
  }
  let userId = input.userId;
  if (userId === undefined) {
    userId = (await findSessionUser(db, session?.token ?? ''))?.id;
    if (userId === undefined) throw unauthorized();
    if (session) session.confirmed = true;
  }
  const r = await submitWithdrawAll(db, { ...input, userId }, channel, settings, key, request, hash, locale);
  return { ...r, result: { ...r.result, destination: maskedDestination(r.result.destination, settings) } };
}

/**
 * Everything available: reads what it needs (payment-password state, a stored answer of the
 * key, the balance, the destination) in one call, checks the payment password, and in one
 * more call (`withdraw_submit`, a single statement and so a single transaction) freezes the
 * amount, stores the order (destination and daily limit checked again under the account
 * lock) and the idempotency record with the answer.
 */
async function submitWithdrawAll(
  db: DB,
  input: SubmitWithdrawInput & { userId: number },
  channel: WithdrawChannelRow,
  settings: FundsSettings,
  key: string | undefined,
  request: Record<string, unknown>,
  hash: string,
  locale: LocaleCode,
): Promise<IdempotentResult<WithdrawView>> {
  const idem = { scope: `user:${input.userId}`, key, request };
  const pre = await prepare(db, input.userId, input, channel, key);
  if (pre.stored_hash !== null) {
    if (pre.stored_hash !== hash) throw conflict('funds.idempotency_key_reused');
    return { result: pre.stored_response as WithdrawView, replayed: true };
  }
  const destination = pre.destination;
  if (destination === null) throw badRequest(channel.channel_type === 1 ? 'funds.address_not_found' : 'funds.bank_card_not_found');
  if (channel.channel_type === 1 && (destination.network !== channel.network || destination.currencyId !== channel.currency_id)) {
    throw badRequest('funds.address_wrong_network', { network: channel.network, currency: channel.currency_name });
  }
  // "Everything" is what can be withdrawn when the request arrived (the database checks the
  // daily limit again under the account's lock).
  const used = await dailyWithdrawn(db, input.userId, channel.id);
  const f = figures(allOf(pre.available ?? '0', channel, dailyRemaining(channel, used)), channel);
  const changed = feeChanged(input.expectedFee, f, channel);
  if (changed) throw changed;
  await checkPayPassword(db, input.userId, input.payPassword, pre);

  const id = Number(pre.next_id);
  const now = new Date();
  const { currencyId: _currency, ...snapshot } = destination;
  const row: OrderRow = {
    id, order_no: orderNo('W', id, now), user_id: input.userId, channel_id: channel.id, currency_id: channel.currency_id,
    amount: f.amount.toFixed(), fee: f.fee.toFixed(), net_amount: f.net.toFixed(),
    destination_type: channel.channel_type === 1 ? 'address' : 'bank_card',
    wallet_address_id: channel.channel_type === 1 ? input.addressId! : null,
    bank_card_id: channel.channel_type === 1 ? null : input.bankCardId!,
    destination: snapshot, status: 'pending', settle_journal_id: null, tx_ref: '', reviewed_by: null, review_note: '',
    reviewed_at: null, created_at: now, updated_at: now,
  };
  // The answer without its creation time, which the database adds from the stored order.
  const { createdAt: _created, ...response } = withdrawView(
    { ...row, channel_name: channel.channel_name, channel_type: channel.channel_type, currency_name: channel.currency_name, decimals: channel.decimals }, locale, settings,
  );
  const { payload } = journalPayload(freezeJournal({
    userId: input.userId, currencyId: channel.currency_id, purpose: MAIN, amount: f.amount,
    kind: 'withdraw_request', type: 'withdraw_freeze', cause: userCause(input.userId), ref: { type: 'withdraw', id },
  }));
  const order = {
    id, orderNo: row.order_no, userId: input.userId, channelId: channel.id, currencyId: channel.currency_id,
    amount: row.amount, fee: row.fee, netAmount: row.net_amount, network: channel.network,
    dailyLimit: channel.daily_limit,
    ...(channel.channel_type === 1 ? { addressId: input.addressId } : { bankCardId: input.bankCardId }),
  };
  try {
    const r = await sql<{ r: WithdrawView }>`
      select withdraw_submit(${JSON.stringify(payload)}::jsonb, ${JSON.stringify(order)}::jsonb, ${idem.scope}::text,
                             ${key ?? null}::text, ${hash}::text, ${JSON.stringify(response)}::jsonb) as r`.execute(db);
    return { result: r.rows[0]!.r, replayed: false };
  } catch (err) {
    const code = (err as { code?: string }).code;
    if (code === REFUSED) throw await refusal(db, input.userId, input, channel);
    return afterFailedAttempt<WithdrawView>(db, idem, code === KEY_TAKEN_STATE ? KEY_TAKEN : ledgerFailure(err));
  }
}
