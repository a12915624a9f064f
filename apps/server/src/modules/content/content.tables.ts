import type { ColumnType, Generated } from 'kysely';
import type { LocalizedText } from '@app/contract';

export type SiteMessageCategory = 'system' | 'account' | 'trade' | 'funds' | 'activity';

export interface SiteMessageTable {
  id: Generated<number>;
  /** null: a broadcast to every customer. */
  user_id: number | null;
  code: string | null;
  category: ColumnType<SiteMessageCategory, SiteMessageCategory | undefined, SiteMessageCategory>;
  title_lang: ColumnType<Partial<LocalizedText>, string, string>;
  content_lang: ColumnType<Partial<LocalizedText>, string, string>;
  published_at: ColumnType<Date, Date | undefined, Date>;
  created_at: ColumnType<Date, Date | undefined, never>;
}

export interface SiteMessageReadTable {
  user_id: number;
  message_id: number;
  read_at: ColumnType<Date, Date | undefined, never>;
}

declare module '../../db/tables.ts' {
  interface Tables {
    site_message: SiteMessageTable;
    site_message_read: SiteMessageReadTable;
  }
}
