import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from './harness.ts';

/**
 * The server lifecycle every end-to-end flow relies on: codes readable from the log, data kept
 * across a graceful restart and across a crash (SIGKILL), and a stopped server really down.
 */
describe('e2e harness: server lifecycle', () => {
  let server: TestServer;
  const account = '13800138123';
  const password = 'harness2024';

  const post = async (path: string, body: Record<string, string>) => {
    const res = await fetch(`${server.baseUrl}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'accept-language': 'en', languageid: '2' },
      body: JSON.stringify(body),
    });
    return (await res.json()) as { code: number; msg: string; data?: Record<string, unknown> };
  };
  const login = () => post('/api/auth/login', { account, password });

  beforeAll(async () => {
    server = await startServer();
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('reads the verification code the server logged, in the form the user typed', async () => {
    expect((await post('/api/auth/sendCode', { account, scene: 'register' })).code).toBe(200);
    const code = await server.readCode(account);
    expect(code).toMatch(/^\d{6}$/);
    expect(await server.readCode('+86 138 0013 8123')).toBe(code);
    await expect(server.readCode('13900000000', 300)).rejects.toThrow(/no verification code for 13900000000/);

    const registered = await post('/api/auth/register', { account, code, password, inviteCode: '' });
    expect(registered, JSON.stringify(registered)).toMatchObject({ code: 200 });
    expect((await login()).code).toBe(200);
  });

  it('keeps the data across a graceful restart on the same port', async () => {
    const before = server.baseUrl;
    await server.restart();
    expect(server.baseUrl).toBe(before);
    expect((await login()).code).toBe(200);
  });

  it('keeps acknowledged data across a crash (SIGKILL) and restart', async () => {
    // Written just before the crash, acknowledged, and never shut down cleanly: an account
    // registered and a session opened.
    const other = '13800138124';
    expect((await post('/api/auth/sendCode', { account: other, scene: 'register' })).code).toBe(200);
    const code = await server.readCode(other);
    expect((await post('/api/auth/register', { account: other, code, password, inviteCode: '' })).code).toBe(200);
    const session = await login();
    expect(session.code).toBe(200);
    await server.kill('SIGKILL');
    expect(server.logs()).toMatch(/server exited \(SIGKILL\)/);
    await server.restart();
    expect((await post('/api/auth/login', { account: other, password })).code).toBe(200);
    const me = await fetch(`${server.baseUrl}/api/userInfo/getUserInfo`, { headers: { authorization: String(session.data!.token) } });
    expect(((await me.json()) as { code: number }).code).toBe(200);
  });

  it('is unreachable after stop()', async () => {
    await server.stop();
    await expect(fetch(`${server.baseUrl}/api/health`)).rejects.toThrow();
    await server.restart();
    expect((await fetch(`${server.baseUrl}/api/health`)).status).toBe(200);
  });
});
