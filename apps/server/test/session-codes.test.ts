import net from 'node:net';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { migrate } from '../src/db/migrate.ts';
import { seed } from '../src/db/seed.ts';
import { createTestContext, createTestDatabase, dbLabel, type TestContext } from './helpers.ts';
import { ageCodes, freshEmail, freshPhone, post, requestCode, stored } from './session-helpers.ts';

function otherCode(code: string): string {
  return String((Number(code) + 1) % 1_000_000).padStart(6, '0');
}

describe(`session: verification codes (${dbLabel})`, () => {
  let t: TestContext;
  beforeAll(async () => { t = await createTestContext({ RATE_LIMIT_OFF: '1' }); });
  afterAll(async () => { await t.close(); });

  it('sends a 6-digit code to the outbox and stores only its keyed hash', async () => {
    const phone = freshPhone();
    const code = await requestCode(t, phone, 'register');
    expect(code).toMatch(/^\d{6}$/);
    const out = await t.database.db.selectFrom('message_outbox').selectAll().where('account', '=', phone).execute();
    expect(out).toHaveLength(1);
    expect(out[0]).toMatchObject({ channel: 'sms', scene: 'register' });
    expect(out[0]!.body).toContain(code);
    const row = await t.database.db.selectFrom('verification_code').selectAll().where('account', '=', phone).executeTakeFirstOrThrow();
    expect(JSON.stringify(row)).not.toContain(code);
    expect(row.code_hash).toMatch(/^[0-9a-f]{64}$/);
    const minutes = (row.expires_at.getTime() - row.created_at.getTime()) / 60_000;
    expect(minutes).toBeCloseTo(5, 3);
  });

  it('words the message in the caller language', async () => {
    const email = freshEmail();
    const r = await t.app.inject({ method: 'POST', url: '/api/auth/sendCode', headers: { languageid: '1' }, payload: { account: email, scene: 'register' } });
    expect(r.json()).toMatchObject({ code: 200 });
    const out = await t.database.db.selectFrom('message_outbox').selectAll().where('account', '=', email).executeTakeFirstOrThrow();
    expect(out.channel).toBe('email');
    expect(out.body).toMatch(/^您的验证码是\d{6}，5分钟内有效。/);
  });

  it('refuses a code after 5 minutes', async () => {
    const email = freshEmail();
    const code = await requestCode(t, email, 'register');
    await ageCodes(t, email, 5 * 60 + 1);
    const r = await post(t, '/api/auth/register', { account: email, code, password: 'abc12345' });
    expect(r.body).toMatchObject({ code: 500, msg: 'session.code_expired' });
    const users = await t.database.db.selectFrom('app_user').select('id').where('email', '=', email).execute();
    expect(users).toHaveLength(0);
  });

  it('allows 5 attempts per code, then only a new code works', async () => {
    const email = freshEmail();
    const code = await requestCode(t, email, 'register');
    const wrong = otherCode(code);
    for (const remaining of [4, 3, 2, 1]) {
      const r = await post(t, '/api/auth/register', { account: email, code: wrong, password: 'abc12345' });
      expect(r.body).toMatchObject({ code: 500, msg: 'session.code_wrong', params: { remaining } });
    }
    const fifth = await post(t, '/api/auth/register', { account: email, code: wrong, password: 'abc12345' });
    expect(fifth.body).toMatchObject({ code: 500, msg: 'session.code_attempts_exceeded' });
    const right = await post(t, '/api/auth/register', { account: email, code, password: 'abc12345' });
    expect(right.body).toMatchObject({ code: 500, msg: 'session.code_attempts_exceeded' });

    await ageCodes(t, email, 60);
    const fresh = await requestCode(t, email, 'register');
    const ok = await post(t, '/api/auth/register', { account: email, code: fresh, password: 'abc12345' });
    expect(ok.body.code).toBe(200);
  });

  it('counts concurrent wrong guesses exactly against the bound', async () => {
    const email = freshEmail();
    const code = await requestCode(t, email, 'register');
    const wrong = otherCode(code);
    const results = await Promise.all(Array.from({ length: 12 }, () =>
      post(t, '/api/auth/register', { account: email, code: wrong, password: 'abc12345' })));
    const msgs = results.map((r) => r.body.msg);
    expect(msgs.filter((m) => m === 'session.code_wrong')).toHaveLength(4);
    expect(msgs.filter((m) => m === 'session.code_attempts_exceeded')).toHaveLength(8);
    const row = await t.database.db.selectFrom('verification_code').select('attempts').where('account', '=', email).executeTakeFirstOrThrow();
    expect(row.attempts).toBe(5);
  });

  it('sends no second code within 60 s for the same account, in any scene', async () => {
    const phone = freshPhone();
    const first = await requestCode(t, phone, 'register');
    const again = await post(t, '/api/auth/sendCode', { account: `+86${phone}`, scene: 'register' });
    expect(again.status).toBe(429);
    expect(again.body).toMatchObject({ code: 500, msg: 'session.code_resend_wait' });
    const seconds = Number(again.body.params?.seconds);
    expect(seconds).toBeGreaterThan(55);
    expect(seconds).toBeLessThanOrEqual(60);

    await ageCodes(t, phone, 30);
    const later = await post(t, '/api/auth/sendCode', { account: phone, scene: 'register' });
    expect(Number(later.body.params?.seconds)).toBeLessThanOrEqual(30);
    expect(await t.database.db.selectFrom('verification_code').select('id').where('account', '=', phone).execute()).toHaveLength(1);

    await ageCodes(t, phone, 30);
    const second = await requestCode(t, phone, 'register');
    expect(await t.database.db.selectFrom('message_outbox').select('id').where('account', '=', phone).execute()).toHaveLength(2);
    // Only the newest code is live.
    if (second !== first) {
      const stale = await post(t, '/api/auth/register', { account: phone, code: first, password: 'abc12345' });
      expect(stale.body.msg).toBe('session.code_wrong');
    }
    expect((await post(t, '/api/auth/register', { account: phone, code: second, password: 'abc12345' })).body.code).toBe(200);
    // The wait is the account's, whatever the scene: codes to sign in or to reset the password,
    // asked right after the registration code, wait too.
    for (const scene of ['login', 'reset']) {
      const other = await post(t, '/api/auth/sendCode', { account: phone, scene });
      expect(other.status).toBe(429);
      expect(other.body).toMatchObject({ code: 500, msg: 'session.code_resend_wait' });
    }
  });

  it('issues one code when the same account asks twice at once', async () => {
    const email = freshEmail();
    const results = await Promise.all([1, 2, 3].map(() => post(t, '/api/auth/sendCode', { account: email, scene: 'register' })));
    expect(results.map((r) => r.body.msg).sort()).toEqual(['session.code_resend_wait', 'session.code_resend_wait', 'success']);
    expect(await t.database.db.selectFrom('verification_code').select('id').where('account', '=', email).execute()).toHaveLength(1);
  });

  it('keeps codes to their scene', async () => {
    const email = freshEmail();
    const code = await requestCode(t, email, 'register');
    expect((await post(t, '/api/auth/register', { account: email, code, password: 'abc12345' })).body.code).toBe(200);
    await ageCodes(t, email, 60);
    const loginCode = await requestCode(t, email, 'login');
    const r = await post(t, '/api/auth/resetPassword', { account: email, code: loginCode, newPassword: 'abc123456' });
    expect(r.body).toMatchObject({ code: 500, msg: 'session.code_invalid' });
  });
});

