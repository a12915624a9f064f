import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashToken } from '../src/plugins/auth.ts';
import { DEMO_ACCOUNT } from '../src/demo.ts';
import { migrate } from '../src/db/migrate.ts';
import { seed } from '../src/db/seed.ts';
import { createTestContext, dbLabel, type TestContext } from './helpers.ts';
import { ageCodes, codeFromOutbox, freshEmail, freshPhone, get, login, post, postForm, registerUser, requestCode } from './session-helpers.ts';

describe(`session: sign-up, sign-in and sessions (${dbLabel})`, () => {
  let t: TestContext;
  beforeAll(async () => { t = await createTestContext({ RATE_LIMIT_OFF: '1' }); });
  afterAll(async () => { await t.close(); });

  it('registers with a code, signs in, reads the user, signs out, and the token is then refused', async () => {
    const email = freshEmail();
    const code = await requestCode(t, email, 'register');
    const reg = await post(t, '/api/auth/register', { account: email, code, password: 'abc12345' });
    expect(reg.status).toBe(200);
    expect(reg.body).toMatchObject({ code: 200, msg: 'success' });
    const { token, userInfo } = reg.body.data as { token: string; userInfo: Record<string, unknown> };
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(userInfo).toMatchObject({ account: email, email, phone: null, isSetWithPwd: false, accountType: 0 });

    const signed = await login(t, email, 'abc12345');
    expect(signed.token).not.toBe(token);
    const me = await get(t, '/api/userInfo/getUserInfo', signed.token);
    expect(me.body.code).toBe(200);
    expect(Object.keys(me.body.data as object).sort()).toEqual(
      ['account', 'accountType', 'avatar', 'createdAt', 'email', 'id', 'inviteCode', 'isSetWithPwd', 'nickname', 'phone'].sort(),
    );
    expect(JSON.stringify(me.body)).not.toMatch(/argon2|hash/i);

    const out = await post(t, '/api/auth/logout', {}, signed.token);
    expect(out.body).toMatchObject({ code: 200 });
    const after = await get(t, '/api/userInfo/getUserInfo', signed.token);
    expect(after.status).toBe(401);
    expect(after.body).toMatchObject({ code: 401, msg: 'error.unauthorized' });
    // The registration session is a different one and stays signed in.
    expect((await get(t, '/api/userInfo/getUserInfo', token)).body.code).toBe(200);
  });

  it('stores only hashes: Argon2id for the password, SHA-256 for the token', async () => {
    const phone = freshPhone();
    const { token, userInfo } = await registerUser(t, phone, 'Passw0rd');
    const user = await t.database.db.selectFrom('app_user').selectAll().where('id', '=', userInfo.id).executeTakeFirstOrThrow();
    expect(user.password_hash).toMatch(/^\$argon2id\$/);
    expect(user.password_hash).not.toContain('Passw0rd');
    const sessions = await t.database.db.selectFrom('user_session').selectAll().where('user_id', '=', userInfo.id).execute();
    expect(sessions).toHaveLength(1);
    expect(sessions[0]!.token_hash).toBe(hashToken(token));
    const hours = (sessions[0]!.expires_at.getTime() - sessions[0]!.created_at.getTime()) / 3_600_000;
    expect(hours).toBeCloseTo(t.config.SESSION_TTL_HOURS, 3);
  });

  it('accepts a phone with the +86 prefix and stores the national number', async () => {
    const phone = freshPhone();
    const { userInfo } = await registerUser(t, `+86${phone}`);
    expect(userInfo).toMatchObject({ account: phone, phone, email: null });
    expect((await login(t, `0086 ${phone}`, 'secret123')).userInfo.id).toBe(userInfo.id);
    expect((await login(t, phone, 'secret123')).userInfo.id).toBe(userInfo.id);
  });

  it('treats emails case-insensitively', async () => {
    const email = freshEmail();
    await registerUser(t, email.toUpperCase());
    expect((await login(t, email, 'secret123')).userInfo.email).toBe(email);
  });

  it('takes look-alike forms of a character as the same account', async () => {
    // The compatibility ideograph U+F90A looks like 金 (U+91D1); full-width letters like plain ones.
    const local = `\u91d1${process.pid}`;
    await registerUser(t, `${local}@example.com`);
    expect((await login(t, `\uf90a${process.pid}@example.com`, 'secret123')).userInfo.email).toBe(`${local}@example.com`);
    const code = await post(t, '/api/auth/sendCode', { account: `\uf90a${process.pid}@example.com`, scene: 'register' });
    expect(code.body.msg).toBe('session.account_taken');
    const wide = freshEmail();
    await registerUser(t, wide.replace(/[a-z0-9]/g, (c) => String.fromCharCode(c.charCodeAt(0) + 0xfee0)));
    expect((await login(t, wide, 'secret123')).userInfo.email).toBe(wide);
  });

  it('refuses expired and revoked tokens, and malformed or missing ones', async () => {
    const { token, userInfo } = await registerUser(t, freshEmail());
    expect((await get(t, '/api/userInfo/isSetWithPwd', token)).body).toMatchObject({ code: 200, data: { isSetWithPwd: false } });

    await t.database.db.updateTable('user_session').set({ expires_at: new Date(Date.now() - 1000) })
      .where('token_hash', '=', hashToken(token)).execute();
    expect((await get(t, '/api/userInfo/isSetWithPwd', token)).body.code).toBe(401);

    const other = await login(t, userInfo.account, 'secret123');
    await t.database.db.updateTable('user_session').set({ revoked_at: new Date() })
      .where('token_hash', '=', hashToken(other.token)).execute();
    expect((await get(t, '/api/userInfo/getUserInfo', other.token)).body.code).toBe(401);

    expect((await get(t, '/api/userInfo/getUserInfo')).body.code).toBe(401);
    expect((await get(t, '/api/userInfo/getUserInfo', 'not a token')).body.code).toBe(401);
    expect((await get(t, '/api/userInfo/getUserInfo', 'A'.repeat(43))).body.code).toBe(401);
    expect((await post(t, '/api/auth/logout', {}, 'A'.repeat(43))).body.code).toBe(401);
    // `Bearer <token>` works as well as the bare token the app sends.
    const third = await login(t, userInfo.account, 'secret123');
    expect((await get(t, '/api/userInfo/getUserInfo', `Bearer ${third.token}`)).body.code).toBe(200);
  });

  it('answers a wrong password and an unknown account with the same message', async () => {
    const email = freshEmail();
    await registerUser(t, email);
    const wrong = await post(t, '/api/auth/login', { account: email, password: 'wrong1234' });
    const unknown = await post(t, '/api/auth/login', { account: freshEmail(), password: 'wrong1234' });
    expect(wrong.body).toEqual({ code: 500, msg: 'session.login_failed', params: {} });
    expect(unknown.body).toEqual(wrong.body);
    expect(unknown.status).toBe(wrong.status);
  });

  it('tells a frozen account apart only after the right password', async () => {
    const email = freshEmail();
    const { userInfo } = await registerUser(t, email);
    await t.database.db.updateTable('app_user').set({ status: 1 }).where('id', '=', userInfo.id).execute();
    expect((await post(t, '/api/auth/login', { account: email, password: 'wrong1234' })).body.msg).toBe('session.login_failed');
    expect((await post(t, '/api/auth/login', { account: email, password: 'secret123' })).body.msg).toBe('session.account_frozen');
  });

  it('rejects a second registration of the same account', async () => {
    const phone = freshPhone();
    await registerUser(t, phone);
    const again = await post(t, '/api/auth/sendCode', { account: phone, scene: 'register' });
    expect(again.body).toMatchObject({ code: 500, msg: 'session.account_taken' });
    const direct = await post(t, '/api/auth/register', { account: `+86-${phone}`, code: '123456', password: 'abc12345' });
    expect(direct.body).toMatchObject({ code: 500, msg: 'session.account_taken' });
  });

  it('checks passwords with the three rules of spec point 5, in order', async () => {
    const email = freshEmail();
    const code = await requestCode(t, email, 'register');
    const cases: [string, string][] = [
      ['abc1234', 'validate.password_min'],
      ['', 'validate.password_min'],
      ['12345678', 'validate.password_letter'],
      ['!!!!!!!!', 'validate.password_letter'],
      ['abcd 1234', 'validate.password_chars'],
      ['abcd_1234', 'validate.password_chars'],
      ['pässwort1', 'validate.password_chars'],
    ];
    for (const [password, msg] of cases) {
      const r = await post(t, '/api/auth/register', { account: email, code, password });
      expect(r.body, password).toMatchObject({ code: 500, msg, params: { field: 'password' } });
    }
    // The code was not used up by the rejected attempts.
    const ok = await post(t, '/api/auth/register', { account: email, code, password: 'abcdefgh' });
    expect(ok.body.code).toBe(200);
  });

  it('refuses a password over 128 characters with its own message, not a bare invalid field', async () => {
    const email = freshEmail();
    const code = await requestCode(t, email, 'register');
    const tooLong = 'a'.repeat(129);
    const register = await post(t, '/api/auth/register', { account: email, code, password: tooLong });
    expect(register.status).toBe(400);
    expect(register.body).toEqual({ code: 500, msg: 'validate.password_too_long', params: { field: 'password' } });
    const asForm = await postForm(t, '/api/auth/register', { account: email, code, password: tooLong });
    expect(asForm.body).toEqual({ code: 500, msg: 'validate.password_too_long', params: { field: 'password' } });
    // 128 is the limit itself: accepted, and the code was not used up by the refusals.
    const atLimit = 'a'.repeat(127) + '1';
    const ok = await post(t, '/api/auth/register', { account: email, code, password: atLimit });
    expect(ok.body.code).toBe(200);
    const { token } = ok.body.data as { token: string };

    const change = await post(t, '/api/userInfo/changePassword', { oldPassword: atLimit, newPassword: tooLong }, token);
    expect(change.status).toBe(400);
    expect(change.body).toEqual({ code: 500, msg: 'validate.password_too_long', params: { field: 'newPassword' } });
    const changed = await post(t, '/api/userInfo/changePassword', { oldPassword: atLimit, newPassword: 'b'.repeat(128) }, token);
    expect(changed.body.code).toBe(200);
    await login(t, email, 'b'.repeat(128));
  });

  it('serves the password messages in every locale, with the spec texts in zh', async () => {
    const { sessionMessages } = await import('../src/modules/session/session.messages.ts');
    expect(sessionMessages['validate.password_min']?.zh).toBe('最少8个字符');
    expect(sessionMessages['validate.password_too_long']?.zh).toBe('最多128个字符');
    expect(sessionMessages['validate.password_letter']?.zh).toBe('必须包含字母');
    expect(sessionMessages['validate.password_chars']?.zh).toBe('只能使用字母和数字');
    const { LOCALE_CODES } = await import('@app/contract');
    for (const [key, texts] of Object.entries(sessionMessages)) {
      for (const code of LOCALE_CODES) expect(texts[code]?.trim(), `${key} ${code}`).toBeTruthy();
    }
  });

  it('gives every user a unique invite code and links a valid one as inviter', async () => {
    const inviter = await registerUser(t, freshEmail());
    expect(inviter.userInfo.inviteCode).toMatch(/^[A-Z2-9]{8}$/);
    const invited = await registerUser(t, freshPhone(), 'secret123', inviter.userInfo.inviteCode.toLowerCase());
    expect(invited.userInfo.inviteCode).not.toBe(inviter.userInfo.inviteCode);
    const row = await t.database.db.selectFrom('app_user').select('inviter_id').where('id', '=', invited.userInfo.id).executeTakeFirstOrThrow();
    expect(row.inviter_id).toBe(inviter.userInfo.id);

    // Typed on a full-width keypad, with spaces around it: the same code.
    const fullWidth = [...` ${inviter.userInfo.inviteCode} `].map((c) => (c === ' ' ? '\u3000' : String.fromCodePoint(c.codePointAt(0)! + 0xfee0))).join('');
    const viaFullWidth = await registerUser(t, freshEmail(), 'secret123', fullWidth);
    const linkedFullWidth = await t.database.db.selectFrom('app_user').select('inviter_id').where('id', '=', viaFullWidth.userInfo.id).executeTakeFirstOrThrow();
    expect(linkedFullWidth.inviter_id).toBe(inviter.userInfo.id);

    const viaDemo = await registerUser(t, freshEmail(), 'secret123', DEMO_ACCOUNT.inviteCode);
    const demo = await t.database.db.selectFrom('app_user').select('id').where('email', '=', DEMO_ACCOUNT.email).executeTakeFirstOrThrow();
    const linked = await t.database.db.selectFrom('app_user').select('inviter_id').where('id', '=', viaDemo.userInfo.id).executeTakeFirstOrThrow();
    expect(linked.inviter_id).toBe(demo.id);

    const codes = await t.database.db.selectFrom('app_user').select('invite_code').execute();
    expect(new Set(codes.map((c) => c.invite_code)).size).toBe(codes.length);
  });

  it('rejects an unknown invite code and creates nothing', async () => {
    const email = freshEmail();
    const code = await requestCode(t, email, 'register');
    const before = await t.database.db.selectFrom('app_user').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    const r = await post(t, '/api/auth/register', { account: email, code, password: 'abc12345', inviteCode: 'NOSUCH99' });
    expect(r.body).toMatchObject({ code: 500, msg: 'session.invite_code_invalid' });
    const after = await t.database.db.selectFrom('app_user').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
    // An empty invite code (as a form sends it) means none.
    const ok = await postForm(t, '/api/auth/register', { account: email, code, password: 'abc12345', inviteCode: '' });
    expect(ok.body.code).toBe(200);
  });

  it('changes the password and signs out every other session, keeping the current one', async () => {
    const email = freshEmail();
    const first = await registerUser(t, email, 'oldpass11');
    const second = await login(t, email, 'oldpass11');
    const third = await login(t, email, 'oldpass11');

    const wrongOld = await post(t, '/api/userInfo/changePassword', { oldPassword: 'nope12345', newPassword: 'newpass22' }, second.token);
    expect(wrongOld.body).toMatchObject({ code: 500, msg: 'session.login_password_wrong' });
    const same = await post(t, '/api/userInfo/changePassword', { oldPassword: 'oldpass11', newPassword: 'oldpass11' }, second.token);
    expect(same.body).toMatchObject({ code: 500, msg: 'session.password_same' });
    const weak = await post(t, '/api/userInfo/changePassword', { oldPassword: 'oldpass11', newPassword: '1234567890' }, second.token);
    expect(weak.body).toMatchObject({ code: 500, msg: 'validate.password_letter' });
    expect((await get(t, '/api/userInfo/getUserInfo', first.token)).body.code).toBe(200);

    const r = await post(t, '/api/userInfo/changePassword', { oldPassword: 'oldpass11', newPassword: 'newpass22' }, second.token);
    expect(r.body).toMatchObject({ code: 200 });
    expect((await get(t, '/api/userInfo/getUserInfo', second.token)).body.code).toBe(200);
    expect((await get(t, '/api/userInfo/getUserInfo', first.token)).body.code).toBe(401);
    expect((await get(t, '/api/userInfo/getUserInfo', third.token)).body.code).toBe(401);
    expect((await post(t, '/api/auth/login', { account: email, password: 'oldpass11' })).body.msg).toBe('session.login_failed');
    await login(t, email, 'newpass22');
  });

  it('resets a forgotten password with a code and signs out every session', async () => {
    const phone = freshPhone();
    const { token } = await registerUser(t, phone, 'before111');
    await ageCodes(t, phone, 60);
    const code = await requestCode(t, phone, 'reset');
    const weak = await post(t, '/api/auth/resetPassword', { account: phone, code, newPassword: 'short1' });
    expect(weak.body).toMatchObject({ code: 500, msg: 'validate.password_min' });
    const r = await post(t, '/api/auth/resetPassword', { account: phone, code, newPassword: 'after2222' });
    expect(r.body).toMatchObject({ code: 200 });
    expect((await get(t, '/api/userInfo/getUserInfo', token)).body.code).toBe(401);
    await login(t, phone, 'after2222');
    // A code works once.
    const again = await post(t, '/api/auth/resetPassword', { account: phone, code, newPassword: 'again3333' });
    expect(again.body).toMatchObject({ code: 500, msg: 'session.code_invalid' });
  });

  it('answers a reset request for an unknown account like a sent one, and sends nothing', async () => {
    const email = freshEmail();
    const r = await post(t, '/api/auth/sendCode', { account: email, scene: 'reset' });
    expect(r.body).toMatchObject({ code: 200 });
    const sent = await t.database.db.selectFrom('message_outbox').select('id').where('account', '=', email).execute();
    expect(sent).toHaveLength(0);
    const reset = await post(t, '/api/auth/resetPassword', { account: email, code: '123456', newPassword: 'abc12345' });
    expect(reset.body).toMatchObject({ code: 500, msg: 'session.code_invalid' });
  });

  it('seeds the demo customer once, signing in by email or phone, without a payment password', async () => {
    await seed({ config: t.config, database: t.database });
    await migrate(t.database);
    await seed({ config: t.config, database: t.database });
    const rows = await t.database.db.selectFrom('app_user').select(['id', 'pay_password_hash'])
      .where('email', '=', DEMO_ACCOUNT.email).execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]!.pay_password_hash).toBeNull();
    const byEmail = await login(t, DEMO_ACCOUNT.email, DEMO_ACCOUNT.password);
    const byPhone = await login(t, DEMO_ACCOUNT.phone, DEMO_ACCOUNT.password);
    expect(byPhone.userInfo.id).toBe(byEmail.userInfo.id);
    expect(byEmail.userInfo).toMatchObject({ phone: DEMO_ACCOUNT.phone, email: DEMO_ACCOUNT.email, isSetWithPwd: false, inviteCode: DEMO_ACCOUNT.inviteCode });
  });

  it('works with form-urlencoded bodies as the app sends them', async () => {
    const email = freshEmail();
    const sent = await postForm(t, '/api/auth/sendCode', { account: email, scene: 'register' });
    expect(sent.body.code).toBe(200);
    const code = await codeFromOutbox(t, email);
    const reg = await postForm(t, '/api/auth/register', { account: email, code, password: 'formpass1' });
    expect(reg.body.code).toBe(200);
    const signed = await postForm(t, '/api/auth/login', { account: email, password: 'formpass1' });
    expect(signed.body.code).toBe(200);
    const token = (signed.body.data as { token: string }).token;
    expect((await postForm(t, '/api/auth/logout', {}, token)).body.code).toBe(200);
    expect((await get(t, '/api/userInfo/getUserInfo', token)).body.code).toBe(401);
  });

  it('documents every session call in the OpenAPI document', async () => {
    const doc = (await t.app.inject({ url: '/api/openapi.json' })).json() as { paths: Record<string, unknown> };
    for (const p of ['/api/auth/sendCode', '/api/auth/register', '/api/auth/login', '/api/auth/logout', '/api/auth/resetPassword',
      '/api/userInfo/getUserInfo', '/api/userInfo/isSetWithPwd', '/api/userInfo/setPayPassword', '/api/userInfo/verifyPayPassword',
      '/api/userInfo/changePassword']) {
      expect(doc.paths[p], p).toBeDefined();
    }
  });
});
