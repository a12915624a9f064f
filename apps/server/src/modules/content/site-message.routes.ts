import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { intField } from '../../lib/int-field.ts';
import { currentUser } from '../../plugins/auth.ts';
import { ok, okRows, paging } from '../../lib/reply.ts';

/** `ok` with `data` always present, as the response schemas declare. */
const okData = <T>(data: T) => ({ ...ok(data), data });
import type { AppContext } from '../module.ts';
import * as service from './site-message.service.ts';

const TAG = ['content'];
const envelope = <T extends z.ZodType>(data: T) => z.object({ code: z.number().int(), msg: z.string(), data });

/** A positive id from JSON or a form field (digits only, as everywhere); absent or blank reads as missing. */
const idField = z.preprocess((v) => (v === '' ? undefined : v), intField(1));

const messageRow = z.object({
  id: z.number(),
  category: z.string(),
  title: z.string(),
  content: z.string(),
  publishedAt: z.string(),
  isRead: z.boolean(),
  readAt: z.string().nullable(),
});

/** The signed-in customer's inbox (spec: notReadMessageCount, the red dot on home). */
export async function siteMessageRoutes(fastify: FastifyInstance, ctx: AppContext) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = ctx.database.db;
  const auth = { preHandler: app.authenticate };

  app.get('/api/siteMessage/notReadMessageCount', {
    ...auth,
    schema: { tags: TAG, response: { 200: envelope(z.object({ count: z.number().int() })) } },
  }, async (req) => okData({ count: await service.unreadCount(db, currentUser(req).id) }));

  app.get('/api/siteMessage/list', {
    ...auth,
    schema: {
      tags: TAG,
      querystring: z.object({
        pageNum: intField(1, 1_000_000).optional(),
        pageSize: intField(1).optional(),
      }),
      response: { 200: z.object({ code: z.number().int(), msg: z.string(), rows: z.array(messageRow), total: z.number().int() }) },
    },
  }, async (req) => {
    const page = paging(req.query, 50);
    const { rows, total } = await service.listMessages(db, currentUser(req).id, req.locale, page);
    return okRows(rows, total);
  });

  app.post('/api/siteMessage/read', {
    ...auth,
    schema: {
      tags: TAG,
      body: z.preprocess((v) => v ?? {}, z.object({ id: idField })),
      response: { 200: envelope(z.object({ id: z.number(), isRead: z.boolean(), count: z.number().int() })) },
    },
  }, async (req) => okData(await service.readMessage(db, currentUser(req).id, req.body.id)));

  app.post('/api/siteMessage/readAll', {
    ...auth,
    schema: { tags: TAG, response: { 200: envelope(z.object({ marked: z.number().int(), count: z.number().int() })) } },
  }, async (req) => okData(await service.readAllMessages(db, currentUser(req).id)));
}
