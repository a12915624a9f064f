import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLocale, initI18n } from '@/lib/i18n/i18n';
import { endSession, sessionStore, startSession } from '@/lib/session/session-store';
import { getLangDictionary } from '@/lib/settings/get-lang-dictionary';
import { startHttpServer } from '@/testing/http-server';
import { memoryStorage } from '@/testing/memory-storage';
import { ApiError } from './api-error';
import { connectApiEvents } from './api-events';
import { apiGet, apiPost, dataOf, defaultTimeoutMs, FIRST_TIMEOUT_MS, LATER_TIMEOUT_MS, request, resetRequestTimeoutForTests } from './client';
import { requestFile } from './request-file';
import { apiBaseUrl, chooseLine } from './lines';

/**
 * The request layer against a real HTTP server: headers, bodies, the chosen line, and every
 * row of the error catalogue of spec point 8 as the user meets it (toast text, session end).
 */
const TOKEN = 'a'.repeat(43);
/** The 8-byte PNG signature and a few bytes more: what a proof image's answer starts with. */
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
let server: Awaited<ReturnType<typeof startHttpServer>>;
let toasts: string[] = [];
let sessionsEnded = 0;
let sessionsReplaced = 0;
let endedWith: string[] = [];

beforeAll(async () => {
  await initI18n();
  server = await startHttpServer({
    '/api/ok': () => ({ body: { code: 200, msg: 'success', data: { value: '1.50' } } }),
    '/api/echo': () => ({ body: { code: 200, msg: 'success' } }),
    '/api/done-before': () => ({ status: 409, body: { code: 500, msg: 'hint_48', params: {} } }),
    '/api/expired': () => ({ status: 401, body: { code: 401, msg: 'error.unauthorized', params: {} } }),
    '/api/ignored': () => ({ body: { code: 209, msg: 'whatever' } }),
    '/api/failed': () => ({ status: 400, body: { code: 500, msg: 'error.field_required', params: { field: 'account' } } }),
    '/api/failed-unknown-key': () => ({ status: 400, body: { code: 500, msg: 'nobody.knows_this', params: {} } }),
    '/api/teapot': () => ({ status: 418, body: { code: 418, msg: 'error.bad_request', params: {} } }),
    '/api/limited': () => ({ status: 429, body: { code: 500, msg: 'error.rate_limited', params: { seconds: 719 } } }),
    '/api/html': () => ({ status: 502, body: '<html><body>Bad gateway</body></html>' }),
    '/api/json-string': () => ({ body: JSON.stringify(JSON.stringify({ code: 200, msg: 'success', data: { ok: true } })) }),
    '/api/hang': () => 'hang',
    '/api/image': () => ({ body: PNG, contentType: 'image/png' }),
    '/api/text-file': () => ({ body: 'not an image', contentType: 'text/plain; charset=utf-8' }),
    '/api/langMgr/list': (req) => ({
      body: {
        code: 200,
        msg: 'success',
        data: {
          lang: new URL(req.url, 'http://x').searchParams.get('lang'),
          messages: { 'error.field_required': 'Server says: {{field}} is required' },
        },
      },
    }),
  });
  chooseLine({ index: 1, name: 'test', url: server.url }, [
    { index: 0, name: 'origin', url: '' },
    { index: 1, name: 'test', url: server.url },
  ]);
});

afterAll(async () => {
  await server.close();
});

beforeEach(() => {
  toasts = [];
  sessionsEnded = 0;
  sessionsReplaced = 0;
  endedWith = [];
  server.requests.length = 0;
  connectApiEvents({
    notify: (m) => toasts.push(m),
    sessionEnded: (m) => {
      sessionsEnded++;
      endedWith.push(m);
    },
    sessionReplaced: () => sessionsReplaced++,
  });
});

afterEach(async () => {
  endSession();
  await changeLocale('en');
});

const last = () => server.requests[server.requests.length - 1]!;

