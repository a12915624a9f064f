import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../module.ts';
import { APP_VERSION } from '../../version.ts';
import { ok } from '../../lib/reply.ts';

export async function platformRoutes(app: FastifyInstance, ctx: AppContext) {
  app.get('/api/health', async (_req, reply) => {
    const up = await ctx.database.ping();
    return reply.status(up ? 200 : 503).send({
      ...ok({ version: APP_VERSION, database: { kind: ctx.database.kind, up } }),
      ...(up ? {} : { code: 500, msg: 'error.database_down' }),
    });
  });
}
