import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestContext, dbLabel, type TestContext } from './helpers.ts';
import { createUser, type TestUser } from './funds-fixtures.ts';

/**
 * `Authorization` carries the bare token (as the app sends it) or `Bearer <token>`, the
 * scheme matched without regard to letter case (RFC 7235, section 2.1).
 */
describe(`the Authorization header's scheme (${dbLabel})`, () => {
  let t: TestContext;
  let u: TestUser;
  beforeAll(async () => {
    t = await createTestContext({ RATE_LIMIT_OFF: '1' });
    u = await createUser(t.database.db);
  });
  afterAll(async () => { await t.close(); });

  const me = (authorization: string) => call(t.app, { url: '/api/userInfo/getUserInfo', headers: { authorization } });

  it.each(['%s', 'Bearer %s', 'bearer %s', 'BEARER %s', 'bEaReR %s', 'Bearer  %s'])('takes %j', async (form) => {
    const r = await me(form.replace('%s', u.token));
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ code: 200, data: { id: u.id } });
  });

  it.each(['Bearer%s', 'Basic %s', 'bearer: %s', 'bearer %s x', 'Token %s', ' bearer %s'])('refuses %j', async (form) => {
    const r = await me(form.replace('%s', u.token));
    expect(r.status).toBe(401);
    expect(r.body).toMatchObject({ code: 401, msg: 'error.unauthorized' });
  });
});
