import { PRODUCT_TYPE, type LocaleCode, type ProductType } from '@app/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { intField } from '../../lib/int-field.ts';
import { ok, okRows } from '../../lib/reply.ts';
import { isInterval, type Interval } from '../../market/types.ts';
import { bearerToken, currentUser } from '../../plugins/auth.ts';
import { COMPRESS_MIN_BYTES, preferredEncoding, varyOnEncoding } from '../../lib/compression.ts';
import { AnswerCache, type CachedAnswer } from './answer-cache.ts';
import * as quotes from './quotes.service.ts';
import type { WatchList } from './watch-list-cache.ts';

/** HTTP calls of the quotes module (see README.md in this folder). */
const page = {
  pageNum: intField(1, 1_000_000).optional(),
  pageSize: intField(1, 1_000_000).optional(),
};
const listQuery = z.object({
  ...page,
  params: z.object({ keyWords: z.string().max(64).optional() }).optional(),
});
const productCode = z.string().trim().min(1).max(32);
const optionBody = z
  .object({
    productCode: productCode.optional(),
    productType: intField(1, 4).optional(),
    productId: intField(1).optional(),
  })
  .refine((b) => b.productCode !== undefined || b.productId !== undefined, { message: 'error.field_required', path: ['productCode'] });
/** Epoch milliseconds. */
const instant = intField(0).optional();
const klineQuery = z
  .object({
    productCode,
    interval: intField(0).refine((v): v is Interval => isInterval(v), { message: 'quotes.interval_invalid' }),
    from: instant,
    to: instant,
    limit: intField(1).optional(),
  })
  .refine((q) => q.from === undefined || q.to === undefined || q.from < q.to, { message: 'quotes.time_range_invalid', path: ['from'] });

const LISTS: [string, ProductType][] = [
  ['/api/stockProduct/list', PRODUCT_TYPE.US_STOCK],
  ['/api/cryptocurrencyProduct/list', PRODUCT_TYPE.CRYPTO],
  ['/api/futuresProduct/list', PRODUCT_TYPE.FUTURES],
  ['/api/forexProduct/list', PRODUCT_TYPE.FOREX],
];

/**
 * Sends a JSON answer. A kept answer goes in the compressed form it keeps for the batch;
 * any other is compressed on its way out like every answer of the API (`lib/compression.ts`).
 */
function sendJson(req: FastifyRequest, reply: FastifyReply, answer: string | CachedAnswer) {
  reply.type('application/json; charset=utf-8');
  if (typeof answer === 'string') return reply.send(answer);
  if (answer.body.length < COMPRESS_MIN_BYTES) return reply.send(answer.body);
  varyOnEncoding(reply);
  const encoding = preferredEncoding(req.headers['accept-encoding']);
  return encoding === null ? reply.send(answer.body) : reply.header('content-encoding', encoding).send(answer.in(encoding));
}

export async function quotesHttpRoutes(app: FastifyInstance, deps: quotes.QuotesDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const signedIn = { onRequest: app.authenticate };
  const tags = ['quotes'];
  const cache = new AnswerCache<LocaleCode>(() => deps.market.generation);
  /** Answers built for a signed-in customer (their stars), kept for their repeats in the batch. */
  const customerCache = new AnswerCache<LocaleCode>(() => deps.market.generation);
  /**
   * The answer for a caller without a session is the batch's shared one; a signed-in
   * customer's is built with their stars and kept for them until the batch ends or their watch
   * list changes (its version is in the key).
   */
  const answer = (req: FastifyRequest, w: WatchList | null, build: (f: Set<number> | null) => string): string | CachedAnswer =>
    w === null
      ? cache.get(req.url, req.locale, () => build(null))
      : customerCache.get(`${req.url}\n${w.userId}:${w.version}`, req.locale, () => build(w.ids));
  /**
   * onRequest of the public calls: a caller without a session token gets an answer already
   * built in this batch at once, before the query is validated again (the same URL built it,
   * so it was valid) and without the handler's awaits.
   */
  const cachedAnswer = (req: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction) => {
    const hit = bearerToken(req) === null ? cache.peek(req.url, req.locale) : undefined;
    if (hit) sendJson(req, reply, hit);
    else done();
  };
  const cached = { onRequest: cachedAnswer };

  for (const [path, type] of LISTS) {
    r.get(path, { schema: { tags, querystring: listQuery }, ...cached }, async (req, reply) => {
      const favourites = await quotes.favouritesOf(deps, bearerToken(req));
      return sendJson(req, reply, answer(req, favourites, (f) =>
        quotes.productPageJson(deps, quotes.listProducts(deps, type, req.query.params?.keyWords), req.query, req.locale, f)));
    });
  }

  r.get('/api/homeRecommendProducts/list', { schema: { tags, querystring: z.object(page) }, ...cached }, async (req, reply) => {
    const favourites = await quotes.favouritesOf(deps, bearerToken(req));
    return sendJson(req, reply, answer(req, favourites, (f) => quotes.productPageJson(deps, deps.catalog.homeRecommended(), req.query, req.locale, f)));
  });

  r.get('/api/product/detail', { schema: { tags, querystring: z.object({ productCode }) }, ...cached }, async (req, reply) => {
    const favourites = await quotes.favouritesOf(deps, bearerToken(req));
    return sendJson(req, reply, answer(req, favourites, (f) => quotes.productDetailJson(deps, req.query.productCode, req.locale, f)));
  });

  // Paged and searched as the product lists (spec point 7: "same as above").
  r.get('/api/userProductOption/list', { schema: { tags, querystring: listQuery }, ...signedIn }, async (req, reply) => {
    const products = await quotes.watchListProducts(deps, currentUser(req).id);
    const found = deps.catalog.search(products, req.query.params?.keyWords);
    return sendJson(req, reply, quotes.productPageJson(deps, found, req.query, req.locale, new Set(products.map((p) => p.id))));
  });

  r.post('/api/userProductOption/addOption', { schema: { tags, body: optionBody }, ...signedIn }, async (req) => {
    const { added } = await quotes.addOption(deps, currentUser(req).id, req.body);
    return added ? ok() : quotes.ALREADY_DONE;
  });

  r.post('/api/userProductOption/removeOption', { schema: { tags, body: optionBody }, ...signedIn }, async (req) => {
    const { removed } = await quotes.removeOption(deps, currentUser(req).id, req.body);
    return removed ? ok() : quotes.ALREADY_DONE;
  });

  r.get('/api/kline/list', { schema: { tags, querystring: klineQuery } }, async (req) => {
    const rows = await quotes.klines(deps, req.query);
    return okRows(rows);
  });
}

