import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCALE_CODES } from '@app/contract';
import { call, createTestContext, dbLabel, type TestContext } from './helpers.ts';

/** Every settings table, ordered, so a before/after comparison shows any change. */
const SETTINGS_TABLES = [
  'site_setting', 'exchange_rate', 'text_lang', 'order_fee_setting', 'lang_message', 'switch_set', 'pop_up', 'tips_set', 'app_page_config',
] as const;

async function snapshotTables(t: TestContext, tables: readonly string[]) {
  const out: Record<string, unknown[]> = {};
  for (const table of tables) {
    const res = await sql<Record<string, unknown>>`select * from ${sql.table(table)} order by 1, 2`.execute(t.database.db);
    out[table] = res.rows;
  }
  return out;
}

const HOME = 'pages/tabs/home/home-f';
const PAGES = [HOME, 'pages/tabs/me/me-f', 'pages/tabs/quotes/quotes', 'pages/user/accountDetail'];

interface Row { [k: string]: unknown }

describe(`settings (${dbLabel})`, () => {
  let t: TestContext;
  beforeAll(async () => { t = await createTestContext(); });
  afterAll(async () => { await t.close(); });

  describe('GET /api/siteInfo/getSiteInfo', () => {
    it('returns site info with the otherValue defaults of spec point 9', async () => {
      const r = await call<Row>(t.app, { url: '/api/siteInfo/getSiteInfo' });
      expect(r.status).toBe(200);
      expect(r.body).toMatchObject({ code: 200, msg: 'success' });
      const data = r.body.data!;
      expect(data).toMatchObject({ siteName: expect.any(String), logo: expect.stringMatching(/^(data:image\/|https?:\/\/|\/)/), serviceUrl: expect.any(String), supportEmail: expect.stringContaining('@') });
      expect(data.otherValue).toEqual({
        default_trade_currency_id: 3, default_transId: 5, app_decimal_no: 2, app_adress_num: 0,
        scoreTips: 1, showMsgTime: 1, app_order_time: 1, app_fast_fee: 1, app_order_change: 1,
        app_logo_type: 1, app_fastFree: 1, app_withdrawAll: 1, app_showFreeze: 1,
      });
    });

    it('reads every value from the settings table', async () => {
      const db = t.database.db;
      await db.updateTable('site_setting').set({ value: JSON.stringify(4) }).where('group_name', '=', 'otherValue').where('name', '=', 'app_decimal_no').execute();
      await db.updateTable('site_setting').set({ value: JSON.stringify('Northstar Pro') }).where('group_name', '=', 'site').where('name', '=', 'siteName').execute();
      try {
        const r = await call<Row>(t.app, { url: '/api/siteInfo/getSiteInfo' });
        expect(r.body.data).toMatchObject({ siteName: 'Northstar Pro', otherValue: { app_decimal_no: 4 } });
      } finally {
        await db.updateTable('site_setting').set({ value: JSON.stringify(2) }).where('name', '=', 'app_decimal_no').execute();
        await db.updateTable('site_setting').set({ value: JSON.stringify('Northstar Markets') }).where('name', '=', 'siteName').execute();
      }
    });
  });

  describe('GET /api/currencyExchangeRate/getExchangeInfo', () => {
    it('lists rates against USDT as 6-decimal strings with one default currency', async () => {
      const r = await call<{ base: string; defaultCurrency: string; rates: { currency: string; symbol: string; rate: string; isDefault: boolean }[] }>(
        t.app, { url: '/api/currencyExchangeRate/getExchangeInfo' });
      const data = r.body.data!;
      expect(data.base).toBe('USDT');
      expect(data.rates[0]).toEqual({ currency: 'USD', symbol: '$', rate: '1.000000', isDefault: true });
      expect(data.rates.filter((x) => x.isDefault)).toHaveLength(1);
      expect(data.defaultCurrency).toBe('USD');
      const codes = data.rates.map((x) => x.currency);
      for (const c of ['USD', 'CNY', 'EUR', 'JPY', 'KRW']) expect(codes).toContain(c);
      for (const x of data.rates) expect(x.rate).toMatch(/^\d+\.\d{6}$/);
      expect(data.rates.find((x) => x.currency === 'CNY')).toMatchObject({ symbol: '¥', rate: '7.120000' });
    });

    it('reads the numeric column exactly and truncates to 6 decimals', async () => {
      const db = t.database.db;
      await db.updateTable('exchange_rate').set({ rate: '7.123456789' }).where('currency', '=', 'CNY').execute();
      await db.updateTable('exchange_rate').set({ enabled: false }).where('currency', '=', 'KRW').execute();
      try {
        const r = await call<{ rates: { currency: string; rate: string }[] }>(t.app, { url: '/api/currencyExchangeRate/getExchangeInfo' });
        expect(r.body.data!.rates.find((x) => x.currency === 'CNY')!.rate).toBe('7.123456');
        expect(r.body.data!.rates.map((x) => x.currency)).not.toContain('KRW');
      } finally {
        await db.updateTable('exchange_rate').set({ rate: '7.12' }).where('currency', '=', 'CNY').execute();
        await db.updateTable('exchange_rate').set({ enabled: true }).where('currency', '=', 'KRW').execute();
      }
    });
  });

  describe('GET /api/textLang/list', () => {
    it('pages the text pages in the caller locale', async () => {
      const r = await call<Row>(t.app, { url: '/api/textLang/list?pageNum=1&pageSize=30', headers: { 'accept-language': 'jp' } });
      expect(r.body).toMatchObject({ code: 200, total: 4 });
      expect(r.body.rows!.map((x) => x.key)).toEqual(['privacy', 'about', 'user_agreement', 'risk_disclosure']);
      expect(r.body.rows![0]).toMatchObject({ key: 'privacy', lang: 'jp', title: 'プライバシーポリシー', content: expect.stringMatching(/^<p>.+<\/p>$/) });
      expect(r.body.rows![0]).toEqual({ id: expect.any(Number), key: 'privacy', lang: 'jp', title: expect.any(String), content: expect.any(String), sort: 10, updatedAt: expect.any(String) });
    });

    it('takes the locale from LanguageId and from params[lang], and filters by params[key]', async () => {
      const byId = await call<Row>(t.app, { url: '/api/textLang/list', headers: { languageid: '14' } });
      expect(byId.body.rows![0]).toMatchObject({ lang: 'rus', title: 'Политика конфиденциальности' });
      const byParam = await call<Row>(t.app, { url: '/api/textLang/list?params[lang]=ko&params[key]=about' });
      expect(byParam.body).toMatchObject({ total: 1, rows: [{ key: 'about', lang: 'ko', title: '회사 소개' }] });
    });

    it('falls back to English per key and clamps a huge pageSize', async () => {
      const db = t.database.db;
      const extra = Array.from({ length: 120 }, (_, i) => ({ text_key: `faq_${String(i).padStart(3, '0')}`, lang: 'en', title: `FAQ ${i}`, content: '<p>Answer</p>', sort: 1000 + i }));
      await db.insertInto('text_lang').values(extra).execute();
      try {
        const r = await call<Row>(t.app, { url: '/api/textLang/list?pageNum=1&pageSize=100000', headers: { 'accept-language': 'fr' } });
        expect(r.body.total).toBe(124);
        expect(r.body.rows).toHaveLength(100);
        expect(r.body.rows![0]).toMatchObject({ key: 'privacy', lang: 'fr' });
        expect(r.body.rows![99]).toMatchObject({ key: 'faq_095', lang: 'en' });
        const page2 = await call<Row>(t.app, { url: '/api/textLang/list?pageNum=2&pageSize=100', headers: { 'accept-language': 'fr' } });
        expect(page2.body.rows!.map((x) => x.key)).toEqual(['faq_096', 'faq_097', 'faq_098', 'faq_099', ...Array.from({ length: 20 }, (_, i) => `faq_${100 + i}`)]);
      } finally {
        await db.deleteFrom('text_lang').where('text_key', 'like', 'faq_%').execute();
      }
    });
  });

  describe('GET /api/orderFeeSetting/list', () => {
    it('has one fee per product type, trading mode and side as decimal strings', async () => {
      const r = await call<{ id: number; remark: string; feeRate: string; productType: number; positionType: number; exType: number }>(t.app, { url: '/api/orderFeeSetting/list' });
      const rows = r.body.rows!;
      expect(r.body.total).toBe(32);
      const combos = new Set(rows.map((x) => `${x.productType}/${x.positionType}/${x.exType}`));
      for (const p of [1, 2, 3, 4]) for (const m of [0, 1, 2, 3]) for (const e of [1, 2]) expect(combos).toContain(`${p}/${m}/${e}`);
      for (const x of rows) {
        expect(Object.keys(x).sort()).toEqual(['exType', 'feeRate', 'id', 'positionType', 'productType', 'remark']);
        expect(x.feeRate).toMatch(/^0\.\d+$/);
        expect(Number(x.feeRate)).toBeGreaterThan(0);
        expect(Number(x.feeRate)).toBeLessThan(0.01);
      }
      expect(rows.find((x) => x.productType === 2 && x.positionType === 1 && x.exType === 1)).toMatchObject({ feeRate: '0.0004', remark: 'Crypto contract buy' });
      // US stock sells carry the regulatory fee on top of the commission.
      const usSpot = rows.filter((x) => x.productType === 1 && x.positionType === 2);
      expect(Number(usSpot.find((x) => x.exType === 2)!.feeRate)).toBeGreaterThan(Number(usSpot.find((x) => x.exType === 1)!.feeRate));
    });
  });

  describe('GET /api/switchSet/list', () => {
    it('lists the display switches off by default and a switch for every switchable page module', async () => {
      const r = await call<{ switchName: string; status: number }>(t.app, { url: '/api/switchSet/list' });
      const byName = new Map(r.body.rows!.map((x) => [x.switchName, x.status]));
      expect(byName.get('amount_plain')).toBe(0);
      expect(byName.get('bank_card_full')).toBe(0);
      expect(byName.get('wallet_address_full')).toBe(0);
      for (const x of r.body.rows!) {
        expect(Object.keys(x).sort()).toEqual(['status', 'switchName']);
        expect([0, 1]).toContain(x.status);
      }
      for (const page of PAGES) {
        const cfg = await call<{ switchName: string | null }>(t.app, { url: `/api/appConfig/list?params[pagePath]=${page}` });
        for (const m of cfg.body.rows!) if (m.switchName) expect(byName.has(m.switchName)).toBe(true);
      }
    });
  });

  describe('GET /api/popUp/list', () => {
    it('returns the active pop-ups of the caller locale, newest first', async () => {
      const db = t.database.db;
      const now = Date.now();
      await db.insertInto('pop_up').values([
        { code: 't_newer', lang: 'de', title: 'Neu', content: 'Neuer Hinweis', start_at: new Date(now - 60_000), end_at: new Date(now + 3_600_000) },
        { code: 't_expired', lang: 'de', title: 'Alt', content: 'Abgelaufen', start_at: new Date(now - 7_200_000), end_at: new Date(now - 3_600_000) },
        { code: 't_future', lang: 'de', title: 'Bald', content: 'Geplant', start_at: new Date(now + 3_600_000), end_at: null },
        { code: 't_disabled', lang: 'de', title: 'Aus', content: 'Deaktiviert', start_at: new Date(now - 60_000), end_at: null, enabled: false },
      ]).execute();
      try {
        const r = await call<Row>(t.app, { url: '/api/popUp/list', headers: { 'accept-language': 'de' } });
        expect(r.body.rows!.map((x) => x.title)).toEqual(['Neu', 'Willkommen bei Northstar Markets']);
        expect(r.body.rows![0]).toEqual({ id: expect.any(Number), title: 'Neu', content: 'Neuer Hinweis', lang: 'de', startAt: expect.any(String), endAt: expect.any(String) });
        expect(r.body.rows![1]).toMatchObject({ lang: 'de', endAt: null });
      } finally {
        await db.deleteFrom('pop_up').where('code', 'like', 't_%').execute();
      }
    });

    it('answers in the LanguageId locale, and in English when that locale has none', async () => {
      const jp = await call<Row>(t.app, { url: '/api/popUp/list', headers: { languageid: '8' } });
      expect(jp.body.rows).toEqual([expect.objectContaining({ lang: 'jp', title: 'Northstar Markets へようこそ' })]);
      const db = t.database.db;
      const it = await db.selectFrom('pop_up').selectAll().where('lang', '=', 'it').execute();
      await db.deleteFrom('pop_up').where('lang', '=', 'it').execute();
      try {
        const r = await call<Row>(t.app, { url: '/api/popUp/list', headers: { 'accept-language': 'it' } });
        expect(r.body.rows).toEqual([expect.objectContaining({ lang: 'en', title: 'Welcome to Northstar Markets' })]);
      } finally {
        await db.insertInto('pop_up').values(it.map(({ id: _id, created_at: _c, ...rest }) => rest)).execute();
      }
    });
  });

  describe('GET /api/tipsSet/list', () => {
    it('lists tips with their text in all 19 locales', async () => {
      const r = await call<{ id: number; remark: string; contentLang: Record<string, string>; contentVisibleFlag: number }>(t.app, { url: '/api/tipsSet/list' });
      expect(r.body.rows!.map((x) => x.remark)).toEqual(['recharge', 'withdraw', 'fast_trade', 'contract_trade', 'loan']);
      for (const tip of r.body.rows!) {
        expect(Object.keys(tip).sort()).toEqual(['contentLang', 'contentVisibleFlag', 'id', 'remark']);
        expect(Object.keys(tip.contentLang).sort()).toEqual([...LOCALE_CODES].sort());
        for (const lang of LOCALE_CODES) expect(tip.contentLang[lang]!.trim()).not.toBe('');
        for (const lang of LOCALE_CODES.filter((l) => l !== 'en')) expect(tip.contentLang[lang]).not.toBe(tip.contentLang.en);
        expect([0, 1]).toContain(tip.contentVisibleFlag);
      }
    });
  });

  describe('GET /api/appConfig/list', () => {
    it('returns the module layout of a page in order', async () => {
      const r = await call<{ module: string; desc: string; isVisible: number; sort: number; switchName: string | null }>(t.app, { url: `/api/appConfig/list?params[pagePath]=${HOME}` });
      const modules = r.body.rows!.map((x) => x.module);
      for (const m of ['banner', 'notice', 'assets', 'quickLinks', 'quotes']) expect(modules).toContain(m);
      const sorts = r.body.rows!.map((x) => x.sort);
      expect(sorts).toEqual([...sorts].sort((a, b) => a - b));
      expect(r.body.rows![0]).toEqual({ module: 'banner', desc: expect.any(String), isVisible: 1, sort: 10, switchName: 'module.home.banner' });
      for (const page of PAGES) {
        const p = await call<Row>(t.app, { url: `/api/appConfig/list?params[pagePath]=${encodeURIComponent(page)}` });
        expect(p.body.total).toBeGreaterThan(2);
      }
    });

    it('answers a page without configuration with no rows', async () => {
      const r = await call(t.app, { url: '/api/appConfig/list?params[pagePath]=pages/QA/QA' });
      expect(r.body).toMatchObject({ code: 200, rows: [], total: 0 });
    });
  });

  describe('GET /api/lines/list', () => {
    it('offers the serving origin as line 0 when no lines are configured', async () => {
      const r = await call(t.app, { url: '/api/lines/list', headers: { host: 'app.example.org' } });
      expect(r.body).toMatchObject({ code: 200, total: 1, rows: [{ index: 0, name: 'app.example.org', url: '' }] });
    });

    it('lists every valid APP_LINES URL after line 0', async () => {
      const t2 = await createTestContext({ APP_LINES: 'https://api1.example.com/, not a url, https://api2.example.com:8443' });
      try {
        const r = await call(t2.app, { url: '/api/lines/list', headers: { host: 'localhost:8080' } });
        expect(r.body.rows).toEqual([
          { index: 0, name: 'localhost:8080', url: '' },
          { index: 1, name: 'api1.example.com', url: 'https://api1.example.com' },
          { index: 2, name: 'api2.example.com:8443', url: 'https://api2.example.com:8443' },
        ]);
      } finally {
        await t2.close();
      }
    });
  });

  describe('bad input', () => {
    const cases: { url: string; msg: string; params: Record<string, unknown> }[] = [
      { url: '/api/appConfig/list', msg: 'error.field_required', params: { field: 'params.pagePath' } },
      { url: '/api/appConfig/list?params[pagePath]=', msg: 'error.field_invalid', params: { field: 'params.pagePath' } },
      { url: '/api/appConfig/list?params[pagePath]=../../etc/passwd', msg: 'error.field_invalid', params: { field: 'params.pagePath' } },
      { url: `/api/appConfig/list?params[pagePath]=${'a'.repeat(201)}`, msg: 'error.field_invalid', params: { field: 'params.pagePath' } },
      { url: '/api/appConfig/list?params=home', msg: 'error.field_invalid', params: { field: 'params' } },
      { url: '/api/textLang/list?pageSize=abc', msg: 'error.field_invalid', params: { field: 'pageSize' } },
      { url: '/api/textLang/list?pageNum=0', msg: 'error.field_invalid', params: { field: 'pageNum' } },
      { url: '/api/textLang/list?pageNum=1.5', msg: 'error.field_invalid', params: { field: 'pageNum' } },
      { url: '/api/textLang/list?pageSize=-3', msg: 'error.field_invalid', params: { field: 'pageSize' } },
      { url: '/api/textLang/list?pageNum=1e3', msg: 'error.field_invalid', params: { field: 'pageNum' } },
      { url: '/api/textLang/list?pageSize=0x10', msg: 'error.field_invalid', params: { field: 'pageSize' } },
      { url: '/api/textLang/list?pageNum=1&pageNum=2', msg: 'error.field_invalid', params: { field: 'pageNum' } },
      { url: '/api/textLang/list?params[lang]=xx', msg: 'settings.lang_unsupported', params: { lang: 'xx' } },
      { url: '/api/textLang/list?params[key]=DROP%20TABLE', msg: 'error.field_invalid', params: { field: 'params.key' } },
      { url: '/api/langMgr/list', msg: 'error.field_required', params: { field: 'lang' } },
      { url: '/api/langMgr/list?lang=klingon', msg: 'settings.lang_unsupported', params: { lang: 'klingon' } },
      { url: '/api/langMgr/list?lang=%3Cscript%3E', msg: 'error.field_invalid', params: { field: 'lang' } },
    ];

    it('answers each with a clear envelope and changes nothing stored', async () => {
      const before = await snapshotTables(t, SETTINGS_TABLES);
      for (const c of cases) {
        const r = await call(t.app, { url: c.url });
        expect({ url: c.url, status: r.status, body: r.body }).toEqual({ url: c.url, status: 400, body: { code: 500, msg: c.msg, params: c.params } });
      }
      const post = await call(t.app, { method: 'POST', url: '/api/switchSet/list', payload: { switchName: 'amount_plain', status: 1 } });
      expect(post.body).toMatchObject({ code: 404, msg: 'error.not_found' });
      expect(await snapshotTables(t, SETTINGS_TABLES)).toEqual(before);
    });
  });
});
