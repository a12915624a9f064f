import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fundsApi, registerAndSignIn, tokenOf, tronAddress, type Envelope } from './funds-api.ts';
import { launchBrowser, newPhonePage, startServer, type TestServer } from './harness.ts';

/**
 * The fee charged is the fee confirmed: when the server charges another fee than the one the
 * confirmation sheet shows (an operator changed the channel while it was open), the withdrawal
 * is refused, and the sheet stays open with the new fee and net amount to confirm again.
 */

const PASSWORD = 'feechanged1234';
const PAY_PASSWORD = '246810';
const OPS = 'e2eops:funds-fee-changed-operator-secret';
const api = fundsApi(OPS);

describe('withdrawal: a fee changed while the confirmation is open', () => {
  let server: TestServer;
  let browser: Browser;
  let page: Page;
  let tk = '';
  const account = `feechanged.${Date.now()}@example.com`;

  beforeAll(async () => {
    server = await startServer({ env: { OPS_CREDENTIALS: OPS, DEMO_PAYMENTS: '0' } });
    browser = await launchBrowser();
    page = await newPhonePage(browser, server.baseUrl);
    await registerAndSignIn(server, page, account, PASSWORD);
    tk = (await tokenOf(page))!;
    const channels = (await api<{ id: number; code: string }[]>(server, '/api/rechargeChannelConfig/list', { token: tk })).rows!;
    const recharge = await api<{ id: number }>(server, '/api/rechargeOrder/submit', {
      token: tk, key: `recharge-${Date.now()}`, body: { channelId: String(channels.find((c) => c.code === 'usdt-trc20')!.id), amount: '500' },
    });
    const id = String(recharge.data!.id);
    expect((await api(server, '/api/ops/rechargeOrder/credit', { ops: true, key: `credit-${id}`, body: { id, note: 'checked' } })).code).toBe(200);
    expect((await api(server, '/api/userInfo/setPayPassword', { token: tk, body: { payPassword: PAY_PASSWORD, loginPassword: PASSWORD } })).code).toBe(200);
    expect((await api(server, '/api/userWalletAddress/add', { token: tk, body: { currencyId: '3', network: 'TRC20', address: tronAddress(), label: 'Mine' } })).code).toBe(200);
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('refuses the fee shown when the server charges another, and keeps the sheet open with the new figures', async () => {
    // The figures the sheet shows are older than the channel's fee: the quote says 4 USDT
    // where the server charges 1 USDT now.
    const stale = '**/api/withdrawOrder/quote?*amount=100*';
    await page.route(stale, async (route) => {
      const res = await route.fetch();
      const body = (await res.json()) as Envelope<Record<string, unknown>>;
      await route.fulfill({ response: res, json: { ...body, data: { ...body.data, fee: '4', netAmount: '96' } } });
    });
    await page.goto(`${server.baseUrl}/#/pages/user/withdrawl`);
    await page.getByTestId('withdraw-channel-usdt-trc20').click();
    await page.getByTestId('withdraw-amount').fill('100');
    await page.getByTestId('withdraw-destination-option').filter({ hasText: 'Mine' }).click();
    await expect.poll(() => page.getByTestId('withdraw-net').textContent()).toBe('96.00 USDT');
    await page.getByTestId('withdraw-submit').click();
    await page.getByTestId('pay-password-sheet').waitFor();
    expect(await page.getByTestId('confirm-fee').textContent()).toBe('4.00 USDT');
    await page.unroute(stale);

    const sent: Record<string, string>[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/api/withdrawOrder/submit')) sent.push({ ...Object.fromEntries(new URLSearchParams(r.postData() ?? '')), key: r.headers()['idempotency-key'] ?? '' });
    });
    await page.getByTestId('pay-password-input').fill(PAY_PASSWORD);
    await page.getByTestId('pay-password-confirm').click();

    await expect.poll(() => page.getByTestId('pay-password-sheet').textContent()).toContain('The fee has changed to 1.00 USDT; you would receive 99.00 USDT. Check the amounts and confirm again.');
    await expect.poll(() => page.getByTestId('confirm-fee').textContent()).toBe('1.00 USDT');
    expect(await page.getByTestId('confirm-net').textContent()).toBe('99.00 USDT');
    // Nothing was withdrawn.
    expect((await api<unknown[]>(server, '/api/withdrawOrder/list', { token: tk })).rows).toEqual([]);
    expect(sent[0]).toMatchObject({ amount: '100', expectedFee: '4' });

    if (!(await page.getByTestId('pay-password-input').inputValue())) await page.getByTestId('pay-password-input').fill(PAY_PASSWORD);
    await page.getByTestId('pay-password-confirm').click();
    await page.waitForURL(/#\/pages\/user\/withdrawRecord$/);
    expect(sent[1]).toMatchObject({ amount: '100', expectedFee: '1', key: sent[0]!.key });
    const orders = (await api<{ amount: string; fee: string; netAmount: string }[]>(server, '/api/withdrawOrder/list', { token: tk })).rows!;
    expect(orders.map((o) => [o.amount, o.fee, o.netAmount])).toEqual([['100', '1', '99']]);
  });
});
