import type { DB } from '../../db/database.ts';
import { type AppError, badRequest, unauthorized } from '../../lib/errors.ts';
import { Money, moneyString } from '../../lib/money.ts';
import { findSessionUser } from '../../plugins/auth.ts';
import type { FundsSettings } from './funds.settings.ts';
import { findIdempotent, type IdempotentResult } from './idempotency.ts';
import type { SubmitWithdrawInput } from './withdraw-request.ts';
import { maskedDestination, type WithdrawView } from './withdraw.service.ts';

/** The check of the fee the customer confirmed against the fee the channel charges now. */

/**
 * The fee has changed since the customer saw it (an operator changed the channel meanwhile):
 * the refusal carries the fee and net amount now, for the customer to confirm again.
 */
export function feeChanged(expectedFee: string | undefined, f: { fee: Money; net: Money }, channel: { currency_name: string }): AppError | null {
  if (expectedFee === undefined || new Money(expectedFee).eq(f.fee)) return null;
  return badRequest('funds.fee_changed', { fee: moneyString(f.fee), netAmount: moneyString(f.net), currency: channel.currency_name });
}

/**
 * A typed amount whose fee changed: a repeat of a request that was stored with this key
 * (sent again after the fee changed) answers the stored order as any repeat; otherwise the
 * refusal stands. Nothing is stored, so the customer may confirm the new fee with the same key.
 */
export async function replayOrFeeChanged(
  db: DB, input: Pick<SubmitWithdrawInput, 'userId' | 'session'>, key: string | undefined, request: Record<string, unknown>, settings: FundsSettings, refusal: AppError,
): Promise<IdempotentResult<WithdrawView>> {
  const userId = input.userId ?? (await findSessionUser(db, input.session?.token ?? ''))?.id;
  if (userId === undefined) throw unauthorized();
  if (input.session) input.session.confirmed = true;
  const stored = await findIdempotent<WithdrawView>(db, { scope: `user:${userId}`, key, request });
  if (!stored) throw refusal;
  return { ...stored, result: { ...stored.result, destination: maskedDestination(stored.result.destination, settings) } };
}
