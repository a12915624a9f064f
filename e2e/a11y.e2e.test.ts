import fs from 'node:fs';
import { createRequire } from 'node:module';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPhonePage, startServer, type TestServer } from './harness.ts';

/**
 * Accessibility of the quotes and funds pages, checked by axe-core in Chromium at a phone's
 * size, signed in as the demo customer: the WCAG 2.1 A and AA rules (text contrast, names of
 * controls and links, ARIA use, headings, zoom) and axe's best practices.
 *
 * One exception, by design: white text on the spec's primary colour (#2979ff, 4.0:1) on filled
 * buttons. The spec fixes that colour (UI defaults); text in the primary colour itself uses a
 * darker shade of it (--app-primary-text).
 */

const DEMO = { account: 'demo@example.com', password: 'demo1234' };
const AXE_SOURCE = fs.readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const SPEC_PRIMARY = { fgColor: '#ffffff', bgColor: '#2979ff' };

interface Finding {
  rule: string;
  impact: string | null;
  help: string;
  targets: string[];
}

/** Runs axe on the page as it is and returns its violations, less the documented exception. */
async function audit(page: Page): Promise<Finding[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (ctx: Document, opts: object) => Promise<{ violations: AxeViolation[] }> } }).axe;
    interface AxeViolation {
      id: string;
      impact: string | null;
      help: string;
      nodes: { target: string[]; any: { data?: { fgColor?: string; bgColor?: string } | null }[] }[];
    }
    const result = await axe.run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] } });
    return result.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      nodes: v.nodes.map((n) => ({ target: n.target.join(' '), colours: n.any.map((a) => ({ fgColor: a.data?.fgColor, bgColor: a.data?.bgColor })) })),
    }));
  });
  // axe leaves placeholders out; they carry hints here, so they are held to the same 4.5:1.
  const placeholders = await page.evaluate(() => {
    const rgba = (c: string) => (c.match(/[\d.]+/g) ?? []).map(Number);
    const luminance = ([r, g, b]: number[]) => {
      const lin = (v: number) => (v / 255 <= 0.03928 ? v / 255 / 12.92 : ((v / 255 + 0.055) / 1.055) ** 2.4);
      return 0.2126 * lin(r!) + 0.7152 * lin(g!) + 0.0722 * lin(b!);
    };
    const background = (el: Element | null): number[] => {
      for (let e = el; e; e = e.parentElement) {
        const c = rgba(getComputedStyle(e).backgroundColor);
        if (c.length === 3 || (c[3] ?? 0) > 0) return c;
      }
      return [255, 255, 255];
    };
    const out: string[] = [];
    for (const el of Array.from(document.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input[placeholder], textarea[placeholder]'))) {
      if (!el.placeholder || el.value || el.getClientRects().length === 0) continue;
      const [a, b] = [luminance(rgba(getComputedStyle(el, '::placeholder').color)), luminance(background(el))];
      const ratio = (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
      if (ratio < 4.5) out.push(`${el.getAttribute('data-testid') ?? el.placeholder} (${ratio.toFixed(2)}:1)`);
    }
    return out;
  });
  const found = placeholders.length > 0 ? [{ rule: 'placeholder-contrast', impact: 'serious', help: 'Placeholder text must be at least 4.5:1', targets: placeholders }] : [];
  return violations
    .map((v) => ({
      rule: v.id,
      impact: v.impact,
      help: v.help,
      targets: v.nodes
        .filter((n) => !(v.id === 'color-contrast' && n.colours.some((c) => c.fgColor === SPEC_PRIMARY.fgColor && c.bgColor === SPEC_PRIMARY.bgColor)))
        .map((n) => n.target),
    }))
    .filter((f) => f.targets.length > 0)
    .concat(found);
}

/**
 * Opens a route and waits until its page is rendered (its code may still be loading when the
 * address changes: the page is empty, then shows the loading placeholder) and its data has
 * loaded (no request in flight for half a second).
 */
async function open(page: Page, server: TestServer, route: string) {
  await page.goto(`${server.baseUrl}/#/${route}`);
  await page.waitForFunction(() => {
    const main = document.querySelector('main');
    return main !== null && main.childElementCount > 0 && main.querySelector('[data-testid="page-loading"]') === null;
  });
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(300);
}

describe('accessibility of the quotes and funds pages (axe-core, WCAG 2.1 AA)', () => {
  let server: TestServer;
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    server = await startServer();
    browser = await launchBrowser();
    page = await newPhonePage(browser, server.baseUrl);
    await page.goto(`${server.baseUrl}/#/pages/user/login`);
    await page.getByTestId('login-account').fill(DEMO.account);
    await page.getByTestId('login-password').fill(DEMO.password);
    await page.getByTestId('login-submit').click();
    await page.waitForURL(/#\/pages\/tabs\/home\/home-f$/);
    await page.waitForTimeout(500);
    const ok = page.getByTestId('popup-ok');
    if (await ok.isVisible().catch(() => false)) {
      await ok.click();
      await ok.waitFor({ state: 'hidden' });
    }
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('has no violations with the welcome pop-up open, a modal dialog named by its title', async () => {
    const fresh = await newPhonePage(browser, server.baseUrl);
    try {
      await fresh.goto(`${server.baseUrl}/#/pages/user/login`);
      await fresh.getByTestId('login-account').fill(DEMO.account);
      await fresh.getByTestId('login-password').fill(DEMO.password);
      await fresh.getByTestId('login-submit').click();
      await fresh.getByTestId('popup-ok').waitFor();
      const dialog = fresh.getByRole('dialog', { name: 'Welcome to Northstar Markets' });
      await expect.poll(() => dialog.getAttribute('aria-modal')).toBe('true');
      await fresh.waitForTimeout(300);
      expect(await audit(fresh)).toEqual([]);
      // Modal for the keyboard too: the focus is on "Got it", Tab does not leave the dialog
      // for the page behind the mask, and Escape closes it.
      const inDialog = () => fresh.evaluate(() => !!document.activeElement?.closest('[role="dialog"]'));
      await expect.poll(() => fresh.evaluate(() => document.activeElement?.querySelector('[data-testid="popup-ok"]') !== null)).toBe(true);
      for (const key of ['Tab', 'Tab', 'Shift+Tab', 'Tab']) {
        await fresh.keyboard.press(key);
        expect(await inDialog(), key).toBe(true);
      }
      await fresh.keyboard.press('Escape');
      await fresh.getByTestId('popup-ok').waitFor({ state: 'hidden' });
      // With no button that opened it to go back to, the keyboard goes on from the page's heading.
      await expect.poll(() => fresh.evaluate(() => document.activeElement?.tagName)).toBe('H1');
    } finally {
      await fresh.context().close();
    }
  });

  it('closes the pop-up when a link in it is followed, and counts it as seen', async () => {
    const fresh = await newPhonePage(browser, server.baseUrl);
    try {
      // An operator's pop-up whose text links to the markets.
      await fresh.route('**/api/popUp/list', async (route) => {
        const answer = (await (await route.fetch()).json()) as { rows: { content: string }[] };
        answer.rows[0]!.content += ' <a href="#/pages/tabs/quotes/quotes" data-testid="popup-link">See the markets</a>';
        await route.fulfill({ json: answer });
      });
      await fresh.goto(`${server.baseUrl}/#/pages/user/login`);
      await fresh.getByTestId('login-account').fill(DEMO.account);
      await fresh.getByTestId('login-password').fill(DEMO.password);
      await fresh.getByTestId('login-submit').click();
      await fresh.getByTestId('popup-link').click();
      await fresh.waitForURL(/#\/pages\/tabs\/quotes\/quotes$/);
      await fresh.getByTestId('popup-ok').waitFor({ state: 'hidden' });
      expect(await fresh.evaluate(() => sessionStorage.getItem('popUpSeen'))).toBe('1');
    } finally {
      await fresh.context().close();
    }
  });

  it('closes the pop-up with the page it came with when the back button is pressed, and counts it as seen', async () => {
    const fresh = await newPhonePage(browser, server.baseUrl);
    try {
      await fresh.goto(`${server.baseUrl}/#/pages/user/privacy`);
      await fresh.goto(`${server.baseUrl}/#/pages/user/login`);
      await fresh.getByTestId('login-account').fill(DEMO.account);
      await fresh.getByTestId('login-password').fill(DEMO.password);
      await fresh.getByTestId('login-submit').click();
      await fresh.getByTestId('popup-ok').waitFor();
      await fresh.goBack();
      await fresh.getByTestId('popup-ok').waitFor({ state: 'hidden' });
      expect(await fresh.evaluate(() => sessionStorage.getItem('popUpSeen'))).toBe('1');
    } finally {
      await fresh.context().close();
    }
  });

  it('with reduced motion asked for, quote rows do not blink a tint as prices change', async () => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    try {
      await open(page, server, 'pages/tabs/quotes/quotes?tab=2');
      await page.getByTestId('quote-row').first().waitFor();
      // Over three seconds prices change, and no price cell takes a flash class (a tint or the
      // tick's colour): each keeps the day's colour.
      const seen = await page.evaluate(async () => {
        let changes = 0;
        let flashes = 0;
        const observer = new MutationObserver((records) => {
          for (const r of records) {
            const el = (r.type === 'characterData' ? r.target.parentElement : r.target) as HTMLElement | null;
            if (!el?.classList.contains('quote-row__price')) continue;
            if (r.type === 'characterData') changes++;
            else if (/flash-on-/.test(el.className)) flashes++;
          }
        });
        observer.observe(document.body, { subtree: true, attributes: true, attributeFilter: ['class'], characterData: true });
        await new Promise((r) => setTimeout(r, 3000));
        observer.disconnect();
        return { changes, flashes };
      });
      expect(seen.changes).toBeGreaterThan(0);
      expect(seen.flashes).toBe(0);
    } finally {
      await page.emulateMedia({ reducedMotion: null });
    }
  });

  it('a refused form puts the keyboard on the first field to fix, which names what is wrong', async () => {
    const describedBy = () => page.evaluate(() => {
      const el = document.activeElement as HTMLElement;
      const id = el.getAttribute('aria-describedby');
      return { testId: el.dataset.testid, invalid: el.getAttribute('aria-invalid'), description: id ? document.getElementById(id)?.textContent : null };
    });
    await open(page, server, 'pages/wallets/bindAddress');
    await page.getByTestId('address-submit').focus();
    await page.keyboard.press('Enter');
    await expect.poll(describedBy).toEqual({ testId: 'address-currency', invalid: 'true', description: 'Choose a currency' });
    await open(page, server, 'pages/bankCard/bindBankCard');
    await page.getByTestId('bank-card-submit').focus();
    await page.keyboard.press('Enter');
    await expect.poll(describedBy).toEqual({ testId: 'bank-select', invalid: 'true', description: 'Choose a bank' });
    await open(page, server, 'pages/user/recharge');
    await page.getByTestId('recharge-submit').focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => page.evaluate(() => (document.activeElement as HTMLElement).dataset.testid)).toBe('recharge-amount');
  });

  it('after a navigation the keyboard starts on the new page\'s heading, which says where it is', async () => {
    const focused = () => page.evaluate(() => ({ tag: document.activeElement?.tagName, text: document.activeElement?.textContent }));
    await open(page, server, 'pages/user/accountDetail');
    await page.getByTestId('action-recharge').focus();
    await page.keyboard.press('Enter');
    await page.waitForURL(/#\/pages\/user\/recharge/);
    await expect.poll(focused).toEqual({ tag: 'H1', text: 'Deposit' });
    // From the tab bar too: the link left focused at the foot of the page is not where the page starts.
    await open(page, server, 'pages/user/accountDetail');
    await page.getByTestId('tab-1').focus();
    await page.keyboard.press('Enter');
    await page.waitForURL(/#\/pages\/tabs\/quotes\/quotes/);
    await expect.poll(focused).toEqual({ tag: 'H1', text: 'Markets' });
    // A page that takes the focus itself keeps it: search puts it in its field.
    await open(page, server, 'pages/tabs/quotes/quotes');
    await page.getByTestId('quotes-search-link').click();
    await page.waitForURL(/quoteSearch/);
    await page.getByTestId('quote-search-input').waitFor();
    await expect.poll(() => page.evaluate(() => document.activeElement?.tagName)).toBe('INPUT');
    await page.waitForTimeout(300);
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('INPUT');
  });

  it('Back returns the keyboard to the control the page was left from; a group of choices is one Tab stop moved by the arrows', async () => {
    const focusedTestId = () => page.evaluate(() => (document.activeElement as HTMLElement | null)?.dataset.testid ?? document.activeElement?.tagName);
    await open(page, server, 'pages/user/accountDetail');
    await page.getByTestId('action-recharge').focus();
    await page.keyboard.press('Enter');
    await page.waitForURL(/#\/pages\/user\/recharge/);
    await expect.poll(focusedTestId).toBe('H1');
    // The deposit methods: only the chosen one is in the Tab order; the arrows choose the next.
    const chips = page.locator('[role="radiogroup"] [data-testid^="recharge-channel-"]');
    await expect.poll(() => chips.count()).toBeGreaterThan(2);
    const state = () => chips.evaluateAll((els) => els.map((el) => [el.getAttribute('aria-checked'), el.getAttribute('tabindex')]));
    const before = await state();
    const checked = before.findIndex(([c]) => c === 'true');
    expect(before.filter(([, tab]) => tab === '0')).toHaveLength(1);
    expect(before[checked]![1]).toBe('0');
    await chips.nth(checked).focus();
    await page.keyboard.press('ArrowRight');
    const next = (checked + 1) % before.length;
    await expect.poll(async () => (await state())[next]).toEqual(['true', '0']);
    expect(await focusedTestId()).toBe(await chips.nth(next).getAttribute('data-testid'));
    await page.keyboard.press('ArrowLeft');
    await expect.poll(async () => (await state())[checked]).toEqual(['true', '0']);
    // The proof's file field is hidden; from the keyboard its tile shows the focus.
    const pickOutline = () => page.locator('.funds-proof__pick').evaluate((el) => getComputedStyle(el).outlineStyle);
    expect(await pickOutline()).toBe('none');
    await page.getByTestId('proof-input').focus();
    await expect.poll(pickOutline).toBe('solid');
    await chips.nth(checked).focus();
    // Back: the keyboard is on the action that opened the deposit, not at the top of the assets page.
    await page.goBack();
    await page.waitForURL(/#\/pages\/user\/accountDetail/);
    await expect.poll(focusedTestId).toBe('action-recharge');
  });

  it('a control that leaves the page hands the keyboard to its neighbour, not to the top of the page', async () => {
    const focusedIn = () =>
      page.evaluate(() => document.activeElement?.closest<HTMLElement>('[data-testid="wallet-address"]')?.dataset.addressId ?? document.activeElement?.tagName);
    // Two saved addresses, added through the API with the customer's session.
    const token = await page.evaluate(() => JSON.parse(localStorage.getItem('token') ?? 'null') as string);
    for (const a of [
      { currencyId: '3', network: 'TRC20', address: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t' },
      { currencyId: '1', network: 'BTC', address: 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4' },
    ]) {
      const res = await fetch(`${server.baseUrl}/api/userWalletAddress/add`, {
        method: 'POST',
        headers: { Authorization: token, 'Content-Type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(a),
      });
      expect(((await res.json()) as { code: number }).code).toBe(200);
    }
    // A fresh load: the address list the app holds from before the additions is still fresh.
    await open(page, server, 'pages/wallets/wallets');
    await page.reload();
    const rows = page.getByTestId('wallet-address');
    await expect.poll(() => rows.count()).toBe(2);
    const [first, second] = await Promise.all([rows.nth(0).getAttribute('data-address-id'), rows.nth(1).getAttribute('data-address-id')]);
    // Delete the first by keyboard: the dialog opens on the safe answer; Tab, then Enter confirms.
    await rows.nth(0).getByTestId('wallet-address-delete').focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => page.evaluate(() => !!document.activeElement?.closest('[role="dialog"]'))).toBe(true);
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect.poll(() => page.locator(`[data-address-id="${first}"]`).count()).toBe(0);
    // The keyboard is on the address left, not back at the top of the page.
    await expect.poll(focusedIn).toBe(second);
  });

  it('a Delete tapped twice asks once and deletes once, with no error after the success', async () => {
    const deletes: string[] = [];
    const onRequest = (r: { url(): string }) => {
      if (r.url().includes('/api/userWalletAddress/delete')) deletes.push(r.url());
    };
    page.on('request', onRequest);
    try {
      const rows = page.getByTestId('wallet-address');
      await expect.poll(() => rows.count()).toBe(1);
      // The last question has closed (its dialog leaves the document after its closing motion).
      const dialogs = page.locator('.adm-dialog [role="dialog"]');
      await expect.poll(() => dialogs.count()).toBe(0);
      await rows.nth(0).getByTestId('wallet-address-delete').dblclick();
      await page.waitForTimeout(300);
      expect(await dialogs.count()).toBe(1);
      await dialogs.getByRole('button', { name: 'Confirm' }).click();
      await page.getByTestId('list-empty').waitFor();
      // The removal is said, in the toast and to screen readers.
      await page.locator('.adm-toast-main').filter({ hasText: 'Address removed' }).waitFor();
      await page.waitForTimeout(1_000);
      expect(deletes).toHaveLength(1);
      expect(await page.locator('.adm-toast-main').filter({ hasText: 'Wallet address not found' }).count()).toBe(0);
    } finally {
      page.off('request', onRequest);
    }
  });

  it('keeps the focused control clear of the sticky header and the tab bar, without moving a page whose bar is focused', async () => {
    // Tab through Me: no control the keyboard reaches sits under the tab bar.
    await open(page, server, 'pages/tabs/me/me-f');
    await page.getByTestId('me-userinfo').waitFor();
    const hidden: string[] = [];
    for (let i = 0; i < 40; i++) {
      await page.keyboard.press('Tab');
      const r = await page.evaluate(() => {
        const el = document.activeElement as HTMLElement;
        const bar = document.querySelector('.tab-bar')!.getBoundingClientRect();
        if (el.closest('.tab-bar')) return null;
        const b = el.getBoundingClientRect();
        return b.bottom > bar.top + 1 ? (el.getAttribute('aria-label') ?? el.textContent ?? el.tagName).trim() : null;
      });
      if (r) hidden.push(r);
    }
    expect(hidden).toEqual([]);
    // Focusing the search field in its sticky bar, far down the results, leaves the page where it is.
    await open(page, server, 'pages/tabs/quotes/quoteSearch?q=a');
    await expect.poll(() => page.getByTestId('quote-row').count()).toBeGreaterThan(15);
    await page.evaluate(() => window.scrollTo(0, 900));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(900);
    await page.getByTestId('quote-search-input').blur();
    await page.getByTestId('quote-search-input').focus();
    await page.waitForTimeout(200);
    expect(await page.evaluate(() => window.scrollY)).toBe(900);
  });

  it('on a phone drawn edge to edge, the bars grow around the notch and the home indicator instead of giving up their contents', async () => {
    // An iPhone's insets with viewport-fit=cover: 47 px of notch, 34 px of home indicator.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setSafeAreaInsetsOverride', { insets: { top: 47, bottom: 34, left: 0, right: 0 } });
    const box = (selector: string) =>
      page.evaluate((sel) => {
        const r = document.querySelector(sel)?.getBoundingClientRect();
        return r ? { top: Math.round(r.top), bottom: Math.round(r.bottom) } : null;
      }, selector);
    try {
      await open(page, server, 'pages/user/withdrawl');
      await page.getByTestId('withdraw-channel-usdt-trc20').waitFor();
      const bar = await box('.page-nav-bar');
      const title = await box('.page-nav-bar__title');
      // The title is below the notch and inside its bar, not on the page under it.
      expect(title!.top).toBeGreaterThanOrEqual(47);
      expect(title!.bottom).toBeLessThanOrEqual(bar!.bottom);
      expect(bar!.bottom).toBe(47 + 46);
      for (const [route, header, text] of [
        ['pages/tabs/home/home-f', '.home-header', '.home-header__brand'],
        ['pages/tabs/quotes/quotes', '.quotes-header', '.quotes-header__title'],
      ] as const) {
        await open(page, server, route);
        await page.locator(text).waitFor();
        const h = (await box(header))!;
        const t = (await box(text))!;
        expect(t.top).toBeGreaterThanOrEqual(47);
        expect(t.bottom).toBeLessThanOrEqual(h.bottom);
        // The tab bar's items end above the home indicator.
        const viewport = page.viewportSize()!;
        const item = (await box('.tab-bar__item'))!;
        expect(item.bottom).toBeLessThanOrEqual(viewport.height - 34);
      }
      // The product types stick under the header, not across it.
      expect((await box('.quote-tabs'))!.top).toBe((await box('.quotes-header'))!.bottom);
    } finally {
      await cdp.send('Emulation.setSafeAreaInsetsOverride', { insets: { top: 0, bottom: 0, left: 0, right: 0 } });
      await cdp.detach();
    }
  });

  it('finds a planted violation (the check itself works)', async () => {
    await open(page, server, 'pages/user/accountDetail');
    await page.evaluate(() => {
      const grey = document.createElement('p');
      grey.id = 'planted';
      grey.textContent = 'Low contrast';
      grey.style.color = '#cccccc';
      document.body.append(grey);
    });
    const findings = await audit(page);
    expect(findings.map((f) => f.rule)).toContain('color-contrast');
    expect(findings.flatMap((f) => f.targets)).toContain('#planted');
    await page.evaluate(() => document.getElementById('planted')?.remove());
  });

  it.each([
    'pages/tabs/home/home-f',
    'pages/tabs/quotes/quotes',
    'pages/tabs/quotes/quoteSearch',
    'pages/tabs/quotes/quoteSearch?q=bitcoin',
    'pages/tabs/favorite/favorite',
    'pages/quoteDetail/quoteDetail',
    'pages/quoteDetail/quoteDetail?code=NO-SUCH-CODE',
    'pages/quoteDetail/klinePage',
    'pages/user/accountDetail',
    'components/m-zichan/m-zichan',
    'pages/user/recharge',
    'pages/user/rechargeRecord',
    'pages/user/withdrawl',
    'pages/user/withdrawRecord',
    'pages/user/change',
    'pages/bankCard/bankCard-list',
    'pages/bankCard/bindBankCard',
    'pages/wallets/wallets',
    'pages/wallets/bindAddress',
    'pages/record/changeRecord',
    'pages/record/accountRecord',
  ])('%s has no violations', async (route) => {
    await open(page, server, route);
    expect(await audit(page)).toEqual([]);
  });

  it('the quotes tab and the withdrawal page have none right to left (Arabic) either', async () => {
    await page.evaluate(() => localStorage.setItem('locale', JSON.stringify('ar')));
    try {
      for (const route of ['pages/tabs/quotes/quotes', 'pages/user/withdrawl']) {
        await open(page, server, route);
        await page.reload();
        await page.waitForLoadState('networkidle');
        expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
        expect({ route, findings: await audit(page) }).toEqual({ route, findings: [] });
      }
    } finally {
      await page.evaluate(() => localStorage.setItem('locale', JSON.stringify('en')));
    }
  });
});
