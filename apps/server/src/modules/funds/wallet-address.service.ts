import { withoutFormatChars } from '@app/contract/digits';
import { maskWalletAddress } from '@app/contract/mask';
import { sql } from 'kysely';
import type { DB, Queryable } from '../../db/database.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import { addressKey, isValidAddress } from './address-format.ts';
import { readFundsSettings } from './funds.settings.ts';
import { getCurrency, networksOf } from './reference.service.ts';

/**
 * Most live addresses per customer when otherValue app_adress_num is 0 ("no limit"): a
 * bound against abuse far above any real need.
 */
export { ADDRESS_HARD_LIMIT } from '@app/contract/funds';
import { ADDRESS_HARD_LIMIT } from '@app/contract/funds';

export interface AddAddressInput {
  userId: number;
  currencyId: number;
  network: string;
  address: string;
  label?: string;
}

export async function addWalletAddress(db: DB, input: AddAddressInput) {
  const currency = await getCurrency(db, input.currencyId);
  const network = input.network.trim().toUpperCase();
  if (!networksOf(currency).includes(network)) {
    throw badRequest('funds.network_not_supported', { network: input.network.slice(0, 20), currency: currency.currency_name });
  }
  // As the customer sees it: an invisible mark copied with the address is not part of it.
  const address = withoutFormatChars(input.address).trim();
  if (!isValidAddress(network, address)) throw badRequest('funds.address_invalid', { network });
  const label = (input.label ?? '').trim().normalize('NFC');
  if (label.length > 40 || /\p{Cc}/u.test(label)) throw badRequest('funds.label_invalid');
  const { addressLimit } = await readFundsSettings(db);
  const max = addressLimit > 0 ? addressLimit : ADDRESS_HARD_LIMIT;
  const id = await db.transaction().execute(async (tx) => {
    await tx.selectFrom('app_user').select('id').where('id', '=', input.userId).forUpdate().execute();
    const live = await tx.selectFrom('user_wallet_address').select(['currency_id', 'network', 'address'])
      .where('user_id', '=', input.userId).where('deleted_at', 'is', null).execute();
    // The same address in another case is the same address (hex, bech32): one entry each.
    const key = addressKey(network, address);
    if (live.some((a) => a.currency_id === currency.id && a.network === network && addressKey(a.network, a.address) === key)) {
      throw badRequest('funds.address_duplicate');
    }
    if (live.length >= max) throw badRequest('funds.address_limit', { max });
    const row = await tx.insertInto('user_wallet_address')
      .values({ user_id: input.userId, currency_id: currency.id, network, address, label })
      .returning('id').executeTakeFirstOrThrow();
    return row.id;
  });
  return (await listWalletAddresses(db, input.userId, { id }))[0]!;
}

/** The customer's live addresses, masked unless the wallet_address_full switch is on. */
export async function listWalletAddresses(db: Queryable, userId: number, f: { id?: number; currencyId?: number; network?: string } = {}) {
  let q = db
    .selectFrom('user_wallet_address as a')
    .innerJoin('platform_currency as p', 'p.id', 'a.currency_id')
    .select(['a.id', 'a.currency_id', 'p.currency_name', 'a.network', 'a.address', 'a.label', 'a.created_at'])
    .where('a.user_id', '=', userId)
    .where('a.deleted_at', 'is', null);
  if (f.id !== undefined) q = q.where('a.id', '=', f.id);
  if (f.currencyId !== undefined) q = q.where('a.currency_id', '=', f.currencyId);
  if (f.network) q = q.where('a.network', '=', f.network.toUpperCase());
  const rows = await q.orderBy('a.id', 'desc').execute();
  const { walletAddressFull } = await readFundsSettings(db);
  return rows.map((r) => ({
    id: r.id,
    currencyId: r.currency_id,
    currencyName: r.currency_name,
    network: r.network,
    address: maskWalletAddress(r.address, { showFull: walletAddressFull }),
    label: r.label,
    createdAt: r.created_at.toISOString(),
  }));
}

export async function deleteWalletAddress(db: DB, userId: number, id: number) {
  const r = await db.updateTable('user_wallet_address').set({ deleted_at: sql<Date>`now()` })
    .where('id', '=', id).where('user_id', '=', userId).where('deleted_at', 'is', null).executeTakeFirst();
  if (Number(r.numUpdatedRows) === 0) throw notFound('funds.address_not_found');
}
