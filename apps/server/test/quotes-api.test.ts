import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { LOCALE_CODES } from '@app/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatUnits } from '../src/market/units.ts';
import { CATALOGUE } from '../src/modules/quotes/catalogue/index.ts';
import { seedQuotes } from '../src/modules/quotes/quotes.seed.ts';
import { call, createTestContext, dbLabel, type TestContext } from './helpers.ts';

/** Product lists, search, home list, product detail and candles over HTTP. */
interface Block { t: number | null; o: string | null; c: string | null; h: string | null; l: string | null; v: string | null; vw: string | null }
interface Row {
  id: number; productId: number; productCode: string; productName: string; productNameI18n: Record<string, string>;
  productDesc: string; productImg: string; productType: number; isVisible: number; sort: number; PositionType: string;
  isLock: number; isShow: number; isSelfSell: number; isOption: number; standard: string; pricePrecision: number;
  tickerInfo: {
    nowPrice: string; changePrice: string; changeRate: string; tradeAmount: string; day: Block; min: Block; prevDay: Block;
    source: string; ts: number; marketOpen: boolean; stale: boolean; nextOpen: number | null; tradingDay: string;
  };
}
interface Candle { t: number; o: string; h: string; l: string; c: string; v: string; vw: string }

const WEB_PUBLIC = path.resolve(import.meta.dirname, '../../web/public');
const DECIMAL = /^-?\d+(\.\d+)?$/;
const LISTS = { 1: '/api/stockProduct/list', 2: '/api/cryptocurrencyProduct/list', 3: '/api/futuresProduct/list', 4: '/api/forexProduct/list' } as const;

