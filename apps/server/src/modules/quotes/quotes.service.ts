import { CODE, HINT_ALREADY_DONE, type LocaleCode, type ProductType } from '@app/contract';
import type { DB } from '../../db/database.ts';
import { takeTurn } from '../../db/turns.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import { paging } from '../../lib/reply.ts';
import type { MarketService } from '../../market/market-service.ts';
import type { Interval } from '../../market/types.ts';
import { candleJson, type CandleJson } from '../../market/wire.ts';
import type { Product, ProductCatalog } from './product-catalog.ts';
import * as repo from './quotes.repository.ts';
import type { WatchList, WatchListCache } from './watch-list-cache.ts';

/**
 * The rules of the quotes calls. Quotes come from the market service's memory; SQL is used
 * only for watch lists and stored candles.
 */
export interface QuotesDeps {
  db: DB;
  market: MarketService;
  catalog: ProductCatalog;
  /** Signed-in callers' watch lists, kept for a second (watch-list-cache.ts). */
  watchLists: WatchListCache;
  /** Most products on a watch list (WATCH_LIST_MAX unless given, as tests do). */
  watchListMax?: number;
}

export const WATCH_LIST_MAX = 200;
export const KLINE_LIMIT_MAX = 10_000;
export const KLINE_LIMIT_DEFAULT = 500;
export const PAGE_SIZE_MAX = 100;

export interface PageQuery {
  pageNum?: number;
  pageSize?: number;
}

/** The product's tickerInfo; null while no price of it is known (a feed that has sent nothing yet). */
function tickerInfoJson(deps: QuotesDeps, p: Product): string {
  const state = deps.market.state(p.code);
  return state?.priced ? state.infoJson() : 'null';
}

/** A page of product rows as the envelope's JSON text (built from cached parts). */
export function productPageJson(deps: QuotesDeps, products: Product[], q: PageQuery, locale: LocaleCode, favourites: Set<number> | null): string {
  const { limit, offset } = paging(q, PAGE_SIZE_MAX);
  const rows = products
    .slice(offset, offset + limit)
    .map((p) => deps.catalog.rowJson(p, locale, favourites?.has(p.id) ?? false, tickerInfoJson(deps, p)));
  return `{"code":${CODE.OK},"msg":"success","rows":[${rows.join(',')}],"total":${products.length}}`;
}

export function listProducts(deps: QuotesDeps, type: ProductType | null, keyWords: string | undefined): Product[] {
  return deps.catalog.list(type, keyWords);
}

/**
 * A product customers may see: listed (`isVisible`). A hidden one is not found by any customer
 * call (detail, candles, adding to the watch list, the stream), as if it did not exist.
 */
function shown(p: Product | undefined): Product | undefined {
  return p?.isVisible ? p : undefined;
}

export function productDetailJson(deps: QuotesDeps, code: string, locale: LocaleCode, favourites: Set<number> | null): string {
  const p = shown(deps.catalog.byCode(code));
  if (!p) throw notFound('quotes.product_not_found', { code });
  return `{"code":${CODE.OK},"msg":"success","data":${deps.catalog.rowJson(p, locale, favourites?.has(p.id) ?? false, tickerInfoJson(deps, p))}}`;
}

/** The caller's watch list when the request carries a live session token, else null. */
export async function favouritesOf(deps: QuotesDeps, token: string | null): Promise<WatchList | null> {
  if (!token) return null;
  return deps.watchLists.get(token, () => repo.watchListOfToken(deps.db, token));
}

export async function watchListProducts(deps: QuotesDeps, userId: number): Promise<Product[]> {
  const ids = await repo.watchListIds(deps.db, userId);
  return ids.map((id) => shown(deps.catalog.byId(id))).filter((p): p is Product => Boolean(p));
}

export interface OptionRef {
  productCode?: string;
  productType?: number;
  productId?: number;
}

/**
 * The product a watch-list call names; code, type and id must agree when several are given.
 * A hidden product cannot be added, but can be removed.
 */
function resolveProduct(deps: QuotesDeps, ref: OptionRef, hiddenToo = false): Product {
  const named = ref.productCode ? deps.catalog.byCode(ref.productCode) : ref.productId !== undefined ? deps.catalog.byId(ref.productId) : undefined;
  const p = hiddenToo ? named : shown(named);
  if (!p) throw notFound('quotes.product_not_found', { code: ref.productCode ?? String(ref.productId ?? '') });
  if ((ref.productId !== undefined && ref.productId !== p.id) || (ref.productType !== undefined && ref.productType !== p.type)) {
    throw badRequest('quotes.product_mismatch');
  }
  return p;
}

/** The envelope of a watch-list change that had already happened (`hint_48`, counted as success by the app). */
export const ALREADY_DONE = { code: CODE.ERROR, msg: HINT_ALREADY_DONE, params: {} } as const;

export async function addOption(deps: QuotesDeps, userId: number, ref: OptionRef): Promise<{ added: boolean; product: Product }> {
  const product = resolveProduct(deps, ref);
  // The customer's additions take turns from the count to the commit, so several at once
  // cannot pass the maximum together.
  const added = await deps.db.transaction().execute(async (tx) => {
    await takeTurn(tx, 'watchListAdd', userId);
    const max = deps.watchListMax ?? WATCH_LIST_MAX;
    if ((await repo.watchListSize(tx, userId)) >= max) {
      const ids = await repo.watchListIds(tx, userId);
      if (!ids.includes(product.id)) throw badRequest('quotes.watchlist_full', { max });
    }
    return repo.addToWatchList(tx, userId, product.id);
  });
  deps.watchLists.forget(userId);
  return { added, product };
}

export async function removeOption(deps: QuotesDeps, userId: number, ref: OptionRef): Promise<{ removed: boolean; product: Product }> {
  const product = resolveProduct(deps, ref, true);
  const removed = await repo.removeFromWatchList(deps.db, userId, product.id);
  deps.watchLists.forget(userId);
  return { removed, product };
}

export interface KlineQuery {
  productCode: string;
  interval: Interval;
  from?: number;
  to?: number;
  limit?: number;
}

/** Candles of a product, oldest first: the newest `limit` in [from, to). */
export async function klines(deps: QuotesDeps, q: KlineQuery): Promise<CandleJson[]> {
  const p = shown(deps.catalog.byCode(q.productCode));
  if (!p) throw notFound('quotes.product_not_found', { code: q.productCode });
  const limit = Math.min(Math.max(q.limit ?? KLINE_LIMIT_DEFAULT, 1), KLINE_LIMIT_MAX);
  const bars = await deps.market.candles(p.code, q.interval, { from: q.from ?? 0, to: q.to ?? Number.MAX_SAFE_INTEGER, limit });
  return bars.map((b) => candleJson(p.inst, b));
}
