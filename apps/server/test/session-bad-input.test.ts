import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestContext, dbLabel, type TestContext } from './helpers.ts';
import { ageCodes, freshEmail, post, registerUser, requestCode, snapshot, type SignedIn } from './session-helpers.ts';

/**
 * Every session call fed bad input: missing fields, wrong JSON types, malformed values,
 * bodies over the size limit, broken JSON, unknown content types, as JSON and as
 * form-urlencoded. Each must answer with a clear envelope and leave every stored row as it was.
 */

interface Case {
  name: string;
  request: InjectOptions;
  status: number;
  msg: string | string[];
  field?: string;
}

type Fields = Record<string, unknown>;

const TWO_MB = 2 * 1024 * 1024;
const WRONG_TYPES: [string, unknown][] = [['a number', 12345678], ['an array', ['abc12345']], ['an object', { a: 1 }], ['a boolean', true], ['null', null]];

function json(url: string, payload: unknown, token?: string): InjectOptions {
  return { method: 'POST', url, payload: payload as Fields, headers: token ? { authorization: token } : {} };
}
function form(url: string, body: string, token?: string): InjectOptions {
  return {
    method: 'POST', url, payload: body,
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...(token ? { authorization: token } : {}) },
  };
}
const encode = (f: Fields) => new URLSearchParams(Object.entries(f).map(([k, v]): [string, string] => [k, String(v)])).toString();

/** The generic cases every POST call must survive, derived from one valid body. */
function genericCases(url: string, valid: Fields, required: string[], token?: string): Case[] {
  const cases: Case[] = [];
  for (const field of required) {
    const { [field]: _drop, ...rest } = valid;
    cases.push({ name: `missing ${field} (JSON)`, request: json(url, rest, token), status: 400, msg: 'error.field_required', field });
    cases.push({ name: `missing ${field} (form)`, request: form(url, encode(rest), token), status: 400, msg: 'error.field_required', field });
    for (const [label, value] of WRONG_TYPES) {
      cases.push({ name: `${field} as ${label}`, request: json(url, { ...valid, [field]: value }, token), status: 400, msg: 'error.field_invalid', field });
    }
    cases.push({
      name: `${field} as a bracket array (form)`,
      request: form(url, `${encode(rest)}&${field}[]=a&${field}[]=b`, token), status: 400, msg: 'error.field_invalid', field,
    });
  }
  if (required.length > 0) {
    cases.push({ name: 'empty JSON object', request: json(url, {}, token), status: 400, msg: 'error.field_required', field: required[0] });
    cases.push({
      name: 'no body at all', request: { method: 'POST', url, headers: token ? { authorization: token } : {} },
      status: 400, msg: ['error.field_required', 'error.field_invalid'], field: 'body',
    });
    cases.push({
      name: 'a text/plain body', request: { method: 'POST', url, payload: encode(valid), headers: { 'content-type': 'text/plain', ...(token ? { authorization: token } : {}) } },
      status: 400, msg: 'error.field_invalid', field: 'body',
    });
    cases.push({ name: 'a JSON array as body', request: json(url, [valid], token), status: 400, msg: 'error.field_invalid' });
  }
  const big = 'x'.repeat(TWO_MB);
  const firstField = required[0] ?? 'padding';
  cases.push({ name: '2 MB JSON body', request: json(url, { ...valid, [firstField]: big }, token), status: 413, msg: 'error.body_too_large' });
  cases.push({ name: '2 MB form body', request: form(url, `${encode(valid)}&${firstField}=${big}`, token), status: 413, msg: 'error.body_too_large' });
  cases.push({
    name: 'broken JSON',
    request: { method: 'POST', url, payload: '{"account":', headers: { 'content-type': 'application/json', ...(token ? { authorization: token } : {}) } },
    status: 400, msg: 'error.malformed_body',
  });
  cases.push({
    name: 'a multipart body (only upload routes take one)',
    request: {
      method: 'POST', url,
      payload: `${Object.entries(valid).map(([k, v]) => `--b0\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${String(v)}\r\n`).join('')}--b0--\r\n`,
      headers: { 'content-type': 'multipart/form-data; boundary=b0', ...(token ? { authorization: token } : {}) },
    },
    status: 415, msg: 'error.unsupported_media',
  });
  cases.push({
    name: 'unsupported content type',
    request: { method: 'POST', url, payload: '<a/>', headers: { 'content-type': 'application/xml', ...(token ? { authorization: token } : {}) } },
    status: 415, msg: 'error.unsupported_media',
  });
  return cases;
}

function malformed(url: string, valid: Fields, field: string, values: unknown[], msg: string, token?: string): Case[] {
  return values.flatMap((value) => [
    { name: `${field} = ${JSON.stringify(value).slice(0, 40)} (JSON)`, request: json(url, { ...valid, [field]: value }, token), status: 400, msg, field },
    { name: `${field} = ${JSON.stringify(value).slice(0, 40)} (form)`, request: form(url, encode({ ...valid, [field]: value }), token), status: 400, msg, field },
  ]);
}

