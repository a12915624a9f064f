import { sql } from 'kysely';
import type { Queryable } from '../../db/database.ts';
import './settings.tables.ts';

export function listSiteSettings(db: Queryable) {
  return db.selectFrom('site_setting').select(['group_name', 'name', 'value']).orderBy('group_name').orderBy('name').execute();
}

export function listExchangeRates(db: Queryable) {
  return db
    .selectFrom('exchange_rate')
    .select(['currency', 'symbol', 'rate', 'is_default', 'updated_at'])
    .where('enabled', '=', true)
    .orderBy('sort')
    .orderBy('currency')
    .execute();
}

/** Text pages in `lang`, falling back per key to English where `lang` has no row. */
export async function pageTextLang(db: Queryable, q: { lang: string; key?: string; limit: number; offset: number }) {
  const picked = db
    .selectFrom('text_lang')
    .distinctOn('text_key')
    .select(['id', 'text_key', 'lang', 'title', 'content', 'sort', 'updated_at'])
    .where('lang', 'in', [q.lang, 'en'])
    .$if(q.key !== undefined, (b) => b.where('text_key', '=', q.key as string))
    .orderBy('text_key')
    .orderBy(sql`lang = ${q.lang}`, 'desc');
  const [rows, count] = await Promise.all([
    db.selectFrom(picked.as('p')).selectAll().orderBy('p.sort').orderBy('p.text_key').limit(q.limit).offset(q.offset).execute(),
    db.selectFrom(picked.as('p')).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

export function listOrderFees(db: Queryable) {
  return db
    .selectFrom('order_fee_setting')
    .select(['id', 'remark', 'fee_rate', 'product_type', 'position_type', 'ex_type'])
    .orderBy('product_type')
    .orderBy('position_type')
    .orderBy('ex_type')
    .execute();
}

export function listSwitches(db: Queryable) {
  return db.selectFrom('switch_set').select(['switch_name', 'status']).orderBy('sort').orderBy('switch_name').execute();
}

/** Enabled pop-ups in `lang` whose window contains `now`, newest first. */
export function activePopUps(db: Queryable, lang: string, now: Date) {
  return db
    .selectFrom('pop_up')
    .select(['id', 'title', 'content', 'lang', 'start_at', 'end_at'])
    .where('lang', '=', lang)
    .where('enabled', '=', true)
    .where('start_at', '<=', now)
    .where((eb) => eb.or([eb('end_at', 'is', null), eb('end_at', '>', now)]))
    .orderBy('start_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

export function listTips(db: Queryable) {
  return db
    .selectFrom('tips_set')
    .select(['id', 'remark', 'content_lang', 'content_visible_flag'])
    .orderBy('sort')
    .orderBy('id')
    .execute();
}

export function listPageConfig(db: Queryable, pagePath: string) {
  return db
    .selectFrom('app_page_config')
    .select(['module', 'description', 'is_visible', 'sort', 'switch_name'])
    .where('page_path', '=', pagePath)
    .orderBy('sort')
    .orderBy('module')
    .execute();
}
