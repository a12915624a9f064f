import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPhonePage, screenshot, startServer, type TestServer } from './harness.ts';

/**
 * Quotes as a customer meets them (issue 3): live prices on the quotes tab with its infinite
 * list, search by a name in another language, the watch list from the list and from the
 * detail, the product-detail jump into the trade tab, a product's address opened directly,
 * and the K-line at the four durations with a moving last candle. US stock, futures and forex
 * markets follow real sessions and may be closed when this runs, so everything that needs
 * ticks uses crypto (always open).
 */

const DEMO = { account: 'demo@example.com', password: 'demo1234' };
const hash = (page: Page) => new URL(page.url()).hash;

interface Envelope<T> {
  code: number;
  msg: string;
  data?: T;
  rows?: T;
  total?: number;
}

async function api<T>(server: TestServer, path: string): Promise<Envelope<T>> {
  const res = await fetch(`${server.baseUrl}${path}`);
  return (await res.json()) as Envelope<T>;
}

/** The first pop-up shows once per visit after sign-in; close it when there is one. */
async function closePopUpIfAny(page: Page) {
  const ok = page.getByTestId('popup-ok');
  if (await ok.isVisible().catch(() => false)) {
    await ok.click();
    await ok.waitFor({ state: 'hidden' });
  }
}

