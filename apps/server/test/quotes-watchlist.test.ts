import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addOption } from '../src/modules/quotes/quotes.service.ts';
import { WatchListCache } from '../src/modules/quotes/watch-list-cache.ts';
import { hashToken } from '../src/plugins/auth.ts';
import { call, createTestContext, dbLabel, type TestContext } from './helpers.ts';

/**
 * The watch list (userProductOption) on the database under test: PGlite by default,
 * PostgreSQL when TEST_DATABASE_URL is set.
 */
interface Row { productId: number; productCode: string; productType: number; isOption: number }

let seq = 0;
/** A customer with a live session, inserted directly; returns the session token. */
async function signedInUser(t: TestContext): Promise<{ token: string; userId: number }> {
  seq += 1;
  const tag = `${process.pid}${seq}${randomBytes(3).toString('hex')}`;
  const user = await t.database.db
    .insertInto('app_user')
    .values({ email: `watch${tag}@example.com`, phone: null, password_hash: 'not-used', invite_code: `W${tag}`, inviter_id: null })
    .returning('id')
    .executeTakeFirstOrThrow();
  const token = randomBytes(32).toString('base64url');
  await t.database.db
    .insertInto('user_session')
    .values({ user_id: Number(user.id), token_hash: hashToken(token), expires_at: new Date(Date.now() + 3_600_000), revoked_at: null })
    .execute();
  return { token, userId: Number(user.id) };
}

