import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, Page, Request, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fundsApi, registerAndSignIn, tokenOf } from './funds-api.ts';
import { launchBrowser, newPhonePage, screenshot, startServer, type TestServer } from './harness.ts';

/**
 * Funds as a customer meets them (issue 4): a deposit with a proof image credited by the
 * operator, a demo deposit credited by the demo payment provider, a bank card and a wallet
 * address shown masked, a payment password set on the way to the first withdrawal, a
 * withdrawal cancelled, another paid by the operator through `npm run ops`, and every
 * movement in the records.
 */

const SERVER_DIR = fileURLToPath(new URL('../apps/server', import.meta.url));
const PASSWORD = 'funds1234';
const PAY_PASSWORD = '246810';
const OPS = 'e2eops:funds-e2e-operator-secret';
const CARD = '6222 0212 3456 7890 123';
// A well-formed TRON address (base58check, version 0x41) that nobody is meant to hold.
const TRON_ADDRESS = 'TVhCsU77tsxhRA8VpuKf8A187Zp6zRbprq';

/** Width and height from a JPEG's start-of-frame segment. */
function jpegSize(bytes: Buffer): { width: number; height: number } | null {
  if (bytes[0] !== 0xff || bytes[1] !== 0xd8) return null;
  let i = 2;
  while (i + 9 < bytes.length) {
    if (bytes[i] !== 0xff) return null;
    const marker = bytes[i + 1]!;
    const length = bytes.readUInt16BE(i + 2);
    if (marker >= 0xc0 && marker <= 0xc3) return { height: bytes.readUInt16BE(i + 5), width: bytes.readUInt16BE(i + 7) };
    i += 2 + length;
  }
  return null;
}

/** The operator command line, as an operator runs it: `npm run ops -- <args>`. */
function ops(server: TestServer, ...args: string[]) {
  const r = spawnSync(process.execPath, ['--import', 'tsx', path.join('src', 'ops', 'cli.ts'), ...args, '--url', server.baseUrl], {
    cwd: SERVER_DIR,
    env: { ...process.env, OPS_CREDENTIALS: OPS },
    encoding: 'utf8',
    timeout: 60_000,
  });
  return { status: r.status, out: `${r.stdout}${r.stderr}` };
}

/** The router's index of the current history entry. */
const historyIndex = (page: Page) => page.evaluate(() => (window.history.state as { idx?: number } | null)?.idx ?? 0);

const api = fundsApi(OPS);
const token = tokenOf;

