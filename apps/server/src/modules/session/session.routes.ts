import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../lib/reply.ts';
import { currentUser } from '../../plugins/auth.ts';
import type { AppContext } from '../module.ts';
import { createCodeSender } from './code-sender.ts';
import { assertPayPassword, setPayPassword } from './pay-password.service.ts';
import {
  changePasswordBody,
  isSetWithPwdReply,
  loginBody,
  okReply,
  registerBody,
  resetPasswordBody,
  sendCodeBody,
  setPayPasswordBody,
  signedInReply,
  userInfoReply,
  verifyPayPasswordBody,
} from './session.schemas.ts';
import { accountKey, rateLimited, userKey } from './session.rate-limits.ts';
import * as session from './session.service.ts';
import { sendVerificationCode } from './verification-code.service.ts';

/** `ok(data)` with `data` typed as present, as the route's response schema requires. */
const okData = <T>(data: T) => ({ ...ok(data), data });

const clientOf = (req: FastifyRequest): session.ClientInfo => ({ ip: req.ip, userAgent: String(req.headers['user-agent'] ?? '') });

export async function sessionRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = ctx.database;
  const ttlHours = ctx.config.SESSION_TTL_HOURS;
  const sender = createCodeSender(ctx.config, db, app.log);
  const limit = (call: Parameters<typeof rateLimited>[2], key: (req: FastifyRequest) => string) =>
    rateLimited(app, ctx.config, call, key);
  const signedIn = { onRequest: app.authenticate };

  r.post('/api/auth/sendCode', {
    schema: { tags: ['session'], body: sendCodeBody, response: { 200: okReply } },
    ...limit('sendCode', accountKey),
  }, async (req) => {
    await sendVerificationCode({ db, sender, log: req.log }, { ...req.body, locale: req.locale });
    return ok();
  });

  r.post('/api/auth/register', {
    schema: { tags: ['session'], body: registerBody, response: { 200: signedInReply } },
    ...limit('register', accountKey),
  }, async (req) => okData(await session.register(db, { ...req.body, ttlHours, client: clientOf(req) })));

  r.post('/api/auth/login', {
    schema: { tags: ['session'], body: loginBody, response: { 200: signedInReply } },
    ...limit('login', accountKey),
  }, async (req) => okData(await session.login(db, { ...req.body, ttlHours, client: clientOf(req) })));

  r.post('/api/auth/logout', { schema: { tags: ['session'], response: { 200: okReply } }, ...signedIn }, async (req) => {
    await session.logout(db, currentUser(req).sessionId);
    return ok();
  });

  r.post('/api/auth/resetPassword', {
    schema: { tags: ['session'], body: resetPasswordBody, response: { 200: okReply } },
    ...limit('resetPassword', accountKey),
  }, async (req) => {
    await session.resetPassword(db, req.body);
    return ok();
  });

  r.get('/api/userInfo/getUserInfo', { schema: { tags: ['session'], response: { 200: userInfoReply } }, ...signedIn },
    async (req) => okData(await session.getUserInfo(db, currentUser(req).id)));

  r.get('/api/userInfo/isSetWithPwd', { schema: { tags: ['session'], response: { 200: isSetWithPwdReply } }, ...signedIn },
    async (req) => okData(await session.payPasswordStatus(db, currentUser(req).id)));

  r.post('/api/userInfo/changePassword', {
    schema: { tags: ['session'], body: changePasswordBody, response: { 200: okReply } },
    ...signedIn,
    ...limit('changePassword', userKey),
  }, async (req) => {
    const user = currentUser(req);
    await session.changePassword(db, { userId: user.id, sessionId: user.sessionId, ...req.body });
    return ok();
  });

  r.post('/api/userInfo/setPayPassword', {
    schema: { tags: ['session'], body: setPayPasswordBody, response: { 200: okReply } },
    ...signedIn,
    ...limit('setPayPassword', userKey),
  }, async (req) => {
    await setPayPassword(db, { userId: currentUser(req).id, ...req.body });
    return ok();
  });

  r.post('/api/userInfo/verifyPayPassword', {
    schema: { tags: ['session'], body: verifyPayPasswordBody, response: { 200: okReply } },
    ...signedIn,
  }, async (req) => {
    await assertPayPassword(db, currentUser(req).id, req.body.payPassword);
    return ok();
  });
}
