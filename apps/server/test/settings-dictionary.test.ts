import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCALE_CODES, type LocaleCode } from '@app/contract';
import { seed } from '../src/db/seed.ts';
import { modules } from '../src/modules/index.ts';
import { SITE_MESSAGE_DEFAULTS } from '../src/modules/content/seed-data/site-messages.ts';
import { catalogEntries, syncDictionary } from '../src/modules/settings/lang-dictionary.ts';
import { POP_UP_DEFAULTS } from '../src/modules/settings/seed-data/pop-ups.ts';
import { TEXT_LANG_DEFAULTS } from '../src/modules/settings/seed-data/text-lang.ts';
import { TIPS_DEFAULTS } from '../src/modules/settings/seed-data/tips.ts';
import { call, createTestContext, dbLabel, type TestContext } from './helpers.ts';

const SEEDED_TABLES = [
  'site_setting', 'exchange_rate', 'text_lang', 'order_fee_setting', 'lang_message', 'switch_set', 'pop_up', 'tips_set',
  'app_page_config', 'site_message',
] as const;

async function snapshotTables(t: TestContext, tables: readonly string[]) {
  const out: Record<string, unknown[]> = {};
  for (const table of tables) {
    const res = await sql<Record<string, unknown>>`select * from ${sql.table(table)} order by 1, 2`.execute(t.database.db);
    out[table] = res.rows;
  }
  return out;
}

const dictionaryOf = async (t: TestContext, lang: string) =>
  (await call<{ lang: string; messages: Record<string, string> }>(t.app, { url: `/api/langMgr/list?lang=${lang}` })).body;

