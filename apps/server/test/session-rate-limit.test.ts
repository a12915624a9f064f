import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RATE_LIMITS } from '../src/modules/session/session.rate-limits.ts';
import { call, createTestContext, dbLabel, type TestContext } from './helpers.ts';
import { ageCodes, freshEmail, freshPhone, registerUser } from './session-helpers.ts';

let ipSeq = 0;
/** A client address of its own, so that one budget can be spent without touching another. */
const newIp = () => `10.${(ipSeq >> 16) & 255}.${(ipSeq >> 8) & 255}.${++ipSeq & 255}`;

function postFrom(t: TestContext, ip: string, url: string, payload: Record<string, unknown>, token?: string) {
  return call(t.app, {
    method: 'POST',
    url,
    payload,
    remoteAddress: ip,
    headers: token ? { authorization: token } : {},
  });
}

function expectLimited(r: Awaited<ReturnType<typeof call>>) {
  expect(r.status).toBe(429);
  expect(r.body).toMatchObject({ code: 500, msg: 'error.rate_limited' });
  expect(Number(r.body.params?.seconds)).toBeGreaterThan(0);
}

describe(`session: rate limits (${dbLabel})`, () => {
  let t: TestContext;
  beforeAll(async () => { t = await createTestContext(); });
  afterAll(async () => { await t.close(); });

  it('limits sign-in attempts per account from one address, without locking the account\'s owner out', async () => {
    const password = 'secret123';
    const u = { account: freshEmail() };
    await registerUser(t, u.account, password);
    const guesser = newIp();
    const { max } = RATE_LIMITS.login.target;
    for (let i = 0; i < max; i++) {
      const r = await postFrom(t, guesser, '/api/auth/login', { account: u.account, password: 'guess1234' });
      expect(r.body.msg).toBe('session.login_failed');
    }
    expectLimited(await postFrom(t, guesser, '/api/auth/login', { account: u.account, password: 'guess1234' }));
    // The same account typed differently is the same target.
    expectLimited(await postFrom(t, guesser, '/api/auth/login', { account: u.account.toUpperCase(), password }));
    // The owner, elsewhere, signs in.
    expect((await postFrom(t, newIp(), '/api/auth/login', { account: u.account, password })).body.code).toBe(200);
  });

  it('limits sign-in attempts per account across addresses, at a larger budget', async () => {
    const email = freshEmail();
    const { max } = RATE_LIMITS.login.targetAll;
    expect(max).toBeGreaterThan(RATE_LIMITS.login.target.max);
    for (let i = 0; i < max; i++) {
      const r = await postFrom(t, newIp(), '/api/auth/login', { account: email, password: 'guess1234' });
      expect(r.body.msg).toBe('session.login_failed');
    }
    expectLimited(await postFrom(t, newIp(), '/api/auth/login', { account: email, password: 'guess1234' }));
    // Another account from the same addresses is not affected.
    const r = await postFrom(t, newIp(), '/api/auth/login', { account: freshEmail(), password: 'guess1234' });
    expect(r.body.msg).toBe('session.login_failed');
  });

  it('limits sign-in attempts per address, across accounts', async () => {
    const ip = newIp();
    const { max } = RATE_LIMITS.login.ip;
    for (let i = 0; i < max; i++) {
      const r = await postFrom(t, ip, '/api/auth/login', { account: freshPhone(), password: 'guess1234' });
      expect(r.body.msg).toBe('session.login_failed');
    }
    expectLimited(await postFrom(t, ip, '/api/auth/login', { account: freshPhone(), password: 'guess1234' }));
    // Invalid requests from that address are refused before they are read.
    expectLimited(await postFrom(t, ip, '/api/auth/login', {}));
  });

  it('limits code requests per address and per account', async () => {
    const ip = newIp();
    for (let i = 0; i < RATE_LIMITS.sendCode.ip.max; i++) {
      expect((await postFrom(t, ip, '/api/auth/sendCode', { account: freshEmail(), scene: 'register' })).body.code).toBe(200);
    }
    const email = freshEmail();
    expectLimited(await postFrom(t, ip, '/api/auth/sendCode', { account: email, scene: 'register' }));
    expect(await t.database.db.selectFrom('verification_code').select('id').where('account', '=', email).execute()).toHaveLength(0);

    // Per account from one address; the account's owner, elsewhere, still gets a code.
    const phone = freshPhone();
    const asker = newIp();
    for (let i = 0; i < RATE_LIMITS.sendCode.target.max; i++) {
      expect((await postFrom(t, asker, '/api/auth/sendCode', { account: phone, scene: 'register' })).body.code).toBe(200);
      await ageCodes(t, phone, 60);
    }
    expectLimited(await postFrom(t, asker, '/api/auth/sendCode', { account: `+86${phone}`, scene: 'register' }));
    expect((await postFrom(t, newIp(), '/api/auth/sendCode', { account: phone, scene: 'register' })).body.code).toBe(200);
    await ageCodes(t, phone, 60);
    // Per account across addresses.
    const sent = RATE_LIMITS.sendCode.target.max + 1;
    for (let i = sent; i < RATE_LIMITS.sendCode.targetAll.max; i++) {
      expect((await postFrom(t, newIp(), '/api/auth/sendCode', { account: phone, scene: 'register' })).body.code).toBe(200);
      await ageCodes(t, phone, 60);
    }
    expectLimited(await postFrom(t, newIp(), '/api/auth/sendCode', { account: phone, scene: 'register' }));
    expect(await t.database.db.selectFrom('verification_code').select('id').where('account', '=', phone).execute())
      .toHaveLength(RATE_LIMITS.sendCode.targetAll.max);
  });

  it('limits registrations per address', async () => {
    const ip = newIp();
    for (let i = 0; i < RATE_LIMITS.register.ip.max; i++) {
      const r = await postFrom(t, ip, '/api/auth/register', { account: freshEmail(), code: '000000', password: 'abc12345' });
      expect(r.body.msg).toBe('session.code_invalid');
    }
    expectLimited(await postFrom(t, ip, '/api/auth/register', { account: freshEmail(), code: '000000', password: 'abc12345' }));
  });

  it('limits password resets per account', async () => {
    const email = freshEmail();
    const ip = newIp();
    for (let i = 0; i < RATE_LIMITS.resetPassword.target.max; i++) {
      await postFrom(t, ip, '/api/auth/resetPassword', { account: email, code: '000000', newPassword: 'abc12345' });
    }
    expectLimited(await postFrom(t, ip, '/api/auth/resetPassword', { account: email, code: '000000', newPassword: 'abc12345' }));
  });

  it('limits login-password checks per signed-in user', async () => {
    const u = await registerUser(t, freshEmail());
    const ip = newIp();
    for (let i = 0; i < RATE_LIMITS.changePassword.target.max; i++) {
      const r = await postFrom(t, ip, '/api/userInfo/changePassword', { oldPassword: 'guess1234', newPassword: 'abc12345' }, u.token);
      expect(r.body.msg).toBe('session.login_password_wrong');
    }
    expectLimited(await postFrom(t, ip, '/api/userInfo/changePassword', { oldPassword: 'secret123', newPassword: 'abc12345' }, u.token));
  });
});

describe(`session: rate limits switched off (${dbLabel})`, () => {
  let t: TestContext;
  beforeAll(async () => { t = await createTestContext({ RATE_LIMIT_OFF: '1' }); });
  afterAll(async () => { await t.close(); });

  it('lets every request through when RATE_LIMIT_OFF=1', async () => {
    const email = freshEmail();
    const ip = newIp();
    for (let i = 0; i < RATE_LIMITS.login.ip.max + 5; i++) {
      const r = await postFrom(t, ip, '/api/auth/login', { account: email, password: 'guess1234' });
      expect(r.body.msg).toBe('session.login_failed');
    }
  });
});
