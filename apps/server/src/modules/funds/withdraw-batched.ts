import type { LocaleCode } from '@app/contract';
import type { DB } from '../../db/database.ts';
import { badRequest, conflict, unauthorized } from '../../lib/errors.ts';
import { moneyString, type Money } from '../../lib/money.ts';
import type { FundsSettings } from './funds.settings.ts';
import type { IdempotentResult } from './idempotency.ts';
import { cachedVouch, vouchPayPassword, type PayPasswordVouch } from './pay-password.ts';
import type { WithdrawChannelRow } from './reference.service.ts';
import { withdrawBatcher, type WithdrawBatchItem } from './withdraw-batch.ts';
import { maskedDestination, pendingWithdrawView, type WithdrawView } from './withdraw.service.ts';

/**
 * A withdrawal of a typed amount in one database call: the session, the stored answer of
 * the key, the destination, the payment password's vouch, the balance and the daily limit
 * are checked, and the freeze, the order and the idempotency record written, by
 * `withdraw_batch` together with the requests that arrived at the same time
 * (withdraw-batch.ts). When the process's cache cannot vouch for the payment password, the
 * call answers with the stored state instead, the full check runs (attempt counter, lock)
 * and the request is sent again with a fresh vouch.
 */

export interface BatchedWithdrawal {
  /** The customer as the caller knows them, or the session token's hash to check. */
  who: { userId: number } | { tokenHash: string };
  channel: WithdrawChannelRow;
  figures: { amount: Money; fee: Money; net: Money };
  addressId?: number;
  bankCardId?: number;
  payPassword: string;
  key: string | undefined;
  requestHash: string;
}

const vouchFields = (v: PayPasswordVouch | null) => ({ vouch_user: v?.userId ?? null, vouch_hash: v?.hash ?? null, fresh: v?.fresh ?? false });

/** Calls a request may take: a cache miss adds one (after the full check), a key taken meanwhile one. */
const MAX_CALLS = 4;

export async function submitBatched(
  db: DB,
  w: BatchedWithdrawal,
  settings: FundsSettings,
  locale: LocaleCode,
  /** Told once the database has found the session live. */
  sessionConfirmed: () => void,
): Promise<IdempotentResult<WithdrawView>> {
  const { channel } = w;
  const toAddress = channel.channel_type === 1;
  const principal = 'userId' in w.who ? `u:${w.who.userId}` : `t:${w.who.tokenHash}`;
  const f = { amount: w.figures.amount.toFixed(), fee: w.figures.fee.toFixed(), net: w.figures.net.toFixed() };
  const item: WithdrawBatchItem = {
    token: 'tokenHash' in w.who ? w.who.tokenHash : null,
    user_id: 'userId' in w.who ? w.who.userId : null,
    ...vouchFields(cachedVouch(principal, w.payPassword)),
    key: w.key ?? null,
    req_hash: w.requestHash,
    channel_id: channel.id,
    currency_id: channel.currency_id,
    network: toAddress ? channel.network : null,
    address_id: toAddress ? (w.addressId ?? 0) : null,
    card_id: toAddress ? null : (w.bankCardId ?? 0),
    amount: f.amount,
    fee: f.fee,
    net: f.net,
    daily_limit: channel.daily_limit === null ? null : moneyString(channel.daily_limit),
    resp: pendingWithdrawView(channel, f, locale),
  };
  // The stored answer keeps the destination as the order has it; the customer sees it masked.
  const answer = (r: Record<string, unknown>, replayed: boolean): IdempotentResult<WithdrawView> => {
    const view = r as unknown as WithdrawView;
    return { result: { ...view, destination: maskedDestination(view.destination, settings) }, replayed };
  };
  for (let call = 0; call < MAX_CALLS; call++) {
    const out = await withdrawBatcher(db).submit(item);
    if (out.s !== 'session') sessionConfirmed();
    switch (out.s) {
      case 'ok':
        return answer(out.r, false);
      case 'replay':
        return answer(out.r, true);
      case 'reused':
        throw conflict('funds.idempotency_key_reused');
      case 'session':
        throw unauthorized();
      case 'address_not_found':
        throw badRequest('funds.address_not_found');
      case 'address_wrong_network':
        throw badRequest('funds.address_wrong_network', { network: channel.network, currency: channel.currency_name });
      case 'bank_card_not_found':
        throw badRequest('funds.bank_card_not_found');
      case 'insufficient':
        throw badRequest('funds.insufficient_balance');
      case 'daily_limit':
        throw badRequest('funds.daily_limit_exceeded', { remaining: moneyString(out.remaining), currency: channel.currency_name });
      case 'password':
        Object.assign(item, vouchFields(await vouchPayPassword(db, principal, Number(out.u), w.payPassword, { hash: out.h, clean: out.c === true })));
        break;
      case 'key_taken':
        break;
    }
  }
  throw new Error('withdrawal request did not settle');
}
