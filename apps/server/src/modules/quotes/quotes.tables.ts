import type { ColumnType, Generated } from 'kysely';
import type { LocalizedText } from '@app/contract';

/** Kysely types of the quotes tables (migration 202611220301_quotes.sql). */
export interface ProductTable {
  id: Generated<number>;
  product_code: string;
  product_type: number;
  product_name: string;
  name_i18n: ColumnType<LocalizedText, string, string>;
  symbol: string;
  exchange: string;
  product_img: string;
  sort: Generated<number>;
  position_type: string;
  is_visible: Generated<number>;
  is_show: Generated<number>;
  is_lock: Generated<number>;
  is_self_sell: Generated<number>;
  standard: string;
  session_kind: string;
  price_precision: number;
  tick_units: number;
  volume_precision: number;
  ref_price: string;
  annual_vol: string;
  daily_volume: string;
  feeds: ColumnType<{ polygon?: string; binance?: string }, string, string>;
  created_at: ColumnType<Date, Date | undefined, never>;
  updated_at: ColumnType<Date, Date | undefined, Date>;
}

export interface UserProductOptionTable {
  id: Generated<number>;
  user_id: number;
  product_id: number;
  created_at: ColumnType<Date, Date | undefined, never>;
}

declare module '../../db/tables.ts' {
  interface Tables {
    product: ProductTable;
    user_product_option: UserProductOptionTable;
  }
}
