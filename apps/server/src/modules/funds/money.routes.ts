import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError, badRequest, unauthorized } from '../../lib/errors.ts';
import { ok, okRows, paging } from '../../lib/reply.ts';
import { bearerToken, currentUser, findSessionUser } from '../../plugins/auth.ts';
import type { AppContext } from '../module.ts';
import { demoPaymentsOn } from './demo-provider.ts';
import { parseWith } from './funds.common.ts';
import {
  fileQuery, idBody, idQuery, rechargeListQuery, rechargeSubmitBody, withdrawListQuery, withdrawQuoteQuery, withdrawSubmitBody,
} from './funds.schemas.ts';
import { idempotencyKeyOf, runIdempotent, type IdempotentResult } from './idempotency.ts';
import { cancelRecharge, findRechargeReplay, getRechargeView, listRecharges, submitRecharge } from './recharge.service.ts';
import { readImage, removeImageFile, saveImage, uploadLimitMb, writeImageFile } from './upload.service.ts';
import { quoteWithdraw, submitWithdraw } from './withdraw-request.ts';
import { cancelWithdraw, getWithdrawView, listWithdrawals } from './withdraw.service.ts';
import { readFundsSettings } from './funds.settings.ts';
import { setUpWithdrawBatcher } from './withdraw-batch.ts';

interface Multipart {
  /** A field sent twice is kept as an array, so the schema refuses it as it does in other bodies. */
  fields: Record<string, string | string[]>;
  file: Buffer | null;
}

/** Reads a multipart form: its text fields and the image in field `file`. */
async function readMultipart(req: FastifyRequest, ctx: AppContext): Promise<Multipart> {
  const out: Multipart = { fields: {}, file: null };
  try {
    for await (const part of req.parts()) {
      if (part.type === 'file') {
        if (part.fieldname !== 'file' || out.file) {
          await part.toBuffer();
          continue;
        }
        out.file = await part.toBuffer();
      } else if (typeof part.value === 'string') {
        const prev = out.fields[part.fieldname];
        out.fields[part.fieldname] = prev === undefined ? part.value : [...(Array.isArray(prev) ? prev : [prev]), part.value];
      }
    }
  } catch (err) {
    throw multipartError(err, ctx);
  }
  return out;
}

/**
 * The answer to a form that could not be read: the image too large, more than one file, too
 * many fields, or a body that is not the multipart form its content type says (no boundary,
 * cut short). Reading only fills buffers, so any other failure is the body's too.
 */
function multipartError(err: unknown, ctx: AppContext): AppError {
  if (err instanceof AppError) return err;
  switch ((err as { code?: string }).code) {
    case 'FST_REQ_FILE_TOO_LARGE': return badRequest('funds.upload_too_large', { max: uploadLimitMb(ctx) });
    case 'FST_FILES_LIMIT': return badRequest('funds.upload_one_file');
    case 'FST_FIELDS_LIMIT':
    case 'FST_PARTS_LIMIT':
    case 'FST_ERR_CTP_BODY_TOO_LARGE': return new AppError('error.body_too_large', {}, 413);
    default: return badRequest('error.malformed_body');
  }
}

/** The envelope of an idempotent call; a repeat also says so in a header. */
function sendResult<T>(reply: FastifyReply, r: IdempotentResult<T>, msg?: string) {
  if (r.replayed) reply.header('idempotent-replayed', 'true');
  return ok(r.result, msg);
}