describe(`settings: message dictionary and seed (${dbLabel})`, () => {
  let t: TestContext;
  beforeAll(async () => { t = await createTestContext(); });
  afterAll(async () => { await t.close(); });

  it('serves every key of every module in each of the 19 locales, as the catalogs say', async () => {
    const catalogKeys = modules.flatMap((m) => Object.keys(m.messages ?? {}));
    expect(catalogKeys).toEqual(expect.arrayContaining(['error.field_required', 'settings.lang_unsupported', 'content.message_not_found']));
    for (const lang of LOCALE_CODES) {
      const body = await dictionaryOf(t, lang);
      expect(body).toMatchObject({ code: 200, msg: 'success', data: { lang } });
      const messages = body.data!.messages;
      expect(Object.keys(messages).sort()).toEqual([...new Set(catalogKeys)].sort());
      for (const mod of modules) {
        for (const [key, texts] of Object.entries(mod.messages ?? {})) {
          expect(messages[key], `${lang} ${key}`).toBe(texts[lang as LocaleCode]);
          expect(messages[key]!.trim(), `${lang} ${key}`).not.toBe('');
        }
      }
    }
  });

  it('keeps no English text in another locale except where every locale agrees it is a name or number', async () => {
    const all = Object.fromEntries(await Promise.all(LOCALE_CODES.map(async (l) => [l, (await dictionaryOf(t, l)).data!.messages] as const)));
    const en = all.en!;
    const sameEverywhere = (k: string) => LOCALE_CODES.every((l) => all[l]![k] === en[k]);
    for (const lang of LOCALE_CODES.filter((l) => l !== 'en')) {
      const copied = Object.keys(en).filter((k) => all[lang]![k] === en[k] && !sameEverywhere(k) && /[a-z]{3}/i.test(en[k]!.replace(/\{\{\w+\}\}/g, '')));
      expect(copied, lang).toEqual([]);
    }
  });

  it('seeds user-visible texts in all 19 locales, none left in English', () => {
    const texts: [string, Partial<Record<LocaleCode, string>>][] = [
      ...TEXT_LANG_DEFAULTS.flatMap((x) => [[`text_lang ${x.key} title`, x.title], [`text_lang ${x.key} content`, x.content]] as [string, Record<LocaleCode, string>][]),
      ...POP_UP_DEFAULTS.flatMap((x) => [[`pop_up ${x.code} title`, x.title], [`pop_up ${x.code} content`, x.content]] as [string, Record<LocaleCode, string>][]),
      ...TIPS_DEFAULTS.map((x) => [`tips_set ${x.remark}`, x.contentLang] as [string, Record<LocaleCode, string>]),
      ...SITE_MESSAGE_DEFAULTS.flatMap((x) => [[`site_message ${x.code} title`, x.title], [`site_message ${x.code} content`, x.content]] as [string, Partial<Record<LocaleCode, string>>][]),
    ];
    expect(texts.length).toBe(4 * 2 + 2 + 5 + 2 * 2);
    for (const [name, text] of texts) {
      for (const lang of LOCALE_CODES) {
        expect(text[lang]?.trim(), `${name} ${lang}`).toBeTruthy();
        if (lang !== 'en') expect(text[lang], `${name} ${lang} copies English`).not.toBe(text.en);
      }
    }
  });

  it('seeding twice leaves the same rows', async () => {
    const before = await snapshotTables(t, SEEDED_TABLES);
    expect(before.site_message!.filter((m) => (m as { user_id: unknown }).user_id === null).length).toBeGreaterThanOrEqual(2);
    await seed({ config: t.config, database: t.database });
    expect(await snapshotTables(t, SEEDED_TABLES)).toEqual(before);
  });

  it('keeps operator changes to seeded settings across a restart seed', async () => {
    const db = t.database.db;
    await db.updateTable('switch_set').set({ status: 1 }).where('switch_name', '=', 'amount_plain').execute();
    await db.updateTable('order_fee_setting').set({ fee_rate: '0.0007' }).where('product_type', '=', 2).where('position_type', '=', 1).where('ex_type', '=', 1).execute();
    try {
      await seed({ config: t.config, database: t.database });
      const sw = await call<{ switchName: string; status: number }>(t.app, { url: '/api/switchSet/list' });
      expect(sw.body.rows!.find((x) => x.switchName === 'amount_plain')!.status).toBe(1);
      const fees = await call<{ productType: number; positionType: number; exType: number; feeRate: string }>(t.app, { url: '/api/orderFeeSetting/list' });
      expect(fees.body.rows!.find((x) => x.productType === 2 && x.positionType === 1 && x.exType === 1)!.feeRate).toBe('0.0007');
    } finally {
      await db.updateTable('switch_set').set({ status: 0 }).where('switch_name', '=', 'amount_plain').execute();
      await db.updateTable('order_fee_setting').set({ fee_rate: '0.0004' }).where('product_type', '=', 2).where('position_type', '=', 1).where('ex_type', '=', 1).execute();
    }
  });

  it('caches each locale until the next seed, which shows new, changed and removed keys', async () => {
    const db = t.database.db;
    const original = (await dictionaryOf(t, 'fr')).data!.messages['error.not_found'];
    // A direct edit is not seen while the cache holds the locale ...
    await db.updateTable('lang_message').set({ text: 'Changé en base' }).where('lang', '=', 'fr').where('msg_key', '=', 'error.not_found').execute();
    expect((await dictionaryOf(t, 'fr')).data!.messages['error.not_found']).toBe(original);
    // ... and a restart seed puts the catalog text back and clears the cache.
    await seed({ config: t.config, database: t.database });
    expect((await dictionaryOf(t, 'fr')).data!.messages['error.not_found']).toBe(original);

    const extra = { name: 'extra', messages: { 'extra.new_key': Object.fromEntries(LOCALE_CODES.map((l) => [l, `New ${l}`])) as Record<LocaleCode, string> } };
    await syncDictionary(t.database, [...modules, extra]);
    expect((await dictionaryOf(t, 'th')).data!.messages['extra.new_key']).toBe('New th');
    await syncDictionary(t.database, modules);
    expect((await dictionaryOf(t, 'th')).data!.messages).not.toHaveProperty('extra.new_key');
  });

  it('leaves operator-edited texts alone when it refreshes the catalogs', async () => {
    const db = t.database.db;
    await db.updateTable('lang_message').set({ text: 'Seite nicht gefunden', source: 'operator' }).where('lang', '=', 'de').where('msg_key', '=', 'error.not_found').execute();
    try {
      await seed({ config: t.config, database: t.database });
      expect((await dictionaryOf(t, 'de')).data!.messages['error.not_found']).toBe('Seite nicht gefunden');
    } finally {
      await db.updateTable('lang_message').set({ source: 'catalog' }).where('lang', '=', 'de').where('msg_key', '=', 'error.not_found').execute();
      await seed({ config: t.config, database: t.database });
    }
    expect((await dictionaryOf(t, 'de')).data!.messages['error.not_found']).toBe('Nicht gefunden');
  });

  it('refuses a catalog with a missing or empty locale, naming the key', () => {
    const partial = { name: 'broken', messages: { 'broken.key': { en: 'Broken', zh: '' } as unknown as Record<LocaleCode, string> } };
    expect(() => catalogEntries([partial])).toThrow(/broken\.key .*lacks locales: zh, tc/);
  });

  it('answers an unknown, missing or malformed lang with a clear error', async () => {
    expect((await call(t.app, { url: '/api/langMgr/list?lang=english' })).body).toEqual({ code: 500, msg: 'settings.lang_unsupported', params: { lang: 'english' } });
    expect((await call(t.app, { url: '/api/langMgr/list?lang=' })).body).toEqual({ code: 500, msg: 'error.field_invalid', params: { field: 'lang' } });
    expect((await call(t.app, { url: '/api/langMgr/list' })).body).toEqual({ code: 500, msg: 'error.field_required', params: { field: 'lang' } });
  });
});