describe(`quotes API (${dbLabel})`, () => {
  let t: TestContext;
  beforeAll(async () => { t = await createTestContext(); });
  afterAll(async () => { await t.close(); });

  const list = (url: string, query: Record<string, string> = {}, headers: Record<string, string> = {}) =>
    call<Row>(t.app, { url, query, headers });
  const search = (type: keyof typeof LISTS, keyWords: string) =>
    list(LISTS[type], { pageSize: '50', pageNum: '1', 'params[keyWords]': keyWords }).then((r) => r.body.rows!.map((x) => x.productCode));

  it('offers at least 30 US stocks, 20 crypto pairs, 10 futures and 15 forex pairs with every product field', async () => {
    const minimum = { 1: 30, 2: 20, 3: 10, 4: 15 };
    for (const [type, url] of Object.entries(LISTS)) {
      const r = await list(url, { pageSize: '100', pageNum: '1' });
      expect(r.body.code).toBe(200);
      expect(r.body.total).toBeGreaterThanOrEqual(minimum[Number(type) as 1]);
      expect(r.body.rows).toHaveLength(r.body.total!);
      for (const row of r.body.rows!) {
        expect(row.productType).toBe(Number(type));
        expect(row.productId).toBe(row.id);
        expect(Object.keys(row.productNameI18n).sort()).toEqual([...LOCALE_CODES].sort());
        for (const name of Object.values(row.productNameI18n)) expect(name.trim()).not.toBe('');
        expect(row.productImg).toMatch(/^product-icons\/[a-z0-9-]+\.png$/);
        expect(fs.existsSync(path.join(WEB_PUBLIC, row.productImg)), row.productImg).toBe(true);
        expect(row.PositionType).toMatch(/^[0-3](,[0-3])*$/);
        for (const flag of [row.isVisible, row.isShow, row.isLock, row.isSelfSell, row.isOption]) expect([0, 1]).toContain(flag);
        expect(row.standard).toMatch(DECIMAL);
        expect(row.productDesc.length).toBeGreaterThan(10);
        const ti = row.tickerInfo;
        for (const v of [ti.nowPrice, ti.changePrice, ti.changeRate, ti.tradeAmount]) expect(v).toMatch(DECIMAL);
        expect(ti.nowPrice.split('.')[1]?.length ?? 0).toBe(row.pricePrecision);
        expect(ti.changeRate.split('.')[1]).toHaveLength(2);
        for (const block of [ti.day, ti.min, ti.prevDay]) {
          for (const k of ['o', 'c', 'h', 'l', 'v', 'vw'] as const) expect(block[k]).toMatch(DECIMAL);
          expect(Number(block.l)).toBeLessThanOrEqual(Math.min(Number(block.o), Number(block.c)));
          expect(Number(block.h)).toBeGreaterThanOrEqual(Math.max(Number(block.o), Number(block.c)));
        }
        expect(ti.source).toBe('simulated');
        expect(typeof ti.marketOpen).toBe('boolean');
        expect(ti.stale).toBe(false);
        if (!ti.marketOpen) expect(ti.nextOpen).toBeGreaterThan(Date.now());
      }
    }
  });

  it('uses real localized names', async () => {
    const rows = (await list(LISTS[1], { pageSize: '100' })).body.rows!;
    const aapl = rows.find((r) => r.productCode === 'AAPL')!;
    expect(aapl.productNameI18n).toMatchObject({ en: 'Apple', zh: '苹果', tc: '蘋果', jp: 'アップル', ko: '애플' });
    const eur = (await list(LISTS[4], { pageSize: '100' })).body.rows!.find((r) => r.productCode === 'C:EURUSD')!;
    expect(eur.productNameI18n).toMatchObject({ en: 'Euro / US Dollar', zh: '欧元 / 美元', de: 'Euro / US-Dollar', jp: 'ユーロ / 米ドル' });
  });

  it('pages with pageNum and a bounded pageSize', async () => {
    const all = (await list(LISTS[1], { pageSize: '100', pageNum: '1' })).body.rows!.map((r) => r.productCode);
    const page2 = await list(LISTS[1], { pageSize: '5', pageNum: '2' });
    expect(page2.body.rows!.map((r) => r.productCode)).toEqual(all.slice(5, 10));
    expect(page2.body.total).toBe(all.length);
    const beyond = await list(LISTS[1], { pageSize: '5', pageNum: '99' });
    expect(beyond.body.rows).toEqual([]);
    expect(beyond.body.total).toBe(all.length);
    const big = await list(LISTS[2], { pageSize: '5000' });
    expect(big.body.rows!.length).toBeLessThanOrEqual(100);
    expect(all[0]).toBe('AAPL');
    const bad = await list(LISTS[1], { pageSize: 'ten' });
    expect(bad.body).toMatchObject({ code: 500, msg: 'error.field_invalid' });
  });

  it('searches by code or by name in any language, ignoring case', async () => {
    expect(await search(1, 'aApL')).toEqual(['AAPL']);
    expect(await search(1, '苹果')).toEqual(['AAPL']);
    expect(await search(1, '輝達')).toEqual(['NVDA']);
    expect(await search(2, 'btc')).toEqual(['X:BTCUSD']);
    expect(await search(2, 'X:ETHUSD')).toEqual(['X:ETHUSD']);
    expect(await search(2, 'ビットコイン')).toEqual(['X:BTCUSD', 'X:BCHUSD']);
    expect(await search(2, 'بيتكوين')).toEqual(['X:BTCUSD', 'X:BCHUSD']);
    expect(await search(3, 'الذهب')).toEqual(['F:GC']);
    expect(await search(3, 'золото')).toEqual(['F:GC']);
    // Brands shown in Latin in Russian and Belarusian are found by their Cyrillic forms too.
    expect(await search(2, 'биткоин')).toEqual(['X:BTCUSD', 'X:BCHUSD']);
    expect(await search(2, 'БІТКОЙН')).toEqual(['X:BTCUSD', 'X:BCHUSD']);
    expect(await search(1, 'эппл')).toEqual(['AAPL']);
    expect(await search(1, 'Гугл')).toEqual(['GOOGL']);
    expect(await search(3, 'доу-джонс')).toEqual(['F:YM']);
    expect(await search(3, 'Rohöl')).toEqual(['F:CL']);
    // Japanese names in kanji are found by their readings, typed before conversion.
    expect(await search(3, 'きん')).toEqual(['F:GC']);
    expect(await search(3, 'げんゆ')).toEqual(['F:CL']);
    expect((await search(4, 'にほんえん')).sort()).toEqual(['C:AUDJPY', 'C:EURJPY', 'C:GBPJPY', 'C:USDJPY']);
    expect(await search(4, 'eur/usd')).toEqual(['C:EURUSD']);
    expect(await search(4, 'EURUSD')).toEqual(['C:EURUSD']);
    expect((await search(4, 'Евро')).sort()).toEqual(['C:EURCHF', 'C:EURGBP', 'C:EURJPY', 'C:EURUSD']);
    expect(await search(1, 'no such company')).toEqual([]);
  });

  it('lists the product whose code was typed first, then codes and names starting with the words', async () => {
    // V is Visa; NVDA and AVGO only contain a v.
    expect((await search(1, 'V'))[0]).toBe('V');
    expect((await search(1, 'ma'))[0]).toBe('MA');
    expect((await search(2, 'eth'))[0]).toBe('X:ETHUSD');
    // Microsoft's name starts with the words; Advanced Micro Devices has a word that does.
    expect(await search(1, 'micro')).toEqual(['MSFT', 'AMD']);
  });

  it('finds names typed without accents or hamza', async () => {
    const usd = (await search(4, 'dólar estadounidense')).sort();
    expect(usd.length).toBeGreaterThan(0);
    expect((await search(4, 'dolar estadounidense')).sort()).toEqual(usd);
    expect((await search(4, 'DOLAR ESTADOUNIDENSE')).sort()).toEqual(usd);
    expect(await search(1, 'ابل')).toEqual(await search(1, 'أبل'));
    expect(await search(1, 'ابل')).toContain('AAPL');
    expect((await search(4, 'do la my')).sort()).toEqual((await search(4, 'đô la mỹ')).sort());
    expect(await search(4, 'do la my')).not.toEqual([]);
    expect((await search(3, 'ф\u2019ючарс')).length).toBe(10);
    // Words that fold to nothing name no product (not every product).
    for (const words of ['\u0640', '\u064b', '\u0301']) expect(await search(1, words)).toEqual([]);
    const tooLong = await list(LISTS[1], { 'params[keyWords]': 'x'.repeat(65) });
    expect(tooLong.body).toMatchObject({ code: 500, msg: 'error.field_invalid' });
  });

  it('finds names and codes typed with other spaces and punctuation, and several words in any order', async () => {
    for (const words of ['eur usd', 'EUR-USD', 'eur / usd']) expect(await search(4, words)).toEqual(['C:EURUSD']);
    expect(await search(2, 'btc usd')).toEqual(['X:BTCUSD']);
    for (const words of ['Coca Cola', 'cocacola', 'Кока Кола']) expect(await search(1, words)).toEqual(['KO']);
    // Run together, the words still start where a word starts: Apple is not inside "ميتا بلاتفورمز".
    expect(await search(1, 'آبل')).toEqual(['AAPL']);
    expect(await search(1, 'McDonalds')).toEqual(['MCD']);
    expect(await search(1, 'JP Morgan')).toEqual(['JPM']);
    expect(await search(3, 'dowjones')).toEqual(['F:YM']);
    expect(await search(3, 'emini')).toEqual(['F:ES', 'F:NQ', 'F:YM']);
    for (const words of ['sp 500', 'SP500']) expect(await search(3, words)).toEqual(['F:ES']);
    expect(await search(3, 'ナスダック 100')).toEqual(['F:NQ']);
    expect(await search(4, 'neo zelandais')).toEqual(['C:NZDUSD']);
    expect(await search(3, '10 year')).toEqual(['F:ZN']);
    expect(await search(2, 'bitcoin  cash')).toEqual(['X:BCHUSD']);
    expect(await search(2, '바이낸스코인')).toEqual(['X:BNBUSD']);
    expect(await search(2, '이더리움클래식')).toEqual(['X:ETCUSD']);
    expect(await search(4, '미국달러')).toContain('C:EURUSD');
    expect(await search(2, 'bitcoin 比特币')).toEqual(['X:BTCUSD', 'X:BCHUSD']);
    expect(await search(2, '比特币 BTC')).toEqual(['X:BTCUSD']);
    expect(await search(1, 'no such company')).toEqual([]);
  });

  it('lists the product whose code was typed with other punctuation first', async () => {
    // The futures' code ES, not the stocks whose names contain "es".
    expect((await search(3, '/ES'))[0]).toBe('F:ES');
    expect((await search(4, 'usd jpy'))[0]).toBe('C:USDJPY');
  });

  it("finds crypto by its USDT market and bitcoin by XBT", async () => {
    for (const words of ['BTCUSDT', 'btc/usdt', 'XBT', 'XBTUSD']) expect(await search(2, words)).toEqual(['X:BTCUSD']);
    for (const words of ['ETHUSDT', 'ETH/USDT']) expect((await search(2, words))[0]).toBe('X:ETHUSD');
  });

  it("finds names typed with the script's own digits, the other Chinese script, or without umlauts, nukta or katakana", async () => {
    expect(await search(3, 'ناسداك ١٠٠')).toEqual(['F:NQ']);
    expect(await search(3, 'S&P ٥٠٠')).toEqual(['F:ES']);
    expect(await search(3, 'नैस्डैक-१००')).toEqual(['F:NQ']);
    expect(await search(4, '港币')).toEqual(['C:USDHKD']);
    expect(await search(3, '美國國債')).toEqual(['F:ZN']);
    expect(await search(3, '納斯達克')).toEqual(['F:NQ']);
    expect(await search(3, 'Rohoel')).toEqual(['F:CL']);
    expect(await search(3, '10-jaehrige')).toEqual(['F:ZN']);
    expect(await search(3, 'ट्रेजरी')).toEqual(await search(3, 'ट्रेज़री'));
    expect(await search(3, 'ट्रेजरी')).toContain('F:ZN');
    expect(await search(2, 'びっとこいん')).toEqual(['X:BTCUSD', 'X:BCHUSD']);
  });

  it('lists the home recommendations across product types', async () => {
    const r = await list('/api/homeRecommendProducts/list', { pageSize: '50', pageNum: '1' });
    expect(r.body.code).toBe(200);
    const rows = r.body.rows!;
    expect(rows.length).toBeGreaterThanOrEqual(10);
    expect(rows.every((x) => x.isShow === 1)).toBe(true);
    expect(new Set(rows.map((x) => x.productType))).toEqual(new Set([1, 2, 3, 4]));
  });

  it('describes a product in the caller language', async () => {
    const zh = await call<Row>(t.app, { url: '/api/product/detail', query: { productCode: 'AAPL' }, headers: { 'accept-language': 'zh' } });
    expect(zh.body.data!.productDesc).toBe('苹果（AAPL）股票，在NASDAQ上市，以美元报价。');
    const jp = await call<Row>(t.app, { url: '/api/product/detail', query: { productCode: 'F:ES' }, headers: { languageid: '8' } });
    expect(jp.body.data!.productDesc).toContain('E-mini S&P500先物');
    const missing = await call(t.app, { url: '/api/product/detail', query: { productCode: 'NOPE' } });
    expect(missing.body).toMatchObject({ code: 500, msg: 'quotes.product_not_found' });
    // A code in another case (a shared link) names the product, answered with its own code.
    const lower = await call<Row>(t.app, { url: '/api/product/detail', query: { productCode: 'x:btcusd' } });
    expect(lower.body.data!.productCode).toBe('X:BTCUSD');
    const candles = await call<Candle>(t.app, { url: '/api/kline/list', query: { productCode: 'aapl', interval: '86400', limit: '2' } });
    expect(candles.body.rows).toHaveLength(2);
  });

  it('moves prices while a market is open', async () => {
    const first = (await call<Row>(t.app, { url: '/api/product/detail', query: { productCode: 'X:BTCUSD' } })).body.data!.tickerInfo;
    await new Promise((r) => setTimeout(r, 400));
    const later = (await call<Row>(t.app, { url: '/api/product/detail', query: { productCode: 'X:BTCUSD' } })).body.data!.tickerInfo;
    expect(later.ts).toBeGreaterThan(first.ts);
    expect(later.marketOpen).toBe(true);
  });

  it('counts futures turnover in money with the multiplier stored with the product', () => {
    for (const [code, multiplier] of [['F:ES', 50n], ['F:CL', 1000n], ['AAPL', 1n], ['X:BTCUSD', 1n]] as const) {
      const state = t.app.quotes.market.state(code)!;
      const day = state.dayStats?.bar ?? state.book.open[86400]!;
      const scale = state.inst.pricePrecision + state.inst.volumePrecision;
      expect(state.info().tradeAmount, code).toBe(formatUnits((day.q * multiplier) / 10n ** BigInt(scale - 2), 2));
    }
  });

  it('answers repeated public calls from the current batch: the same bytes within a batch, the new quote after it', async () => {
    const market = t.app.quotes.market;
    const url = '/api/product/detail?productCode=X%3ABTCUSD';
    const current = () => JSON.parse(market.state('X:BTCUSD')!.infoJson()) as Row['tickerInfo'];
    const seen = new Set<number>();
    let sameBatchPairs = 0;
    for (let i = 0; i < 200 && (seen.size < 3 || sameBatchPairs < 3); i++) {
      const g = market.generation;
      const first = await t.app.inject({ url });
      const second = await t.app.inject({ url });
      if (market.generation !== g) continue;
      seen.add(g);
      sameBatchPairs++;
      expect(second.body).toBe(first.body);
      const data = (second.json() as { data: Row }).data;
      expect(data.productCode).toBe('X:BTCUSD');
      expect(data.tickerInfo).toEqual(current());
      // A cached answer is a full API answer.
      expect(second.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(second.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
      expect(second.headers['x-content-type-options']).toBe('nosniff');
      await new Promise((r) => setTimeout(r, 60));
    }
    expect(seen.size).toBeGreaterThanOrEqual(3);
    // Per caller language, and never a cached answer for a query that does not validate.
    const zh = await call<Row>(t.app, { url: '/api/product/detail?productCode=AAPL', headers: { 'accept-language': 'zh' } });
    const en = await call<Row>(t.app, { url: '/api/product/detail?productCode=AAPL' });
    expect(zh.body.data!.productDesc).not.toBe(en.body.data!.productDesc);
    for (let i = 0; i < 2; i++) {
      const bad = await call(t.app, { url: `/api/product/detail?productCode=${'X'.repeat(40)}` });
      expect(bad.body).toMatchObject({ code: 500, msg: 'error.field_invalid', params: { field: 'productCode' } });
    }
  });

  it('sends answers of 1 kB or more compressed to callers that accept it, and the same bytes within a batch', async () => {
    const market = t.app.quotes.market;
    const browser = { 'accept-encoding': 'gzip, deflate, br, zstd' };
    const url = '/api/homeRecommendProducts/list?pageSize=50&pageNum=1';
    let pairs = 0;
    for (let i = 0; i < 50 && pairs < 2; i++) {
      const g = market.generation;
      const first = await t.app.inject({ url, headers: browser });
      const second = await t.app.inject({ url, headers: browser });
      if (market.generation !== g) continue;
      pairs++;
      for (const res of [first, second]) {
        expect(res.headers['content-encoding']).toBe('br');
        expect(res.headers.vary).toMatch(/accept-encoding/i);
        expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);
      }
      // The second caller gets the first one's compressed bytes, from the batch's kept answer.
      expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
      const plain = zlib.brotliDecompressSync(first.rawPayload);
      const rows = (JSON.parse(plain.toString()) as { rows: Row[] }).rows;
      expect(rows.length).toBeGreaterThan(10);
      expect(first.rawPayload.length).toBeLessThan(plain.length / 3);
    }
    expect(pairs).toBe(2);

    const gzip = await t.app.inject({ url, headers: { 'accept-encoding': 'br;q=0, gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(zlib.gunzipSync(gzip.rawPayload).toString())).toMatchObject({ code: 200 });
    const none = await t.app.inject({ url });
    expect(none.headers['content-encoding']).toBeUndefined();
    expect(none.headers.vary).toMatch(/accept-encoding/i);
    expect(none.json()).toMatchObject({ code: 200 });

    // Answers built per call (candles) are compressed on their way out.
    const query = { productCode: 'X:BTCUSD', interval: '60', to: String(Date.now() - 3_600_000), limit: '500' };
    const candles = await t.app.inject({ url: '/api/kline/list', query, headers: browser });
    const candlesPlain = await t.app.inject({ url: '/api/kline/list', query });
    expect(candles.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(candles.rawPayload).toString()).toBe(candlesPlain.body);
    // Small answers go as they are.
    const small = await t.app.inject({ url: '/api/product/detail?productCode=NOPE', headers: browser });
    expect(small.headers['content-encoding']).toBeUndefined();
  });

  it('returns candles at the four chart durations, oldest first, consistent, with history depth', async () => {
    const depth = { 1: 1800, 60: 1440, 3600: 24 * 365, 86400: 5 * 365 };
    for (const interval of [1, 60, 3600, 86400] as const) {
      const r = await call<Candle>(t.app, { url: '/api/kline/list', query: { productCode: 'X:BTCUSD', interval: String(interval), limit: '10000' } });
      expect(r.body.code).toBe(200);
      const rows = r.body.rows!;
      expect(rows.length).toBeGreaterThanOrEqual(depth[interval]);
      for (let i = 0; i < rows.length; i++) {
        const c = rows[i]!;
        for (const k of ['o', 'h', 'l', 'c', 'v', 'vw'] as const) expect(c[k]).toMatch(DECIMAL);
        expect(Number(c.l)).toBeLessThanOrEqual(Math.min(Number(c.o), Number(c.c)));
        expect(Number(c.h)).toBeGreaterThanOrEqual(Math.max(Number(c.o), Number(c.c)));
        if (i > 0) expect(c.t).toBeGreaterThan(rows[i - 1]!.t);
      }
      if (interval !== 86400) expect(Date.now() - rows[rows.length - 1]!.t).toBeLessThan(interval * 1000 + 5000);
    }
    const ranged = await call<Candle>(t.app, {
      url: '/api/kline/list',
      query: { productCode: 'X:BTCUSD', interval: '3600', from: String(Date.parse('2026-01-01T00:00:00Z')), to: String(Date.parse('2026-01-02T00:00:00Z')), limit: '10' },
    });
    expect(ranged.body.rows!.map((c) => new Date(c.t).toISOString().slice(11, 13))).toEqual(['14', '15', '16', '17', '18', '19', '20', '21', '22', '23']);
    const badInterval = await call(t.app, { url: '/api/kline/list', query: { productCode: 'X:BTCUSD', interval: '5' } });
    expect(badInterval.body).toMatchObject({ code: 500, msg: 'quotes.interval_invalid' });
    const noCode = await call(t.app, { url: '/api/kline/list', query: { interval: '60' } });
    expect(noCode.body).toMatchObject({ code: 500, msg: 'error.field_required', params: { field: 'productCode' } });
    const unknown = await call(t.app, { url: '/api/kline/list', query: { productCode: 'NOPE', interval: '60' } });
    expect(unknown.body).toMatchObject({ code: 500, msg: 'quotes.product_not_found' });
  });

  it('refuses numbers that are not plain digits and a reversed time range, with a translated message', async () => {
    const kline = (query: Record<string, string>) => call<Candle>(t.app, { url: '/api/kline/list', query: { productCode: 'X:BTCUSD', ...query } });
    for (const interval of ['60.0', '6e1', '0x3c', ' 60']) {
      expect((await kline({ interval })).body, interval).toMatchObject({ code: 500, msg: 'error.field_invalid', params: { field: 'interval' } });
    }
    const arrayInterval = await call(t.app, { url: '/api/kline/list?productCode=X:BTCUSD&interval[]=60' });
    expect(arrayInterval.body).toMatchObject({ code: 500, msg: 'error.field_invalid', params: { field: 'interval' } });
    expect((await kline({ interval: '60', limit: '1e2' })).body).toMatchObject({ code: 500, msg: 'error.field_invalid', params: { field: 'limit' } });
    const from = String(Date.parse('2026-01-02T00:00:00Z'));
    const to = String(Date.parse('2026-01-01T00:00:00Z'));
    const reversed = await kline({ interval: '3600', from, to });
    expect(reversed.status).toBe(400);
    expect(reversed.body).toMatchObject({ code: 500, msg: 'quotes.time_range_invalid' });
    expect((await kline({ interval: '3600', from: to, to })).body).toMatchObject({ code: 500, msg: 'quotes.time_range_invalid' });
    for (const q of ['pageNum=1e0', 'pageNum=0x1', 'pageNum[]=1', 'pageSize=1e1', 'pageSize=%2B5']) {
      for (const url of [...Object.values(LISTS), '/api/homeRecommendProducts/list']) {
        const r = await call(t.app, { url: `${url}?${q}` });
        expect(r.status, `${url}?${q}`).toBe(400);
        expect(r.body, `${url}?${q}`).toMatchObject({ code: 500, msg: 'error.field_invalid' });
      }
    }
    const dictionary = await call<{ messages: Record<string, string> }>(t.app, { url: '/api/langMgr/list?lang=de' });
    expect((dictionary.body.data as unknown as { messages: Record<string, string> }).messages['quotes.time_range_invalid']).toMatch(/Zeitraum/);
  });

  it('seeds the catalogue idempotently and keeps the operator choices', async () => {
    const count = async () => Number((await t.database.db.selectFrom('product').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
    const before = await count();
    await t.database.db.updateTable('product').set({ is_visible: 0 }).where('product_code', '=', 'PFE').execute();
    await seedQuotes({ config: t.config, database: t.database });
    await seedQuotes({ config: t.config, database: t.database });
    expect(await count()).toBe(before);
    const pfe = await t.database.db.selectFrom('product').select(['is_visible', 'product_name']).where('product_code', '=', 'PFE').executeTakeFirstOrThrow();
    expect(pfe).toEqual({ is_visible: 0, product_name: 'Pfizer' });
  });

  it('brings the names of a database seeded by an earlier version up to date', async () => {
    const es = CATALOGUE.find((e) => e.code === 'F:ES')!;
    const earlier = { ...es.names, ar: 'العقود الآجلة إي-ميني إس آند بي 500', sa: 'العقود الآجلة إي-ميني إس آند بي 500' };
    await t.database.db.updateTable('product').set({ name_i18n: JSON.stringify(earlier) }).where('product_code', '=', 'F:ES').execute();
    await seedQuotes({ config: t.config, database: t.database });
    const row = await t.database.db.selectFrom('product').select('name_i18n').where('product_code', '=', 'F:ES').executeTakeFirstOrThrow();
    expect(row.name_i18n).toEqual(es.names);
  });
});
