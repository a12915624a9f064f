import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../src/lib/errors.ts';
import { assertPayPassword } from '../src/modules/session/pay-password.service.ts';
import { createTestContext, dbLabel, type TestContext } from './helpers.ts';
import { freshEmail, get, post, registerUser, type SignedIn } from './session-helpers.ts';

describe(`session: payment password (${dbLabel})`, () => {
  let t: TestContext;
  beforeAll(async () => { t = await createTestContext({ RATE_LIMIT_OFF: '1' }); });
  afterAll(async () => { await t.close(); });

  const verify = (u: SignedIn, payPassword: string) => post(t, '/api/userInfo/verifyPayPassword', { payPassword }, u.token);
  const set = (u: SignedIn, payPassword: string, loginPassword = 'secret123') =>
    post(t, '/api/userInfo/setPayPassword', { payPassword, loginPassword }, u.token);

  it('is not set for a new user, and cannot be verified then', async () => {
    const u = await registerUser(t, freshEmail());
    expect((await get(t, '/api/userInfo/isSetWithPwd', u.token)).body).toEqual({ code: 200, msg: 'success', data: { isSetWithPwd: false, payPasswordLockedMinutes: 0 } });
    expect((await verify(u, '123456')).body).toMatchObject({ code: 500, msg: 'session.pay_password_not_set' });
  });

  it('is set after the login password is checked, stored as Argon2id', async () => {
    const u = await registerUser(t, freshEmail());
    const wrongLogin = await set(u, '246810', 'notmine123');
    expect(wrongLogin.body).toMatchObject({ code: 500, msg: 'session.login_password_wrong' });
    expect((await get(t, '/api/userInfo/isSetWithPwd', u.token)).body.data).toEqual({ isSetWithPwd: false, payPasswordLockedMinutes: 0 });

    for (const bad of ['12345', '1234567', 'abcdef', '12345a', '１２３４５６', ' 123456']) {
      const r = await set(u, bad);
      expect(r.body, bad).toMatchObject({ code: 500, msg: 'session.pay_password_format', params: { field: 'payPassword' } });
    }

    for (const weak of ['111111', '123456', '987654']) {
      const r = await set(u, weak);
      expect(r.body, weak).toMatchObject({ code: 500, msg: 'session.pay_password_weak', params: { field: 'payPassword' } });
    }
    expect((await get(t, '/api/userInfo/isSetWithPwd', u.token)).body.data).toEqual({ isSetWithPwd: false, payPasswordLockedMinutes: 0 });

    expect((await set(u, '246810')).body).toMatchObject({ code: 200 });
    expect((await get(t, '/api/userInfo/isSetWithPwd', u.token)).body.data).toEqual({ isSetWithPwd: true, payPasswordLockedMinutes: 0 });
    expect((await get(t, '/api/userInfo/getUserInfo', u.token)).body.data).toMatchObject({ isSetWithPwd: true });
    const row = await t.database.db.selectFrom('app_user').select('pay_password_hash').where('id', '=', u.userInfo.id).executeTakeFirstOrThrow();
    expect(row.pay_password_hash).toMatch(/^\$argon2id\$/);

    expect((await verify(u, '246810')).body).toMatchObject({ code: 200 });
    expect((await verify(u, '246811')).body).toMatchObject({ code: 500, msg: 'session.pay_password_wrong', params: { remaining: 4 } });
  });

  it('is replaced by setting it again', async () => {
    const u = await registerUser(t, freshEmail());
    await set(u, '111222');
    expect((await set(u, '333444')).body.code).toBe(200);
    expect((await verify(u, '111222')).body.msg).toBe('session.pay_password_wrong');
    expect((await verify(u, '333444')).body.code).toBe(200);
  });

  it('locks for 30 minutes after 5 wrong answers in a row; a right answer resets the count', async () => {
    const u = await registerUser(t, freshEmail());
    await set(u, '135790');
    expect((await verify(u, '000000')).body.params).toEqual({ remaining: 4 });
    expect((await verify(u, '000000')).body.params).toEqual({ remaining: 3 });
    expect((await verify(u, '135790')).body.code).toBe(200);
    for (const remaining of [4, 3, 2, 1]) {
      expect((await verify(u, '000000')).body).toMatchObject({ msg: 'session.pay_password_wrong', params: { remaining } });
    }
    const fifth = await verify(u, '000000');
    expect(fifth.body).toMatchObject({ code: 500, msg: 'session.pay_password_locked', params: { minutes: 30 } });
    const whileLocked = await verify(u, '135790');
    expect(whileLocked.body).toMatchObject({ code: 500, msg: 'session.pay_password_locked' });
    expect(Number(whileLocked.body.params?.minutes)).toBeGreaterThanOrEqual(29);
    // The lock is told before a try too, so the app can say so before the customer types.
    expect((await get(t, '/api/userInfo/isSetWithPwd', u.token)).body.data).toEqual({ isSetWithPwd: true, payPasswordLockedMinutes: 30 });

    // Half an hour later (the lock's end moved into the past) the right answer works again.
    await t.database.db.updateTable('app_user').set({ pay_password_locked_until: new Date(Date.now() - 1000) })
      .where('id', '=', u.userInfo.id).execute();
    expect((await get(t, '/api/userInfo/isSetWithPwd', u.token)).body.data).toEqual({ isSetWithPwd: true, payPasswordLockedMinutes: 0 });
    expect((await verify(u, '135790')).body.code).toBe(200);
    const row = await t.database.db.selectFrom('app_user').select(['pay_password_failures', 'pay_password_locked_until'])
      .where('id', '=', u.userInfo.id).executeTakeFirstOrThrow();
    expect(row).toEqual({ pay_password_failures: 0, pay_password_locked_until: null });
  });

  it('holds the bound under concurrent guesses', async () => {
    const u = await registerUser(t, freshEmail());
    await set(u, '975310');
    const results = await Promise.all(Array.from({ length: 12 }, () => verify(u, '000000')));
    const msgs = results.map((r) => r.body.msg);
    expect(msgs.filter((m) => m === 'session.pay_password_wrong')).toHaveLength(4);
    expect(msgs.filter((m) => m === 'session.pay_password_locked')).toHaveLength(8);
    expect((await verify(u, '975310')).body.msg).toBe('session.pay_password_locked');
  });

  it('never answers a right password "locked" when it is sent many times at once, and a typo among them "wrong"', async () => {
    const u = await registerUser(t, freshEmail());
    await set(u, '975310');
    const right = await Promise.all(Array.from({ length: 10 }, () => verify(u, '975310')));
    expect(right.map((r) => r.body.code)).toEqual(Array(10).fill(200));
    const mixed = await Promise.all([...Array.from({ length: 6 }, () => verify(u, '975310')), verify(u, '000000')]);
    expect(mixed.slice(0, 6).map((r) => r.body.code)).toEqual(Array(6).fill(200));
    expect(mixed[6]!.body.msg).toBe('session.pay_password_wrong');
  });

  it('exports assertPayPassword for money-moving services', async () => {
    const u = await registerUser(t, freshEmail());
    const db = t.database.db;
    await expect(assertPayPassword(db, u.userInfo.id, '123456')).rejects.toMatchObject({ msgKey: 'session.pay_password_not_set' });
    await set(u, '864200');
    await expect(assertPayPassword(db, u.userInfo.id, '864200')).resolves.toBeUndefined();
    const err = await assertPayPassword(db, u.userInfo.id, '864201').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(AppError);
    expect(err).toMatchObject({ msgKey: 'session.pay_password_wrong', params: { remaining: 4 } });
    await expect(assertPayPassword(db, u.userInfo.id, '86420')).rejects.toMatchObject({ msgKey: 'session.pay_password_format' });
  });

  it('requires a session', async () => {
    expect((await post(t, '/api/userInfo/setPayPassword', { payPassword: '123456', loginPassword: 'secret123' })).body.code).toBe(401);
    expect((await post(t, '/api/userInfo/verifyPayPassword', { payPassword: '123456' })).body.code).toBe(401);
    expect((await get(t, '/api/userInfo/isSetWithPwd')).body.code).toBe(401);
  });
});