async function signIn(page: Page, server: TestServer) {
  await page.goto(`${server.baseUrl}/#/pages/user/login`);
  await page.getByTestId('login-account').fill(DEMO.account);
  await page.getByTestId('login-password').fill(DEMO.password);
  await page.getByTestId('login-submit').click();
  await page.waitForURL(/#\/pages\/tabs\/home\/home-f$/);
  await page.getByTestId('home-quotes').waitFor();
  await page.waitForTimeout(500);
  await closePopUpIfAny(page);
}

const row = (page: Page, code: string) => page.locator(`[data-testid="quote-row"][data-code="${code}"]`);

/** Where an element's text starts and ends on screen (its characters, not its box). */
function textEdges(el: Locator): Promise<{ left: number; right: number; centre: number }> {
  return el.evaluate((node) => {
    const range = document.createRange();
    range.selectNodeContents(node);
    const r = range.getBoundingClientRect();
    return { left: r.left, right: r.right, centre: (r.left + r.right) / 2 };
  });
}

/**
 * The list's column heads against a row's cells: the price head ends where the price ends
 * (the right in left-to-right, the left in right-to-left) and the change head is centred
 * over the change pill. Differences in CSS pixels.
 */
async function headMisalignment(page: Page, code: string, dir: 'ltr' | 'rtl'): Promise<{ price: number; change: number }> {
  const head = page.getByTestId('quote-list-head').locator(':scope > span');
  const end = dir === 'ltr' ? 'right' : 'left';
  const [priceHead, price, changeHead, change] = await Promise.all([
    textEdges(head.nth(1)),
    textEdges(row(page, code).getByTestId('quote-price')),
    textEdges(head.nth(2)),
    row(page, code).getByTestId('quote-change').evaluate((el) => {
      const r = el.getBoundingClientRect();
      return { left: r.left, right: r.right, centre: (r.left + r.right) / 2 };
    }),
  ]);
  return { price: Math.abs(priceHead[end] - price[end]), change: Math.abs(changeHead.centre - change.centre) };
}

/** A plain decimal string grouped by thousands, as the app shows prices: `97124.37` is `97,124.37`. */
const grouped = (value: string) => value.replace(/^-?\d+/, (whole) => whole.replace(/\B(?=(\d{3})+(?!\d))/g, ','));

async function prices(rows: Locator): Promise<string[]> {
  return rows.locator('[data-testid="quote-price"]').allInnerTexts();
}

describe('quotes: live lists, search, watch list, detail and K-line', () => {
  let server: TestServer;
  let browser: Browser;
  let page: Page;
  const pageErrors: string[] = [];

  beforeAll(async () => {
    server = await startServer();
    browser = await launchBrowser();
    page = await newPhonePage(browser, server.baseUrl);
    page.on('pageerror', (e) => pageErrors.push(e.message));
    await signIn(page, server);
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('shows home quote lists sorted by change rate and by price, and chooses the first product', async () => {
    const home = await api<{ productCode: string; tickerInfo: { changeRate: string; nowPrice: string } }[]>(
      server,
      '/api/homeRecommendProducts/list?pageSize=50&pageNum=1',
    );
    expect((home.rows ?? []).length).toBeGreaterThan(5);
    const byChange = page.getByTestId('home-quotes-list-change').getByTestId('quote-change');
    await expect.poll(() => byChange.count()).toBeGreaterThan(3);
    // The order follows the market every few seconds while the values on screen move with
    // every tick, so neighbours may differ by what a few seconds of trading can change.
    const rates = (await byChange.allInnerTexts()).map((t) => Number(t.replace('%', '')));
    expect(descendingWithin(rates, () => 0.5)).toBe(true);

    await page.getByTestId('home-quotes-price').click();
    const byPrice = page.getByTestId('home-quotes-list-price').getByTestId('quote-price');
    await expect.poll(() => byPrice.count()).toBeGreaterThan(3);
    const values = (await byPrice.allInnerTexts()).map((t) => Number(t.replace(/,/g, '')));
    expect(descendingWithin(values, (a) => a * 0.01)).toBe(true);

    // Nothing was chosen yet: the first item of the list became the chosen product.
    const selected = page.getByTestId('home-selected-quote');
    await expect.poll(() => selected.getAttribute('data-code')).toBeTruthy();
    const chosen = await page.evaluate(() => JSON.parse(localStorage.getItem('quotes:currentProduct') ?? 'null') as { productCode: string } | null);
    expect(chosen?.productCode).toBe(await selected.getAttribute('data-code'));
    await screenshot(page, 'quotes-home');
  });

  it('streams changing prices into the quotes tab (crypto is always open)', async () => {
    await page.getByTestId('tab-1').click();
    await page.waitForURL(/#\/pages\/tabs\/quotes\/quotes/);
    await page.getByTestId('quotes-tab-2').click();
    await expect.poll(() => hash(page)).toContain('tab=2');
    const rows = page.getByTestId('quote-row');
    await expect.poll(() => rows.count()).toBeGreaterThan(8);
    await expect(row(page, 'X:BTCUSD').getByTestId('quote-name').innerText()).resolves.toBe('Bitcoin');

    const before = await prices(rows);
    await expect
      .poll(async () => (await prices(rows)).some((p, i) => p !== before[i]), { timeout: 20_000, interval: 250 })
      .toBe(true);
    // A change flashes the price (green up, red down) through a class on the cell.
    await expect
      .poll(() => page.locator('[data-testid="quote-price"][class*="flash-on-"]').count(), { timeout: 10_000, interval: 100 })
      .toBeGreaterThan(0);
    // Crypto trades around the clock: no "closed" badge.
    expect(await page.locator('[data-testid="quote-row"] [data-testid="quote-closed"]').count()).toBe(0);
    // Every price here is simulated, and the list says so.
    await expect(page.getByTestId('quotes-simulated-note').isVisible()).resolves.toBe(true);
    // The column heads stand over their columns.
    const misalignment = await headMisalignment(page, 'X:BTCUSD', 'ltr');
    expect(misalignment.price, 'price head against the prices').toBeLessThanOrEqual(2);
    expect(misalignment.change, 'change head against the change pills').toBeLessThanOrEqual(2);
    expect(await untranslatedKeys(page)).toEqual([]);
    await screenshot(page, 'quotes-crypto');

    // Back on home, the list chosen there before (by price) is still the one shown.
    await page.getByTestId('tab-0').click();
    await page.getByTestId('home-quotes-list-price').waitFor();
    expect(await page.getByTestId('home-quotes-price').getAttribute('aria-selected')).toBe('true');
    await page.getByTestId('tab-1').click();
    await page.waitForURL(/#\/pages\/tabs\/quotes\/quotes/);
  });

  it('loads the list page by page down to "no more"', async () => {
    const total = (await api<unknown[]>(server, '/api/stockProduct/list?pageNum=1&pageSize=1')).total ?? 0;
    expect(total).toBeGreaterThan(20);
    await page.getByTestId('quotes-tab-1').click();
    // The type tabs follow the keyboard: an arrow selects the next type and takes the focus there.
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => page.getByTestId('quotes-tab-2').getAttribute('aria-selected')).toBe('true');
    expect(hash(page)).toContain('tab=2');
    expect(await page.getByTestId('quotes-tab-2').evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => page.getByTestId('quotes-tab-1').getAttribute('aria-selected')).toBe('true');
    const list = page.getByTestId('quote-list');
    await expect.poll(() => list.getAttribute('data-rows')).not.toBeNull();
    for (let i = 0; i < 20 && (await list.getAttribute('data-rows')) !== String(total); i++) {
      await page.mouse.wheel(0, 1500);
      await page.waitForTimeout(300);
    }
    await expect.poll(() => list.getAttribute('data-rows')).toBe(String(total));
    await page.mouse.wheel(0, 5000);
    const status = page.getByTestId('quotes-load-status');
    await expect.poll(() => status.getAttribute('data-status')).toBe('none');
    // Only the rows near the screen exist in the document.
    expect(await page.getByTestId('quote-row').count()).toBeLessThan(total);
    await screenshot(page, 'quotes-stocks-end');
  });

  it('opens a product from far down a list at the top of its page; back returns to the same place in the list', async () => {
    await page.goto(`${server.baseUrl}/#/pages/tabs/quotes/quotes?tab=1`);
    await expect.poll(() => page.getByTestId('quote-list').getAttribute('data-rows')).not.toBeNull();
    await page.mouse.move(200, 400);
    for (let i = 0; i < 20 && (await page.evaluate(() => window.scrollY)) < 1200; i++) {
      await page.mouse.wheel(0, 600);
      await page.waitForTimeout(250);
    }
    await page.waitForTimeout(300);
    const y = await page.evaluate(() => window.scrollY);
    expect(y).toBeGreaterThanOrEqual(1200);
    // A row in the middle of the screen.
    const code = await page.evaluate(() => {
      const middle = Array.from(document.querySelectorAll('[data-testid="quote-row"]')).find((r) => {
        const box = r.getBoundingClientRect();
        return box.top > window.innerHeight / 3 && box.bottom < (window.innerHeight * 2) / 3;
      });
      return middle?.getAttribute('data-code') ?? '';
    });
    expect(code).not.toBe('');
    await row(page, code).getByTestId('quote-name').click();
    await expect.poll(() => page.getByTestId('quote-detail').getAttribute('data-code')).toBe(code);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await page.goBack();
    await page.waitForURL(/#\/pages\/tabs\/quotes\/quotes\?tab=1$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(y);
    expect(await row(page, code).isVisible()).toBe(true);
    // A tab of the tab bar opens at its top too.
    await page.getByTestId('tab-0').click();
    await page.waitForURL(/home-f/);
    // Reset as the page renders, just after the address changed.
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  it('finds a product by its name in another language', async () => {
    await page.goto(`${server.baseUrl}/#/pages/tabs/quotes/quotes`);
    await page.getByTestId('quotes-search-link').click();
    await page.waitForURL(/quoteSearch/);
    const input = page.getByTestId('quote-search-input');
    await input.fill('ビットコイン');
    await row(page, 'X:BTCUSD').waitFor();
    await input.fill('苹果');
    await row(page, 'AAPL').waitFor();
    await expect(page.getByTestId('quote-row').count()).resolves.toBe(1);
    await input.fill('Евро');
    await row(page, 'C:EURUSD').waitFor();
    await screenshot(page, 'quotes-search');
    // A result opened and back: the words and the results are still there.
    await page.waitForURL(/quoteSearch\?q=/);
    await row(page, 'C:EURUSD').getByTestId('quote-name').click();
    await page.waitForURL(/quoteDetail\?code=C%3AEURUSD$/);
    await page.goBack();
    await page.waitForURL(/quoteSearch/);
    await expect.poll(() => input.inputValue()).toBe('Евро');
    await row(page, 'C:EURUSD').waitFor();
    await input.fill('zzzz-no-such-product');
    await page.getByTestId('quote-search-empty').waitFor();
    // Screen readers hear the outcome of each search from a region that stays in the page.
    const outcome = page.getByTestId('quote-search-outcome');
    expect(await outcome.getAttribute('role')).toBe('status');
    await expect.poll(() => outcome.innerText()).toContain('zzzz-no-such-product');
    await input.fill('euro');
    await expect.poll(() => outcome.innerText()).toMatch(/^Results: [1-9]/);
    await page.waitForURL(/quoteSearch\?q=euro$/);
    // The keyboard's search key searches at once, puts the keyboard away and takes the focus
    // to what was found.
    await input.fill('V');
    await input.press('Enter');
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-testid') ?? null)).toBe('quote-search-count');
    await page.waitForURL(/quoteSearch\?q=V$/);
    // The code typed comes first.
    await expect.poll(() => page.getByTestId('quote-row').first().getAttribute('data-code')).toBe('V');
    await input.fill('euro');
    await page.waitForURL(/quoteSearch\?q=euro$/);
    // Other words put in the address while the page shows (a link, the browser's history)
    // replace the typed ones, and the page searches them.
    await page.evaluate(() => {
      window.location.hash = '#/pages/tabs/quotes/quoteSearch?q=bitcoin';
    });
    await expect.poll(() => input.inputValue()).toBe('bitcoin');
    await row(page, 'X:BTCUSD').waitFor();
    expect(await row(page, 'C:EURUSD').count()).toBe(0);
    expect(page.url()).toMatch(/quoteSearch\?q=bitcoin$/);

    // Through an input method (Japanese): nothing is searched while a word is being composed,
    // only the word chosen at the end.
    await input.fill('');
    await input.focus();
    const searched: string[] = [];
    const listen = (req: { url(): string }) => {
      const words = new URL(req.url()).searchParams.get('params[keyWords]');
      if (words !== null) searched.push(words);
    };
    page.on('request', listen);
    const cdp = await page.context().newCDPSession(page);
    try {
      for (const text of ['い', 'いー', 'いーさ', 'イーサ']) {
        await cdp.send('Input.imeSetComposition', { text, selectionStart: text.length, selectionEnd: text.length });
        await page.waitForTimeout(120);
      }
      await page.waitForTimeout(600);
      expect(await input.inputValue()).toBe('イーサ');
      expect(searched).toEqual([]);
      await cdp.send('Input.insertText', { text: 'イーサリアム' });
      await row(page, 'X:ETHUSD').waitFor();
      expect(new Set(searched)).toEqual(new Set(['イーサリアム']));
    } finally {
      page.off('request', listen);
      await cdp.detach();
    }
  });

  it('adds a favourite from the list; it is on the watch list and survives a reload', async () => {
    await page.goto(`${server.baseUrl}/#/pages/tabs/quotes/quotes?tab=2`);
    const star = row(page, 'X:ETHUSD').getByTestId('quote-fav-toggle');
    await star.waitFor();
    expect(await star.getAttribute('aria-pressed')).toBe('false');
    // A toggle keeps its name; its pressed state says whether the product is watched.
    expect(await star.getAttribute('aria-label')).toBe('Watch Ethereum');
    await star.click();
    await expect.poll(() => star.getAttribute('aria-pressed')).toBe('true');
    expect(await star.getAttribute('aria-label')).toBe('Watch Ethereum');

    await page.getByTestId('quotes-tab-favorite').click();
    await row(page, 'X:ETHUSD').waitFor();

    await page.goto(`${server.baseUrl}/#/pages/tabs/favorite/favorite`);
    await row(page, 'X:ETHUSD').waitFor();
    await page.reload();
    await row(page, 'X:ETHUSD').waitFor();
    await expect(row(page, 'X:ETHUSD').getByTestId('quote-fav-toggle').getAttribute('aria-pressed')).resolves.toBe('true');
    await screenshot(page, 'quotes-favourites');
  });

  it('keeps a row taken off the watch list in place, un-starred, so that a second tap puts it back', async () => {
    await row(page, 'X:ETHUSD').waitFor();
    const star = row(page, 'X:ETHUSD').getByTestId('quote-fav-toggle');
    await star.click();
    await expect.poll(() => star.getAttribute('aria-pressed')).toBe('false');
    // Still there, where it was: the next row did not move under the finger.
    await page.waitForTimeout(500);
    expect(await page.getByTestId('quote-row').count()).toBe(1);
    await star.click();
    await expect.poll(() => star.getAttribute('aria-pressed')).toBe('true');
    await page.reload();
    await expect(row(page, 'X:ETHUSD').getByTestId('quote-fav-toggle').getAttribute('aria-pressed')).resolves.toBe('true');
  });

  it('opens the detail as the trade tab, keeps the product across a reload, and removes the favourite there', async () => {
    await row(page, 'X:ETHUSD').getByTestId('quote-name').click();
    await page.waitForURL(/#\/pages\/quoteDetail\/quoteDetail\?code=X%3AETHUSD$/);
    await expect(page.getByTestId('tab-2').getAttribute('aria-current')).resolves.toBe('page');
    const detail = page.getByTestId('quote-detail');
    await expect.poll(() => detail.getAttribute('data-code')).toBe('X:ETHUSD');
    await page.reload();
    await expect.poll(() => page.getByTestId('quote-detail').getAttribute('data-code')).toBe('X:ETHUSD');

    const price = page.getByTestId('quote-detail-price');
    await expect.poll(() => price.innerText(), { timeout: 20_000 }).toMatch(/^[\d,]+\.\d+$/);
    const first = await price.innerText();
    await expect.poll(() => price.innerText(), { timeout: 20_000, interval: 250 }).not.toBe(first);
    // Day, minute and previous-session statistics, live from the stream.
    for (const block of ['quote-stats-day', 'quote-stats-min', 'quote-stats-prev-day']) {
      await expect.poll(() => page.getByTestId(block).innerText(), { timeout: 20_000 }).toMatch(/\d/);
    }
    await expect(page.getByTestId('quote-detail-simulated').isVisible()).resolves.toBe(true);
    expect(await untranslatedKeys(page)).toEqual([]);
    await screenshot(page, 'quotes-detail');
    // A mouse wheel over the chart scrolls the page on to the statistics; it does not zoom it.
    const chart = page.locator('[data-testid="kline-chart"][data-state="ready"]');
    const box = (await chart.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.wheel(0, 300);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await page.evaluate(() => window.scrollTo(0, 0));

    const fav = page.getByTestId('quote-detail-fav');
    await expect.poll(() => fav.getAttribute('aria-pressed')).toBe('true');
    await fav.click();
    await expect.poll(() => fav.getAttribute('aria-pressed')).toBe('false');
    await page.goto(`${server.baseUrl}/#/pages/tabs/favorite/favorite`);
    await page.getByTestId('favourites-empty').waitFor();
    // Nothing to head: no column headings over an empty watch list.
    expect(await page.getByTestId('quote-list-head').count()).toBe(0);
  });

  it('draws candles at all four durations and moves the last candle live', async () => {
    await page.goto(`${server.baseUrl}/#/pages/tabs/quotes/quotes?tab=2`);
    await row(page, 'X:BTCUSD').getByTestId('quote-name').click();
    await page.waitForURL(/quoteDetail\?code=X%3ABTCUSD$/);
    // The detail has drawn its chart (nothing above the link still moves) before the link is tapped.
    await expect.poll(() => page.getByTestId('kline-chart').getAttribute('data-state'), { timeout: 20_000 }).toBe('ready');
    await page.getByTestId('quote-detail-kline').click();
    await page.waitForURL(/klinePage\?code=X%3ABTCUSD$/);
    await expect.poll(() => page.getByTestId('kline-page').getAttribute('data-code')).toBe('X:BTCUSD');
    const chart = page.getByTestId('kline-chart');

    for (const interval of [1, 60, 3600, 86400]) {
      await page.getByTestId(`kline-duration-${interval}`).click();
      await expect.poll(() => chart.getAttribute('data-interval')).toBe(String(interval));
      await expect.poll(() => chart.getAttribute('data-state'), { timeout: 20_000 }).toBe('ready');
      const candles = Number(await chart.getAttribute('data-candles'));
      expect(candles, `candles at ${interval} s`).toBeGreaterThan(interval === 86400 ? 300 : 50);
      // The chart drew: its canvas has coloured (candle) pixels.
      await expect.poll(() => colouredPixels(page), { timeout: 5000 }).toBeGreaterThan(200);
      await screenshot(page, `quotes-kline-${interval}`);
    }

    // One-minute candles: the open candle's close moves with the ticks.
    await page.getByTestId('kline-duration-60').click();
    await expect.poll(() => chart.getAttribute('data-state'), { timeout: 20_000 }).toBe('ready');
    const updates = Number(await chart.getAttribute('data-updates'));
    await expect.poll(async () => Number(await chart.getAttribute('data-updates')), { timeout: 20_000 }).toBeGreaterThan(updates + 2);

    // One-second candles: a new last candle every second.
    await page.getByTestId('kline-duration-1').click();
    await expect.poll(() => chart.getAttribute('data-state'), { timeout: 20_000 }).toBe('ready');
    const lastT = Number(await chart.getAttribute('data-last-t'));
    await expect.poll(async () => Number(await chart.getAttribute('data-last-t')), { timeout: 20_000 }).toBeGreaterThan(lastT);

    // The legend shows the last candle's close as the page shows prices: grouped, with the product's decimals.
    await expect
      .poll(() =>
        chart.evaluate((box) => ({
          last: (box as HTMLElement).dataset.lastC ?? '',
          close: box.querySelectorAll('[data-testid="kline-legend"] [data-v]')[4]?.textContent ?? '',
        })),
      )
      .toSatisfy(({ last, close }: { last: string; close: string }) => last !== '' && /,\d{3}\./.test(close) && close === grouped(last));

    // The crosshair shows the values of the candle under it.
    const legendTime = page.getByTestId('kline-legend').locator('[data-v]').first();
    const latest = await legendTime.innerText();
    const box = await chart.locator('canvas').first().boundingBox();
    expect(box).not.toBeNull();
    await page.mouse.move(box!.x + box!.width * 0.3, box!.y + box!.height * 0.5);
    await expect.poll(() => legendTime.innerText()).not.toBe(latest);
    expect(await page.getByTestId('kline-legend').innerText()).toMatch(/\d/);
    await screenshot(page, 'quotes-kline-crosshair');
    expect(await untranslatedKeys(page)).toEqual([]);

    // Turned sideways and back, the chart takes the window's new height.
    const height = () => chart.evaluate((el) => Math.round(el.getBoundingClientRect().height));
    const upright = page.viewportSize()!;
    expect(await height()).toBe(560);
    await page.setViewportSize({ width: 740, height: 360 });
    try {
      await expect.poll(height).toBe(260);
    } finally {
      await page.setViewportSize(upright);
    }
    await expect.poll(height).toBe(560);
  });

  it('moves the chart\'s crosshair from the keyboard, candle by candle, and reads out its values', async () => {
    await page.goto(`${server.baseUrl}/#/pages/quoteDetail/klinePage?code=X%3ABTCUSD`);
    const chart = page.getByTestId('kline-chart');
    await page.getByTestId('kline-duration-86400').click();
    await expect.poll(() => chart.getAttribute('data-state'), { timeout: 20_000 }).toBe('ready');
    const legend = page.getByTestId('kline-legend');
    const legendTime = legend.locator('[data-v]').first();
    const latest = await legendTime.innerText();
    expect(await chart.getAttribute('role')).toBe('group');
    expect(await chart.getAttribute('aria-label')).toMatch(/arrows/);
    // Reached with Tab like any control: from the durations above it.
    await page.getByTestId('kline-duration-86400').focus();
    await page.keyboard.press('Tab');
    expect(await chart.evaluate((el) => el === document.activeElement)).toBe(true);

    await page.keyboard.press('ArrowLeft');
    const previous = await legendTime.innerText();
    expect(previous).not.toBe(latest);
    expect(await legend.getAttribute('aria-live')).toBe('polite');
    await page.keyboard.press('ArrowLeft');
    const before = await legendTime.innerText();
    expect(new Set([latest, previous, before]).size).toBe(3);
    await page.keyboard.press('ArrowRight');
    expect(await legendTime.innerText()).toBe(previous);
    await page.keyboard.press('End');
    expect(await legendTime.innerText()).toBe(latest);
    await page.keyboard.press('ArrowRight');
    expect(await legendTime.innerText()).toBe(latest);
    // Home: the first candle loaded, years back; the chart scrolled to show it.
    await page.keyboard.press('Home');
    const first = await legendTime.innerText();
    expect(first).not.toBe(latest);
    expect(await legend.innerText()).toMatch(/\d/);
    await screenshot(page, 'quotes-kline-keyboard');
    // The page did not scroll with the keys: they moved the crosshair only.
    expect(await page.evaluate(() => window.scrollY)).toBe(0);

    // Escape puts the crosshair away: the legend shows the last candle again and is quiet.
    await page.keyboard.press('Escape');
    expect(await legendTime.innerText()).toBe(latest);
    expect(await legend.getAttribute('aria-live')).toBeNull();
    expect(await untranslatedKeys(page)).toEqual([]);
  });

  it('shows the quotes in Arabic, right to left, with names in Arabic', async () => {
    await page.evaluate(() => localStorage.setItem('locale', JSON.stringify('ar')));
    await page.goto(`${server.baseUrl}/#/pages/tabs/quotes/quotes?tab=2`);
    await page.reload();
    await expect.poll(() => page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    await expect.poll(() => row(page, 'X:BTCUSD').getByTestId('quote-name').innerText()).toBe('بيتكوين');
    await expect(page.getByTestId('quotes-tab-favorite').innerText()).resolves.toBe('قائمة المتابعة');
    // Prices keep their left-to-right digits inside the right-to-left row.
    await expect(row(page, 'X:BTCUSD').getByTestId('quote-price').evaluate((el) => getComputedStyle(el).direction)).resolves.toBe('ltr');
    // The column heads stand over their (mirrored) columns.
    const misalignment = await headMisalignment(page, 'X:BTCUSD', 'rtl');
    expect(misalignment.price, 'price head against the prices').toBeLessThanOrEqual(2);
    expect(misalignment.change, 'change head against the change pills').toBeLessThanOrEqual(2);
    expect(await untranslatedKeys(page)).toEqual([]);
    await screenshot(page, 'quotes-arabic');

    // The detail: the change line starts at the price's side, and the chart legend reads right
    // to left with its numbers left to right and grouped.
    await row(page, 'X:BTCUSD').getByTestId('quote-name').click();
    await page.waitForURL(/quoteDetail\?code=X%3ABTCUSD$/);
    const price = page.getByTestId('quote-detail-price');
    await expect.poll(() => price.innerText(), { timeout: 20_000 }).toMatch(/\d/);
    const [priceEdges, changeEdges] = await Promise.all([textEdges(price), textEdges(page.getByTestId('quote-detail-change').locator('span').first())]);
    expect(Math.abs(priceEdges.right - changeEdges.right), 'change line against the price').toBeLessThanOrEqual(3);
    const legend = page.getByTestId('kline-legend');
    await expect.poll(() => page.getByTestId('kline-chart').getAttribute('data-state'), { timeout: 20_000 }).toBe('ready');
    await expect(legend.getAttribute('dir')).resolves.toBe('rtl');
    const values = legend.locator('b[data-v]');
    await expect.poll(() => values.nth(3).innerText()).toMatch(/^\d{1,3}(,\d{3})+\.\d{2}$/);
    await expect(values.first().evaluate((el) => getComputedStyle(el).direction)).resolves.toBe('ltr');
    // The fields follow the reading order: open at the start (the right), then high.
    const [open, high] = await Promise.all([textEdges(values.first()), textEdges(values.nth(1))]);
    expect(open.left).toBeGreaterThan(high.right);
    // The statistics line up under their labels (the right); a short volume with a word
    // (turnover, "1.3 مليار") reads right to left: its number stands right of the word.
    const firstStat = page.getByTestId('quote-stats-day').locator('.quote-stats__item').first();
    const [label, value] = await Promise.all([textEdges(firstStat.locator('dt')), textEdges(firstStat.locator('dd'))]);
    expect(Math.abs(label.right - value.right), 'statistic under its label').toBeLessThanOrEqual(2);
    const turnover = page.getByTestId('quote-stats-day').locator('.quote-stats__item').nth(6).locator('bdi');
    await expect.poll(() => turnover.innerText()).toMatch(/^[\d.]+\s\p{Script=Arabic}+$/u);
    const numberAndWord = await turnover.evaluate((el) => {
      const text = el.firstChild as Text;
      const edges = (from: number, to: number) => {
        const range = document.createRange();
        range.setStart(text, from);
        range.setEnd(text, to);
        return range.getBoundingClientRect();
      };
      const space = text.data.search(/\s/u);
      return { number: edges(0, space), word: edges(space + 1, text.data.length) };
    });
    expect(numberAndWord.number.left, 'turnover number right of its word').toBeGreaterThan(numberAndWord.word.right);
    expect(await untranslatedKeys(page)).toEqual([]);
    await screenshot(page, 'quotes-arabic-detail');
    await page.evaluate(() => localStorage.setItem('locale', JSON.stringify('en')));
    expect(pageErrors).toEqual([]);
  });
});

describe('quotes: failures, offline and long languages', () => {
  let server: TestServer;
  let browser: Browser;
  const pageErrors: string[] = [];

  /** A signed-in phone page of its own: nothing loaded or cached yet; its page errors are collected. */
  async function freshPage(): Promise<Page> {
    const page = await newPhonePage(browser, server.baseUrl);
    page.on('pageerror', (e) => pageErrors.push(e.message));
    await signIn(page, server);
    return page;
  }

  beforeAll(async () => {
    server = await startServer();
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('does not repeat a failed next page; the foot offers a retry that loads it', async () => {
    const page = await freshPage();
    const total = (await api<unknown[]>(server, '/api/stockProduct/list?pageNum=1&pageSize=1')).total ?? 0;
    expect(total).toBeGreaterThan(20);
    let page2Calls = 0;
    const failPage2 = (url: URL) => url.pathname === '/api/stockProduct/list' && url.searchParams.get('pageNum') === '2';
    await page.route(failPage2, async (route) => {
      page2Calls++;
      await route.fulfill({ status: 500, contentType: 'text/plain', body: 'Internal Server Error' });
    });
    // The first page of US stocks is shorter than the screen and its margin: the second is
    // asked for at once, without scrolling.
    await page.goto(`${server.baseUrl}/#/pages/tabs/quotes/quotes?tab=1`);
    const foot = page.getByTestId('quotes-load-status');
    await expect.poll(() => foot.getAttribute('data-status'), { timeout: 15_000 }).toBe('error');
    await page.waitForTimeout(3000);
    expect(page2Calls).toBeGreaterThanOrEqual(1);
    expect(page2Calls).toBeLessThanOrEqual(2);
    const retry = page.getByTestId('quotes-load-error-retry');
    await expect(retry.isVisible()).resolves.toBe(true);
    await screenshot(page, 'quotes-next-page-failed');

    await page.unroute(failPage2);
    await retry.click();
    const list = page.getByTestId('quote-list');
    await expect.poll(() => list.getAttribute('data-rows'), { timeout: 15_000 }).toBe(String(total));
    await page.close();
  });

  it('shows a page that arrives far above the list\'s end with the frame\'s other writes, and every page down to "no more"', async () => {
    // The catalogue has two pages of stocks; the list is served five (100 rows, each a real
    // stock under a code of its own) so that a page arrives while the list's end is far below
    // the screen. Such a page changes the list's length in an animation frame, with the paced
    // writes, not in the task that brought it (which would add a frame of its own to a scroll).
    const page = await freshPage();
    const real = [
      ...((await api<Record<string, unknown>[]>(server, '/api/stockProduct/list?pageNum=1&pageSize=20')).rows ?? []),
      ...((await api<Record<string, unknown>[]>(server, '/api/stockProduct/list?pageNum=2&pageSize=20')).rows ?? []),
    ];
    const TOTAL = 100;
    const products = Array.from({ length: TOTAL }, (_, i) => {
      const p = real[i % real.length] ?? {};
      return { ...p, id: 90_000 + i, productId: 90_000 + i, productCode: `T${String(i).padStart(3, '0')}` };
    });
    let releasePage3: () => void = () => {};
    const page3Held = new Promise<void>((resolve) => (releasePage3 = resolve));
    await page.route(
      (url) => url.pathname === '/api/stockProduct/list',
      async (route) => {
        const url = new URL(route.request().url());
        const pageNum = Number(url.searchParams.get('pageNum'));
        const pageSize = Number(url.searchParams.get('pageSize'));
        if (pageNum === 3) await page3Held;
        const rows = products.slice((pageNum - 1) * pageSize, pageNum * pageSize);
        await route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ code: 200, msg: 'success', rows, total: TOTAL }) });
      },
    );
    await page.addInitScript(() => {
      const log: { between: string[]; inFrame: string[] } = { between: [], inFrame: [] };
      (window as unknown as { listWrites: typeof log }).listWrites = log;
      const lengthChange = (r: MutationRecord) =>
        r.type === 'attributes' && r.attributeName === 'data-rows' && r.target instanceof Element && r.target.matches('[data-testid="quote-list"]')
          ? r.target.getAttribute('data-rows')
          : null;
      const observer = new MutationObserver((records) => {
        for (const r of records) {
          const rows = lengthChange(r);
          if (rows) log.between.push(rows);
        }
      });
      observer.observe(document, { subtree: true, attributes: true });
      const request = window.requestAnimationFrame.bind(window);
      window.requestAnimationFrame = (cb) =>
        request((t) => {
          try {
            cb(t);
          } finally {
            for (const r of observer.takeRecords()) {
              const rows = lengthChange(r);
              if (rows) log.inFrame.push(rows);
            }
          }
        });
    });
    await page.goto(`${server.baseUrl}/#/pages/tabs/quotes/quotes?tab=1`);
    await page.reload();
    const list = page.getByTestId('quote-list');
    // Two pages at once: the screen and its margin of 18 rows reach past the first.
    await expect.poll(() => list.getAttribute('data-rows'), { timeout: 15_000 }).toBe('40');
    const foot = page.getByTestId('quotes-load-status');
    // A screen a little taller: its rows and their margin end 9 rows before the 40th, near
    // enough to ask for the third page, far enough that its foot is not near the screen.
    const top = await list.evaluate((el) => el.getBoundingClientRect().top + window.scrollY);
    await page.setViewportSize({ width: 412, height: Math.round(top + 13 * 64 - 10) });
    await expect.poll(() => foot.getAttribute('data-status')).toBe('loading');
    releasePage3();
    await expect.poll(() => list.getAttribute('data-rows'), { timeout: 15_000 }).toBe('60');
    const writes = await page.evaluate(() => (window as unknown as { listWrites: { between: string[]; inFrame: string[] } }).listWrites);
    expect(writes.inFrame).toContain('60');
    expect(writes.between).not.toContain('60');

    await page.mouse.move(200, 400);
    for (let i = 0; i < 20 && (await foot.getAttribute('data-status')) !== 'none'; i++) {
      await page.mouse.wheel(0, 2000);
      await page.waitForTimeout(300);
    }
    await expect.poll(() => foot.getAttribute('data-status')).toBe('none');
    expect(await list.getAttribute('data-rows')).toBe(String(TOTAL));
    // At the end: the last row, its place in the whole list, and the foot under it.
    await page.mouse.wheel(0, 5000);
    await expect.poll(() => row(page, 'T099').getAttribute('aria-setsize')).toBe(String(TOTAL));
    await expect(foot.isVisible()).resolves.toBe(true);
    await page.close();
  });

  it('never shows one product with another product\'s icon while the list recycles its rows', async () => {
    const page = await freshPage();
    const icons = new Map<string, string>();
    for (const pageNum of [1, 2, 3]) {
      const res = await api<{ productCode: string; productImg: string }[]>(server, `/api/stockProduct/list?pageNum=${pageNum}&pageSize=20`);
      for (const r of res.rows ?? []) icons.set(r.productCode, r.productImg);
    }
    // Icons arrive late, as on a slow network.
    await page.route('**/product-icons/**', async (route) => {
      await new Promise((r) => setTimeout(r, 1500));
      await route.continue();
    });
    await page.goto(`${server.baseUrl}/#/pages/tabs/quotes/quotes?tab=1`);
    const list = page.getByTestId('quote-list');
    await expect.poll(() => list.getAttribute('data-rows'), { timeout: 15_000 }).toBe(String(icons.size));
    const firstCodes = await page.getByTestId('quote-row').evaluateAll((rows) => rows.map((r) => r.getAttribute('data-code')));
    for (let i = 0; i < 8; i++) {
      await page.mouse.wheel(0, 800);
      await page.waitForTimeout(150);
    }
    const shown = await page.getByTestId('quote-row').evaluateAll((rows) =>
      rows.map((r) => {
        const icon = r.querySelector('.product-icon');
        return { code: r.getAttribute('data-code') ?? '', icon: icon ? getComputedStyle(icon).backgroundImage : '' };
      }),
    );
    // The rows did recycle: products that were not in the first window are in the document now.
    expect(shown.some((r) => !firstCodes.includes(r.code))).toBe(true);
    // Each row draws its own product's file (the computed value is the absolute address); a
    // row that passes to another product drops the previous file at once.
    for (const r of shown) expect(r.icon, r.code).toBe(`url("${new URL(icons.get(r.code) ?? '', `${server.baseUrl}/`).href}")`);
    await page.close();
  });

  it('shows an error with a retry for a failed first page and a failed search, not an empty list', async () => {
    const page = await freshPage();
    const forex = (url: URL) => url.pathname === '/api/forexProduct/list';
    await page.route(forex, (route) => route.fulfill({ status: 500, contentType: 'text/plain', body: 'Internal Server Error' }));
    await page.goto(`${server.baseUrl}/#/pages/tabs/quotes/quotes?tab=4`);
    await page.getByTestId('quotes-list-error').waitFor();
    expect(await page.getByTestId('quotes-load-status').count()).toBe(0);
    await screenshot(page, 'quotes-first-page-failed');
    await page.unroute(forex);
    await page.getByTestId('quotes-list-error-retry').click();
    await row(page, 'C:EURUSD').waitFor();

    const search = (url: URL) => /Product\/list$/.test(url.pathname) && url.search.includes('keyWords');
    await page.route(search, (route) => route.fulfill({ status: 500, contentType: 'text/plain', body: 'Internal Server Error' }));
    await page.goto(`${server.baseUrl}/#/pages/tabs/quotes/quoteSearch`);
    await page.getByTestId('quote-search-input').fill('apple');
    await page.getByTestId('quote-search-error').waitFor();
    expect(await page.getByTestId('quote-search-empty').count()).toBe(0);
    await page.unroute(search);
    await page.getByTestId('quote-search-error-retry').click();
    await row(page, 'AAPL').waitFor();
    await page.close();
  });

  it('says so when the chosen product no longer exists, and forgets it', async () => {
    const page = await freshPage();
    const gone = { productCode: 'X:GONEUSD', productId: 999999, productType: 2, productName: 'Gone', productNameI18n: {}, pricePrecision: 2 };
    await page.evaluate((p) => localStorage.setItem('quotes:currentProduct', JSON.stringify(p)), gone);
    for (const route of ['pages/quoteDetail/quoteDetail', 'pages/quoteDetail/klinePage']) {
      await page.goto(`${server.baseUrl}/#/${route}`);
      await page.reload();
      await page.getByTestId('quote-detail-gone').waitFor();
      expect(await page.getByTestId('kline-chart').count()).toBe(0);
      await page.evaluate((p) => localStorage.setItem('quotes:currentProduct', JSON.stringify(p)), gone);
    }
    await page.reload();
    await page.getByTestId('quote-detail-gone').waitFor();
    await expect.poll(() => page.evaluate(() => localStorage.getItem('quotes:currentProduct'))).toBeNull();
    await page.close();
  });

  it('opens the product a copied address names, keeps it on reload and back from the chart, and says when the code is unknown', async () => {
    // A fresh visitor, signed out, with nothing chosen: the link leads through sign-in to the product.
    const page = await newPhonePage(browser, server.baseUrl);
    page.on('pageerror', (e) => pageErrors.push(e.message));
    const chosen = () => page.evaluate(() => (JSON.parse(localStorage.getItem('quotes:currentProduct') ?? 'null') as { productCode: string } | null)?.productCode);
    await page.goto(`${server.baseUrl}/#/pages/quoteDetail/quoteDetail?code=${encodeURIComponent('C:EURUSD')}`);
    await page.waitForURL(/#\/pages\/user\/login/);
    await page.getByTestId('login-account').fill(DEMO.account);
    await page.getByTestId('login-password').fill(DEMO.password);
    await page.getByTestId('login-submit').click();
    await page.waitForURL(/quoteDetail\?code=C%3AEURUSD$/);
    const detail = page.getByTestId('quote-detail');
    await expect.poll(() => detail.getAttribute('data-code')).toBe('C:EURUSD');
    await expect.poll(chosen).toBe('C:EURUSD');
    await page.reload();
    await expect.poll(() => detail.getAttribute('data-code')).toBe('C:EURUSD');
    await page.waitForTimeout(500);
    await closePopUpIfAny(page);

    await page.getByTestId('quote-detail-kline').click();
    await page.waitForURL(/klinePage\?code=C%3AEURUSD$/);
    await expect.poll(() => page.getByTestId('kline-page').getAttribute('data-code')).toBe('C:EURUSD');
    await page.goBack();
    await expect.poll(() => detail.getAttribute('data-code')).toBe('C:EURUSD');

    // An unknown or malformed code: "not available", and the stored choice stays.
    const gone = page.getByTestId('quote-detail-gone');
    await page.goto(`${server.baseUrl}/#/pages/quoteDetail/klinePage?code=%E0%A4%A&code=`);
    await gone.waitFor();
    await page.goto(`${server.baseUrl}/#/pages/quoteDetail/quoteDetail?code=X%3ANOPEUSD`);
    await expect.poll(() => gone.innerText()).toContain('X:NOPEUSD');
    await screenshot(page, 'quotes-detail-unknown-code');
    expect(await chosen()).toBe('C:EURUSD');
    // The trade tab without a code shows the chosen product and names it in the address.
    await page.getByTestId('tab-2').click();
    await page.waitForURL(/quoteDetail\?code=C%3AEURUSD$/);
    await expect.poll(() => detail.getAttribute('data-code')).toBe('C:EURUSD');
    expect(pageErrors).toEqual([]);
    await page.close();
  });

  it('shows a failed chart above the chart with a retry that loads it', async () => {
    const page = await freshPage();
    const klines = (url: URL) => url.pathname === '/api/kline/list';
    await page.route(klines, (route) => route.fulfill({ status: 500, contentType: 'text/plain', body: 'Internal Server Error' }));
    await page.goto(`${server.baseUrl}/#/pages/tabs/quotes/quotes?tab=2`);
    await row(page, 'X:BTCUSD').getByTestId('quote-name').click();
    await page.waitForURL(/quoteDetail\?code=X%3ABTCUSD$/);
    const chart = page.getByTestId('kline-chart');
    await expect.poll(() => chart.getAttribute('data-state'), { timeout: 15_000 }).toBe('error');
    // Visible: the element at the middle of the message is the message, not the chart's canvas.
    const onTop = await page.getByTestId('kline-error').evaluate((el) => {
      const r = el.getBoundingClientRect();
      const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
      return Boolean(hit && el.contains(hit));
    });
    expect(onTop).toBe(true);
    await screenshot(page, 'quotes-chart-failed');
    await page.unroute(klines);
    // A slow answer: the empty chart says it is loading until the candles are in.
    await page.route(klines, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    await page.getByTestId('kline-retry').click();
    await page.getByTestId('kline-loading').waitFor();
    expect(await page.getByTestId('kline-loading').textContent()).toBe('Loading…');
    await expect.poll(() => chart.getAttribute('data-state'), { timeout: 15_000 }).toBe('ready');
    expect(await page.getByTestId('kline-loading').count()).toBe(0);
    expect(Number(await chart.getAttribute('data-candles'))).toBeGreaterThan(50);
    await page.unroute(klines);
    await page.close();
  });

  it('says within seconds that live prices stopped when the network goes, and recovers', async () => {
    const page = await freshPage();
    await page.goto(`${server.baseUrl}/#/pages/tabs/quotes/quotes?tab=2`);
    await row(page, 'X:BTCUSD').waitFor();
    const banner = page.getByTestId('quotes-reconnecting');
    await page.waitForTimeout(1000);
    expect(await banner.isVisible()).toBe(false);
    // The line is written into a status region that is there before it (a screen reader reads
    // a region's change, not a region added with its text in it).
    const region = page.locator('.stream-status-region[role="status"]');
    expect(await region.count()).toBe(1);
    expect(await region.innerText()).toBe('');
    // The toast's code loads while the app is idle, so a toast can still show offline.
    const loaded = () => page.evaluate(() => performance.getEntriesByType('resource').map((e) => e.name));
    await expect.poll(async () => (await loaded()).some((n) => /\/toast-[^/]+\.js$/.test(n)), { timeout: 10_000 }).toBe(true);

    await page.context().setOffline(true);
    // Within the heartbeat's deadline (a missed pong) the line says so.
    await banner.waitFor({ timeout: 8000 });
    expect(await region.innerText()).toBe('Connection to live prices lost. Reconnecting…');
    // The prices on screen are the last ones received: shown as such.
    const opacity = await row(page, 'X:BTCUSD').getByTestId('quote-price').evaluate((el) => Number(getComputedStyle(el).opacity));
    expect(opacity).toBeLessThan(1);

    // A tab that was not loaded yet fails at once instead of loading forever.
    await page.getByTestId('quotes-tab-3').click();
    await page.getByTestId('quotes-list-error').waitFor({ timeout: 15_000 });
    await screenshot(page, 'quotes-offline');

    await page.context().setOffline(false);
    await banner.waitFor({ state: 'hidden', timeout: 15_000 });
    // Back online, the failed list loads again by itself.
    await expect.poll(() => page.getByTestId('quote-row').count(), { timeout: 15_000 }).toBeGreaterThan(3);

    // The full chart page says so too.
    await page.goto(`${server.baseUrl}/#/pages/quoteDetail/klinePage?code=X%3ABTCUSD`);
    await page.getByTestId('kline-chart').waitFor();
    await page.waitForTimeout(1000);
    expect(await banner.isVisible()).toBe(false);
    await page.context().setOffline(true);
    await banner.waitFor({ timeout: 8000 });
    await page.context().setOffline(false);
    await banner.waitFor({ state: 'hidden', timeout: 15_000 });
    await page.close();
  });

  it('keeps the chosen tab, the badges and the market label readable in German and Arabic', async () => {
    const page = await freshPage();
    for (const locale of ['de', 'ar']) {
      await page.evaluate((code) => localStorage.setItem('locale', JSON.stringify(code)), locale);
      for (const tab of [3, 4]) {
        await page.goto(`${server.baseUrl}/#/pages/tabs/quotes/quotes?tab=${tab}`);
        await page.reload();
        await page.getByTestId('quote-list').waitFor();
        const box = await page.getByTestId(`quotes-tab-${tab}`).boundingBox();
        expect(box, `${locale} tab ${tab}`).not.toBeNull();
        expect(box!.x, `${locale} tab ${tab}`).toBeGreaterThanOrEqual(0);
        expect(box!.x + box!.width, `${locale} tab ${tab}`).toBeLessThanOrEqual(412);
      }
      await page.goto(`${server.baseUrl}/#/pages/tabs/home/home-f`);
      await page.getByTestId('home-quotes-list-change').getByTestId('quote-row').first().waitFor();
      expect(await clippedBadges(page), locale).toEqual([]);
    }
    await screenshot(page, 'quotes-home-arabic');

    // Crypto trades on no exchange: the header names the product type, translated.
    await page.evaluate(() => localStorage.setItem('locale', JSON.stringify('de')));
    await page.goto(`${server.baseUrl}/#/pages/tabs/quotes/quotes?tab=2`);
    await page.reload();
    await row(page, 'X:BTCUSD').getByTestId('quote-name').click();
    await page.waitForURL(/quoteDetail\?code=X%3ABTCUSD$/);
    const header = page.locator('.quote-detail__code').first();
    await expect.poll(() => header.innerText()).toMatch(/^BTCUSD · /);
    expect(await header.innerText()).not.toContain('CRYPTO');
    // Numbers in German symbols: 97.162,16 and -2,52 %.
    await expect.poll(() => page.getByTestId('quote-detail-price').innerText()).toMatch(/^\d{1,3}(\.\d{3})+,\d{2}$/);
    expect(await page.getByTestId('quote-detail-change').innerText()).toMatch(/^[+-]?[\d.]+,\d{2}\s*[+-]?\d+,\d{2}\u00a0%$/);
    expect(await untranslatedKeys(page)).toEqual([]);
    expect(pageErrors).toEqual([]);
    await page.close();
  });

  it('scrolls the type tabs sideways where they do not fit, the chosen one in full view, with a fade toward the hidden ones', async () => {
    const page = await freshPage();
    const strip = page.locator('.quote-tabs');
    /** The chosen tab's box against the strip's and the page's, and which edges say there is more. */
    const layout = () =>
      strip.evaluate((el) => {
        const box = el.getBoundingClientRect();
        const chosen = el.querySelector('[aria-selected="true"]')!.getBoundingClientRect();
        const side = (pseudo: string) => getComputedStyle(el, pseudo).opacity === '1';
        const [left, right] = document.documentElement.dir === 'rtl' ? [side('::after'), side('::before')] : [side('::before'), side('::after')];
        return {
          overflowing: el.scrollWidth > el.clientWidth,
          inView: chosen.left >= box.left && chosen.right <= box.right,
          pageOverflow: document.documentElement.scrollWidth > window.innerWidth,
          fades: { left, right },
        };
      });
    const open = async (locale: string, tab: string) => {
      await page.evaluate((code) => localStorage.setItem('locale', JSON.stringify(code)), locale);
      await page.goto(`${server.baseUrl}/#/pages/tabs/quotes/quotes?tab=${tab}`);
      await page.reload();
      await page.getByTestId(`quotes-tab-${tab}`).waitFor();
    };
    const chosenInView = async (label: string) => {
      await expect.poll(async () => (await layout()).inView, { message: label }).toBe(true);
      expect((await layout()).pageOverflow, `${label}: page wider than the screen`).toBe(false);
    };

    // "Danh sách theo dõi ... Ngoại hối" and Arabic (right to left) are wider than the screen.
    for (const [locale, start, end] of [['vi', 'left', 'right'], ['sa', 'right', 'left']] as const) {
      await open(locale, 'favorite');
      expect((await layout()).overflowing, locale).toBe(true);
      await chosenInView(`${locale}: watch list on load`);
      // At the start only the far edge fades: the last types lie beyond it.
      await expect.poll(async () => (await layout()).fades, { message: locale }).toEqual({ [start]: false, [end]: true });

      await open(locale, '4');
      await chosenInView(`${locale}: forex on load`);
      await expect.poll(async () => (await layout()).fades, { message: locale }).toEqual({ [start]: true, [end]: false });

      // The keyboard still moves along the tabs, and each one chosen comes into view.
      await page.getByTestId('quotes-tab-4').focus();
      await page.keyboard.press('Home');
      await expect.poll(() => page.getByTestId('quotes-tab-favorite').getAttribute('aria-selected')).toBe('true');
      await chosenInView(`${locale}: Home`);
      await page.keyboard.press('End');
      await expect.poll(() => page.getByTestId('quotes-tab-4').getAttribute('aria-selected')).toBe('true');
      await chosenInView(`${locale}: End`);
      await page.keyboard.press(locale === 'sa' ? 'ArrowRight' : 'ArrowLeft');
      await expect.poll(() => page.getByTestId('quotes-tab-3').getAttribute('aria-selected')).toBe('true');
      await chosenInView(`${locale}: back one`);
      await page.getByTestId('quotes-tab-1').click();
      await chosenInView(`${locale}: US stocks tapped`);
      if (locale === 'sa') await screenshot(page, 'quotes-tabs-arabic');
    }

    // English fits a 412 px screen but not a 320 px one.
    await open('en', '4');
    expect((await layout()).overflowing).toBe(false);
    expect((await layout()).fades).toEqual({ left: false, right: false });
    await page.setViewportSize({ width: 320, height: 640 });
    // The screen narrows under an open board (a phone turned): the chosen tab is brought back.
    await chosenInView('en: 412 to 320 px without a reload');
    await open('en', '4');
    expect((await layout()).overflowing).toBe(true);
    await chosenInView('en 320: forex on load');
    expect(pageErrors).toEqual([]);
    await page.close();
  });

  it('gives home\'s product names the room the numbers leave, whole, with the numbers in line', async () => {
    const page = await freshPage();
    for (const locale of ['fr', 'rus', 'de', 'ar', 'en']) {
      await page.evaluate((code) => localStorage.setItem('locale', JSON.stringify(code)), locale);
      await page.goto(`${server.baseUrl}/#/pages/tabs/home/home-f`);
      await page.reload();
      await page.getByTestId('home-quotes').getByTestId('quote-row').first().waitFor();
      await closePopUpIfAny(page);
      for (const list of ['change', 'price'] as const) {
        await page.getByTestId(`home-quotes-${list}`).click();
        await page.getByTestId(`home-quotes-list-${list}`).getByTestId('quote-row').first().waitFor();
        const layout = await homeRowsLayout(page, list);
        expect(layout.rows, `${locale} ${list}`).toBeGreaterThan(5);
        // "Contrat à terme pétrole brut WTI", "Британский фунт / Доллар США": on two lines, not cut.
        expect(layout.cut, `${locale} ${list}: texts cut`).toEqual([]);
        expect(layout.priceEnds, `${locale} ${list}: prices end on one line`).toBeLessThanOrEqual(1);
        expect(layout.changeBoxes, `${locale} ${list}: change pills in one column`).toBeLessThanOrEqual(1);
      }
      if (locale === 'fr' || locale === 'ar') await screenshot(page, `quotes-home-names-${locale}`);
    }
    expect(pageErrors).toEqual([]);
    await page.close();
  });

  it('draws only whole time labels on the chart in Arabic while it scrolls back through history', async () => {
    const page = await freshPage();
    await page.evaluate(() => localStorage.setItem('locale', JSON.stringify('ar')));
    await page.goto(`${server.baseUrl}/#/pages/tabs/quotes/quotes?tab=2`);
    await page.reload();
    await row(page, 'X:BTCUSD').getByTestId('quote-name').click();
    await page.waitForURL(/quoteDetail\?code=X%3ABTCUSD$/);
    await page.getByTestId('quote-detail-kline').click();
    await page.waitForURL(/klinePage\?code=X%3ABTCUSD$/);
    const chart = page.getByTestId('kline-chart');
    await page.getByTestId('kline-duration-86400').click();
    await expect.poll(() => chart.getAttribute('data-interval')).toBe('86400');
    await expect.poll(() => chart.getAttribute('data-state'), { timeout: 20_000 }).toBe('ready');
    await page.waitForTimeout(300);
    const box = await chart.locator('canvas').first().boundingBox();
    expect(box).not.toBeNull();
    const x = box!.x + box!.width * 0.4;
    const y = box!.y + box!.height * 0.5;
    // Day candles are about 4 px apart and month names about 40 px wide. A 60 px drag scrolls the
    // chart by about 24 px (the first 36 px only start it), so every month name crosses the left
    // edge in a few steps, and the names at the price axis leave at the right.
    const touch = await page.context().newCDPSession(page);
    const cut: string[] = [];
    const starts = new Set<number>();
    for (let step = 0; step < 30; step++) {
      const axis = await timeAxisInk(page);
      expect(axis.ink, `step ${step}: time labels drawn`).toBeGreaterThan(0);
      starts.add(axis.first);
      if (axis.left || axis.right) {
        cut.push(`step ${step}: ${axis.left ? 'left' : 'right'}`);
        await screenshot(page, `quotes-kline-arabic-cut-${step}`);
      }
      await touch.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y }] });
      for (let dx = 12; dx <= 60; dx += 12) {
        await touch.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: x + dx, y }] });
        await page.waitForTimeout(30);
      }
      await touch.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
      await page.waitForTimeout(60);
    }
    await touch.detach();
    // The chart did scroll: its labels moved.
    expect(starts.size).toBeGreaterThan(5);
    expect(cut).toEqual([]);
    await screenshot(page, 'quotes-kline-arabic-scrolled');
    expect(pageErrors).toEqual([]);
    await page.close();
  });

  it('names a product in full on its detail and on home in a long language, and shows no turnover for forex', async () => {
    const page = await freshPage();
    await page.evaluate(() => localStorage.setItem('locale', JSON.stringify('my')));
    await page.goto(`${server.baseUrl}/#/pages/quoteDetail/quoteDetail?code=F%3AZN`);
    await page.reload();
    const name = page.getByTestId('quote-detail-name');
    await expect.poll(() => name.innerText()).toBe('Nota Perbendaharaan AS 10 tahun (niaga hadapan)');
    const whole = (el: Element) => el.scrollWidth <= el.clientWidth && el.scrollHeight <= el.clientHeight;
    expect(await name.evaluate(whole)).toBe(true);
    await page.getByTestId('quote-stats-day').getByText('Nilai dagangan').waitFor();
    await page.goto(`${server.baseUrl}/#/pages/tabs/home/home-f`);
    const chosen = page.getByTestId('home-selected-quote').locator('.selected-quote__name');
    await expect.poll(() => chosen.innerText()).toBe('Nota Perbendaharaan AS 10 tahun (niaga hadapan)');
    expect(await chosen.evaluate(whole)).toBe(true);
    await screenshot(page, 'quotes-home-chosen-long-name');
    // Forex volume counts price updates: price times volume is no amount traded.
    await page.goto(`${server.baseUrl}/#/pages/quoteDetail/quoteDetail?code=C%3AEURUSD`);
    await page.getByTestId('quote-stats-day').getByText('Harga purata').waitFor();
    expect(await page.getByTestId('quote-stats-day').getByText('Nilai dagangan').count()).toBe(0);
    expect(pageErrors).toEqual([]);
    await page.close();
  });
});

/**
 * Home's rows of one list: texts that are cut (name, price or change, by width or by lines), and
 * how far apart (CSS px) the rows' price ends and change pills are.
 */
async function homeRowsLayout(page: Page, list: 'change' | 'price'): Promise<{ rows: number; cut: string[]; priceEnds: number; changeBoxes: number }> {
  return page.evaluate((list) => {
    const rtl = document.documentElement.dir === 'rtl';
    const rows = Array.from(document.querySelectorAll(`[data-testid="home-quotes-list-${list}"] [data-testid="quote-row"]`));
    const cut: string[] = [];
    const ends: number[] = [];
    const lefts: number[] = [];
    const rights: number[] = [];
    for (const row of rows) {
      for (const id of ['quote-name', 'quote-price', 'quote-change']) {
        const el = row.querySelector<HTMLElement>(`[data-testid="${id}"]`);
        if (!el) continue;
        if (el.scrollWidth > el.clientWidth || el.scrollHeight > el.clientHeight + 1) cut.push(el.textContent ?? '');
      }
      const price = row.querySelector('[data-testid="quote-price"]')?.getBoundingClientRect();
      const change = row.querySelector('[data-testid="quote-change"]')?.getBoundingClientRect();
      if (price) ends.push(rtl ? price.left : price.right);
      if (change) {
        lefts.push(change.left);
        rights.push(change.right);
      }
    }
    const spread = (v: number[]) => (v.length ? Math.max(...v) - Math.min(...v) : 0);
    return { rows: rows.length, cut, priceEnds: spread(ends), changeBoxes: Math.max(spread(lefts), spread(rights)) };
  }, list);
}

/**
 * The chart's time axis (its lowest row of canvases): whether label pixels touch its left or
 * right edge (the outer 1.5 CSS px), how many label pixels it has, and where the first starts.
 */
function timeAxisInk(page: Page): Promise<{ left: boolean; right: boolean; ink: number; first: number }> {
  return page.evaluate(() => {
    const rows = document.querySelectorAll('[data-testid="kline-chart"] table tr');
    const last = rows[rows.length - 1];
    const axis = last ? Array.from(last.querySelectorAll('canvas')).find((c) => c.width > 100) : undefined;
    const ctx = axis?.getContext('2d');
    if (!axis || !ctx) return { left: false, right: false, ink: 0, first: -1 };
    const { width, height } = axis;
    const edge = Math.ceil((1.5 * width) / axis.getBoundingClientRect().width);
    const { data } = ctx.getImageData(0, 0, width, height);
    let ink = 0;
    let first = -1;
    let left = false;
    let right = false;
    // Below the axis line: dark pixels are label text (#5c6370 and its anti-aliasing).
    for (let y = Math.round(height * 0.2); y < height; y++) {
      for (let x = 0; x < width; x++) {
        const i = (y * width + x) * 4;
        if ((data[i] ?? 255) >= 180 || (data[i + 1] ?? 255) >= 180 || (data[i + 2] ?? 255) >= 180) continue;
        ink++;
        if (first === -1 || x < first) first = x;
        if (x < edge) left = true;
        if (x >= width - edge) right = true;
      }
    }
    return { left, right, ink, first };
  });
}

/** Badges of quote rows that are cut off by their line (or the screen). */
async function clippedBadges(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const out: string[] = [];
    document.querySelectorAll<HTMLElement>('.quote-badge').forEach((badge) => {
      const r = badge.getBoundingClientRect();
      const line = badge.closest('.quote-row__sub');
      if (r.width === 0 || !line) return;
      const box = line.getBoundingClientRect();
      const cut = r.left < box.left - 0.5 || r.right > box.right + 0.5 || r.bottom > box.bottom + 0.5 || r.left < 0 || r.right > window.innerWidth;
      if (cut || badge.scrollWidth > badge.clientWidth + 1) out.push(badge.textContent ?? '');
    });
    return out;
  });
}

