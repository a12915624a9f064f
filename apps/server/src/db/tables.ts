/**
 * The database's table types for Kysely. Each module adds its own tables from its
 * `<domain>.tables.ts` through declaration merging:
 *
 *   declare module '../../db/tables.ts' { interface Tables { app_user: AppUserTable } }
 *
 * Conventions: `numeric` columns are strings (exact decimals), bigint ids are numbers,
 * timestamptz columns are Date.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface Tables {}
