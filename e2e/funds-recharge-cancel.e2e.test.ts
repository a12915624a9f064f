import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fundsApi, registerAndSignIn, tokenOf } from './funds-api.ts';
import { launchBrowser, newPhonePage, startServer, type TestServer } from './harness.ts';

/**
 * A recharge on the third-party payment page left unpaid: the daily limit's refusal under the
 * amount in the customer's number format, cancelling the unpaid order, and trying again.
 */

const PASSWORD = 'rechargecancel1234';

const api = fundsApi();

describe('funds: cancelling an unpaid recharge', () => {
  let server: TestServer;
  let browser: Browser;
  let page: Page;
  const account = `recharge.cancel.${Date.now()}@example.com`;

  beforeAll(async () => {
    server = await startServer();
    browser = await launchBrowser();
    page = await newPhonePage(browser, server.baseUrl);
    await registerAndSignIn(server, page, account, PASSWORD);
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('says the day is used up in German numbers, cancels an unpaid order after a warning, and lets the customer try again', async () => {
    const token = await tokenOf(page);
    const channels = (await api<{ id: number; code: string }[]>(server, '/api/rechargeChannelConfig/list', { token })).rows!;
    const card = channels.find((c) => c.code === 'card-usd')!.id;
    const bank = channels.find((c) => c.code === 'bank-usd')!.id;
    // Two payment pages opened and left unpaid: 20,000 USD a day, 9,979.99 left.
    const unpaid = await api<{ id: number }>(server, '/api/rechargeOrder/submit', { token, body: { channelId: String(card), amount: '10000' } });
    expect((await api(server, '/api/rechargeOrder/submit', { token, body: { channelId: String(card), amount: '20.01' } })).code).toBe(200);

    await page.evaluate(() => localStorage.setItem('locale', JSON.stringify('de')));
    await page.goto(`${server.baseUrl}/#/pages/user/recharge?channelId=${bank}`);
    await page.reload();
    const chip = (code: string) => page.getByTestId(`recharge-channel-${code}`).getAttribute('aria-checked');
    await expect.poll(() => chip('bank-usd')).toBe('true');
    // A link that changes the channel while the page is open changes the form with it.
    await page.evaluate((id) => { window.location.hash = `#/pages/user/recharge?channelId=${id}`; }, card);
    await expect.poll(() => chip('card-usd')).toBe('true');
    const field = () => page.getByTestId('recharge-amount').evaluate((e) => e.closest('.text-field')?.textContent ?? '');
    expect(await field()).toContain('20.000');

    await page.getByTestId('recharge-amount').fill('10000');
    await page.getByTestId('recharge-submit').click();
    await expect.poll(field).toContain('9.979,99 USD');
    expect(await field()).not.toContain('9979.99');
    expect(await page.locator('.adm-toast-main').count()).toBe(0);

    await page.goto(`${server.baseUrl}/#/pages/user/recharge-detail?id=${unpaid.data!.id}`);
    await page.getByTestId('recharge-cancel').click();
    const dialog = page.locator('.adm-dialog');
    await dialog.getByText('Stornieren Sie sie nur, wenn Sie das Geld noch nicht gesendet haben', { exact: false }).waitFor();
    // The question names the deposit it cancels, in the customer's number format.
    expect(await dialog.textContent()).toContain('Die Einzahlung über 10.000,00 USD stornieren?');
    await dialog.getByRole('button', { name: 'Einzahlung stornieren' }).click();
    await expect.poll(() => page.getByTestId('recharge-status').getAttribute('data-status')).toBe('cancelled');
    expect(await page.getByTestId('recharge-status').textContent()).toBe('Storniert');
    expect(await page.getByTestId('recharge-cancel').count()).toBe(0);

    await page.goto(`${server.baseUrl}/#/pages/user/rechargeRecord`);
    await page.getByTestId('status-tab-cancelled').click();
    await expect.poll(() => page.getByTestId('recharge-row-status').evaluateAll((els) => els.map((e) => e.getAttribute('data-status')))).toEqual(['cancelled']);

    await page.goto(`${server.baseUrl}/#/pages/user/recharge?channelId=${card}`);
    await page.getByTestId('recharge-amount').fill('10000');
    await page.getByTestId('recharge-submit').click();
    await page.waitForURL(/#\/pages\/user\/linePay\?id=\d+$/);
  }, 60_000);
});
