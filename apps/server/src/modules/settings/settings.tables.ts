import type { ColumnType, Generated } from 'kysely';

type UpdatedAt = ColumnType<Date, Date | undefined, Date>;
/** jsonb: read as parsed JSON, written as a JSON string. */
export type Json<T> = ColumnType<T, string, string>;

export interface SiteSettingTable {
  group_name: 'site' | 'otherValue';
  name: string;
  value: Json<unknown>;
  remark: Generated<string>;
  updated_at: UpdatedAt;
}

export interface ExchangeRateTable {
  currency: string;
  symbol: string;
  rate: string;
  is_default: Generated<boolean>;
  enabled: Generated<boolean>;
  sort: Generated<number>;
  updated_at: UpdatedAt;
}

export interface TextLangTable {
  id: Generated<number>;
  text_key: string;
  lang: string;
  title: string;
  content: string;
  sort: Generated<number>;
  updated_at: UpdatedAt;
}

export interface OrderFeeSettingTable {
  id: Generated<number>;
  product_type: number;
  position_type: number;
  ex_type: number;
  fee_rate: string;
  remark: Generated<string>;
  updated_at: UpdatedAt;
}

export interface LangMessageTable {
  lang: string;
  msg_key: string;
  text: string;
  source: Generated<'catalog' | 'operator'>;
  updated_at: UpdatedAt;
}

export interface SwitchSetTable {
  switch_name: string;
  status: number;
  remark: Generated<string>;
  sort: Generated<number>;
  updated_at: UpdatedAt;
}

export interface PopUpTable {
  id: Generated<number>;
  code: string;
  lang: string;
  title: string;
  content: string;
  start_at: Date;
  end_at: Date | null;
  enabled: Generated<boolean>;
  created_at: ColumnType<Date, Date | undefined, never>;
}

export interface TipsSetTable {
  id: Generated<number>;
  remark: string;
  content_lang: Json<Record<string, string>>;
  content_visible_flag: Generated<number>;
  sort: Generated<number>;
  updated_at: UpdatedAt;
}

export interface AppPageConfigTable {
  id: Generated<number>;
  page_path: string;
  module: string;
  description: Generated<string>;
  is_visible: Generated<number>;
  sort: Generated<number>;
  switch_name: string | null;
  updated_at: UpdatedAt;
}

declare module '../../db/tables.ts' {
  interface Tables {
    site_setting: SiteSettingTable;
    exchange_rate: ExchangeRateTable;
    text_lang: TextLangTable;
    order_fee_setting: OrderFeeSettingTable;
    lang_message: LangMessageTable;
    switch_set: SwitchSetTable;
    pop_up: PopUpTable;
    tips_set: TipsSetTable;
    app_page_config: AppPageConfigTable;
  }
}
