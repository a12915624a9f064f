import type { ColumnType, Generated } from 'kysely';

export interface OpsAuditLogTable {
  id: Generated<number>;
  operator: string;
  action: string;
  target_type: Generated<string>;
  target_id: number | null;
  detail: ColumnType<Record<string, unknown>, string | undefined, string>;
  created_at: ColumnType<Date, Date | undefined, never>;
}

declare module '../../db/tables.ts' {
  interface Tables {
    ops_audit_log: OpsAuditLogTable;
  }
}