describe('what every call sends', () => {
  it('goes to the chosen line with Accept-Language, LanguageId, Authorization and a form content type', async () => {
    startSession(TOKEN, 'demo@example.com', null);
    await changeLocale('rus');
    await apiGet('/api/ok');
    expect(apiBaseUrl()).toBe(server.url);
    expect(last().headers['accept-language']).toBe('rus');
    expect(last().headers['languageid']).toBe('14');
    expect(last().headers['authorization']).toBe(TOKEN);
    expect(last().headers['content-type']).toBe('application/x-www-form-urlencoded');
  });

  it('sends no Authorization header when signed out', async () => {
    await apiGet('/api/ok');
    expect(last().headers['authorization']).toBeUndefined();
  });

  it('encodes query values and form bodies with bracket keys', async () => {
    await apiGet('/api/echo', { pageNum: 1, params: { pagePath: 'pages/tabs/home/home-f', keyWords: 'BTC USD' } });
    expect(decodeURIComponent(last().url)).toBe('/api/echo?pageNum=1&params[pagePath]=pages/tabs/home/home-f&params[keyWords]=BTC USD');
    await apiPost('/api/echo', { account: 'a@b.co', params: { ids: [3, 4] }, skipped: undefined });
    expect(last().method).toBe('POST');
    expect(decodeURIComponent(last().body)).toBe('account=a@b.co&params[ids][0]=3&params[ids][1]=4');
  });

  it('always sends a body with a POST, JSON when asked', async () => {
    await apiPost('/api/echo');
    expect(last().headers['content-length']).toBe('0');
    await apiPost('/api/echo', undefined, { json: true });
    expect(last().headers['content-type']).toBe('application/json');
    expect(last().body).toBe('{}');
    await apiPost('/api/echo', { amount: '10.5' }, { json: true });
    expect(JSON.parse(last().body)).toEqual({ amount: '10.5' });
  });
});