describe('funds: deposit, cards, addresses, payment password, withdrawal, records', () => {
  let server: TestServer;
  let browser: Browser;
  let page: Page;
  const account = `funds.${Date.now()}@example.com`;
  /** Money-moving requests the app sent, with their Idempotency-Key. */
  const moneyCalls: { url: string; key: string | undefined }[] = [];
  let rechargeId = 0;
  /** The element with focus, by its test id, else its label. */
  const focusedControl = () =>
    page.evaluate(() => {
      const el = document.activeElement;
      return el?.getAttribute('data-testid') ?? el?.getAttribute('aria-label') ?? el?.tagName ?? null;
    });
  /** Opens the withdrawal page on USDT-TRC20 with `amount` typed, waits for its net amount, and opens the confirmation. */
  const openWithdrawConfirmation = async (amount: string, net: string) => {
    await page.goto(`${server.baseUrl}/#/pages/user/withdrawl`);
    await page.getByTestId('withdraw-channel-usdt-trc20').click();
    await page.getByTestId('withdraw-amount').fill(amount);
    await expect.poll(() => page.getByTestId('withdraw-net').textContent()).toBe(net);
    await page.getByTestId('withdraw-submit').click();
    await page.getByTestId('pay-password-sheet').waitFor();
  };
  /** Waits for the confirmation sheet to finish sliding up to the bottom of the screen. */
  const sheetSettled = () =>
    page.waitForFunction(() => {
      const body = document.querySelector('[role="dialog"]')?.closest('.adm-popup-body');
      return !!body && Math.abs(body.getBoundingClientRect().bottom - window.innerHeight) < 1;
    });

  beforeAll(async () => {
    server = await startServer({ env: { DEMO_PAYMENTS: '1', OPS_CREDENTIALS: OPS } });
    browser = await launchBrowser();
    page = await newPhonePage(browser, server.baseUrl);
    page.on('request', (r: Request) => {
      if (/\/api\/(rechargeOrder\/submit|withdrawOrder\/(submit|cancel))/.test(r.url())) moneyCalls.push({ url: r.url(), key: r.headers()['idempotency-key'] });
    });

    await registerAndSignIn(server, page, account, PASSWORD);
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('shows the assets tab: total, its conversion, balances per currency with frozen amounts', async () => {
    await page.getByTestId('tab-3').click();
    await page.waitForURL(/#\/pages\/user\/accountDetail$/);
    await expect.poll(() => page.getByTestId('assets-total').textContent()).toBe('0.00');
    await expect.poll(() => page.getByTestId('assets-converted').textContent()).toBe('≈ $0.00');
    await page.getByTestId('balance-USDT').waitFor();
    expect(await page.getByTestId('balance-USDT-available').textContent()).toBe('0.00');
    expect(await page.getByTestId('balance-USDT-frozen').textContent()).toBe('0.00');
    await screenshot(page, 'funds-assets-empty');
  });

  it('deposits USDT with a proof image compressed in the browser; the operator credits it', async () => {
    await page.getByTestId('action-recharge').click();
    await page.waitForURL(/#\/pages\/user\/recharge$/);
    await page.getByTestId('recharge-channel-usdt-trc20').click();
    await page.getByTestId('deposit-qr').waitFor();
    expect(await page.getByTestId('deposit-address').textContent()).toMatch(/^T[1-9A-HJ-NP-Za-km-z]{33}$/);

    // Amount checks before anything is sent: below the channel minimum, too many decimals.
    await page.getByTestId('recharge-amount').fill('5');
    await page.getByText('The minimum is 10 USDT').waitFor();
    await page.getByTestId('recharge-amount').fill('12.345');
    await page.getByText('At most 2 decimal places').waitFor();
    await page.getByTestId('recharge-amount').fill('500');

    // A 3300 x 2500 photo: spec point 5 scales it by 0.8 once, then to 800 px wide.
    const photo = await page.evaluate(() => {
      const c = document.createElement('canvas');
      c.width = 3300;
      c.height = 2500;
      const g = c.getContext('2d')!;
      const grad = g.createLinearGradient(0, 0, 3300, 2500);
      grad.addColorStop(0, '#2979ff');
      grad.addColorStop(1, '#12b886');
      g.fillStyle = grad;
      g.fillRect(0, 0, 3300, 2500);
      g.fillStyle = '#fff';
      g.font = 'bold 240px sans-serif';
      g.fillText('TRANSFER 500 USDT', 200, 1300);
      return c.toDataURL('image/jpeg', 0.92).split(',')[1]!;
    });
    await page.getByTestId('proof-input').setInputFiles({ name: 'transfer.jpg', mimeType: 'image/jpeg', buffer: Buffer.from(photo, 'base64') });
    await page.getByTestId('proof-preview').waitFor();
    await page.getByTestId('recharge-remark').fill('tx 9f2c');
    await screenshot(page, 'funds-recharge-form');
    await page.getByTestId('recharge-submit').click();

    await page.waitForURL(/#\/pages\/user\/recharge-detail\?id=\d+$/);
    rechargeId = Number(new URL(page.url()).hash.split('id=')[1]);
    await expect.poll(() => page.getByTestId('recharge-status').getAttribute('data-status')).toBe('pending');
    await page.getByTestId('recharge-proof').waitFor();
    // Read-only rows carry plain labels, not the form's "(optional)" ones.
    expect(await page.getByTestId('recharge-proof-label').textContent()).toBe('Payment proof');
    expect(await page.getByTestId('recharge-note').textContent()).toBe('tx 9f2c');
    expect(await page.getByTestId('recharge-detail').textContent()).not.toContain('(optional)');
    await screenshot(page, 'funds-recharge-pending');

    // What reached the server is the compressed JPEG, 800 px wide.
    const proof = await fetch(`${server.baseUrl}/api/ops/rechargeOrder/proof?id=${rechargeId}`, {
      headers: { Authorization: `Basic ${Buffer.from(OPS).toString('base64')}` },
    });
    expect(proof.headers.get('content-type')).toBe('image/jpeg');
    expect(jpegSize(Buffer.from(await proof.arrayBuffer()))).toEqual({ width: 800, height: 606 });

    const credited = await api(server, '/api/ops/rechargeOrder/credit', { ops: true, key: `credit-${rechargeId}`, body: { id: String(rechargeId), note: 'bank statement checked' } });
    expect(credited.code).toBe(200);
    await expect.poll(() => page.getByTestId('recharge-status').getAttribute('data-status'), { timeout: 15_000 }).toBe('credited');
    expect(await page.getByTestId('recharge-credited-amount').textContent()).toBe('500.00 USDT');
    await screenshot(page, 'funds-recharge-credited');
  });

  it('deposits through the demo payment provider, labelled as simulated, and sees it credited by itself', async () => {
    await page.goto(`${server.baseUrl}/#/pages/user/recharge`);
    await page.getByTestId('recharge-channel-demo-usdt').click();
    await page.getByTestId('demo-label').waitFor();
    // The notice starts at the card's padding, with no empty band above it.
    const card = (await page.getByTestId('deposit-online').boundingBox())!;
    const notice = (await page.getByTestId('demo-label').boundingBox())!;
    expect(Math.round(notice.y - card.y)).toBe(16);
    // No provider's page follows a demo deposit: the note that says one does is not shown.
    expect(await page.getByTestId('deposit-online-note').count()).toBe(0);
    await page.getByTestId('recharge-amount').fill('100');
    await page.getByTestId('recharge-submit').click();
    await page.waitForURL(/#\/pages\/user\/linePay\?id=\d+$/);
    expect(await page.getByTestId('demo-label').textContent()).toContain('simulated');
    expect(await page.getByTestId('line-pay-order-no').evaluate((e) => e.parentElement?.textContent)).toMatch(/^Order number R\d{18}$/);
    await screenshot(page, 'funds-line-pay-demo');
    await expect.poll(() => page.getByTestId('line-pay-status').getAttribute('data-status'), { timeout: 20_000 }).toBe('credited');

    await page.goto(`${server.baseUrl}/#/pages/user/rechargeRecord`);
    await expect.poll(() => page.getByTestId('recharge-row').count()).toBe(2);
    expect(await page.getByTestId('recharge-row-status').evaluateAll((els) => els.map((e) => e.getAttribute('data-status')))).toEqual(['credited', 'credited']);
    await page.getByTestId('status-tab-pending').click();
    await page.getByTestId('list-empty').waitFor();
    await page.getByTestId('status-tab-all').click();
    await expect.poll(() => page.getByTestId('load-status').getAttribute('data-status')).toBe('none');
    await screenshot(page, 'funds-recharge-records');

    await page.goto(`${server.baseUrl}/#/pages/user/accountDetail`);
    await expect.poll(() => page.getByTestId('balance-USDT-available').textContent()).toBe('600.00');
    await expect.poll(() => page.getByTestId('assets-total').textContent()).toBe('600.00');
  });

  it('binds a bank card and sees its number masked', async () => {
    await page.goto(`${server.baseUrl}/#/pages/bankCard/bankCard-list`);
    await page.getByTestId('list-empty').waitFor();
    await page.getByTestId('bank-card-add').click();
    await page.waitForURL(/#\/pages\/bankCard\/bindBankCard$/);
    await page.getByTestId('bank-card-submit').click();
    await page.getByRole('alert').filter({ hasText: 'Choose a bank' }).waitFor();
    await page.getByTestId('bank-select').selectOption({ label: 'HSBC' });
    await page.getByTestId('holder-name').fill('Li Wei');
    await page.getByTestId('card-number').fill('1234');
    await page.getByText('This card or account number is not valid').waitFor();
    await page.getByTestId('card-number').fill(CARD);
    await page.getByTestId('card-branch').fill('Central, Hong Kong');
    await page.getByTestId('bank-card-submit').click();

    await page.waitForURL(/#\/pages\/bankCard\/bankCard-list$/);
    await expect.poll(() => page.getByTestId('bank-card-number').textContent()).toBe('6222****0123');
    expect(await page.content()).not.toContain('6222021234567890123');
    // A screen reader hears which card Delete removes, not "Delete" alone.
    expect(await page.getByTestId('bank-card-delete').getAttribute('aria-label')).toBe('Delete the card HSBC 6222****0123');
    await screenshot(page, 'funds-bank-cards');
  });

  it('binds a TRC20 address and sees it masked', async () => {
    await page.goto(`${server.baseUrl}/#/pages/wallets/wallets`);
    await page.getByTestId('list-empty').waitFor();
    const listEntry = await historyIndex(page);
    await page.getByTestId('wallet-address-add').click();
    await page.waitForURL(/#\/pages\/wallets\/bindAddress$/);
    await page.getByTestId('address-currency').selectOption({ label: 'USDT' });
    await page.getByTestId('address-network-TRC20').click();
    await page.getByTestId('address-input').fill('0x1234');
    await page.getByTestId('address-submit').click();
    await page.getByText('This is not a valid TRC20 address').waitFor();
    await page.getByTestId('address-input').fill(TRON_ADDRESS);
    await page.getByTestId('address-label').fill('Cold wallet');
    await page.getByTestId('address-submit').click();

    await page.waitForURL(/#\/pages\/wallets\/wallets$/);
    // Back on the list's own entry: Back from it leaves the list, not a second copy of it.
    expect(await historyIndex(page)).toBe(listEntry);
    await expect.poll(() => page.getByTestId('wallet-address-text').textContent()).toBe(`${TRON_ADDRESS.slice(0, 8)}******`);
    expect(await page.content()).not.toContain(TRON_ADDRESS);
    expect(await page.getByTestId('wallet-address-delete').getAttribute('aria-label')).toBe(`Delete the address Cold wallet ${TRON_ADDRESS.slice(0, 8)}******`);
    await screenshot(page, 'funds-wallets');
  });

  it('is sent to set a payment password before the first withdrawal, and comes back', async () => {
    await page.goto(`${server.baseUrl}/#/pages/user/withdrawl`);
    await page.getByTestId('withdraw-channel-usdt-trc20').click();
    await expect.poll(() => page.getByTestId('withdraw-available').textContent()).toBe('600.00 USDT');
    // The only saved address on the network is chosen already.
    await expect.poll(() => page.getByTestId('withdraw-destination-option').getAttribute('aria-checked')).toBe('true');
    // The fee before an amount is typed reads as it will after.
    expect(await page.getByTestId('withdraw-figures').textContent()).toContain('1.00 USDT');
    await page.getByTestId('withdraw-amount').fill('100');
    await expect.poll(() => page.getByTestId('withdraw-fee').textContent()).toBe('1.00 USDT');
    await expect.poll(() => page.getByTestId('withdraw-net').textContent()).toBe('99.00 USDT');
    await page.getByTestId('withdraw-submit').click();
    const formEntry = await historyIndex(page);

    await page.getByText('Withdrawals need a payment password. Set one first.').waitFor();
    await screenshot(page, 'funds-withdraw-needs-pay-password');
    await page.getByRole('button', { name: 'Set it now' }).click();
    await page.waitForURL(/#\/pages\/user\/change\?tab=pay&redirect=/);
    expect(await page.getByTestId('pay-password-state').textContent()).toBe('You have no payment password yet. Withdrawals need one.');
    await page.getByTestId('pay-login-password').fill(PASSWORD);
    // A run of digits is refused: what is wrong, then the whole rule under it.
    await page.getByTestId('pay-password-new').fill('123456');
    await page.getByTestId('pay-password-repeat').fill('123456');
    await page.getByTestId('pay-password-submit').click();
    const payDescription = () =>
      page.getByTestId('pay-password-new').evaluate((input) => (input.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent));
    await expect.poll(payDescription).toEqual(['Too easy to guess: avoid one digit repeated or digits in a row', '6 digits, not all the same and not in sequence']);
    await screenshot(page, 'funds-pay-password-weak');
    await page.getByTestId('pay-password-new').fill(PAY_PASSWORD);
    await expect.poll(payDescription).toEqual(['6 digits, not all the same and not in sequence']);
    await page.getByTestId('pay-password-repeat').fill(PAY_PASSWORD);
    await screenshot(page, 'funds-set-pay-password');
    await page.getByTestId('pay-password-submit').click();
    await page.waitForURL(/#\/pages\/user\/withdrawl\?channelId=\d+$/);
    expect(await historyIndex(page)).toBe(formEntry);
    expect((await api<{ isSetWithPwd: boolean }>(server, '/api/userInfo/isSetWithPwd', { token: await token(page) })).data?.isSetWithPwd).toBe(true);
    // Back to the withdrawal as it was left: amount, destination and figures.
    await expect.poll(() => page.getByTestId('withdraw-amount').inputValue()).toBe('100');
    expect(await page.getByTestId('withdraw-destination-option').getAttribute('aria-checked')).toBe('true');
    await expect.poll(() => page.getByTestId('withdraw-net').textContent()).toBe('99.00 USDT');
  });

  it('withdraws with the payment password, sees the amount frozen, and cancels it', async () => {
    // Withdraw-all fills the whole available balance, with the currency's two decimals.
    await page.getByTestId('withdraw-all').click();
    await expect.poll(() => page.getByTestId('withdraw-amount').inputValue()).toBe('600.00');
    await expect.poll(() => page.getByTestId('withdraw-net').textContent()).toBe('599.00 USDT');

    await page.getByTestId('withdraw-amount').fill('100');
    await page.getByTestId('withdraw-destination-option').click();
    await expect.poll(() => page.getByTestId('withdraw-net').textContent()).toBe('99.00 USDT');
    await page.getByTestId('withdraw-submit').click();
    await page.getByTestId('pay-password-sheet').waitFor();
    expect(await page.getByTestId('confirm-amount').textContent()).toBe('100.00 USDT');
    expect(await page.getByTestId('confirm-fee').textContent()).toBe('1.00 USDT');
    expect(await page.getByTestId('confirm-net').textContent()).toBe('99.00 USDT');

    // The sheet is a modal dialog named by its title; focus is in the payment password.
    const sheet = page.getByRole('dialog', { name: 'Confirm the withdrawal' });
    expect(await sheet.getAttribute('aria-modal')).toBe('true');
    await expect.poll(focusedControl).toBe('pay-password-input');
    await sheetSettled();
    await screenshot(page, 'funds-withdraw-confirm-sheet');
    // Tab and Shift+Tab go round the sheet's controls and never reach the page behind it.
    const tabbed: (string | null)[] = [];
    for (let i = 0; i < 4; i++) {
      await page.keyboard.press('Tab');
      tabbed.push(await focusedControl());
    }
    expect(tabbed).toEqual(['Show password', 'pay-password-confirm', 'pay-password-cancel', 'pay-password-input']);
    await page.keyboard.press('Shift+Tab');
    expect(await focusedControl()).toBe('pay-password-cancel');
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Shift+Tab');
    expect(await focusedControl()).toBe('pay-password-cancel');

    // Escape closes it as the back button does, and focus goes back to Withdraw.
    await page.keyboard.press('Escape');
    await page.getByTestId('pay-password-sheet').waitFor({ state: 'hidden' });
    expect(page.url()).toContain('#/pages/user/withdrawl');
    expect(page.url()).not.toContain('sheet=');
    await expect.poll(focusedControl).toBe('withdraw-submit');
    expect(await page.getByTestId('withdraw-amount').inputValue()).toBe('100');

    // Enter on Withdraw opens it again; Cancel closes it the same way.
    await page.keyboard.press('Enter');
    await page.getByTestId('pay-password-sheet').waitFor();
    expect(page.url()).toContain('sheet=confirm');
    await expect.poll(focusedControl).toBe('pay-password-input');
    await sheet.getByRole('button', { name: 'Cancel' }).click();
    await page.getByTestId('pay-password-sheet').waitFor({ state: 'hidden' });
    expect(page.url()).not.toContain('sheet=');
    await expect.poll(focusedControl).toBe('withdraw-submit');

    // Enter pressed while the fee of a new amount is still being worked out: Withdraw waits
    // with a spinner (disabled meanwhile, so the browser drops its focus) and opens the sheet
    // once the fee is known; closed again, the sheet hands the focus back to Withdraw.
    const slowQuote = async (route: Route) => {
      await new Promise((r) => setTimeout(r, 800));
      await route.continue();
    };
    await page.route('**/api/withdrawOrder/quote**', slowQuote);
    await page.getByTestId('withdraw-amount').fill('101');
    await page.getByTestId('withdraw-submit').focus();
    await page.keyboard.press('Enter');
    await page.getByTestId('pay-password-sheet').waitFor();
    expect(await page.getByTestId('confirm-amount').textContent()).toBe('101.00 USDT');
    await page.keyboard.press('Escape');
    await page.getByTestId('pay-password-sheet').waitFor({ state: 'hidden' });
    await expect.poll(focusedControl).toBe('withdraw-submit');
    await page.unroute('**/api/withdrawOrder/quote**', slowQuote);
    await page.getByTestId('withdraw-amount').fill('100');
    await expect.poll(() => page.getByTestId('withdraw-net').textContent()).toBe('99.00 USDT');
    await page.getByTestId('withdraw-submit').click();
    await page.getByTestId('pay-password-sheet').waitFor();

    // The phone's back button closes the sheet and keeps the form; the sheet opens again.
    await page.goBack();
    await page.getByTestId('pay-password-sheet').waitFor({ state: 'hidden' });
    expect(page.url()).toContain('#/pages/user/withdrawl');
    expect(page.url()).not.toContain('sheet=');
    expect(await page.getByTestId('withdraw-amount').inputValue()).toBe('100');
    // Back pressed the moment the sheet opens, while it is still coming up: every time, the
    // sheet ends closed and the page scrolls again (the kit's sheet once stayed shown below
    // the screen with the page's scrolling locked).
    const sheetClosedAndPageScrolls = () =>
      page.evaluate(() => {
        const popup = document.querySelector('.adm-popup');
        return [popup === null || getComputedStyle(popup).display === 'none', getComputedStyle(document.body).overflow];
      });
    for (let i = 0; i < 8; i++) {
      await page.getByTestId('withdraw-submit').click();
      await page.waitForFunction(() => window.location.hash.includes('sheet=confirm'));
      await page.evaluate(() => window.history.back());
      await page.waitForFunction(() => !window.location.hash.includes('sheet='));
      // Checked once the sheet's animations are over (it went wrong at their end).
      await page.waitForTimeout(1500);
      expect(await sheetClosedAndPageScrolls()).toEqual([true, 'visible']);
    }
    // A double tap on Withdraw opens the sheet once, so Cancel closes it (with two history
    // entries it went back to the sheet itself).
    await page.getByTestId('withdraw-submit').evaluate((button: HTMLElement) => {
      button.click();
      button.click();
    });
    await page.getByTestId('pay-password-sheet').waitFor();
    await sheetSettled();
    await sheet.getByRole('button', { name: 'Cancel' }).click();
    await page.getByTestId('pay-password-sheet').waitFor({ state: 'hidden' });
    expect(page.url()).not.toContain('sheet=');
    // Withdraw tapped the moment an amount is typed, before its fee is known: the button
    // works until the figures are in, then the confirmation opens with them.
    await page.getByTestId('withdraw-amount').fill('90');
    await page.getByTestId('withdraw-submit').click();
    await page.getByTestId('pay-password-sheet').waitFor();
    expect(await page.getByTestId('confirm-amount').textContent()).toBe('90.00 USDT');
    expect(await page.getByTestId('confirm-net').textContent()).toBe('89.00 USDT');
    await sheetSettled();
    await sheet.getByRole('button', { name: 'Cancel' }).click();
    await page.getByTestId('pay-password-sheet').waitFor({ state: 'hidden' });
    await page.getByTestId('withdraw-amount').fill('100');
    await expect.poll(() => page.getByTestId('withdraw-net').textContent()).toBe('99.00 USDT');
    // Enter in the amount does what Withdraw does.
    await page.getByTestId('withdraw-amount').press('Enter');
    await page.getByTestId('pay-password-sheet').waitFor();

    await page.getByTestId('pay-password-input').fill('111111');
    await page.getByTestId('pay-password-confirm').click();
    await expect.poll(() => page.getByTestId('pay-password-problem').textContent()).toBe('Incorrect payment password. 4 attempts left.');
    await screenshot(page, 'funds-withdraw-wrong-password');
    await page.getByTestId('pay-password-input').fill(PAY_PASSWORD);
    await page.getByTestId('pay-password-confirm').click();

    await page.waitForURL(/#\/pages\/user\/withdrawRecord$/);
    const row = page.getByTestId('withdraw-row').first();
    await expect.poll(() => row.getAttribute('data-status')).toBe('pending');
    expect(await row.getByTestId('withdraw-row-destination').textContent()).toBe(`TRC20 ${TRON_ADDRESS.slice(0, 8)}******`);
    await screenshot(page, 'funds-withdraw-pending');

    await page.goto(`${server.baseUrl}/#/pages/user/accountDetail`);
    await expect.poll(() => page.getByTestId('balance-USDT-available').textContent()).toBe('500.00');
    expect(await page.getByTestId('balance-USDT-frozen').textContent()).toBe('100.00');

    await page.goto(`${server.baseUrl}/#/pages/user/withdrawRecord`);
    // From the keyboard: pressed twice before the question shows, it asks once; the question
    // takes the focus (on the answer that changes nothing), Tab stays among its answers,
    // Escape answers no and gives the focus back to the button that asked.
    await page.getByTestId('withdraw-cancel').focus();
    await page.getByTestId('withdraw-cancel').evaluate((button: HTMLElement) => {
      for (const _ of [1, 2]) {
        button.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }));
        button.click();
      }
    });
    await page.locator('.adm-dialog').getByRole('button', { name: 'Keep it' }).waitFor();
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Keep it');
    expect(await page.locator('.adm-dialog').count()).toBe(1);
    expect(await page.getByRole('dialog').getAttribute('aria-modal')).toBe('true');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Cancel withdrawal');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Keep it');
    await page.keyboard.press('Escape');
    await page.locator('.adm-dialog').waitFor({ state: 'detached' });
    await expect.poll(focusedControl).toBe('withdraw-cancel');
    expect(await page.getByTestId('withdraw-row').first().getAttribute('data-status')).toBe('pending');

    // The phone's back button answers no and stays on the page, as it closes a sheet: the
    // question no longer waits over another page for an answer that would act on this one.
    await page.getByTestId('withdraw-cancel').click();
    await page.locator('.adm-dialog').getByRole('button', { name: 'Keep it' }).waitFor();
    await page.goBack();
    await page.locator('.adm-dialog').waitFor({ state: 'detached' });
    expect(page.url()).toMatch(/#\/pages\/user\/withdrawRecord$/);
    expect(await page.getByTestId('withdraw-row').first().getAttribute('data-status')).toBe('pending');
    await expect.poll(focusedControl).toBe('withdraw-cancel');

    await page.getByTestId('withdraw-cancel').click();
    const dialog = page.locator('.adm-dialog');
    await dialog.getByRole('button', { name: 'Keep it' }).waitFor();
    expect(await dialog.getByRole('button', { name: 'Confirm' }).count()).toBe(0);
    // The question names the withdrawal it cancels.
    expect(await dialog.textContent()).toContain('Cancel this withdrawal of 100.00 USDT?');
    await dialog.getByRole('button', { name: 'Cancel withdrawal' }).click();
    await expect.poll(() => page.getByTestId('withdraw-row').first().getAttribute('data-status')).toBe('cancelled');
    expect(await page.getByTestId('withdraw-cancel').count()).toBe(0);
    // A cancelled withdrawal pays nothing out and takes no fee: it says the whole amount came back.
    const cancelledRow = page.getByTestId('withdraw-row').first();
    expect(await cancelledRow.getByTestId('withdraw-row-returned').textContent()).toBe('100.00 USDT');
    expect(await cancelledRow.textContent()).toContain('Returned to your balance');
    expect(await cancelledRow.getByTestId('withdraw-row-net').count()).toBe(0);
    expect(await cancelledRow.getByTestId('withdraw-row-fee').count()).toBe(0);
    // Answered, the question's history entry is gone: Back leaves the page, not the question.
    expect(await page.evaluate(() => (history.state as { question?: number } | null)?.question)).toBeUndefined();

    await page.goto(`${server.baseUrl}/#/pages/user/accountDetail`);
    await expect.poll(() => page.getByTestId('balance-USDT-available').textContent()).toBe('600.00');
    expect(await page.getByTestId('balance-USDT-frozen').textContent()).toBe('0.00');
  });

  it('withdraws again and sees the operator pay it through npm run ops', async () => {
    await page.goto(`${server.baseUrl}/#/pages/user/withdrawl`);
    await page.getByTestId('withdraw-channel-usdt-trc20').click();
    await page.getByTestId('withdraw-amount').fill('50');
    await expect.poll(() => page.getByTestId('withdraw-net').textContent()).toBe('49.00 USDT');
    expect(await page.getByTestId('withdraw-available').textContent()).toBe('600.00 USDT');
    // The answer is lost on the way back (the server made the withdrawal): the sheet says the
    // request failed, and the form shows the balance as the server has it.
    await page.route('**/api/withdrawOrder/submit', async (route) => {
      await route.fetch();
      await route.abort('connectionreset');
    }, { times: 1 });
    await page.getByTestId('withdraw-submit').click();
    await page.getByTestId('pay-password-input').fill(PAY_PASSWORD);
    await page.getByTestId('pay-password-confirm').click();
    await page.getByTestId('pay-password-problem').waitFor();
    await expect.poll(() => page.getByTestId('withdraw-available').textContent()).toBe('550.00 USDT');
    // The customer leaves, comes back and sends the same withdrawal again: it is the same
    // intent, so the server answers with the withdrawal it made instead of making a second.
    await page.keyboard.press('Escape');
    await page.getByTestId('pay-password-sheet').waitFor({ state: 'hidden' });
    await page.goto(`${server.baseUrl}/#/pages/user/accountDetail`);
    await page.goto(`${server.baseUrl}/#/pages/user/withdrawl`);
    await page.getByTestId('withdraw-channel-usdt-trc20').click();
    await page.getByTestId('withdraw-amount').fill('50');
    await expect.poll(() => page.getByTestId('withdraw-net').textContent()).toBe('49.00 USDT');
    await page.getByTestId('withdraw-submit').click();
    await page.getByTestId('pay-password-input').fill(PAY_PASSWORD);
    await page.getByTestId('pay-password-confirm').click();
    await page.waitForURL(/#\/pages\/user\/withdrawRecord$/);
    const row = page.getByTestId('withdraw-row').first();
    await expect.poll(() => row.getAttribute('data-status')).toBe('pending');
    expect(await page.locator('[data-testid="withdraw-row"][data-status="pending"]').count()).toBe(1);
    const withdrawId = Number(await row.getAttribute('data-order-id'));

    // The customer looks at the pending ones while the operator pays it.
    await page.getByTestId('status-tab-pending').click();
    await expect.poll(() => page.locator('[data-testid="withdraw-row"][data-status="pending"]').count()).toBe(1);
    const listed = ops(server, 'withdrawals');
    expect(listed.status, listed.out).toBe(0);
    expect(listed.out).toContain(TRON_ADDRESS);
    const paid = ops(server, 'pay', String(withdrawId), '--tx-ref', 'TRX-7f3a9c');
    expect(paid.status, paid.out).toBe(0);

    // "All" opened again asks the server at once: the order shows paid, not still pending with
    // a Cancel until the list's next refresh.
    await page.getByTestId('status-tab-all').click();
    await expect.poll(() => page.getByTestId('withdraw-row').first().getAttribute('data-status'), { timeout: 3_000 }).toBe('paid');
    await page.reload();
    await expect.poll(() => page.getByTestId('withdraw-row').first().getAttribute('data-status')).toBe('paid');
    expect(await page.getByTestId('withdraw-row-txref').first().textContent()).toBe('TRX-7f3a9c');
    expect(await page.getByTestId('withdraw-row-net-label').first().textContent()).toBe('Paid out');
    expect(await page.getByTestId('withdraw-row-net').first().textContent()).toBe('49.00 USDT');
    await screenshot(page, 'funds-withdraw-records');

    await page.goto(`${server.baseUrl}/#/pages/user/accountDetail`);
    await expect.poll(() => page.getByTestId('balance-USDT-available').textContent()).toBe('550.00');
    expect(await page.getByTestId('balance-USDT-frozen').textContent()).toBe('0.00');
    await screenshot(page, 'funds-assets');
  });

  it('sent every money-moving call with an idempotency key', () => {
    expect(moneyCalls.length).toBeGreaterThanOrEqual(6);
    for (const c of moneyCalls) expect(c.key, c.url).toMatch(/^[0-9a-f]{32}$/);
    // The wrong-password attempt and its retry are one intent: same key; so are a withdrawal
    // whose answer was lost and the same withdrawal sent again after leaving the page.
    const submits = moneyCalls.filter((c) => c.url.endsWith('/withdrawOrder/submit'));
    expect(submits[0]!.key).toBe(submits[1]!.key);
    expect(submits[submits.length - 1]!.key).toBe(submits[submits.length - 2]!.key);
    expect(new Set(submits.map((c) => c.key)).size).toBe(submits.length - 2);
  });

  it('lists every movement in the records, typed, filterable by type and date', async () => {
    const all = await api<unknown[]>(server, '/api/fundRecord/list?pageSize=100', { token: await token(page) });
    // Two deposits; two freezes; one cancellation; one payout with its fee.
    expect(all.total).toBe(7);

    await page.goto(`${server.baseUrl}/#/pages/record/changeRecord`);
    await expect.poll(() => page.getByTestId('record-row').count()).toBe(7);
    const types = await page.getByTestId('record-row').evaluateAll((els) => els.map((e) => e.getAttribute('data-type')));
    expect([...types].sort()).toEqual(['fee', 'recharge', 'recharge', 'withdraw_cancelled', 'withdraw_freeze', 'withdraw_freeze', 'withdraw_paid']);
    await expect.poll(() => page.getByTestId('load-status').getAttribute('data-status')).toBe('none');
    expect(await page.getByTestId('load-status').textContent()).toBe('No more');
    await screenshot(page, 'funds-records');

    await page.getByTestId('record-type-filter').selectOption('withdraw_cancelled');
    await expect.poll(() => page.getByTestId('record-row').count()).toBe(1);
    expect(await page.getByTestId('record-type').textContent()).toBe('Withdrawal cancelled');
    expect(await page.getByTestId('record-amount').textContent()).toBe('+100.00 USDT');

    await page.getByTestId('record-type-filter').selectOption('');
    const today = new Date().toISOString().slice(0, 10);
    await page.getByTestId('record-to').fill('2020-01-01');
    await page.getByTestId('list-empty').waitFor();
    // Records exist: a filter that matches none says so, not "Nothing here yet".
    expect(await page.getByTestId('list-empty').textContent()).toBe('No records match these filters');
    await page.getByTestId('record-to').fill(today);
    await page.getByTestId('record-from').fill(today);
    await expect.poll(() => page.getByTestId('record-row').count()).toBe(7);

    // A reversed range: the message only, no list and no request until it is corrected.
    const recordCalls: string[] = [];
    const onRequest = (r: Request) => {
      if (r.url().includes('/api/fundRecord/list')) recordCalls.push(r.url());
    };
    page.on('request', onRequest);
    await page.getByTestId('record-to').fill('2020-01-01');
    await page.getByTestId('record-range-invalid').waitFor();
    expect(await page.getByTestId('record-row').count()).toBe(0);
    expect(await page.getByTestId('list-empty').count()).toBe(0);
    await page.waitForTimeout(500);
    expect(recordCalls).toEqual([]);
    await screenshot(page, 'funds-records-range-reversed');
    await page.getByTestId('record-to').fill(today);
    await expect.poll(() => page.getByTestId('record-row').count()).toBe(7);
    page.off('request', onRequest);

    // The days are the phone's, as the rows' times are: in California, 26 March 2026 runs
    // from 07:00 UTC to 07:00 UTC the next day (not a UTC day).
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setTimezoneOverride', { timezoneId: 'America/Los_Angeles' });
    try {
      const asked = page.waitForRequest((r) => {
        const q = new URL(r.url()).searchParams;
        return r.url().includes('/api/fundRecord/list') && q.get('params[startTime]') === '2026-03-26T07:00:00.000Z' && q.get('params[endTime]') === '2026-03-27T07:00:00.000Z';
      });
      await page.getByTestId('record-from').fill('2026-03-26');
      await page.getByTestId('record-to').fill('2026-03-26');
      await asked;
    } finally {
      await cdp.send('Emulation.setTimezoneOverride', { timezoneId: '' });
      await cdp.detach();
    }

    // One currency's account, opened from its balance row.
    await page.goto(`${server.baseUrl}/#/pages/user/accountDetail`);
    await page.getByTestId('balance-USDT').click();
    await page.waitForURL(/#\/pages\/record\/accountRecord\?currencyId=3$/);
    await expect.poll(() => page.getByTestId('account-available').textContent()).toBe('550.00 USDT');
    await expect.poll(() => page.getByTestId('record-row').count()).toBe(7);
    await page.getByTestId('account-BTC').click();
    await page.getByTestId('list-empty').waitFor();
    expect(await page.getByTestId('list-empty').textContent()).toBe('Nothing here yet');
  });
  it('deposits by bank transfer: submits first, then gets the order number to use as the transfer reference', async () => {
    await page.goto(`${server.baseUrl}/#/pages/user/recharge`);
    await page.getByTestId('recharge-channel-bank-usd').click();
    expect(await page.getByTestId('deposit-bank-note').textContent()).toMatch(/^Submit the amount below first\. The order page then shows your order number/);
    expect(await page.getByTestId('recharge-submit').textContent()).toBe('Submit and get the order number');
    await page.getByTestId('recharge-amount').fill('250');
    await page.getByTestId('recharge-submit').click();

    await page.waitForURL(/#\/pages\/user\/recharge-detail\?id=\d+$/);
    const steps = page.getByTestId('bank-transfer-steps');
    await steps.waitFor();
    const orderNo = await page.getByTestId('recharge-order-no').textContent();
    expect(orderNo).toMatch(/^R\d{8}\d{10}$/);
    expect(await page.getByTestId('recharge-reference').textContent()).toBe(orderNo);
    await page.getByTestId('recharge-reference-copy').waitFor();
    await steps.getByTestId('deposit-account-no').waitFor();
    await screenshot(page, 'funds-bank-transfer-order');
  });

  it('shows the fee of a card deposit and what it will add, not as already credited', async () => {
    await page.goto(`${server.baseUrl}/#/pages/user/recharge`);
    await page.getByTestId('recharge-channel-card-usd').click();
    expect(await page.getByTestId('deposit-online-note').textContent()).toContain("payment provider's page");
    await page.getByTestId('recharge-amount').fill('150');
    await expect.poll(() => page.getByTestId('recharge-fee').textContent()).toBe('3.75 USD');
    expect(await page.getByTestId('recharge-net').textContent()).toBe('146.25 USD');
    const figures = await page.getByTestId('recharge-figures').textContent();
    expect(figures).toContain('You receive');
    expect(figures).not.toContain('Credited');
    await page.getByTestId('recharge-submit').click();
    await page.waitForURL(/#\/pages\/user\/linePay\?id=\d+$/);
    await page.getByTestId('line-pay-detail').click();
    await page.waitForURL(/#\/pages\/user\/recharge-detail\?id=\d+$/);
    await expect.poll(() => page.getByTestId('recharge-expected-amount').textContent()).toBe('146.25 USD');
    expect(await page.getByTestId('recharge-credited-amount').count()).toBe(0);
  });

  it('says the balance is insufficient when "All" has nothing to withdraw, and leaves no amount behind', async () => {
    await page.goto(`${server.baseUrl}/#/pages/user/withdrawl`);
    await page.getByTestId('withdraw-channel-btc').click();
    await expect.poll(() => page.getByTestId('withdraw-available').textContent()).toMatch(/^0\.0+ BTC$/);
    await page.getByTestId('withdraw-amount').fill('0.5');
    await page.getByTestId('withdraw-all').click();
    await page.getByText('Insufficient balance: nothing is available to withdraw.').waitFor();
    expect(await page.getByTestId('withdraw-amount').inputValue()).toBe('');
    expect(await page.getByTestId('withdraw-figures').textContent()).toContain('--');
    await screenshot(page, 'funds-withdraw-all-nothing');
  });

  it('values the whole holding of a coin part of which is frozen, and names the total it values', async () => {
    const userId = await page.evaluate(() => (JSON.parse(localStorage.getItem('userInfo') ?? 'null') as { id: number }).id);
    expect(ops(server, 'adjust', '--user', String(userId), '--currency', 'BTC', '--amount=0.3', '--reason', 'bonus').status).toBe(0);
    const tk = await token(page);
    const address = await api<{ id: number }>(server, '/api/userWalletAddress/add', {
      token: tk, body: { currencyId: '1', network: 'BTC', address: 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4', label: 'cold' },
    });
    expect(address.code, JSON.stringify(address)).toBe(200);
    const channels = await api<{ id: number; code: string }[]>(server, '/api/withdrawChannelConfig/list', { token: tk });
    const btc = channels.rows!.find((c) => c.code === 'btc')!;
    const sent = await api(server, '/api/withdrawOrder/submit', {
      token: tk, key: randomUUID(),
      body: { channelId: String(btc.id), amount: '0.1', addressId: String(address.data!.id), payPassword: PAY_PASSWORD },
    });
    expect(sent.code, JSON.stringify(sent)).toBe(200);

    // The panel answers the page gets: the total and the coin values come from one of them.
    const panels: { userBalanceConvert: string; holdings: { currencyId: number; usdtValue: string | null }[] }[] = [];
    const onPanel = (res: { url(): string; json(): Promise<unknown> }) => {
      if (res.url().includes('/api/userInfo/personCenterPanelData')) void res.json().then((b) => panels.push((b as { data: (typeof panels)[number] }).data), () => {});
    };
    page.on('response', onPanel);
    await page.goto(`${server.baseUrl}/#/pages/user/accountDetail`);
    await expect.poll(() => page.getByTestId('balance-BTC-available').textContent()).toBe('0.20000000');
    expect(await page.getByTestId('balance-BTC-frozen').textContent()).toBe('0.10000000');
    // The value under the row is that of the 0.3 held, frozen part included: the row says so.
    expect(await page.getByTestId('balance-BTC-total').textContent()).toBe('Total 0.30000000');
    const spot = await api<{ currencyName: string; bibiAmount: string; usdtValue: string }[]>(server, '/api/userBibiAssets/list', { token: tk });
    expect(spot.rows!.find((r) => r.currencyName === 'BTC')!.bibiAmount).toBe('0.3');
    // The value is of that 0.3 (never one left from before the coins came), so not zero.
    await expect.poll(() => page.getByTestId('balance-BTC-value').textContent()).toMatch(/^≈ [1-9][\d,]*\.\d{2} USDT$/);
    // The value and the total shown are those of the same answer (to the cent they are shown
    // to), so the rows add up to the total however the price moved between calls.
    const shown = async (id: string) => Number((await page.getByTestId(id).textContent())!.replace(/[^\d.]/g, ''));
    const last = panels[panels.length - 1]!;
    const btcValue = Number(last.holdings.find((h) => h.currencyId === 1)!.usdtValue);
    expect(Math.abs((await shown('balance-BTC-value')) - btcValue)).toBeLessThanOrEqual(0.01);
    expect(Math.abs((await shown('assets-total')) - Number(last.userBalanceConvert))).toBeLessThanOrEqual(0.01);
    page.off('response', onPanel);
    // A coin with nothing frozen: its value is that of what is available, with no total line.
    await page.getByTestId('balance-ETH').waitFor();
    expect(await page.getByTestId('balance-ETH-total').count()).toBe(0);
    await screenshot(page, 'funds-assets-frozen-coin');

    // Back as it was for the tests after this one: the withdrawal cancelled, the coins taken back.
    const order = sent.data as { id: number };
    expect((await api(server, '/api/withdrawOrder/cancel', { token: tk, key: randomUUID(), body: { id: String(order.id) } })).code).toBe(200);
    expect(ops(server, 'adjust', '--user', String(userId), '--currency', 'BTC', '--amount=-0.3', '--reason', 'bonus reversed').status).toBe(0);
  });

  it('preselects the only bank card of a bank withdrawal', async () => {
    await page.goto(`${server.baseUrl}/#/pages/user/withdrawl`);
    await page.getByTestId('withdraw-channel-bank-usd').click();
    const option = page.getByTestId('withdraw-destination-option');
    // The chip's choice goes through the address (?channelId=), so the card shows a moment later.
    await expect.poll(() => option.textContent()).toContain('6222****0123');
    await expect.poll(() => option.getAttribute('aria-checked')).toBe('true');
    expect(await option.count()).toBe(1);
  });

  /** Opens a route in a newly loaded app, so nothing answered earlier is in its cache. */
  const openFresh = async (route: string) => {
    await page.goto('about:blank');
    await page.goto(`${server.baseUrl}/#/${route}`);
  };

  it('shows an error with a retry, never an empty state, when a funds call fails, and recovers on retry', async () => {
    const fail = (pattern: RegExp, how: 'abort' | 'server') =>
      page.route(pattern, (route) =>
        how === 'abort'
          ? route.abort('connectionrefused')
          : route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ code: 500, msg: 'error.internal', params: {} }) }),
      );
    const cases: { path: string; api: RegExp; how: 'abort' | 'server'; ready: string }[] = [
      { path: 'pages/bankCard/bankCard-list', api: /\/api\/userBankCard\/list/, how: 'abort', ready: 'bank-card' },
      { path: 'pages/wallets/wallets', api: /\/api\/userWalletAddress\/list/, how: 'server', ready: 'wallet-address' },
      { path: 'pages/user/withdrawRecord', api: /\/api\/withdrawOrder\/list/, how: 'server', ready: 'withdraw-row' },
      { path: 'pages/user/rechargeRecord', api: /\/api\/rechargeOrder\/list/, how: 'abort', ready: 'recharge-row' },
      { path: 'pages/record/changeRecord', api: /\/api\/fundRecord\/list/, how: 'server', ready: 'record-row' },
      { path: 'pages/user/recharge', api: /\/api\/rechargeChannelConfig\/list/, how: 'abort', ready: 'recharge-form' },
      { path: 'pages/user/withdrawl', api: /\/api\/withdrawChannelConfig\/list/, how: 'server', ready: 'withdraw-form' },
      { path: `pages/user/recharge-detail?id=${rechargeId}`, api: /\/api\/rechargeOrder\/detail/, how: 'abort', ready: 'recharge-detail' },
      { path: `pages/user/linePay?id=${rechargeId}`, api: /\/api\/rechargeOrder\/detail/, how: 'server', ready: 'line-pay' },
      { path: 'pages/record/accountRecord?currencyId=3', api: /\/api\/userInfo\/userBalance/, how: 'abort', ready: 'record-row' },
    ];
    for (const c of cases) {
      await fail(c.api, c.how);
      await openFresh(c.path);
      await page.getByTestId('load-error').waitFor();
      expect(await page.getByTestId('list-empty').count(), c.path).toBe(0);
      expect(await page.getByTestId('order-not-found').count(), c.path).toBe(0);
      expect(await page.getByText(/No (bank card|saved address|deposit method|withdrawal method)/).count(), c.path).toBe(0);
      await page.unroute(c.api);
      await page.getByTestId('load-error-retry').click();
      await page.getByTestId(c.ready).first().waitFor();
      expect(await page.getByTestId('load-error').count(), c.path).toBe(0);
    }

    // The assets tab: the total and the balances each say they failed, and come back.
    await fail(/\/api\/userInfo\/(userBalance|personCenterPanelData)/, 'abort');
    await openFresh('pages/user/accountDetail');
    await page.getByTestId('balances-error').waitFor();
    await page.getByTestId('assets-summary-error').waitFor();
    await screenshot(page, 'funds-assets-load-error');
    await page.unroute(/\/api\/userInfo\/(userBalance|personCenterPanelData)/);
    await page.getByTestId('balances-error-retry').click();
    await page.getByTestId('assets-summary-error-retry').click();
    await expect.poll(() => page.getByTestId('balance-USDT-available').textContent()).toBe('550.00');
    await expect.poll(() => page.getByTestId('assets-total').textContent()).not.toBe('--');
    expect(await page.getByTestId('assets-summary-error').count()).toBe(0);

    // The withdrawal's destinations: a failed list is not "no address".
    await fail(/\/api\/userWalletAddress\/list/, 'abort');
    await openFresh('pages/user/withdrawl');
    await page.getByTestId('withdraw-channel-usdt-trc20').click();
    await page.getByTestId('withdraw-destination-error').waitFor();
    expect(await page.getByTestId('withdraw-add-destination').count()).toBe(0);
    await page.unroute(/\/api\/userWalletAddress\/list/);
    await page.getByTestId('withdraw-destination-error-retry').click();
    await expect.poll(() => page.getByTestId('withdraw-destination-option').getAttribute('aria-checked')).toBe('true');

    // An order that does not exist is still "not found".
    await page.goto(`${server.baseUrl}/#/pages/user/recharge-detail?id=987654`);
    await page.getByTestId('order-not-found').waitFor();
    expect(await page.getByTestId('load-error').count()).toBe(0);
  });

  it("says once, in the page and not in a toast as well, that an order is not found or is another customer's", async () => {
    /** The texts of the toasts on screen now or within `ms`. */
    const toastsWithin = (ms: number) =>
      page.evaluate(
        (wait) =>
          new Promise<string[]>((resolve) => {
            const seen = new Set<string>();
            const look = () => document.querySelectorAll('.adm-toast-main').forEach((e) => seen.add(e.textContent ?? ''));
            look();
            const observer = new MutationObserver(look);
            observer.observe(document.body, { childList: true, subtree: true, characterData: true });
            setTimeout(() => {
              observer.disconnect();
              resolve([...seen]);
            }, wait);
          }),
        ms,
      );
    // A deposit of another customer: the demo customer's.
    const demo = await api<{ token: string }>(server, '/api/auth/login', { body: { account: 'demo@example.com', password: 'demo1234' } });
    const demoToken = demo.data?.token ?? null;
    const channels = await api<{ id: number; channelType: number }[]>(server, '/api/rechargeChannelConfig/list', { token: demoToken });
    const channel = (channels.rows ?? []).find((c) => c.channelType === 1);
    const submitted = await api<{ id: number }>(server, '/api/rechargeOrder/submit', {
      token: demoToken,
      key: `foreign-${Date.now()}`,
      body: { channelId: String(channel?.id), amount: '50' },
    });
    const foreignId = submitted.data?.id;
    expect(foreignId, JSON.stringify(submitted)).toBeGreaterThan(0);

    for (const route of [`pages/user/recharge-detail?id=${foreignId}`, `pages/user/linePay?id=${foreignId}`, 'pages/user/recharge-detail?id=987654']) {
      await openFresh(route);
      await page.getByTestId('order-not-found').waitFor();
      expect(await page.getByTestId('order-not-found').textContent(), route).toBe('This order could not be found.');
      expect(await toastsWithin(1500), route).toEqual([]);
    }
    await screenshot(page, 'funds-order-not-found');

    // The way on: the deposit records, in place of the dead page, so Back does not return to it.
    await openFresh('pages/user/rechargeRecord');
    await page.getByTestId('recharge-row').first().waitFor();
    await page.evaluate(() => {
      window.location.hash = '#/pages/user/recharge-detail?id=987654';
    });
    await page.getByTestId('order-not-found').waitFor();
    await page.getByRole('link', { name: 'View deposit records' }).click();
    await page.waitForURL(/#\/pages\/user\/rechargeRecord$/);
    await page.getByTestId('recharge-row').first().waitFor();
    await page.goBack();
    await page.getByTestId('recharge-records').waitFor();
    expect(page.url()).toMatch(/#\/pages\/user\/rechargeRecord$/);
    expect(await page.getByTestId('order-not-found').count()).toBe(0);

    // Any other refusal of the same call is still toasted with the server's message (spec point 8).
    await page.route(/\/api\/rechargeOrder\/detail/, (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ code: 500, msg: 'error.internal', params: {} }) }),
    );
    await openFresh(`pages/user/recharge-detail?id=${rechargeId}`);
    await page.getByTestId('load-error').waitFor();
    await page.locator('.adm-toast-main').filter({ hasText: 'Something went wrong on our side. Please try again later.' }).waitFor();
    await page.unroute(/\/api\/rechargeOrder\/detail/);
  });

  it('shows a failed next page in the list footer, asks for it once, and loads it on retry', async () => {
    const row = (id: number) => ({
      id, type: 'adjustment', kind: 'adjustment', currencyId: 3, currencyName: 'USDT', decimals: 2, account: 'main',
      amount: '1', frozenAmount: '0', balanceAfter: String(id), frozenAfter: '0', refType: null, refId: null, remark: '', createdAt: new Date().toISOString(),
    });
    const page2Calls: string[] = [];
    let page2Fails = true;
    await page.route(/\/api\/fundRecord\/list/, (route) => {
      const n = Number(new URL(route.request().url()).searchParams.get('pageNum'));
      if (n === 2) {
        page2Calls.push(route.request().url());
        if (page2Fails) return route.abort('connectionrefused');
      }
      const rows = Array.from({ length: 15 }, (_, i) => row(n * 100 + i));
      return route.fulfill({ contentType: 'application/json', body: JSON.stringify({ code: 200, msg: 'success', rows, total: 40 }) });
    });
    await openFresh('pages/record/changeRecord');
    await expect.poll(() => page.getByTestId('record-row').count()).toBe(15);
    await page.getByTestId('load-status').scrollIntoViewIfNeeded();
    await page.getByTestId('load-more-error').waitFor();
    expect(await page.getByTestId('load-status').getAttribute('data-status')).toBe('error');
    // The footer stays in view; the failed page is not asked for again by itself.
    await page.waitForTimeout(1500);
    expect(page2Calls).toHaveLength(1);
    await screenshot(page, 'funds-records-next-page-error');

    page2Fails = false;
    await page.getByTestId('load-more-error-retry').click();
    await expect.poll(() => page.getByTestId('record-row').count()).toBe(30);
    expect(page2Calls).toHaveLength(2);
    await page.unroute(/\/api\/fundRecord\/list/);
  });

  it('reads and writes amounts, limits and dates in German, French, Russian and Arabic, and takes their keypads', async () => {
    const inLocale = async (code: string, route: string) => {
      await page.evaluate((c) => localStorage.setItem('locale', JSON.stringify(c)), code);
      await openFresh(route);
    };
    const fieldMessage = (testId: string) => page.getByTestId(testId).evaluate((e) => e.closest('.text-field')?.textContent ?? '');

    // German: limits in the error as in the hint, a decimal comma, and 10.000 never read as ten.
    await inLocale('de', 'pages/user/withdrawl');
    await page.getByTestId('withdraw-channel-btc').click();
    // The chosen channel is in the address: the page comes back on it (back from adding an
    // address, a reload).
    await expect.poll(() => page.url()).toMatch(/[?&]channelId=\d+/);
    await page.reload();
    await expect.poll(() => page.getByTestId('withdraw-channel-btc').getAttribute('aria-checked')).toBe('true');
    await page.getByTestId('withdraw-amount').fill('0,0001');
    await expect.poll(() => fieldMessage('withdraw-amount')).toContain('Der Mindestbetrag ist 0,001 BTC');
    await page.getByTestId('withdraw-amount').fill('10.000');
    await expect.poll(() => fieldMessage('withdraw-amount')).toContain('Bitte den Betrag ohne Tausendertrennzeichen eingeben, z. B. 1250,5');
    await page.getByTestId('withdraw-channel-usdt-trc20').click();
    await page.getByTestId('withdraw-amount').fill('12,5');
    await expect.poll(() => page.getByTestId('withdraw-net').textContent()).toBe('11,50 USDT');
    await screenshot(page, 'funds-withdraw-de');
    // Withdraw-all writes the balance with a decimal comma and two decimals, as the balance line does.
    await page.getByTestId('withdraw-all').click();
    await expect.poll(() => page.getByTestId('withdraw-amount').inputValue()).toBe('550,00');
    expect(await page.getByTestId('withdraw-available').textContent()).toBe('550,00 USDT');

    // The bank's details keep their words whole (no "Ba nk") where they fit.
    await page.goto(`${server.baseUrl}/#/pages/user/recharge`);
    await page.getByTestId('recharge-channel-bank-usd').click();
    const bankName = page.getByTestId('deposit-bank-name');
    expect(await bankName.evaluate((e) => getComputedStyle(e).wordBreak)).not.toBe('break-all');

    // The converted total puts the currency's symbol where German writes it: after the number.
    await inLocale('de', 'pages/user/accountDetail');
    await expect.poll(() => page.getByTestId('assets-converted').textContent()).toBe('≈ 550,00\u00a0$');

    // French: a space-grouped amount is refused with a clear message.
    await inLocale('fr', 'pages/user/recharge');
    await page.getByTestId('recharge-channel-usdt-trc20').click();
    await page.getByTestId('recharge-amount').fill('1 000');
    await expect.poll(() => fieldMessage('recharge-amount')).toContain('Saisissez le montant sans séparateur de milliers');

    // Russian: the five states of the withdrawal history fit the phone's width.
    await inLocale('rus', 'pages/user/withdrawRecord');
    await page.getByTestId('status-tab-cancelled').waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(412);
    const cancelled = await page.getByTestId('status-tab-cancelled').boundingBox();
    expect(cancelled!.x + cancelled!.width).toBeLessThanOrEqual(412);

    // Arabic: the digits and the decimal separator of an Arabic keypad.
    await inLocale('ar', 'pages/user/withdrawl');
    await page.getByTestId('withdraw-channel-usdt-trc20').click();
    await page.getByTestId('withdraw-amount').fill('١٢٫٥');
    await expect.poll(() => page.getByTestId('withdraw-net').textContent()).toBe('11.50 USDT');
    // The confirmation sheet right to left, named in Arabic, with its Cancel button.
    await page.getByTestId('withdraw-submit').click();
    const sheetAr = page.getByRole('dialog', { name: 'تأكيد السحب' });
    await sheetAr.waitFor();
    await expect.poll(focusedControl).toBe('pay-password-input');
    await sheetSettled();
    await screenshot(page, 'funds-withdraw-confirm-sheet-ar');
    await sheetAr.getByRole('button', { name: 'إلغاء' }).click();
    await page.getByTestId('pay-password-sheet').waitFor({ state: 'hidden' });
    expect(page.url()).not.toContain('sheet=');
    await page.goto(`${server.baseUrl}/#/pages/user/change?tab=pay`);
    await page.getByTestId('pay-password-new').fill('١٣٥٧٩٠');
    expect(await page.getByTestId('pay-password-new').inputValue()).toBe('135790');
    await screenshot(page, 'funds-pay-password-ar');

    // Arabic of Saudi Arabia: dates in the records with the Latin digits of the amounts beside them.
    await inLocale('sa', 'pages/record/changeRecord');
    await page.getByTestId('record-row').first().waitFor();
    const records = await page.getByTestId('record-list').textContent();
    expect(records).toMatch(/\d{4}/);
    expect(records).not.toMatch(/[\u0660-\u0669]/);

    await inLocale('en', 'pages/user/accountDetail');
  });

  it('says why sign-in opens when the session ends elsewhere during a withdrawal, and keeps the form for after it', async () => {
    await openWithdrawConfirmation('25', '24.00 USDT');
    // Signed out on another device: the token the page holds is no longer valid.
    const token = await page.evaluate(() => JSON.parse(localStorage.getItem('token') ?? 'null') as string | null);
    expect((await api(server, '/api/auth/logout', { body: {}, token })).code).toBe(200);
    await page.getByTestId('pay-password-input').fill(PAY_PASSWORD);
    await page.getByTestId('pay-password-confirm').click();
    await page.waitForURL(/#\/pages\/user\/login/);
    await expect.poll(() => page.locator('.adm-toast-main').textContent()).toBe('Your session has ended. Please sign in again.');
    await page.getByTestId('login-account').fill(account);
    await page.getByTestId('login-password').fill(PASSWORD);
    await page.getByTestId('login-submit').click();
    await page.waitForURL(/#\/pages\/user\/withdrawl/);
    await expect.poll(() => page.getByTestId('withdraw-amount').inputValue()).toBe('25');
    await expect.poll(() => page.getByTestId('withdraw-net').textContent()).toBe('24.00 USDT');
    expect(page.url()).not.toContain('sheet=');
  });

  it('reloaded with the confirmation open, shows the form once in the history, the sheet closed', async () => {
    await page.goto(`${server.baseUrl}/#/pages/tabs/me/me-f`);
    await page.getByTestId('me-userinfo').waitFor();
    await page.evaluate(() => { window.location.hash = '#/pages/user/withdrawl'; });
    await page.getByTestId('withdraw-channel-usdt-trc20').click();
    const formEntry = await historyIndex(page);
    await page.getByTestId('withdraw-amount').fill('20');
    await expect.poll(() => page.getByTestId('withdraw-net').textContent()).toBe('19.00 USDT');
    await page.getByTestId('withdraw-submit').click();
    await page.getByTestId('pay-password-sheet').waitFor();
    expect(await historyIndex(page)).toBe(formEntry + 1);
    await page.reload();
    await page.getByTestId('withdraw-amount').waitFor();
    await page.waitForFunction(() => !window.location.hash.includes('sheet='));
    expect(await historyIndex(page)).toBe(formEntry);
    expect(await page.getByTestId('pay-password-sheet').isVisible().catch(() => false)).toBe(false);
  });

  it('says in the confirmation when the payment password is locked, and disables Confirm', async () => {
    await openWithdrawConfirmation('20', '19.00 USDT');
    const problem = page.getByTestId('pay-password-problem');
    for (const left of [4, 3, 2, 1]) {
      await page.getByTestId('pay-password-input').fill('000000');
      await page.getByTestId('pay-password-confirm').click();
      await expect.poll(() => problem.textContent()).toBe(`Incorrect payment password. ${left} ${left === 1 ? 'attempt' : 'attempts'} left.`);
    }
    await page.getByTestId('pay-password-input').fill('000000');
    await page.getByTestId('pay-password-confirm').click();
    await expect.poll(() => problem.textContent()).toBe('Payment password locked after too many incorrect attempts. Try again in 30 minutes.');
    expect(await page.getByTestId('pay-password-confirm').isDisabled()).toBe(true);
    expect(await page.getByTestId('pay-password-input').isDisabled()).toBe(true);
    await screenshot(page, 'funds-withdraw-pay-password-locked');
    // Opened again after a reload, the confirmation says so before any try.
    await page.reload();
    await openWithdrawConfirmation('20', '19.00 USDT');
    await expect.poll(() => problem.textContent()).toBe('Payment password locked after too many incorrect attempts. Try again in 30 minutes.');
    expect(await page.getByTestId('pay-password-confirm').isDisabled()).toBe(true);
    expect(await page.getByTestId('pay-password-input').isDisabled()).toBe(true);
    // Read with the dialog, and the focus on the way out rather than on Cancel.
    const description = await page.getByRole('dialog').evaluate((d) => document.getElementById(d.getAttribute('aria-describedby') ?? '')?.textContent);
    expect(description).toBe('Payment password locked after too many incorrect attempts. Try again in 30 minutes.');
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('pay-password-forgot');
  });

  it('sees a demo deposit credited on the assets tab and in the deposit history without waiting on its page', async () => {
    // In the app, without reloading: the deposit is made, and the customer goes straight to
    // the assets tab while the provider has not confirmed it yet.
    const open = (hash: string) => page.evaluate((h) => { window.location.hash = h; }, hash);
    const available = async () => Number((await page.getByTestId('balance-USDT-available').textContent())!.replace(/,/g, ''));
    await page.goto(`${server.baseUrl}/#/pages/user/accountDetail`);
    await page.getByTestId('balance-USDT-available').waitFor();
    const before = await available();
    await open('#/pages/user/recharge');
    await page.getByTestId('recharge-channel-demo-usdt').click();
    await page.getByTestId('recharge-amount').fill('5');
    await page.getByTestId('recharge-submit').click();
    await page.waitForURL(/#\/pages\/user\/linePay\?id=\d+$/);
    await open('#/pages/user/accountDetail');
    await page.getByTestId('balance-USDT-available').waitFor();
    await expect.poll(available, { timeout: 20_000 }).toBe(before + 5);
    // The history, opened while a deposit is pending, shows it credited by itself.
    await open('#/pages/user/recharge');
    await page.getByTestId('recharge-channel-demo-usdt').click();
    await page.getByTestId('recharge-amount').fill('7');
    await page.getByTestId('recharge-submit').click();
    await page.waitForURL(/#\/pages\/user\/linePay\?id=\d+$/);
    await open('#/pages/user/rechargeRecord');
    await page.getByTestId('recharge-row').first().waitFor();
    expect(await page.getByTestId('recharge-row').first().textContent()).toContain('7.00');
    await expect.poll(() => page.getByTestId('recharge-row-status').first().getAttribute('data-status'), { timeout: 25_000 }).toBe('credited');
  });

  it('shows money moved elsewhere once the customer comes back to the app', async () => {
    const available = async () => Number((await page.getByTestId('balance-USDT-available').textContent())!.replace(/,/g, ''));
    // No demo deposit of an earlier test is still to be credited meanwhile.
    const pending = async () =>
      ((await api<{ isDemo: boolean }[]>(server, '/api/rechargeOrder/list?pageSize=100&params[status]=pending', { token: await token(page) })).rows ?? []).filter((r) => r.isDemo).length;
    await expect.poll(pending, { timeout: 20_000 }).toBe(0);
    const before = Number((await api<{ available: string }[]>(server, '/api/userInfo/userBalance?currencyId=3', { token: await token(page) })).data![0]!.available);
    await page.goto(`${server.baseUrl}/#/pages/user/accountDetail`);
    await expect.poll(available).toBe(before);
    // An operator adjustment (another device's withdrawal would do the same) while the
    // customer is in another app; the balances shown are older than their 5 s.
    const userId = await page.evaluate(() => (JSON.parse(localStorage.getItem('userInfo') ?? 'null') as { id: number }).id);
    const adjusted = ops(server, 'adjust', '--user', String(userId), '--currency', 'USDT', '--amount=1.25', '--reason', 'correction');
    expect(adjusted.status, adjusted.out).toBe(0);
    await page.waitForTimeout(5_500);
    expect(await available()).toBe(before);
    await page.evaluate(() => {
      const show = (state: string) => {
        Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
        document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
      };
      show('hidden');
      show('visible');
    });
    await expect.poll(available).toBe(before + 1.25);
  });

  it('keeps balances hidden on the assets tab when the customer hid them on Home, and shows them again from there', async () => {
    // A movement, so that the account's records have a balance after it to hide.
    const userId = await page.evaluate(() => (JSON.parse(localStorage.getItem('userInfo') ?? 'null') as { id: number }).id);
    expect(ops(server, 'adjust', '--user', String(userId), '--currency', 'USDT', '--amount=0.5', '--reason', 'bonus').status).toBe(0);
    await page.goto(`${server.baseUrl}/#/pages/tabs/home/home-f`);
    await page.getByTestId('assets-panel').waitFor();
    await page.getByRole('button', { name: 'Hide amounts' }).click();
    // Stars on screen; screen readers hear "Hidden" (a visually hidden word) instead of stars.
    await expect.poll(() => page.getByTestId('assets-total').textContent()).toBe('****Hidden');
    expect(await page.getByTestId('assets-total').innerText()).toMatch(/^\*{4}/);
    await page.getByRole('link', { name: 'Details' }).click();
    await page.waitForURL(/#\/pages\/user\/accountDetail$/);
    await page.getByTestId('balance-USDT-available').waitFor();
    expect(await page.getByTestId('assets-total').textContent()).toBe('****Hidden');
    expect(await page.getByTestId('assets-converted').textContent()).toBe('≈ ****Hidden');
    expect(await page.getByTestId('balance-USDT-available').textContent()).toBe('****Hidden');
    expect(await page.getByTestId('balance-USDT-frozen').textContent()).toBe('****Hidden');
    // The balance after each movement is a balance too.
    await page.goto(`${server.baseUrl}/#/pages/record/accountRecord?currencyId=3`);
    await page.getByTestId('record-row').first().waitFor();
    expect(await page.getByTestId('account-available').textContent()).toBe('****Hidden USDT');
    expect(await page.getByTestId('record-row').first().textContent()).toContain('Balance ****Hidden');
    await page.goBack();
    await page.waitForURL(/#\/pages\/user\/accountDetail$/);
    const eye = page.getByTestId('assets-eye');
    expect(await eye.getAttribute('aria-label')).toBe('Show amounts');
    await eye.click();
    await expect.poll(() => page.getByTestId('balance-USDT-available').textContent()).toMatch(/^[\d,]+\.\d{2}$/);
    expect(await page.getByTestId('assets-total').textContent()).toMatch(/^[\d,]+\.\d{2}$/);
    await page.getByTestId('tab-0').click();
    await expect.poll(() => page.getByTestId('assets-total').textContent()).toMatch(/^[\d,]+\.\d{2}$/);
  });

  it('refuses a card sent while offline at once, keeps the button usable, and never sends it later', async () => {
    const cards = async () => (await api<{ cardNumber: string }[]>(server, '/api/userBankCard/list', { token: await token(page) })).rows ?? [];
    const before = (await cards()).length;
    await page.goto(`${server.baseUrl}/#/pages/bankCard/bindBankCard`);
    await page.getByTestId('bank-select').selectOption({ label: 'HSBC' });
    await page.getByTestId('holder-name').fill('Li Wei');
    await page.getByTestId('card-number').fill('6222029876543210');
    await page.getByTestId('card-branch').fill('Kowloon');
    await page.context().setOffline(true);
    try {
      await page.getByTestId('bank-card-submit').click();
      await page.getByText('Interface exception, please try again later').first().waitFor();
      await expect.poll(() => page.getByTestId('bank-card-submit').isEnabled()).toBe(true);
      // The customer gives up and leaves; the card must not be added behind their back.
      await page.getByTestId('nav-back').click();
    } finally {
      await page.context().setOffline(false);
    }
    await page.waitForTimeout(1_500);
    expect(await cards()).toHaveLength(before);
  });

  it("says when the withdrawal's daily limit starts again, in the customer's own time", async () => {
    // 00:00 UTC is 13:00 in Auckland in its summer (UTC+13), 12:00 in its winter.
    const now = new Date();
    const midnight = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1));
    const local = new Intl.DateTimeFormat('en-US', { timeZone: 'Pacific/Auckland', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(midnight);
    expect(['12:00', '13:00']).toContain(local);
    const auckland = await newPhonePage(browser, server.baseUrl, { timezoneId: 'Pacific/Auckland' });
    try {
      await auckland.goto(`${server.baseUrl}/#/pages/user/login`);
      await auckland.getByTestId('login-account').fill(account);
      await auckland.getByTestId('login-password').fill(PASSWORD);
      await auckland.getByTestId('login-submit').click();
      await auckland.waitForURL(/home-f$/);
      await auckland.evaluate(() => sessionStorage.setItem('popUpSeen', '1'));
      await auckland.goto(`${server.baseUrl}/#/pages/user/withdrawl`);
      await auckland.getByTestId('withdraw-channel-usdt-trc20').click();
      await expect.poll(() => auckland.getByTestId('withdraw-daily-resets').textContent()).toBe(`Resets at ${local}`);
    } finally {
      await auckland.context().close();
    }
  });
});