/** Visible texts and labels that look like raw i18n keys (`list.load-more`): a missing string. */
async function untranslatedKeys(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const keyLike = /^[a-z][a-z0-9]*(?:[-_][a-z0-9]+)*(?:\.[a-z][a-z0-9]*(?:[-_][a-z0-9]+)*)+$/;
    const texts: string[] = [document.title];
    const root = document.querySelector('#root');
    if (root) {
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
      for (let n = walker.nextNode(); n; n = walker.nextNode()) texts.push(n.textContent ?? '');
      root.querySelectorAll('[placeholder], [aria-label], [title]').forEach((el) => {
        texts.push(el.getAttribute('placeholder') ?? '', el.getAttribute('aria-label') ?? '', el.getAttribute('title') ?? '');
      });
    }
    return [...new Set(texts.map((t) => t.trim()).filter((t) => keyLike.test(t)))];
  });
}

/** True when every value is at least its predecessor minus the predecessor's tolerance. */
function descendingWithin(values: number[], tolerance: (v: number) => number): boolean {
  return values.every((v, i) => i === 0 || v <= (values[i - 1] as number) + tolerance(values[i - 1] as number));
}

/** Pixels of the chart's canvases in the candle colours (green or red), sampled. */
function colouredPixels(page: Page): Promise<number> {
  return page.evaluate(() => {
    let count = 0;
    document.querySelectorAll<HTMLCanvasElement>('[data-testid="kline-chart"] canvas').forEach((canvas) => {
      const ctx = canvas.getContext('2d');
      if (!ctx || canvas.width === 0 || canvas.height === 0) return;
      const { data } = ctx.getImageData(0, 0, canvas.width, canvas.height);
      for (let i = 0; i < data.length; i += 4 * 7) {
        const [r = 0, g = 0, b = 0, a = 0] = [data[i], data[i + 1], data[i + 2], data[i + 3]];
        if (a < 128) continue;
        if ((g > 150 && r < 80 && b > 100 && b < 170) || (r > 200 && g < 100 && b < 100)) count++;
      }
    });
    return count;
  });
}