const BAD_ACCOUNTS = ['abc', '1380013800', '138001380000', '12800138000', '+1 2025550123', '138 0013 8000', 'user@', '@example.com', 'user@example', 'a b@example.com', ''];
const BAD_CODES = ['12345', '1234567', 'abcdef', '12 456', '', '１２３４５６'];
const BAD_PAY = ['12345', '1234567', 'abcdef', '', '12345a', '１２３４５６'];

describe(`session: bad input changes nothing (${dbLabel})`, () => {
  let t: TestContext;
  let user: SignedIn;
  let payUser: SignedIn;
  const codeAccount = freshEmail();
  const cases: { route: string; c: Case }[] = [];

  beforeAll(async () => {
    t = await createTestContext({ RATE_LIMIT_OFF: '1' });
    // Live state that a faulty check could change: a pending registration code, a pending
    // reset code, a user with a payment password that counts wrong answers.
    user = await registerUser(t, freshEmail());
    payUser = await registerUser(t, freshEmail());
    await post(t, '/api/userInfo/setPayPassword', { payPassword: '480275', loginPassword: 'secret123' }, payUser.token);
    await requestCode(t, codeAccount, 'register');
    await ageCodes(t, user.userInfo.account, 60);
    await requestCode(t, user.userInfo.account, 'reset');
  });
  afterAll(async () => { await t.close(); });

  const routes: [string, () => Case[]][] = [
    ['sendCode', () => {
      const url = '/api/auth/sendCode';
      const valid = { account: freshEmail(), scene: 'register' };
      return [
        ...genericCases(url, valid, ['account', 'scene']),
        ...malformed(url, valid, 'account', BAD_ACCOUNTS, 'session.account_invalid'),
        ...malformed(url, valid, 'scene', ['signup', 'REGISTER', ''], 'error.field_invalid'),
        { name: 'account of 300 characters', request: json(url, { ...valid, account: `${'a'.repeat(290)}@example.com` }), status: 400, msg: 'error.field_invalid', field: 'account' },
      ];
    }],
    ['register', () => {
      const url = '/api/auth/register';
      const valid = { account: codeAccount, code: '000000', password: 'abc12345' };
      return [
        ...genericCases(url, valid, ['account', 'code', 'password']),
        ...malformed(url, valid, 'account', BAD_ACCOUNTS, 'session.account_invalid'),
        ...malformed(url, valid, 'code', BAD_CODES, 'session.code_format'),
        ...malformed(url, valid, 'password', ['abc123', ''], 'validate.password_min'),
        ...malformed(url, valid, 'password', ['12345678'], 'validate.password_letter'),
        ...malformed(url, valid, 'password', ['abc 12345', 'abc-12345', '密码密码密码密码a'], 'validate.password_chars'),
        ...malformed(url, valid, 'password', ['a'.repeat(129), '1'.repeat(129), '!'.repeat(300)], 'validate.password_too_long'),
        ...malformed(url, valid, 'inviteCode', ['X'.repeat(33)], 'error.field_invalid'),
        ...malformed(url, valid, 'inviteCode', ['AB\u0000C', 'DEMO-2026', 'A B', '\u{1F642}'], 'session.invite_code_invalid'),
        { name: 'inviteCode as a number', request: json(url, { ...valid, inviteCode: 12345678 }), status: 400, msg: 'error.field_invalid', field: 'inviteCode' },
      ];
    }],
    ['login', () => {
      const url = '/api/auth/login';
      const valid = { account: 'demo@example.com', password: 'demo1234' };
      return [
        ...genericCases(url, valid, ['account', 'password']),
        ...malformed(url, valid, 'account', BAD_ACCOUNTS, 'session.account_invalid'),
        ...malformed(url, valid, 'password', ['', 'a'.repeat(129)], 'error.field_invalid'),
      ];
    }],
    ['resetPassword', () => {
      const url = '/api/auth/resetPassword';
      const valid = { account: user.userInfo.account, code: '000000', newPassword: 'abc12345' };
      return [
        ...genericCases(url, valid, ['account', 'code', 'newPassword']),
        ...malformed(url, valid, 'account', BAD_ACCOUNTS, 'session.account_invalid'),
        ...malformed(url, valid, 'code', BAD_CODES, 'session.code_format'),
        ...malformed(url, valid, 'newPassword', ['abc123'], 'validate.password_min'),
        ...malformed(url, valid, 'newPassword', ['12345678'], 'validate.password_letter'),
        ...malformed(url, valid, 'newPassword', ['abc_12345'], 'validate.password_chars'),
        ...malformed(url, valid, 'newPassword', ['a'.repeat(129)], 'validate.password_too_long'),
      ];
    }],
    ['changePassword', () => {
      const url = '/api/userInfo/changePassword';
      const valid = { oldPassword: 'secret123', newPassword: 'abc12345' };
      return [
        ...genericCases(url, valid, ['oldPassword', 'newPassword'], user.token),
        ...malformed(url, valid, 'oldPassword', ['', 'a'.repeat(129)], 'error.field_invalid', user.token),
        ...malformed(url, valid, 'newPassword', ['abc123'], 'validate.password_min', user.token),
        ...malformed(url, valid, 'newPassword', ['12345678'], 'validate.password_letter', user.token),
        ...malformed(url, valid, 'newPassword', ['abc.12345'], 'validate.password_chars', user.token),
        ...malformed(url, valid, 'newPassword', ['a'.repeat(129), '!'.repeat(300)], 'validate.password_too_long', user.token),
        { name: 'valid body without a session', request: json(url, valid), status: 401, msg: 'error.unauthorized' },
        { name: 'bad body without a session', request: json(url, { oldPassword: 1 }), status: 401, msg: 'error.unauthorized' },
      ];
    }],
    ['setPayPassword', () => {
      const url = '/api/userInfo/setPayPassword';
      const valid = { payPassword: '480275', loginPassword: 'secret123' };
      return [
        ...genericCases(url, valid, ['payPassword', 'loginPassword'], user.token),
        ...malformed(url, valid, 'payPassword', BAD_PAY, 'session.pay_password_format', user.token),
        ...malformed(url, valid, 'loginPassword', ['', 'a'.repeat(129)], 'error.field_invalid', user.token),
        { name: 'payPassword as a number', request: json(url, { ...valid, payPassword: 480275 }, user.token), status: 400, msg: 'error.field_invalid', field: 'payPassword' },
        { name: 'valid body without a session', request: json(url, valid), status: 401, msg: 'error.unauthorized' },
      ];
    }],
    ['verifyPayPassword', () => {
      const url = '/api/userInfo/verifyPayPassword';
      const valid = { payPassword: '000000' };
      return [
        ...genericCases(url, valid, ['payPassword'], payUser.token),
        ...malformed(url, valid, 'payPassword', BAD_PAY, 'session.pay_password_format', payUser.token),
        { name: 'valid body without a session', request: json(url, valid), status: 401, msg: 'error.unauthorized' },
      ];
    }],
    ['logout', () => {
      const url = '/api/auth/logout';
      return [
        ...genericCases(url, {}, [], user.token),
        { name: 'without a session', request: json(url, {}), status: 401, msg: 'error.unauthorized' },
        { name: 'with an unknown token', request: json(url, {}, 'Z'.repeat(43)), status: 401, msg: 'error.unauthorized' },
      ];
    }],
    ['getUserInfo / isSetWithPwd', () => [
      { name: 'getUserInfo without a session', request: { method: 'GET', url: '/api/userInfo/getUserInfo' }, status: 401, msg: 'error.unauthorized' },
      { name: 'isSetWithPwd with a malformed token', request: { method: 'GET', url: '/api/userInfo/isSetWithPwd', headers: { authorization: 'Bearer <script>' } }, status: 401, msg: 'error.unauthorized' },
      { name: 'getUserInfo with a token of 500 characters', request: { method: 'GET', url: '/api/userInfo/getUserInfo', headers: { authorization: 'a'.repeat(500) } }, status: 401, msg: 'error.unauthorized' },
    ]],
  ];

  for (const [route, build] of routes) {
    it(`${route}: every bad request gets a clear envelope and changes nothing`, async () => {
      const built = build();
      expect(built.length).toBeGreaterThan(2);
      const before = await snapshot(t);
      for (const c of built) {
        const r = await call(t.app, c.request);
        const label = `${route}: ${c.name} -> ${r.status} ${JSON.stringify(r.body).slice(0, 200)}`;
        expect(r.status, label).toBe(c.status);
        expect(r.body.code, label).toBe(c.status === 401 ? 401 : 500);
        expect(Array.isArray(c.msg) ? c.msg : [c.msg], label).toContain(r.body.msg);
        expect(r.body.data, label).toBeUndefined();
        if (c.field) expect(r.body.params?.field, label).toBe(c.field);
        expect(JSON.stringify(r.body), label).not.toMatch(/stack|select |insert |at \w+ \(|ZodError/i);
        cases.push({ route, c });
      }
      expect(await snapshot(t), route).toEqual(before);
    });
  }

  it('left the live codes and the payment password usable after all of it', async () => {
    expect(cases.length).toBeGreaterThan(200);
    // The payment password still has all 5 attempts: no bad request was counted as a guess.
    const wrong = await post(t, '/api/userInfo/verifyPayPassword', { payPassword: '000000' }, payUser.token);
    expect(wrong.body).toMatchObject({ msg: 'session.pay_password_wrong', params: { remaining: 4 } });
    const row = await t.database.db.selectFrom('verification_code').select('attempts').where('account', '=', codeAccount).executeTakeFirstOrThrow();
    expect(row.attempts).toBe(0);
  });
});
