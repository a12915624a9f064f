import { sql } from 'kysely';
import type { Queryable } from '../../db/database.ts';
import './content.tables.ts';

/** Messages a customer can see: their own and broadcasts, once published, with their read row. */
function visibleTo(db: Queryable, userId: number) {
  return db
    .selectFrom('site_message as m')
    .leftJoin('site_message_read as r', (j) => j.onRef('r.message_id', '=', 'm.id').on('r.user_id', '=', userId))
    .where((eb) => eb.or([eb('m.user_id', '=', userId), eb('m.user_id', 'is', null)]))
    .where('m.published_at', '<=', sql<Date>`now()`);
}

export async function countUnread(db: Queryable, userId: number): Promise<number> {
  const row = await visibleTo(db, userId)
    .where('r.message_id', 'is', null)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function pageVisible(db: Queryable, userId: number, page: { limit: number; offset: number }) {
  const [rows, count] = await Promise.all([
    visibleTo(db, userId)
      .select(['m.id', 'm.category', 'm.title_lang', 'm.content_lang', 'm.published_at', 'r.read_at'])
      .orderBy('m.published_at', 'desc')
      .orderBy('m.id', 'desc')
      .limit(page.limit)
      .offset(page.offset)
      .execute(),
    visibleTo(db, userId).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

export function findVisible(db: Queryable, userId: number, id: number) {
  return visibleTo(db, userId).select(['m.id', 'r.read_at']).where('m.id', '=', id).executeTakeFirst();
}

export async function markRead(db: Queryable, userId: number, messageId: number): Promise<void> {
  await db
    .insertInto('site_message_read')
    .values({ user_id: userId, message_id: messageId })
    .onConflict((oc) => oc.columns(['user_id', 'message_id']).doNothing())
    .execute();
}

/** Marks every visible unread message read; returns how many were marked. */
export async function markAllRead(db: Queryable, userId: number): Promise<number> {
  const res = await db
    .insertInto('site_message_read')
    .columns(['user_id', 'message_id'])
    .expression(
      visibleTo(db, userId)
        .where('r.message_id', 'is', null)
        .select([sql<number>`${userId}::bigint`.as('user_id'), 'm.id as message_id']),
    )
    .onConflict((oc) => oc.columns(['user_id', 'message_id']).doNothing())
    .executeTakeFirst();
  return Number(res.numInsertedOrUpdatedRows ?? 0);
}