/** Recharge, withdrawal and proof images. */
export async function moneyRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = ctx.database;
  setUpWithdrawBatcher(ctx.database);
  const signedIn = { onRequest: app.authenticate };
  const tags = ['funds'];
  const allowDemo = demoPaymentsOn(ctx.config);

  r.post('/api/upload/image', { schema: { tags }, config: { multipart: true }, ...signedIn }, async (req) => {
    if (!req.isMultipart()) throw badRequest('funds.upload_missing');
    const { file } = await readMultipart(req, ctx);
    if (!file) throw badRequest('funds.upload_missing');
    return ok(await saveImage(ctx, currentUser(req).id, file));
  });

  r.get('/api/upload/file', { schema: { tags, querystring: fileQuery }, ...signedIn }, async (req, reply) => {
    const { bytes, mime } = await readImage(ctx, db, req.query.fileId, currentUser(req).id);
    return reply
      .header('content-type', mime)
      .header('cache-control', 'private, no-store')
      .header('content-disposition', 'inline')
      .send(bytes);
  });

  // JSON or form body with an optional proofFileId, or a multipart form with the image in `file`
  // (not both: which of two proofs the customer meant is not guessed).
  r.post('/api/rechargeOrder/submit', { schema: { tags }, config: { multipart: true }, ...signedIn }, async (req, reply) => {
    const userId = currentUser(req).id;
    const key = idempotencyKeyOf(req);
    let body: unknown = req.body;
    let file: Buffer | null = null;
    if (req.isMultipart()) ({ fields: body, file } = await readMultipart(req, ctx));
    const input = { ...parseWith(rechargeSubmitBody, body ?? {}), userId, allowDemo };
    if (file && input.proofFileId !== undefined) throw badRequest('error.field_invalid', { field: 'proofFileId' });
    if (file) {
      const proofDigest = createHash('sha256').update(file).digest('hex');
      const seen = await findRechargeReplay(db, { ...input, proofDigest }, key);
      if (seen) return sendResult(reply, seen);
      // The image's row is stored with the order, in its transaction; a refused request (or a
      // repeat that raced this one) leaves no image behind.
      const proof = await writeImageFile(ctx, file);
      let r: Awaited<ReturnType<typeof submitRecharge>>;
      try {
        r = await submitRecharge(db, { ...input, proof, proofDigest }, key, req.locale);
      } catch (err) {
        await removeImageFile(proof);
        throw err;
      }
      if (r.replayed) await removeImageFile(proof);
      return sendResult(reply, r);
    }
    return sendResult(reply, await submitRecharge(db, input, key, req.locale));
  });

  r.get('/api/rechargeOrder/list', { schema: { tags, querystring: rechargeListQuery }, ...signedIn }, async (req) => {
    const p = paging(req.query);
    const { rows, total } = await listRecharges(db, currentUser(req).id, { status: req.query.params?.status, beforeId: req.query.params?.beforeId, ...p }, req.locale);
    return okRows(rows, total);
  });

  r.post('/api/rechargeOrder/cancel', { schema: { tags, body: idBody }, ...signedIn }, async (req, reply) => {
    const userId = currentUser(req).id;
    const request = { route: 'recharge.cancel', id: req.body.id };
    const result = await runIdempotent(db, { scope: `user:${userId}`, key: idempotencyKeyOf(req), request }, async (tx) => {
      const { order, alreadyDone } = await cancelRecharge(tx, req.body.id, userId);
      return { view: await getRechargeView(tx, order.id, userId, req.locale), alreadyDone };
    });
    return sendResult(reply, { ...result, result: result.result.view }, result.result.alreadyDone ? 'hint_48' : undefined);
  });

  r.get('/api/rechargeOrder/detail', { schema: { tags, querystring: idQuery }, ...signedIn }, async (req) =>
    ok(await getRechargeView(db, req.query.id, currentUser(req).id, req.locale)));

  r.get('/api/withdrawOrder/quote', { schema: { tags, querystring: withdrawQuoteQuery }, ...signedIn }, async (req) =>
    ok(await quoteWithdraw(db, currentUser(req).id, req.query, req.locale)));

  // The session is checked in the same database call as the withdrawal (withdraw-batched.ts)
  // instead of by a call of its own. Every answer of another kind (a malformed body, a bad
  // amount) is given only once the session is known to be live, as when it is checked first.
  const sessions = new WeakMap<FastifyRequest, { token: string; confirmed?: boolean }>();
  /** The error to answer: a 401 first when the session was not found live yet and is not. */
  const afterSessionCheck = async (err: unknown, req: FastifyRequest) => {
    const session = sessions.get(req);
    if (err instanceof AppError && err.httpStatus === 401) return err;
    if (session?.confirmed || (session && (await findSessionUser(db, session.token)))) return err;
    return unauthorized();
  };
  r.post('/api/withdrawOrder/submit', {
    schema: { tags, body: withdrawSubmitBody },
    attachValidation: true,
    onRequest: (req, _reply, done) => {
      const token = bearerToken(req);
      if (token) sessions.set(req, { token });
      done(token ? undefined : unauthorized());
    },
    // Throwing from here (or sending an error) hands the error to the app's error handler.
    errorHandler: (err, req, reply) => {
      void afterSessionCheck(err, req).then((e) => reply.send(e), (e: unknown) => reply.send(e));
    },
  }, async (req, reply) => {
    if (req.validationError) throw req.validationError;
    const session = sessions.get(req)!;
    const result = await submitWithdraw(db, { ...req.body, session }, idempotencyKeyOf(req), req.locale);
    return sendResult(reply, result);
  });

  r.post('/api/withdrawOrder/cancel', { schema: { tags, body: idBody }, ...signedIn }, async (req, reply) => {
    const userId = currentUser(req).id;
    const request = { route: 'withdraw.cancel', id: req.body.id };
    const settings = await readFundsSettings(db);
    const result = await runIdempotent(db, { scope: `user:${userId}`, key: idempotencyKeyOf(req), request }, async (tx) => {
      const { order, alreadyDone } = await cancelWithdraw(tx, req.body.id, userId);
      const view = await getWithdrawView(tx, order.id, userId, req.locale, settings);
      return { view, alreadyDone };
    });
    return sendResult(reply, { ...result, result: result.result.view }, result.result.alreadyDone ? 'hint_48' : undefined);
  });

  r.get('/api/withdrawOrder/list', { schema: { tags, querystring: withdrawListQuery }, ...signedIn }, async (req) => {
    const p = paging(req.query);
    const { rows, total } = await listWithdrawals(db, currentUser(req).id, { status: req.query.params?.status, beforeId: req.query.params?.beforeId, ...p }, req.locale);
    return okRows(rows, total);
  });

  r.get('/api/withdrawOrder/detail', { schema: { tags, querystring: idQuery }, ...signedIn }, async (req) =>
    ok(await getWithdrawView(db, req.query.id, currentUser(req).id, req.locale)));
}