describe('the error catalogue (spec point 8)', () => {
  it('resolves a 200 envelope with its data', async () => {
    expect(dataOf(await apiGet<{ value: string }>('/api/ok'))).toEqual({ value: '1.50' });
    expect(toasts).toEqual([]);
  });

  it('parses a JSON envelope sent as a JSON string', async () => {
    expect(dataOf(await apiGet('/api/json-string'))).toEqual({ ok: true });
  });

  it('treats msg hint_48 as success whatever the code', async () => {
    const envelope = await apiPost('/api/done-before', {}, { catch: true });
    expect(envelope.msg).toBe('hint_48');
    expect(toasts).toEqual([]);
  });

  it('on 401 clears the token and account and ends the session', async () => {
    startSession(TOKEN, 'demo@example.com', null);
    const error = await apiGet('/api/expired').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).kind).toBe('unauthorized');
    expect(sessionStore.getState()).toMatchObject({ token: null, account: null, userInfo: null });
    expect(sessionsEnded).toBe(1);
    // With the reason, translated, for the sign-in page to show.
    expect(endedWith).toEqual([(error as ApiError).message]);
    expect(endedWith[0]).not.toBe('');
  });

  it('ignores 209 silently, even for a caller that catches', async () => {
    const envelope = await apiGet('/api/ignored', undefined, { catch: true });
    expect(envelope.code).toBe(209);
    expect(dataOf(envelope)).toBeNull();
    expect(toasts).toEqual([]);
  });

  it('toasts a 500 message translated by the server dictionary and formatted with params', async () => {
    await getLangDictionary('en');
    const error = await apiPost('/api/failed').catch((e: unknown) => e);
    expect((error as ApiError).kind).toBe('server');
    expect(toasts).toEqual(['Server says: account is required']);
  });

  it('falls back to the bundled strings for a key the dictionary lacks, and never shows a raw key', async () => {
    await changeLocale('de');
    await apiPost('/api/failed').catch(() => undefined);
    expect(toasts[0]).toBe('Pflichtfeld fehlt: account');
    await apiPost('/api/failed-unknown-key').catch(() => undefined);
    expect(toasts[1]).toBe('Etwas ist schiefgelaufen. Bitte erneut versuchen.');
  });

  it('toasts how long to wait when a call is over its request budget (HTTP 429, code 500)', async () => {
    const error = await apiPost('/api/limited', {}, { catch: true }).catch((e: unknown) => e);
    expect((error as ApiError).kind).toBe('server');
    await changeLocale('es');
    await apiPost('/api/limited').catch(() => undefined);
    expect(toasts).toEqual(['Too many attempts. Try again in 12 minutes.', 'Demasiados intentos. Inténtalo de nuevo en 12 minutos.']);
  });

  it('rejects other codes only when the caller asks, without a toast', async () => {
    const resolved = await apiGet('/api/teapot');
    expect(resolved.code).toBe(418);
    expect(dataOf(resolved)).toBeNull();
    const error = await apiGet('/api/teapot', undefined, { catch: true }).catch((e: unknown) => e);
    expect((error as ApiError).kind).toBe('code');
    expect((error as ApiError).code).toBe(418);
    expect(toasts).toEqual([]);
  });

  it('reports a response that is not an envelope as a transport failure', async () => {
    const error = await apiGet('/api/html').catch((e: unknown) => e);
    expect((error as ApiError).kind).toBe('transport');
    expect(toasts).toEqual(['Interface exception, please try again later']);
  });

  it('reports a server that does not answer as a transport failure, in the current language', async () => {
    await changeLocale('zh');
    const error = await request('/api/ok', { baseUrl: 'http://127.0.0.1:9' }).catch((e: unknown) => e);
    expect((error as ApiError).kind).toBe('transport');
    expect(toasts).toEqual(['接口异常，请稍后再试']);
  });

  it("toasts 'Request timeout' when no response comes in time", async () => {
    const error = await request('/api/hang', { timeoutMs: 300 }).catch((e: unknown) => e);
    expect((error as ApiError).kind).toBe('timeout');
    expect(toasts).toEqual(['Request timeout']);
  });

  it('stays quiet for background calls that ask it to', async () => {
    await request('/api/hang', { timeoutMs: 200, quiet: true }).catch(() => undefined);
    await request('/api/failed', { quiet: true }).catch(() => undefined);
    expect(toasts).toEqual([]);
  });

  it('leaves to the caller only the server messages it says it shows itself', async () => {
    const shown = await apiGet('/api/failed', undefined, { quietFor: ['error.field_required'] }).catch((e: unknown) => e);
    expect((shown as ApiError).kind).toBe('server');
    expect((shown as ApiError).envelope?.msg).toBe('error.field_required');
    expect(toasts).toEqual([]);
    // Any other failure of the same call is still toasted.
    await apiGet('/api/failed-unknown-key', undefined, { quietFor: ['error.field_required'] }).catch(() => undefined);
    await request('/api/hang', { timeoutMs: 200, quietFor: ['error.field_required'] }).catch(() => undefined);
    expect(toasts).toEqual(['Something went wrong. Please try again.', 'Request timeout']);
  });

  it('shows nothing when the caller cancels', async () => {
    const controller = new AbortController();
    const pending = request('/api/hang', { signal: controller.signal }).catch((e: unknown) => e);
    setTimeout(() => controller.abort(), 50);
    expect(((await pending) as ApiError).kind).toBe('aborted');
    expect(toasts).toEqual([]);
  });
});

describe('files served to the signed-in customer only (requestFile)', () => {
  it('fetches the bytes with the session, the language and the type asked for', async () => {
    startSession(TOKEN, 'demo@example.com', null);
    const blob = await requestFile('/api/image', 'image/*', { params: { fileId: 7 } });
    expect(blob.type).toBe('image/png');
    expect(Buffer.from(await blob.arrayBuffer())).toEqual(PNG);
    expect(last().url).toBe('/api/image?fileId=7');
    expect(last().headers).toMatchObject({ authorization: TOKEN, 'accept-language': 'en', accept: 'image/*, application/json' });
  });

  it('ends the session on a 401, as every call does', async () => {
    startSession(TOKEN, 'demo@example.com', null);
    const error = await requestFile('/api/expired', 'image/*', { quiet: true }).catch((e: unknown) => e);
    expect((error as ApiError).kind).toBe('unauthorized');
    expect(sessionStore.getState().token).toBeNull();
    expect(sessionsEnded).toBe(1);
  });

  it('rejects a refusal, a file of another type and a server that does not answer, quietly when asked', async () => {
    const refused = await requestFile('/api/failed', 'image/*', { quiet: true }).catch((e: unknown) => e);
    expect((refused as ApiError).kind).toBe('server');
    const text = await requestFile('/api/text-file', 'image/*', { quiet: true }).catch((e: unknown) => e);
    expect((text as ApiError).kind).toBe('transport');
    const html = await requestFile('/api/html', 'image/*', { quiet: true }).catch((e: unknown) => e);
    expect((html as ApiError).kind).toBe('transport');
    expect(toasts).toEqual([]);
    // Not quiet: the refusal is toasted in the customer's language.
    await requestFile('/api/failed', 'image/*').catch(() => {});
    expect(toasts).toHaveLength(1);
  });
});

