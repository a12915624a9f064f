import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../apps/server/src/db/database.ts';
import { launchBrowser, newPhonePage, screenshot, startServer, type TestServer } from './harness.ts';

/**
 * The page config of spec point 4 on the quotes tab and the assets tab: a module whose switch
 * an operator turns on is not shown. The switches are turned on in the database while the
 * server is stopped, as an operator's back office would.
 */

const SWITCHED_ON = ['module.quotes.crypto', 'module.quotes.favorite', 'module.account.quickLinks', 'module.account.spot'];

describe('page config: modules switched off by an operator', () => {
  let server: TestServer;
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    server = await startServer();
    await server.stop();
    const database = await openDatabase({ dataDir: server.dataDir });
    try {
      await database.exec(`update switch_set set status = 1 where switch_name in (${SWITCHED_ON.map((s) => `'${s}'`).join(', ')})`);
    } finally {
      await database.close();
    }
    await server.restart();
    browser = await launchBrowser();
    page = await newPhonePage(browser, server.baseUrl);
    await page.goto(`${server.baseUrl}/#/pages/user/login`);
    await page.getByTestId('login-account').fill('demo@example.com');
    await page.getByTestId('login-password').fill('demo1234');
    await page.getByTestId('login-submit').click();
    await page.waitForURL(/#\/pages\/tabs\/home\/home-f$/);
    const ok = page.getByTestId('popup-ok');
    await ok.waitFor({ timeout: 3_000 }).then(
      () => ok.click(),
      () => {},
    );
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('the quotes tab offers only the product types left on, and an address naming a hidden one opens the first shown', async () => {
    await page.goto(`${server.baseUrl}/#/pages/tabs/quotes/quotes?tab=2`);
    const tabs = page.getByRole('tablist').getByRole('tab');
    await expect.poll(() => tabs.allTextContents()).toEqual(['US stocks', 'Futures', 'Forex']);
    await expect.poll(() => page.getByTestId('quotes-tab-1').getAttribute('aria-selected')).toBe('true');
    await expect.poll(() => page.getByTestId('quote-row').count()).toBeGreaterThan(0);
    expect(await page.getByTestId('quote-row').first().textContent()).not.toContain('Bitcoin');
    // The search, whose module is on, stays.
    await page.getByTestId('quotes-search-link').waitFor();
    await screenshot(page, 'page-config-quotes');
  });

  it('the assets tab leaves out the shortcuts and the spot values, and keeps the rest', async () => {
    await page.goto(`${server.baseUrl}/#/pages/user/accountDetail`);
    await page.getByTestId('balance-list').waitFor();
    await page.getByTestId('link-wallets').waitFor();
    expect(await page.getByTestId('action-recharge').count()).toBe(0);
    expect(await page.locator('[data-testid$="-value"]').count()).toBe(0);
    expect(await page.locator('[data-module]').evaluateAll((els) => els.map((e) => e.getAttribute('data-module')))).toEqual(['assets', 'balances', 'records']);
    await screenshot(page, 'page-config-assets');
  });
});
