import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { intField } from '../../lib/int-field.ts';
import { ok, okRows, paging } from '../../lib/reply.ts';
import type { AppContext } from '../module.ts';
import { amountField } from '../funds/amount.ts';
import { currencyId, id, optionalId } from '../funds/funds.schemas.ts';
import { idempotencyKeyOf, type IdempotentResult } from '../funds/idempotency.ts';
import { listRechargesForOps } from '../funds/recharge.service.ts';
import { readImage } from '../funds/upload.service.ts';
import { listWithdrawalsForOps } from '../funds/withdraw.service.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import { loadOperators, operatorGuard } from './ops.auth.ts';
import { auditLog, ledgerAudit, postAdjustment, reviewOrder, userBalancesForOps, type OpsOutcome } from './ops.service.ts';

/**
 * Lists take pageNum and pageSize, or `after`: the id of the last row already seen, and the
 * list goes on after it in its own order. Working through pending orders page by page, an
 * operator who paid the first page would skip as many orders with pageNum=2; with `after`
 * none is skipped or repeated.
 */
const paged = {
  pageNum: intField(1, 100_000).optional(),
  pageSize: intField(1, 200).optional(),
  after: optionalId,
};
const rechargeList = z.object({ ...paged, status: z.enum(['pending', 'credited', 'rejected', 'cancelled', 'all']).default('pending'), userId: optionalId });
const withdrawList = z.object({ ...paged, status: z.enum(['pending', 'paid', 'rejected', 'cancelled', 'all']).default('pending'), userId: optionalId });
// Reasons, notes and transfer references longer than 200 characters are refused by the service
// with a message that says so (ops.reason_too_long, ...); the schema only bounds what is read.
const note = z.string().max(4000).optional();
const creditBody = z.object({ id, note });
const rejectBody = z.object({ id, reason: note });
const payBody = z.object({ id, txRef: note, note });
const adjustmentBody = z.object({ userId: id, currencyId, amount: amountField, reason: note });

function outcome(reply: FastifyReply, r: IdempotentResult<OpsOutcome>) {
  if (r.replayed) reply.header('idempotent-replayed', 'true');
  return ok(r.result, r.result.alreadyDone ? 'hint_48' : undefined);
}

/** The operator API under /api/ops, HTTP Basic only (see ops.auth.ts). */
export async function opsRoutes(app: FastifyInstance, ctx: AppContext) {
  const operators = loadOperators(ctx.config, app.log);
  app.decorateRequest('operator', null);
  const { db } = ctx.database;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const guard = { onRequest: operatorGuard(operators) };
  const tags = ['ops'];
  const who = (req: { operator: string | null }) => req.operator!;

  r.get('/api/ops/whoami', { schema: { tags }, ...guard }, async (req) => ok({ operator: who(req) }));

  r.get('/api/ops/rechargeOrder/list', { schema: { tags, querystring: rechargeList }, ...guard }, async (req) => {
    const p = paging(req.query, 200);
    const status = req.query.status === 'all' ? undefined : req.query.status;
    const { rows, total } = await listRechargesForOps(db, { status, userId: req.query.userId, after: req.query.after, ...p });
    return okRows(rows, total);
  });

  r.get('/api/ops/rechargeOrder/proof', { schema: { tags, querystring: z.object({ id }) }, ...guard }, async (req, reply) => {
    const order = await db.selectFrom('recharge_order').select('proof_file_id').where('id', '=', req.query.id).executeTakeFirst();
    if (!order) throw notFound('funds.order_not_found');
    if (!order.proof_file_id) throw badRequest('funds.upload_not_found');
    const { bytes, mime } = await readImage(ctx, db, order.proof_file_id, null);
    return reply.header('content-type', mime).header('cache-control', 'private, no-store').send(bytes);
  });

  r.post('/api/ops/rechargeOrder/credit', { schema: { tags, body: creditBody }, ...guard }, async (req, reply) =>
    outcome(reply, await reviewOrder(db, who(req), 'recharge.credit', req.body, idempotencyKeyOf(req))));

  r.post('/api/ops/rechargeOrder/reject', { schema: { tags, body: rejectBody }, ...guard }, async (req, reply) =>
    outcome(reply, await reviewOrder(db, who(req), 'recharge.reject', req.body, idempotencyKeyOf(req))));

  r.get('/api/ops/withdrawOrder/list', { schema: { tags, querystring: withdrawList }, ...guard }, async (req) => {
    const p = paging(req.query, 200);
    const status = req.query.status === 'all' ? undefined : req.query.status;
    const { rows, total } = await listWithdrawalsForOps(db, { status, userId: req.query.userId, after: req.query.after, ...p });
    return okRows(rows, total);
  });

  r.post('/api/ops/withdrawOrder/pay', { schema: { tags, body: payBody }, ...guard }, async (req, reply) =>
    outcome(reply, await reviewOrder(db, who(req), 'withdraw.pay', req.body, idempotencyKeyOf(req))));

  r.post('/api/ops/withdrawOrder/reject', { schema: { tags, body: rejectBody }, ...guard }, async (req, reply) =>
    outcome(reply, await reviewOrder(db, who(req), 'withdraw.reject', req.body, idempotencyKeyOf(req))));

  r.post('/api/ops/adjustment/post', { schema: { tags, body: adjustmentBody }, ...guard }, async (req, reply) => {
    const res = await postAdjustment(db, who(req), req.body, idempotencyKeyOf(req));
    if (res.replayed) reply.header('idempotent-replayed', 'true');
    return ok(res.result);
  });

  r.get('/api/ops/userBalance/list', { schema: { tags, querystring: z.object({ userId: id }) }, ...guard }, async (req) => {
    const rows = await userBalancesForOps(db, req.query.userId);
    return okRows(rows);
  });

  r.get('/api/ops/ledger/audit', { schema: { tags }, ...guard }, async () => ok(await ledgerAudit(db)));

  r.get('/api/ops/auditLog/list', { schema: { tags, querystring: z.object(paged) }, ...guard }, async (req) => {
    const { rows, total } = await auditLog(db, { after: req.query.after, ...paging(req.query, 200) });
    return okRows(rows, total);
  });
}
