import { sql } from 'kysely';
import { LOCALE_CODES, type LocaleCode } from '@app/contract';
import type { Database } from '../../db/database.ts';
import type { AppModule } from '../module.ts';
import './settings.tables.ts';

/**
 * The server message dictionary served by /api/langMgr/list: every module's `messages`
 * catalog mirrored into `lang_message`, read per locale and cached in memory.
 *
 * The cache is per database (tests open several) and per locale. Seeding clears it; a
 * TTL bounds how long an operator edit made through another process stays unseen.
 */
const CACHE_TTL_MS = 5 * 60_000;

interface Entry { loadedAt: number; messages: Promise<Record<string, string>> }
const caches = new WeakMap<Database, Map<LocaleCode, Entry>>();

export function invalidateDictionary(database: Database): void {
  caches.delete(database);
}

export function dictionary(database: Database, lang: LocaleCode): Promise<Record<string, string>> {
  let perLang = caches.get(database);
  if (!perLang) caches.set(database, (perLang = new Map()));
  const hit = perLang.get(lang);
  if (hit && Date.now() - hit.loadedAt < CACHE_TTL_MS) return hit.messages;
  const messages = loadDictionary(database, lang);
  const entry = { loadedAt: Date.now(), messages };
  perLang.set(lang, entry);
  // A failed load is not cached.
  messages.catch(() => { if (perLang.get(lang) === entry) perLang.delete(lang); });
  return messages;
}

async function loadDictionary(database: Database, lang: LocaleCode): Promise<Record<string, string>> {
  const rows = await database.db
    .selectFrom('lang_message')
    .select(['msg_key', 'text'])
    .where('lang', '=', lang)
    .orderBy('msg_key')
    .execute();
  return Object.fromEntries(rows.map((r) => [r.msg_key, r.text]));
}

/** Every (lang, key, text) of the modules' catalogs; throws on a gap or a conflicting duplicate. */
export function catalogEntries(mods: readonly Pick<AppModule, 'name' | 'messages'>[]) {
  const owner = new Map<string, string>();
  const texts = new Map<string, Record<string, string>>();
  for (const mod of mods) {
    for (const [key, perLang] of Object.entries(mod.messages ?? {})) {
      const missing = LOCALE_CODES.filter((l) => typeof perLang[l] !== 'string' || perLang[l].trim() === '');
      if (missing.length) throw new Error(`message ${key} of module ${mod.name} lacks locales: ${missing.join(', ')}`);
      const prev = owner.get(key);
      if (prev && JSON.stringify(texts.get(key)) !== JSON.stringify(perLang)) {
        throw new Error(`message ${key} is defined differently by modules ${prev} and ${mod.name}`);
      }
      owner.set(key, mod.name);
      texts.set(key, perLang);
    }
  }
  const rows: { lang: string; msg_key: string; text: string }[] = [];
  for (const [key, perLang] of texts) {
    for (const lang of LOCALE_CODES) rows.push({ lang, msg_key: key, text: perLang[lang] as string });
  }
  return { keys: [...texts.keys()], rows };
}

/**
 * Upserts the catalogs: new keys appear, changed catalog texts are updated, keys no longer
 * in any catalog are removed; rows an operator edited (source 'operator') are kept as they are.
 */
export async function syncDictionary(database: Database, mods: readonly Pick<AppModule, 'name' | 'messages'>[]): Promise<void> {
  const { keys, rows } = catalogEntries(mods);
  await database.db.transaction().execute(async (tx) => {
    for (let i = 0; i < rows.length; i += 1000) {
      await tx
        .insertInto('lang_message')
        .values(rows.slice(i, i + 1000))
        .onConflict((oc) =>
          oc
            .columns(['lang', 'msg_key'])
            .doUpdateSet({ text: (eb) => eb.ref('excluded.text'), updated_at: sql<Date>`now()` })
            .where('lang_message.source', '=', 'catalog')
            .where(sql<boolean>`lang_message.text <> excluded.text`),
        )
        .execute();
    }
    let stale = tx.deleteFrom('lang_message').where('source', '=', 'catalog');
    if (keys.length) stale = stale.where('msg_key', 'not in', keys);
    await stale.execute();
  });
  invalidateDictionary(database);
}
