import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page, Response } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOT, launchBrowser, newPhonePage, screenshot, startServer, type TestServer } from './harness.ts';

/** The server starts from a clean data directory, serves the built app, and the app boots in Chromium. */
const BUILT_APP = path.join(process.env.WEB_DIST ?? path.join(ROOT, 'apps/web/dist'), 'index.html');
const NOT_BUILT = `${BUILT_APP} is missing: build the web app with "npm run build -w @app/web"`;

describe('smoke: server and app boot', () => {
  let server: TestServer;
  let browser: Browser;

  beforeAll(async () => {
    server = await startServer();
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('answers /api/health with the envelope and a live database', async () => {
    const res = await fetch(`${server.baseUrl}/api/health`);
    expect(res.status).toBe(200);
    const body = (await res.json()) as { code: number; data?: { database?: { up?: boolean; kind?: string } } };
    expect(body.code).toBe(200);
    expect(body.data?.database).toMatchObject({ up: true, kind: 'pglite' });
  });

  it('serves the built app at the root', async () => {
    expect(fs.existsSync(BUILT_APP), NOT_BUILT).toBe(true);
    const res = await fetch(`${server.baseUrl}/`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/text\/html/);
    const html = await res.text();
    expect(html).toContain('id="root"');
    // Until the app's code has arrived, the page shows a loading placeholder, not a blank screen.
    expect(html).toMatch(/<div id="root"><div class="boot"/);
  });

  it('renders the app into #root at a phone viewport, without page errors or off-site requests', async () => {
    expect(fs.existsSync(BUILT_APP), NOT_BUILT).toBe(true);
    const page = await newPhonePage(browser, server.baseUrl);
    const pageErrors: string[] = [];
    const offSite: string[] = [];
    const code: Response[] = [];
    page.on('pageerror', (e) => pageErrors.push(e.message));
    page.on('response', (res) => {
      if (/\/assets\/[^/]+\.(js|css)$/.test(new URL(res.url()).pathname)) code.push(res);
    });
    page.on('request', (req) => {
      const url = req.url();
      if (!url.startsWith(server.baseUrl) && !/^(data|blob|about):/.test(url)) offSite.push(url);
    });

    // Reload with the listeners in place, so the whole boot is observed.
    await page.reload();
    await page.waitForFunction(() => (document.querySelector('#root')?.textContent ?? '').trim().length > 0, undefined, { timeout: 30_000 });
    expect(await page.locator('#root > *').count()).toBeGreaterThan(0);
    expect(page.viewportSize()).toEqual({ width: 412, height: 823 });
    expect(await page.evaluate(() => window.devicePixelRatio)).toBe(2);
    await screenshot(page, 'smoke-root');

    // The page's own origin answers the API as well.
    const health = await page.evaluate(async () => (await fetch('/api/health')).status);
    expect(health).toBe(200);
    expect(pageErrors, 'uncaught errors in the page').toEqual([]);
    expect(await untranslatedKeys(page), 'i18n keys shown instead of text (missing strings in apps/web/src/locales/en)').toEqual([]);
    expect(offSite, 'requests that left the server origin (the app must work without the internet)').toEqual([]);

    // The app's code arrives compressed: files of 1 kB or more in the brotli form the build
    // wrote (its length known in advance), smaller ones compressed as they are sent.
    expect(code.length).toBeGreaterThan(2);
    for (const res of code) {
      const file = path.join(path.dirname(BUILT_APP), new URL(res.url()).pathname);
      const headers = await res.allHeaders();
      expect(headers['content-encoding'], res.url()).toBe('br');
      if (fs.statSync(file).size >= 1024) expect(Number(headers['content-length']), res.url()).toBe(fs.statSync(`${file}.br`).size);
    }
    await page.context().close();
  });

  it('keeps an address that changed while the app was starting: the redirect of the start page gives way', async () => {
    const page = await newPhonePage(browser, server.baseUrl);
    try {
      // The moment the app draws its first page (the start page, about to redirect a signed-out
      // customer to home and then to sign-in), the address changes to a public page, as a link
      // followed at that moment would.
      await page.addInitScript(() => {
        const watch = new MutationObserver(() => {
          const root = document.getElementById('root');
          if (!root || root.childElementCount === 0 || root.querySelector(':scope > .boot')) return;
          watch.disconnect();
          location.hash = '#/pages/user/privacy';
        });
        watch.observe(document, { childList: true, subtree: true });
      });
      await page.reload();
      await page.getByTestId('text-page').waitFor({ timeout: 30_000 });
      // Still there once every redirect has had its turn.
      await page.waitForTimeout(500);
      expect(new URL(page.url()).hash).toBe('#/pages/user/privacy');
      expect(await page.getByTestId('text-page').isVisible()).toBe(true);
    } finally {
      await page.context().close();
    }
  });

  it('takes a tab left open across a release to the new version when a page of the old one is gone', async () => {
    const page = await newPhonePage(browser, server.baseUrl);
    try {
      await page.goto(`${server.baseUrl}/#/pages/user/login`);
      await page.getByTestId('login-account').waitFor();
      // The release: the old version's files are gone, and the app's page names another entry.
      let released = false;
      let reloads = 0;
      await page.route(/\/assets\/[^/]+\.js$/, (route) => (released ? route.fulfill({ status: 404, body: '' }) : route.continue()));
      await page.route((url) => url.pathname === '/', async (route) => {
        if (route.request().isNavigationRequest()) {
          if (released) reloads++;
          released = false;
          return route.continue();
        }
        if (!released) return route.continue();
        const res = await route.fetch();
        return route.fulfill({ response: res, body: (await res.text()).replace(/assets\/index-[^"']+\.js/, 'assets/index-next.js') });
      });

      released = true;
      await page.evaluate(() => {
        location.hash = '#/pages/user/privacy';
      });
      // The tab reloads into the new version and shows the page it was going to.
      await expect.poll(() => reloads, { timeout: 20_000 }).toBe(1);
      await page.getByTestId('text-page').waitFor({ timeout: 30_000 });
      expect(new URL(page.url()).hash).toBe('#/pages/user/privacy');
      expect(await page.evaluate(() => sessionStorage.getItem('app:reloadedFor'))).toBe(`${server.baseUrl}/assets/index-next.js`);

      // The same version failing again does not reload in a loop: the page says what happened.
      released = true;
      await page.evaluate(() => {
        location.hash = '#/pages/language/line';
      });
      await expect.poll(() => page.getByTestId('page-error').textContent(), { timeout: 20_000 }).toContain('A new version of the app is available. Reload to continue.');
      expect(reloads).toBe(1);
    } finally {
      await page.context().close();
    }
  });

  it('shows the privacy policy from the text dictionary, signed out, in the chosen language', async () => {
    const page = await newPhonePage(browser, server.baseUrl);
    try {
      await page.goto(`${server.baseUrl}/#/pages/user/privacy`);
      await expect.poll(() => page.getByTestId('text-page').textContent()).toContain('We collect only what we need to run your account');
      expect(await page.locator('.page-nav-bar__title').textContent()).toBe('Privacy policy');
      await page.evaluate(() => localStorage.setItem('locale', JSON.stringify('de')));
      await page.reload();
      await expect.poll(() => page.getByTestId('text-page').textContent()).toContain('Wir erheben nur');
      await screenshot(page, 'smoke-privacy');
    } finally {
      await page.context().close();
    }
  });
});

/**
 * Visible texts, placeholders and the title that look like raw i18n keys (`login.title`,
 * `form.account-placeholder`): i18next shows the key when a string is missing.
 */
async function untranslatedKeys(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const keyLike = /^[a-z][a-z0-9]*(?:[-_][a-z0-9]+)*(?:\.[a-z][a-z0-9]*(?:[-_][a-z0-9]+)*)+$/;
    const texts: string[] = [document.title];
    const root = document.querySelector('#root');
    if (root) {
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
      for (let n = walker.nextNode(); n; n = walker.nextNode()) texts.push(n.textContent ?? '');
      root.querySelectorAll('[placeholder], [aria-label]').forEach((el) => {
        texts.push(el.getAttribute('placeholder') ?? '', el.getAttribute('aria-label') ?? '');
      });
    }
    return [...new Set(texts.map((t) => t.trim()).filter((t) => keyLike.test(t)))];
  });
}
