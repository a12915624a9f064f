import { randomUUID } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fundsApi, registerAndSignIn, signIn as signInAs, tokenOf as token, tronAddress } from './funds-api.ts';
import { launchBrowser, newPhonePage, startServer, type TestServer } from './harness.ts';

/**
 * Funds when something changes behind the screen: a photo that cannot be read after a good
 * one, a sign-out that must take the customer's proof image with it, an address deleted on
 * another device while a withdrawal to it is being confirmed, and choices made in another tab.
 */

const PASSWORD = 'elsewhere1234';
const PAY_PASSWORD = '246810';
const OPS = 'e2eops:funds-elsewhere-operator-secret';

const api = fundsApi(OPS);

describe('funds: changes made elsewhere, sign-out, other tabs', () => {
  let server: TestServer;
  let browser: Browser;
  let page: Page;
  const account = `elsewhere.${Date.now()}@example.com`;
  let rechargeId = 0;

  const signIn = () => signInAs(server, page, account, PASSWORD);

  beforeAll(async () => {
    server = await startServer({ env: { OPS_CREDENTIALS: OPS } });
    browser = await launchBrowser();
    page = await newPhonePage(browser, server.baseUrl);
    await registerAndSignIn(server, page, account, PASSWORD);
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('keeps the proof photo chosen before when the next one cannot be read', async () => {
    await page.goto(`${server.baseUrl}/#/pages/user/recharge`);
    await page.getByTestId('recharge-channel-usdt-trc20').click();
    await page.getByTestId('recharge-amount').fill('500');
    const photo = await page.evaluate(() => {
      const c = document.createElement('canvas');
      c.width = 400;
      c.height = 300;
      const g = c.getContext('2d')!;
      g.fillStyle = '#2979ff';
      g.fillRect(0, 0, 400, 300);
      return c.toDataURL('image/jpeg', 0.9).split(',')[1]!;
    });
    await page.getByTestId('proof-input').setInputFiles({ name: 'transfer.jpg', mimeType: 'image/jpeg', buffer: Buffer.from(photo, 'base64') });
    const chosen = await page.getByTestId('proof-preview').getAttribute('src');
    expect(chosen).toMatch(/^data:image\/jpeg;base64,/);

    await page.getByTestId('proof-input').setInputFiles({ name: 'broken.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('not a photo at all') });
    await page.getByRole('alert').filter({ hasText: 'The image file failed to load' }).waitFor();
    expect(await page.getByTestId('proof-preview').getAttribute('src')).toBe(chosen);

    await page.getByTestId('recharge-submit').click();
    await page.waitForURL(/#\/pages\/user\/recharge-detail\?id=\d+$/);
    rechargeId = Number(new URL(page.url()).hash.split('id=')[1]);
    await page.getByTestId('recharge-proof').waitFor();
  });

  it("shows no image, not the last customer's proof, at the preview address after sign-out", async () => {
    // An address whose image never loads (another tab's, a closed tab's) says there is none.
    await page.goto(`${server.baseUrl}/#/preview-image?url=${encodeURIComponent(`blob:${server.baseUrl}/${randomUUID()}`)}`);
    await page.getByTestId('preview-image-none').waitFor();
    expect(await page.getByTestId('preview-image').count()).toBe(0);

    await page.goto(`${server.baseUrl}/#/pages/user/recharge-detail?id=${rechargeId}`);
    await page.getByTestId('recharge-proof').click();
    await page.waitForURL(/#\/preview-image\?url=blob/);
    await expect.poll(() => page.getByTestId('preview-image').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
    const preview = page.url();

    await page.goto(`${server.baseUrl}/#/pages/tabs/me/me-f`);
    await page.getByTestId('logout').click();
    await page.waitForURL(/#\/pages\/user\/login$/);
    // Back from sign-in, as the next person at the phone might.
    await page.goBack();
    await page.waitForURL(preview);
    await page.getByTestId('preview-image-none').waitFor();
    expect(await page.getByTestId('preview-image').count()).toBe(0);
    await signIn();
  });

  it('says an address deleted on another device during the confirmation is gone, and does not keep it chosen', async () => {
    const tk = await token(page);
    expect((await api(server, '/api/ops/rechargeOrder/credit', { ops: true, key: `credit-${rechargeId}`, body: { id: String(rechargeId), note: 'checked' } })).code).toBe(200);
    expect((await api(server, '/api/userInfo/setPayPassword', { token: tk, body: { payPassword: PAY_PASSWORD, loginPassword: PASSWORD } })).code).toBe(200);
    const add = (label: string) =>
      api<{ id: number }>(server, '/api/userWalletAddress/add', { token: tk, body: { currencyId: '3', network: 'TRC20', address: tronAddress(), label } });
    const doomed = (await add('Doomed')).data!.id;
    expect((await add('Kept')).code).toBe(200);

    await page.goto(`${server.baseUrl}/#/pages/user/withdrawl`);
    await page.getByTestId('withdraw-channel-usdt-trc20').click();
    await page.getByTestId('withdraw-amount').fill('100');
    const options = page.getByTestId('withdraw-destination-option');
    await options.filter({ hasText: 'Doomed' }).click();
    await expect.poll(() => page.getByTestId('withdraw-net').textContent()).toBe('99.00 USDT');
    await page.getByTestId('withdraw-submit').click();
    await page.getByTestId('pay-password-sheet').waitFor();

    expect((await api(server, '/api/userWalletAddress/delete', { token: tk, body: { id: String(doomed) } })).code).toBe(200);
    await page.getByTestId('pay-password-input').fill(PAY_PASSWORD);
    await page.getByTestId('pay-password-confirm').click();

    await page.getByTestId('pay-password-sheet').waitFor({ state: 'hidden' });
    await expect
      .poll(() => page.getByTestId('withdraw-destination-problem').textContent())
      .toBe('The address you chose has been deleted. Choose another one.');
    // The list is asked for again: the deleted address is gone, and the one left is not
    // chosen in its place.
    await expect.poll(() => options.count()).toBe(1);
    expect(await options.textContent()).toContain('Kept');
    expect(await options.getAttribute('aria-checked')).toBe('false');
    await options.click();
    await expect.poll(() => page.getByTestId('withdraw-destination-problem').count()).toBe(0);
  });

  it('hides amounts and changes the language in every open tab', async () => {
    const other = await page.context().newPage();
    await other.goto(`${server.baseUrl}/#/pages/user/accountDetail`);
    await expect.poll(() => other.getByTestId('balance-USDT-available').textContent()).toMatch(/^[\d,]+\.\d{2}$/);

    await page.goto(`${server.baseUrl}/#/pages/user/accountDetail`);
    await page.getByRole('button', { name: 'Hide amounts' }).click();
    await expect.poll(() => other.getByTestId('balance-USDT-available').textContent()).toBe('****Hidden');
    await page.getByRole('button', { name: 'Show amounts' }).click();
    await expect.poll(() => other.getByTestId('balance-USDT-available').textContent()).toMatch(/^[\d,]+\.\d{2}$/);

    await page.goto(`${server.baseUrl}/#/pages/language/language`);
    await page.getByTestId('lang-de').click();
    await expect.poll(() => other.evaluate(() => document.documentElement.lang)).toBe('de');
    // Followed, not stored again by the other tab: the choice stays the one made.
    expect(await other.evaluate(() => localStorage.getItem('locale'))).toBe('"de"');
    await page.getByTestId('lang-en').click();
    await expect.poll(() => other.evaluate(() => document.documentElement.lang)).toBe('en');
    await other.close();
  });

  it("writes an operator's reason in its own direction on a right-to-left page", async () => {
    const userId = await page.evaluate(() => (JSON.parse(localStorage.getItem('userInfo') ?? 'null') as { id: number }).id);
    const reason = 'Goodwill credit (ticket 2291).';
    const posted = await api(server, '/api/ops/adjustment/post', { ops: true, key: `adjust-${userId}`, body: { userId: String(userId), currencyId: '3', amount: '5', reason } });
    expect(posted.code, JSON.stringify(posted)).toBe(200);
    await page.evaluate(() => localStorage.setItem('locale', '"ar"'));
    await page.goto(`${server.baseUrl}/#/pages/record/changeRecord`);
    await page.reload();
    const remark = page.getByTestId('record-row').first().getByText(reason);
    await remark.waitFor();
    // The page reads right to left; the reason, Latin text, left to right with its full stop at its end.
    expect(await page.evaluate(() => getComputedStyle(document.body).direction)).toBe('rtl');
    expect(await remark.evaluate((el) => getComputedStyle(el).direction)).toBe('ltr');
    await page.evaluate(() => localStorage.setItem('locale', '"en"'));
    await page.reload();
  });

  it('empties the payment password refused as wrong, for the right one, which may be pasted with a space', async () => {
    await page.goto(`${server.baseUrl}/#/pages/user/withdrawl`);
    await page.getByTestId('withdraw-channel-usdt-trc20').click();
    await page.getByTestId('withdraw-amount').fill('20');
    await page.getByTestId('withdraw-destination-option').filter({ hasText: 'Kept' }).click();
    await expect.poll(() => page.getByTestId('withdraw-net').textContent()).toBe('19.00 USDT');
    await page.getByTestId('withdraw-submit').click();
    const input = page.getByTestId('pay-password-input');
    await input.fill('135790');
    await page.getByTestId('pay-password-confirm').click();
    await expect.poll(() => page.getByTestId('pay-password-problem').textContent()).toBe('Incorrect payment password. 4 attempts left.');
    // Emptied and ready for the right one: kept, it would be sent again and spend an attempt.
    expect(await input.inputValue()).toBe('');
    expect(await input.evaluate((el) => el === document.activeElement)).toBe(true);
    // A way out for a forgotten password: a new one is set there, and Back finds the form as it was.
    await page.getByTestId('pay-password-forgot').click();
    await page.waitForURL(/#\/pages\/user\/change\?tab=pay&redirect=/);
    await page.goBack();
    await expect.poll(() => page.getByTestId('withdraw-amount').inputValue()).toBe('20');
    // The sheet is closed (the form may still hold it hidden when the page never went away).
    await expect.poll(() => page.getByTestId('pay-password-sheet').isVisible()).toBe(false);
    await expect.poll(() => page.getByTestId('withdraw-net').textContent()).toBe('19.00 USDT');
    await page.getByTestId('withdraw-submit').click();
    await input.waitFor();
    await input.fill(`${PAY_PASSWORD.slice(0, 3)} ${PAY_PASSWORD.slice(3)}`);
    expect(await input.inputValue()).toBe(PAY_PASSWORD);
    await page.getByTestId('pay-password-confirm').click();
    await page.waitForURL(/withdrawRecord/);
  });

  it('follows a link to the page it is on: the address form chooses again, the password page opens its tab', async () => {
    const go = (hash: string) => page.evaluate((h) => { window.location.hash = h; }, hash);
    await page.goto(`${server.baseUrl}/#/pages/wallets/bindAddress?currencyId=1`);
    await expect.poll(() => page.getByTestId('address-currency').inputValue()).toBe('1');
    await go('#/pages/wallets/bindAddress?currencyId=3&network=ERC20');
    await expect.poll(() => page.getByTestId('address-currency').inputValue()).toBe('3');
    expect(await page.getByTestId('address-network-ERC20').getAttribute('aria-checked')).toBe('true');

    await page.goto(`${server.baseUrl}/#/pages/user/change`);
    await expect.poll(() => page.getByTestId('password-tab-login').getAttribute('aria-selected')).toBe('true');
    // The tab strip is named for screen readers, as the page is.
    expect(await page.getByRole('tablist', { name: 'Change password' }).count()).toBe(1);
    await go('#/pages/user/change?tab=pay');
    await expect.poll(() => page.getByTestId('password-tab-pay').getAttribute('aria-selected')).toBe('true');
    // The focus goes to the tab the link opened, not to the page's body.
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('password-tab-pay');
  });

  it("keeps the screen's language when the chosen one's texts cannot load, and takes it once they can", async () => {
    await page.goto(`${server.baseUrl}/#/pages/language/language`);
    await page.getByTestId('lang-de').click();
    await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe('de');
    // Offline, the French texts cannot be fetched: the screen stays German and says why.
    await page.context().setOffline(true);
    await page.getByTestId('lang-fr').click();
    await page.locator('.adm-toast-main', { hasText: 'Das konnte nicht geladen werden. Prüfen Sie Ihre Verbindung und versuchen Sie es erneut.' }).first().waitFor();
    expect(await page.evaluate(() => [document.documentElement.lang, localStorage.getItem('locale')])).toEqual(['de', '"de"']);
    expect(await page.getByTestId('lang-de').getAttribute('aria-current')).toBe('true');
    expect(await page.getByText('Choose the language', { exact: false }).count()).toBe(0);
    await page.context().setOffline(false);
    // Online but with the server out of reach: the same, and the app stays open (no reload
    // into the browser's error page).
    await expect.poll(() => page.locator('.adm-toast-main', { hasText: 'Das konnte nicht geladen werden' }).count(), { timeout: 10_000 }).toBe(0);
    await page.route('**/*', (route) => route.abort('connectionrefused'));
    await page.getByTestId('lang-it').click();
    await page.locator('.adm-toast-main', { hasText: 'Das konnte nicht geladen werden. Prüfen Sie Ihre Verbindung und versuchen Sie es erneut.' }).first().waitFor();
    expect(page.url()).toMatch(/#\/pages\/language\/language$/);
    expect(await page.evaluate(() => [document.documentElement.lang, localStorage.getItem('locale')])).toEqual(['de', '"de"']);
    await page.unroute('**/*');
    // With the server back, the same choice opens the app in French (the browser remembers the
    // failed load, so the page loads again).
    await page.getByTestId('lang-fr').click();
    await expect.poll(() => page.evaluate(() => document.documentElement.lang), { timeout: 15_000 }).toBe('fr');
    expect(await page.evaluate(() => localStorage.getItem('locale'))).toBe('"fr"');
    await page.getByTestId('lang-en').waitFor();
    await page.getByTestId('lang-en').click();
    await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe('en');
  });

  it("starts an open form again when this browser's session becomes another customer's", async () => {
    const other = `elsewhere.other.${Date.now()}@example.com`;
    expect((await api(server, '/api/auth/sendCode', { body: { account: other, scene: 'register' } })).code).toBe(200);
    const code = await server.readCode(other);
    expect((await api(server, '/api/auth/register', { body: { account: other, code, password: PASSWORD } })).code).toBe(200);
    const login = await api<{ token: string }>(server, '/api/auth/login', { body: { account: other, password: PASSWORD } });

    await page.goto(`${server.baseUrl}/#/pages/user/withdrawl`);
    await page.getByTestId('withdraw-channel-usdt-trc20').click();
    await page.getByTestId('withdraw-amount').fill('42');
    await page.getByTestId('withdraw-destination-option').filter({ hasText: 'Kept' }).click();
    // The session this browser keeps becomes the other customer's (signed in there while this
    // tab did not see the sign-out, as a tab frozen in the background).
    const tab = await page.context().newPage();
    await tab.goto(`${server.baseUrl}/api/health`);
    await tab.evaluate(({ token, account }) => {
      localStorage.setItem('userInfo', 'null');
      localStorage.setItem('account', JSON.stringify(account));
      localStorage.setItem('token', JSON.stringify(token));
    }, { token: login.data!.token, account: other });
    await tab.close();
    // Nothing the first customer typed or chose stays in the form the other one now sees.
    await expect.poll(() => page.getByTestId('withdraw-amount').inputValue()).toBe('');
    expect(await page.getByTestId('withdraw-destination-option').filter({ hasText: 'Kept' }).count()).toBe(0);
    expect(await token(page)).toBe(login.data!.token);
  });

  it('does not offer a bank card past the limit: the list and the form say so first', async () => {
    const tk = (await token(page))!;
    const banks = (await api<{ id: number }[]>(server, '/api/bankPropertyConfig/list', { token: tk })).rows!;
    for (let i = 0; i < 10; i++) {
      const added = await api(server, '/api/userBankCard/add', { token: tk, body: { bankId: String(banks[0]!.id), holderName: 'Anna Schmidt', cardNumber: `62220200000000${String(1000 + i)}`, branch: '' } });
      expect(added.code, JSON.stringify(added)).toBe(200);
    }
    // Added elsewhere: the page is loaded afresh.
    await page.goto(`${server.baseUrl}/#/pages/bankCard/bankCard-list`);
    await page.reload();
    await expect.poll(() => page.getByTestId('bank-card').count()).toBe(10);
    expect(await page.getByTestId('bank-card-limit').textContent()).toBe('You can bind at most 10 cards');
    expect(await page.getByTestId('bank-card-add').isDisabled()).toBe(true);
    await page.goto(`${server.baseUrl}/#/pages/bankCard/bindBankCard`);
    await expect.poll(() => page.getByTestId('bank-card-submit').isDisabled()).toBe(true);
  });
});