describe(`watch list (${dbLabel})`, () => {
  let t: TestContext;
  let products: Map<string, Row>;
  beforeAll(async () => {
    t = await createTestContext();
    const rows: Row[] = [];
    for (const url of ['/api/stockProduct/list', '/api/cryptocurrencyProduct/list', '/api/forexProduct/list']) {
      rows.push(...(await call<Row>(t.app, { url, query: { pageSize: '100' } })).body.rows!);
    }
    products = new Map(rows.map((r) => [r.productCode, r]));
  });
  afterAll(async () => { await t.close(); });

  const ref = (code: string) => {
    const p = products.get(code)!;
    return { productCode: p.productCode, productType: p.productType, productId: p.productId };
  };
  const add = (token: string | null, payload: object) =>
    call(t.app, { method: 'POST', url: '/api/userProductOption/addOption', payload, headers: token ? { authorization: token } : {} });
  const remove = (token: string | null, payload: object) =>
    call(t.app, { method: 'POST', url: '/api/userProductOption/removeOption', payload, headers: token ? { authorization: token } : {} });
  const watchList = (token: string, query: Record<string, string> = { pageSize: '50', pageNum: '1' }) =>
    call<Row>(t.app, { url: '/api/userProductOption/list', query, headers: { authorization: token } });

  it('requires a session', async () => {
    expect((await call(t.app, { url: '/api/userProductOption/list' })).body.code).toBe(401);
    expect((await add(null, ref('AAPL'))).body.code).toBe(401);
    expect((await remove(null, { productId: 1 })).body.code).toBe(401);
    expect((await add('x'.repeat(43), ref('AAPL'))).body.code).toBe(401);
  });

  it('adds a product once; a repeat answers hint_48 and changes nothing', async () => {
    const { token } = await signedInUser(t);
    expect((await add(token, ref('X:BTCUSD'))).body).toEqual({ code: 200, msg: 'success' });
    const again = await add(token, ref('X:BTCUSD'));
    expect(again.body).toMatchObject({ code: 500, msg: 'hint_48' });
    const list = await watchList(token);
    expect(list.body.total).toBe(1);
    expect(list.body.rows!.map((r) => [r.productCode, r.isOption])).toEqual([['X:BTCUSD', 1]]);
  });

  it('accepts the spec form-urlencoded body', async () => {
    const { token } = await signedInUser(t);
    const p = ref('AAPL');
    const r = await call(t.app, {
      method: 'POST',
      url: '/api/userProductOption/addOption',
      payload: `productCode=${encodeURIComponent(p.productCode)}&productType=${p.productType}&productId=${p.productId}`,
      headers: { authorization: token, 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(r.body.code).toBe(200);
    expect((await watchList(token)).body.rows!.map((x) => x.productCode)).toEqual(['AAPL']);
  });

  it('rejects unknown and inconsistent products without storing anything', async () => {
    const { token } = await signedInUser(t);
    expect((await add(token, { productCode: 'NOPE', productType: 1, productId: 999999 })).body).toMatchObject({ code: 500, msg: 'quotes.product_not_found' });
    expect((await add(token, { ...ref('AAPL'), productId: ref('MSFT').productId })).body).toMatchObject({ code: 500, msg: 'quotes.product_mismatch' });
    expect((await add(token, { ...ref('AAPL'), productType: 2 })).body).toMatchObject({ code: 500, msg: 'quotes.product_mismatch' });
    expect((await add(token, {})).body).toMatchObject({ code: 500, msg: 'error.field_required' });
    expect((await watchList(token)).body.total).toBe(0);
  });

  it('refuses ids and types that are not plain numbers, and changes nothing', async () => {
    const { token } = await signedInUser(t);
    const { productId, productType } = ref('AAPL');
    expect((await add(token, { productId })).body.code).toBe(200);
    for (const bad of [{ productId: [productId] }, { productId: true }, { productId: `${productId} ` }, { productId: `0x${productId.toString(16)}` },
      { productCode: 'AAPL', productType: `${productType}e0` }, { productCode: 'AAPL', productType: [productType] }]) {
      const field = 'productId' in bad ? 'productId' : 'productType';
      expect((await remove(token, bad)).body, JSON.stringify(bad)).toMatchObject({ code: 500, msg: 'error.field_invalid', params: { field } });
    }
    expect((await watchList(token)).body.rows!.map((r) => r.productCode)).toEqual(['AAPL']);
    expect((await watchList(token, { pageNum: '1e0' })).body).toMatchObject({ code: 500, msg: 'error.field_invalid', params: { field: 'pageNum' } });
  });

  it('marks favourites in the public lists for a signed-in caller only', async () => {
    const { token } = await signedInUser(t);
    await add(token, ref('MSFT'));
    const withToken = await call<Row>(t.app, { url: '/api/stockProduct/list', query: { pageSize: '100' }, headers: { authorization: token } });
    const marked = withToken.body.rows!.filter((r) => r.isOption === 1).map((r) => r.productCode);
    expect(marked).toEqual(['MSFT']);
    const anonymous = await call<Row>(t.app, { url: '/api/stockProduct/list', query: { pageSize: '100' } });
    expect(anonymous.body.rows!.every((r) => r.isOption === 0)).toBe(true);
    const home = await call<Row>(t.app, { url: '/api/homeRecommendProducts/list', query: { pageSize: '50', pageNum: '1' }, headers: { authorization: token } });
    expect(home.body.rows!.find((r) => r.productCode === 'MSFT')!.isOption).toBe(1);
    // The list kept for the caller follows a change at once, not after its second.
    const stars = async () => (await call<Row>(t.app, { url: '/api/stockProduct/list', query: { pageSize: '100' }, headers: { authorization: token } }))
      .body.rows!.filter((r) => r.isOption === 1).map((r) => r.productCode).sort();
    await add(token, ref('AAPL'));
    expect(await stars()).toEqual(['AAPL', 'MSFT']);
    await remove(token, ref('MSFT'));
    expect(await stars()).toEqual(['AAPL']);
  });

  it('holds the maximum when a customer adds several products at the same moment', async () => {
    const { userId } = await signedInUser(t);
    const deps = { db: t.database.db, market: t.app.quotes.market, catalog: t.app.quotes.catalog, watchLists: new WatchListCache(), watchListMax: 3 };
    const codes = ['AAPL', 'MSFT', 'NVDA', 'TSLA', 'AMZN', 'META', 'X:BTCUSD', 'X:ETHUSD'];
    const results = await Promise.allSettled(codes.map((productCode) => addOption(deps, userId, { productCode })));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(3);
    const rows = await t.database.db.selectFrom('user_product_option').select('product_id').where('user_id', '=', userId).execute();
    expect(rows).toHaveLength(3);
  });

  it('pages the watch list in the order products were added', async () => {
    const { token } = await signedInUser(t);
    const codes = ['AAPL', 'X:ETHUSD', 'C:EURUSD', 'NVDA', 'X:SOLUSD', 'TSLA', 'C:USDJPY', 'AMZN', 'X:DOGEUSD', 'META', 'GOOGL', 'X:XRPUSD'];
    for (const c of codes) expect((await add(token, ref(c))).body.code).toBe(200);
    const page3 = await watchList(token, { pageSize: '5', pageNum: '3' });
    expect(page3.body.total).toBe(12);
    expect(page3.body.rows!.map((r) => r.productCode)).toEqual(codes.slice(10));
    expect(page3.body.rows!.every((r) => r.isOption === 1)).toBe(true);
  });

  it('searches the watch list by code or by a name in any language, as the product lists', async () => {
    const { token } = await signedInUser(t);
    for (const c of ['AAPL', 'X:ETHUSD', 'C:EURUSD']) expect((await add(token, ref(c))).body.code).toBe(200);
    const search = async (keyWords: string) => (await watchList(token, { pageSize: '50', pageNum: '1', 'params[keyWords]': keyWords })).body;
    expect((await search('eth')).rows!.map((r) => r.productCode)).toEqual(['X:ETHUSD']);
    // Apple's name in Chinese.
    expect((await search('苹果')).rows!.map((r) => r.productCode)).toEqual(['AAPL']);
    const none = await search('zzzz');
    expect(none.total).toBe(0);
    expect(none.rows).toEqual([]);
    // A product in the catalogue but not on the list is not found in it.
    expect((await search('tesla')).total).toBe(0);
    expect((await search('')).total).toBe(3);
  });

  it('removes by productId; removing again answers hint_48', async () => {
    const { token } = await signedInUser(t);
    await add(token, ref('AAPL'));
    await add(token, ref('X:BTCUSD'));
    expect((await remove(token, { productId: ref('AAPL').productId })).body).toEqual({ code: 200, msg: 'success' });
    expect((await remove(token, { productId: ref('AAPL').productId })).body).toMatchObject({ code: 500, msg: 'hint_48' });
    expect((await watchList(token)).body.rows!.map((r) => r.productCode)).toEqual(['X:BTCUSD']);
  });

  it('keeps every customer\'s list separate and ends with the session', async () => {
    const a = await signedInUser(t);
    const b = await signedInUser(t);
    await add(a.token, ref('NVDA'));
    expect((await watchList(b.token)).body.total).toBe(0);
    expect((await remove(b.token, { productId: ref('NVDA').productId })).body.msg).toBe('hint_48');
    expect((await watchList(a.token)).body.total).toBe(1);
    await t.database.db.updateTable('user_session').set({ revoked_at: new Date() }).where('user_id', '=', a.userId).execute();
    expect((await watchList(a.token)).body.code).toBe(401);
  });
});

describe(`a hidden product (${dbLabel})`, () => {
  let t: TestContext;
  let tsla: number;
  beforeAll(async () => {
    t = await createTestContext({}, async (database) => {
      const row = await database.db.updateTable('product').set({ is_visible: 0 }).where('product_code', '=', 'TSLA').returning('id').executeTakeFirstOrThrow();
      tsla = Number(row.id);
    });
  });
  afterAll(async () => { await t.close(); });

  it('is found by no customer call, leaves the watch list, and can still be removed from it', async () => {
    const { token, userId } = await signedInUser(t);
    // On the list from before it was hidden.
    await t.database.db.insertInto('user_product_option').values({ user_id: userId, product_id: tsla }).execute();
    const detail = await call(t.app, { url: '/api/product/detail', query: { productCode: 'TSLA' } });
    expect(detail.body).toMatchObject({ code: 500, msg: 'quotes.product_not_found' });
    const candles = await call(t.app, { url: '/api/kline/list', query: { productCode: 'TSLA', interval: '60', limit: '2' } });
    expect(candles.body).toMatchObject({ code: 500, msg: 'quotes.product_not_found' });
    const stocks = await call<Row>(t.app, { url: '/api/stockProduct/list', query: { pageSize: '100' } });
    expect(stocks.body.rows!.map((r) => r.productCode)).not.toContain('TSLA');
    const list = await call<Row>(t.app, { url: '/api/userProductOption/list', query: { pageSize: '50', pageNum: '1' }, headers: { authorization: token } });
    expect(list.body.rows!.map((r) => r.productCode)).toEqual([]);
    const headers = { authorization: token };
    const add = await call(t.app, { method: 'POST', url: '/api/userProductOption/addOption', payload: { productCode: 'TSLA' }, headers });
    expect(add.body).toMatchObject({ code: 500, msg: 'quotes.product_not_found' });
    const remove = await call(t.app, { method: 'POST', url: '/api/userProductOption/removeOption', payload: { productCode: 'TSLA' }, headers });
    expect(remove.body.code).toBe(200);
    const left = await t.database.db.selectFrom('user_product_option').select('product_id').where('user_id', '=', userId).execute();
    expect(left).toEqual([]);
    // Its neighbours are as before.
    expect((await call(t.app, { url: '/api/product/detail', query: { productCode: 'AAPL' } })).body.code).toBe(200);
  });
});
