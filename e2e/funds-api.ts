import { createHash, randomBytes } from 'node:crypto';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import type { TestServer } from './harness.ts';

/**
 * What the funds end-to-end files share: calls to the API as the app makes them (and to the
 * operator API), a customer registered through the API and signed in through the app, the
 * session token the app stored, and wallet addresses nobody holds.
 */

export interface Envelope<T> {
  code: number;
  msg: string;
  data?: T;
  rows?: T;
  total?: number;
}

export interface CallInit {
  method?: string;
  token?: string | null;
  body?: Record<string, string>;
  /** An operator call, with the operator credentials the server was started with. */
  ops?: boolean;
  key?: string;
}

/** Calls of a server started with `OPS_CREDENTIALS: ops` (as `user:secret`). */
export function fundsApi(ops = '') {
  return async function api<T>(server: TestServer, p: string, init: CallInit = {}): Promise<Envelope<T>> {
    const headers: Record<string, string> = {};
    if (init.token) headers.Authorization = init.token;
    if (init.ops) headers.Authorization = `Basic ${Buffer.from(ops).toString('base64')}`;
    if (init.key) headers['Idempotency-Key'] = init.key;
    // Customers' calls send form bodies, as the app does; the operator API takes JSON only.
    if (init.body) headers['Content-Type'] = init.ops ? 'application/json' : 'application/x-www-form-urlencoded';
    const res = await fetch(`${server.baseUrl}${p}`, {
      method: init.method ?? (init.body ? 'POST' : 'GET'),
      headers,
      body: init.body ? (init.ops ? JSON.stringify(init.body) : new URLSearchParams(init.body).toString()) : undefined,
    });
    return (await res.json()) as Envelope<T>;
  };
}

const api = fundsApi();

/** The session token the app stored. */
export const tokenOf = (page: Page) => page.evaluate(() => JSON.parse(localStorage.getItem('token') ?? 'null') as string | null);

/** Signs in through the app and closes the visit's pop-up notice, when the site has one and it has not shown yet. */
export async function signIn(server: TestServer, page: Page, account: string, password: string): Promise<void> {
  await page.goto(`${server.baseUrl}/#/pages/user/login`);
  await page.getByTestId('login-account').fill(account);
  await page.getByTestId('login-password').fill(password);
  await page.getByTestId('login-submit').click();
  await page.waitForURL(/#\/pages\/tabs\/home\/home-f$/);
  const popUps = (await api<unknown[]>(server, '/api/popUp/list')).rows ?? [];
  // The pop-up shows once per visit of the tab.
  if (popUps.length > 0 && (await page.evaluate(() => sessionStorage.getItem('popUpSeen') !== '1'))) {
    await page.getByTestId('popup-ok').click();
    await page.getByTestId('popup-ok').waitFor({ state: 'hidden' });
  }
}

/** Registers the account through the API (registration has its own test), then signs in through the app. */
export async function registerAndSignIn(server: TestServer, page: Page, account: string, password: string): Promise<void> {
  expect((await api(server, '/api/auth/sendCode', { body: { account, scene: 'register' } })).code).toBe(200);
  const code = await server.readCode(account);
  expect((await api(server, '/api/auth/register', { body: { account, code, password } })).code).toBe(200);
  await signIn(server, page, account, password);
}

/** A well-formed TRON address (base58check of version 0x41 and 20 random bytes) that nobody holds. */
export function tronAddress(): string {
  const payload = Buffer.concat([Buffer.from([0x41]), randomBytes(20)]);
  const sha = (b: Buffer) => createHash('sha256').update(b).digest();
  const bytes = Buffer.concat([payload, sha(sha(payload)).subarray(0, 4)]);
  const alphabet = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';
  let n = BigInt(`0x${bytes.toString('hex')}`);
  let out = '';
  while (n > 0n) {
    out = alphabet[Number(n % 58n)]! + out;
    n /= 58n;
  }
  return out;
}
