import { sql } from 'kysely';
import type { Queryable } from '../../db/database.ts';
import { hashToken } from '../../plugins/auth.ts';
import './quotes.tables.ts';

/** Queries of the quotes module: the catalogue (read once at start) and watch lists. */
export async function loadProducts(db: Queryable) {
  return db.selectFrom('product').selectAll().orderBy('product_type').orderBy('sort').orderBy('id').execute();
}
export type ProductRow = Awaited<ReturnType<typeof loadProducts>>[number];

/** The product ids on a user's watch list, oldest first. */
export async function watchListIds(db: Queryable, userId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('user_product_option')
    .select('product_id')
    .where('user_id', '=', userId)
    .orderBy('id')
    .execute();
  return rows.map((r) => Number(r.product_id));
}

/**
 * The watch list of the session holding `token`, or null when the token is not a live
 * session (public calls mark favourites only for a signed-in caller).
 */
export async function watchListOfToken(db: Queryable, token: string): Promise<{ userId: number; ids: number[] } | null> {
  const rows = await db
    .selectFrom('user_session as s')
    .innerJoin('app_user as u', 'u.id', 's.user_id')
    .leftJoin('user_product_option as o', 'o.user_id', 'u.id')
    .select(['u.id as userId', 'o.product_id as productId'])
    .where('s.token_hash', '=', hashToken(token))
    .where('s.revoked_at', 'is', null)
    .where('s.expires_at', '>', sql<Date>`now()`)
    .where('u.status', '=', 0)
    .execute();
  if (rows.length === 0) return null;
  return { userId: Number(rows[0]!.userId), ids: rows.filter((r) => r.productId !== null).map((r) => Number(r.productId)) };
}

/** Adds a product; false when it was already there. */
export async function addToWatchList(db: Queryable, userId: number, productId: number): Promise<boolean> {
  const res = await db
    .insertInto('user_product_option')
    .values({ user_id: userId, product_id: productId })
    .onConflict((oc) => oc.columns(['user_id', 'product_id']).doNothing())
    .executeTakeFirst();
  return Number(res.numInsertedOrUpdatedRows ?? 0n) > 0;
}

/** Removes a product; false when it was not there. */
export async function removeFromWatchList(db: Queryable, userId: number, productId: number): Promise<boolean> {
  const res = await db
    .deleteFrom('user_product_option')
    .where('user_id', '=', userId)
    .where('product_id', '=', productId)
    .executeTakeFirst();
  return Number(res.numDeletedRows) > 0;
}

export async function watchListSize(db: Queryable, userId: number): Promise<number> {
  const row = await db
    .selectFrom('user_product_option')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
