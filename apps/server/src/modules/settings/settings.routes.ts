import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok, okRows, paging } from '../../lib/reply.ts';

/** `ok` with `data` always present, as the response schemas declare. */
const okData = <T>(data: T) => ({ ...ok(data), data });
import type { AppContext } from '../module.ts';
import * as s from './settings.schemas.ts';
import * as service from './settings.service.ts';

const TEXT_LANG_PAGE_SIZE = 30;
const TAG = ['settings'];

/** Public reads the app makes at launch and on its settings pages (spec point 7). */
export async function settingsRoutes(fastify: FastifyInstance, ctx: AppContext) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = ctx.database.db;

  app.get('/api/siteInfo/getSiteInfo', { schema: { tags: TAG, response: { 200: s.dataEnvelope(s.siteInfoSchema) } } },
    async () => okData(await service.getSiteInfo(db)));

  app.get('/api/currencyExchangeRate/getExchangeInfo', { schema: { tags: TAG, response: { 200: s.dataEnvelope(s.exchangeInfoSchema) } } },
    async () => okData(await service.getExchangeInfo(db)));

  app.get('/api/textLang/list', {
    schema: {
      tags: TAG,
      querystring: z.object({ ...s.pageQuery, params: s.bracketParams({ key: s.textKeySchema.optional(), lang: s.langCodeSchema.optional() }) }),
      response: { 200: s.rowsEnvelope(s.textLangRow) },
    },
  }, async (req) => {
    const page = paging({ pageNum: req.query.pageNum, pageSize: req.query.pageSize ?? TEXT_LANG_PAGE_SIZE });
    const lang = service.requireLocale(req.query.params.lang ?? req.locale);
    const { rows, total } = await service.listTextLang(db, { lang, key: req.query.params.key, limit: page.limit, offset: page.offset });
    return okRows(rows, total);
  });

  app.get('/api/orderFeeSetting/list', { schema: { tags: TAG, response: { 200: s.rowsEnvelope(s.orderFeeRow) } } },
    async () => okRows(await service.listOrderFees(db)));

  app.get('/api/langMgr/list', {
    schema: { tags: TAG, querystring: z.object({ lang: s.langCodeSchema }), response: { 200: s.dataEnvelope(s.langMessagesSchema) } },
  }, async (req) => okData(await service.getLangMessages(ctx.database, req.query.lang)));

  app.get('/api/switchSet/list', { schema: { tags: TAG, response: { 200: s.rowsEnvelope(s.switchRow) } } },
    async () => okRows(await service.listSwitches(db)));

  app.get('/api/popUp/list', { schema: { tags: TAG, response: { 200: s.rowsEnvelope(s.popUpRow) } } },
    async (req) => okRows(await service.listActivePopUps(db, req.locale)));

  app.get('/api/tipsSet/list', { schema: { tags: TAG, response: { 200: s.rowsEnvelope(s.tipRow) } } },
    async () => okRows(await service.listTips(db)));

  app.get('/api/appConfig/list', {
    schema: {
      tags: TAG,
      querystring: z.object({ params: s.bracketParams({ pagePath: s.pagePathSchema }) }),
      response: { 200: s.rowsEnvelope(s.pageConfigRow) },
    },
  }, async (req) => okRows(await service.listPageConfig(db, req.query.params.pagePath)));

  app.get('/api/lines/list', { schema: { tags: TAG, response: { 200: s.rowsEnvelope(s.lineRow) } } },
    async (req) => okRows(service.listLines(ctx.config, req.host)));
}
