import { normalizeBankCardNumber } from '@app/contract/bank-card';
import { bankCardTail, maskBankCard } from '@app/contract/mask';
import { sql } from 'kysely';
import type { DB, Queryable } from '../../db/database.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import { readFundsSettings } from './funds.settings.ts';

/** Most live cards per customer. */
export { BANK_CARD_LIMIT } from '@app/contract/funds';
import { BANK_CARD_LIMIT } from '@app/contract/funds';

// Letters and marks of any script, with the zero-width non-joiner and joiner some spellings
// need (Persian, Hindi), spaces and . ' ’ · -.
const HOLDER_RE = /^[\p{L}\p{M}](?:[\p{L}\p{M} .'’·-]|\u200c|\u200d){1,63}$/u;
export interface AddBankCardInput {
  userId: number;
  bankId: number;
  holderName: string;
  cardNumber: string;
  branch?: string;
}

export async function addBankCard(db: DB, input: AddBankCardInput) {
  // One spelling per name: letters with combining marks typed apart are stored composed (NFC).
  const holderName = input.holderName.trim().replace(/\s+/g, ' ').normalize('NFC');
  if (!HOLDER_RE.test(holderName)) throw badRequest('funds.holder_name_invalid');
  const cardNumber = normalizeBankCardNumber(input.cardNumber);
  if (!cardNumber) throw badRequest('funds.card_number_invalid');
  const branch = (input.branch ?? '').trim().replace(/\s+/g, ' ').normalize('NFC');
  if (branch.length > 100 || /\p{Cc}/u.test(branch)) throw badRequest('funds.branch_invalid');
  const id = await db.transaction().execute(async (tx) => {
    const bank = await tx.selectFrom('bank_property_config').select('id')
      .where('id', '=', input.bankId).where('config_type', '=', 0).where('enabled', '=', true).executeTakeFirst();
    if (!bank) throw badRequest('funds.bank_not_found');
    // One customer's card changes are serialized on their user row, so the limit holds.
    await tx.selectFrom('app_user').select('id').where('id', '=', input.userId).forUpdate().execute();
    const live = await tx.selectFrom('user_bank_card').select(['card_number'])
      .where('user_id', '=', input.userId).where('deleted_at', 'is', null).execute();
    if (live.some((c) => c.card_number === cardNumber)) throw badRequest('funds.bank_card_duplicate');
    if (live.length >= BANK_CARD_LIMIT) throw badRequest('funds.bank_card_limit', { max: BANK_CARD_LIMIT });
    const row = await tx.insertInto('user_bank_card')
      .values({ user_id: input.userId, bank_id: bank.id, holder_name: holderName, card_number: cardNumber, branch })
      .returning('id').executeTakeFirstOrThrow();
    return row.id;
  });
  return (await listBankCards(db, input.userId, id))[0]!;
}

/** The customer's live cards, numbers masked unless the bank_card_full switch is on. */
export async function listBankCards(db: Queryable, userId: number, onlyId?: number) {
  let q = db
    .selectFrom('user_bank_card as c')
    .innerJoin('bank_property_config as b', 'b.id', 'c.bank_id')
    .select(['c.id', 'c.bank_id', 'b.bank_name', 'b.bank_code', 'c.holder_name', 'c.card_number', 'c.branch', 'c.created_at'])
    .where('c.user_id', '=', userId)
    .where('c.deleted_at', 'is', null);
  if (onlyId !== undefined) q = q.where('c.id', '=', onlyId);
  const rows = await q.orderBy('c.id', 'desc').execute();
  const { bankCardFull } = await readFundsSettings(db);
  return rows.map((r) => ({
    id: r.id,
    bankId: r.bank_id,
    bankName: r.bank_name,
    bankCode: r.bank_code,
    holderName: r.holder_name,
    cardNumber: maskBankCard(r.card_number, { showFull: bankCardFull }),
    last4: bankCardTail(r.card_number, { showFull: bankCardFull }),
    branch: r.branch,
    createdAt: r.created_at.toISOString(),
  }));
}

/** Removes one of the customer's cards; withdrawals already made keep their snapshot. */
export async function deleteBankCard(db: DB, userId: number, id: number) {
  const r = await db.updateTable('user_bank_card').set({ deleted_at: sql<Date>`now()` })
    .where('id', '=', id).where('user_id', '=', userId).where('deleted_at', 'is', null).executeTakeFirst();
  if (Number(r.numUpdatedRows) === 0) throw notFound('funds.bank_card_not_found');
}
