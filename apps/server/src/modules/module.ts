import type { FastifyInstance } from 'fastify';
import type { LocaleCode } from '@app/contract';
import type { Config } from '../config.ts';
import type { Database } from '../db/database.ts';

/** Everything a module gets: validated config and the database. */
export interface AppContext {
  config: Config;
  database: Database;
}

/** Translations of server message keys: every key has all 19 locales. */
export type MessageCatalog = Record<string, Record<LocaleCode, string>>;

/**
 * One domain of the server. `routes` registers its HTTP routes (and may add onReady /
 * onClose hooks for background work); `seed` inserts its reference and demo data
 * idempotently; `messages` are the message keys its errors and hints use.
 */
export interface AppModule {
  name: string;
  routes?: (app: FastifyInstance, ctx: AppContext) => Promise<void>;
  seed?: (ctx: AppContext) => Promise<void>;
  messages?: MessageCatalog;
  /**
   * False when no route of the module takes a multipart upload: its routes are then
   * registered outside the multipart parser's scope and skip its per-request hooks (a
   * multipart body sent to them is refused as an unsupported media type).
   */
  uploads?: boolean;
}
