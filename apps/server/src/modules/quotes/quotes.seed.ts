import { sql } from 'kysely';
import type { Queryable } from '../../db/database.ts';
import type { AppContext } from '../module.ts';
import { CATALOGUE, iconUrl, type CatalogueEntry } from './catalogue/index.ts';
import './quotes.tables.ts';

/**
 * Inserts or refreshes catalogue products in one statement. Descriptive and market-data
 * fields follow the code on every start; the operator's choices (visibility, home list,
 * lock, order) are set only when the product is first created.
 */
export async function upsertProducts(db: Queryable, entries: CatalogueEntry[], firstSort = 1): Promise<void> {
  const sortInType = new Map<number, number>();
  const rows = entries.map((e) => {
    const sort = (sortInType.get(e.type) ?? firstSort - 1) + 1;
    sortInType.set(e.type, sort);
    return {
      product_code: e.code,
      product_type: e.type,
      product_name: e.name,
      name_i18n: e.names,
      symbol: e.symbol,
      exchange: e.exchange,
      product_img: iconUrl(e.code),
      sort,
      position_type: e.positionType,
      is_show: e.home ? 1 : 0,
      standard: e.standard,
      session_kind: e.session,
      price_precision: e.pricePrecision,
      tick_units: e.tickUnits,
      volume_precision: e.volumePrecision,
      ref_price: String(e.refPrice),
      annual_vol: String(e.annualVol),
      daily_volume: String(e.dailyVolume),
      feeds: e.feeds,
    };
  });
  await sql`
    insert into product (product_code, product_type, product_name, name_i18n, symbol, exchange, product_img, sort,
      position_type, is_show, standard, session_kind, price_precision, tick_units, volume_precision, ref_price,
      annual_vol, daily_volume, feeds)
    select x.product_code, x.product_type, x.product_name, x.name_i18n, x.symbol, x.exchange, x.product_img, x.sort,
      x.position_type, x.is_show, x.standard, x.session_kind, x.price_precision, x.tick_units, x.volume_precision,
      x.ref_price, x.annual_vol, x.daily_volume, x.feeds
    from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as x(
      product_code text, product_type smallint, product_name text, name_i18n jsonb, symbol text, exchange text,
      product_img text, sort int, position_type text, is_show smallint, standard numeric, session_kind text,
      price_precision smallint, tick_units bigint, volume_precision smallint, ref_price numeric, annual_vol numeric,
      daily_volume numeric, feeds jsonb)
    on conflict (product_code) do update set
      product_type = excluded.product_type, product_name = excluded.product_name, name_i18n = excluded.name_i18n,
      symbol = excluded.symbol, exchange = excluded.exchange, product_img = excluded.product_img,
      position_type = excluded.position_type, standard = excluded.standard, session_kind = excluded.session_kind,
      price_precision = excluded.price_precision, tick_units = excluded.tick_units,
      volume_precision = excluded.volume_precision, ref_price = excluded.ref_price, annual_vol = excluded.annual_vol,
      daily_volume = excluded.daily_volume, feeds = excluded.feeds, updated_at = now()`.execute(db);
}

export async function seedQuotes(ctx: AppContext): Promise<void> {
  await upsertProducts(ctx.database.db, CATALOGUE);
}