/** A minimal SMTP server that accepts every message and keeps it. */
async function startSmtpServer() {
  const messages: string[] = [];
  const server = net.createServer((sock) => {
    sock.setEncoding('utf8');
    sock.write('220 localhost ESMTP test\r\n');
    let buf = '';
    let inData = false;
    let msg = '';
    sock.on('data', (chunk: string) => {
      buf += chunk;
      let i: number;
      while ((i = buf.indexOf('\r\n')) >= 0) {
        const line = buf.slice(0, i);
        buf = buf.slice(i + 2);
        if (inData) {
          if (line === '.') {
            inData = false;
            messages.push(msg);
            msg = '';
            sock.write('250 OK queued\r\n');
          } else {
            msg += `${line.startsWith('..') ? line.slice(1) : line}\n`;
          }
          continue;
        }
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO' || verb === 'HELO') sock.write('250 localhost\r\n');
        else if (verb === 'DATA') { inData = true; sock.write('354 go ahead\r\n'); }
        else if (verb === 'QUIT') { sock.write('221 bye\r\n'); sock.end(); }
        else sock.write('250 OK\r\n');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as net.AddressInfo).port;
  return { messages, port, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

async function unusedPort(): Promise<number> {
  const s = net.createServer();
  await new Promise<void>((resolve) => s.listen(0, '127.0.0.1', resolve));
  const port = (s.address() as net.AddressInfo).port;
  await new Promise<void>((resolve) => s.close(() => resolve()));
  return port;
}

describe(`session: code delivery (${dbLabel})`, () => {
  it('writes the code to the server log at info level with the demo sender', async () => {
    const { database, drop } = await createTestDatabase();
    const lines: string[] = [];
    const stream = new Writable({ write(chunk, _enc, cb) { lines.push(String(chunk)); cb(); } });
    const config = loadConfig({}, { NODE_ENV: 'test', RATE_LIMIT_OFF: '1' });
    await migrate(database);
    await seed({ config, database });
    const app = await buildApp({ config, database, logger: { level: 'info', stream } });
    try {
      const phone = freshPhone();
      const r = await app.inject({ method: 'POST', url: '/api/auth/sendCode', payload: { account: phone, scene: 'register' } });
      expect(r.json()).toMatchObject({ code: 200 });
      const line = lines.map((l) => JSON.parse(l) as { level: number; msg: string }).find((l) => l.msg.startsWith('verification code for'));
      expect(line?.level).toBe(30);
      expect(line?.msg).toMatch(new RegExp(`^verification code for ${phone}: \\d{6}$`));
    } finally {
      await app.close();
      await database.close();
      await drop();
    }
  });

  it('emails codes through SMTP when SMTP_URL is set, and keeps SMS codes in the outbox', async () => {
    const smtp = await startSmtpServer();
    const t = await createTestContext({ RATE_LIMIT_OFF: '1', SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, SMTP_FROM: 'codes@broker.test' });
    try {
      const email = freshEmail();
      expect((await post(t, '/api/auth/sendCode', { account: email, scene: 'register' })).body.code).toBe(200);
      expect(smtp.messages).toHaveLength(1);
      const mail = smtp.messages[0]!;
      expect(mail).toMatch(new RegExp(`^To: ${email}$`, 'mi'));
      expect(mail).toMatch(/^From: codes@broker\.test$/mi);
      expect(mail).toMatch(/^Subject: Your verification code$/mi);
      const code = mail.match(/Your verification code is (\d{6})\./)?.[1];
      expect(code).toMatch(/^\d{6}$/);
      expect(await t.database.db.selectFrom('message_outbox').select('id').where('account', '=', email).execute()).toHaveLength(0);
      const reg = await post(t, '/api/auth/register', { account: email, code: code!, password: 'abc12345' });
      expect(reg.body.code).toBe(200);

      const phone = freshPhone();
      await requestCode(t, phone, 'register');
      expect(smtp.messages).toHaveLength(1);
    } finally {
      await t.close();
      await smtp.close();
    }
  });

  it('reports a failed delivery and lets the user ask again at once', async () => {
    const t = await createTestContext({ RATE_LIMIT_OFF: '1', SMTP_URL: `smtp://127.0.0.1:${await unusedPort()}` });
    try {
      const email = freshEmail();
      const r = await post(t, '/api/auth/sendCode', { account: email, scene: 'register' });
      expect(r.body).toMatchObject({ code: 500, msg: 'session.code_send_failed' });
      expect(await t.database.db.selectFrom('verification_code').select('id').where('account', '=', stored(email)).execute()).toHaveLength(0);
      const again = await post(t, '/api/auth/sendCode', { account: email, scene: 'register' });
      expect(again.body.msg).toBe('session.code_send_failed');
    } finally {
      await t.close();
    }
  });
});