describe('request timeout (spec point 9)', () => {
  it('is 60 s until the first response and 10 s after', async () => {
    resetRequestTimeoutForTests();
    expect(defaultTimeoutMs()).toBe(FIRST_TIMEOUT_MS);
    expect(FIRST_TIMEOUT_MS).toBe(60_000);
    await apiGet('/api/ok');
    expect(defaultTimeoutMs()).toBe(LATER_TIMEOUT_MS);
    expect(LATER_TIMEOUT_MS).toBe(10_000);
  });
});

describe('a 401 for a token the session no longer has (tabs of one browser share the stored session)', () => {
  const NEW = 'b'.repeat(43);
  beforeEach(() => {
    vi.stubGlobal('localStorage', memoryStorage());
    startSession(TOKEN, 'demo@example.com', null);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("leaves the session another tab signed in with, and takes it, when the refused request went with the old token", async () => {
    const pending = apiGet('/api/expired').catch((e: unknown) => e);
    // Another tab signs out and in as someone else while the request is on its way.
    localStorage.setItem('token', JSON.stringify(NEW));
    localStorage.setItem('account', JSON.stringify('eve@example.com'));
    const error = await pending;
    expect((error as ApiError).kind).toBe('unauthorized');
    expect(sessionStore.getState()).toMatchObject({ token: NEW, account: 'eve@example.com' });
    expect(localStorage.getItem('token')).toBe(JSON.stringify(NEW));
    expect([sessionsEnded, sessionsReplaced]).toEqual([0, 1]);
  });

  it('ends the session once when several requests of it are refused', async () => {
    const errors = await Promise.all([1, 2, 3].map(() => apiGet('/api/expired').catch((e: unknown) => e)));
    expect(errors.every((e) => (e as ApiError).kind === 'unauthorized')).toBe(true);
    expect(sessionsEnded).toBe(1);
    expect(sessionStore.getState().token).toBeNull();
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('applies nothing of an answer to a request of the session another tab replaced meanwhile', async () => {
    const read = apiGet('/api/ok').catch((e: unknown) => e);
    const change = apiPost('/api/ok', { amount: '1' }).catch((e: unknown) => e);
    const file = requestFile('/api/image', 'image/*').catch((e: unknown) => e);
    // Another tab signs in as someone else while the requests are on their way.
    localStorage.setItem('token', JSON.stringify(NEW));
    for (const outcome of await Promise.all([read, change, file])) {
      expect(outcome).toBeInstanceOf(ApiError);
      expect((outcome as ApiError).kind).toBe('aborted');
    }
    expect(toasts).toEqual([]);
    // The answers ended nothing: the other tab's session stands.
    expect([sessionsEnded, sessionsReplaced]).toEqual([0, 0]);
    expect(localStorage.getItem('token')).toBe(JSON.stringify(NEW));
  });

  it('applies the answer to a request sent signed out (site data) after a sign-in', async () => {
    endSession();
    const read = apiGet<{ value: string }>('/api/ok');
    localStorage.setItem('token', JSON.stringify(NEW));
    expect(dataOf(await read)).toEqual({ value: '1.50' });
  });

  it('ends the session when another tab signed out and the refused request went with its token', async () => {
    localStorage.removeItem('token');
    await apiGet('/api/expired').catch(() => undefined);
    expect([sessionsEnded, sessionsReplaced]).toEqual([1, 0]);
    expect(sessionStore.getState().token).toBeNull();
  });
});
