import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { connectApiEvents } from '@/lib/api';
import { initI18n } from '@/lib/i18n/i18n';
import { endSession, startSession } from '@/lib/session';
import { quotesKeys } from './query-keys';
import { favouriteWanted, toggleFavourite } from './toggle-favourite';
import type { Product } from './types';

const BTC = { productId: 1, productCode: 'X:BTCUSD', productType: 2, isOption: 0 } as unknown as Product;

beforeAll(async () => {
  await initI18n();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('toggleFavourite', () => {
  it('without a network, puts the watch list back and says so once, without reloading it', async () => {
    const toasts: string[] = [];
    connectApiEvents({ notify: (m) => toasts.push(m) });
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
    const qc = new QueryClient();
    qc.setQueryData<Product[]>(quotesKeys.favourites(), []);
    const invalidate = vi.spyOn(qc, 'invalidateQueries');
    await expect(toggleFavourite(qc, BTC, true)).rejects.toMatchObject({ kind: 'transport' });
    expect(qc.getQueryData(quotesKeys.favourites())).toEqual([]);
    expect(invalidate).not.toHaveBeenCalled();
    expect(toasts).toEqual(['Interface exception, please try again later']);
  });

  it('after an answer, reloads the watch list from the server', async () => {
    vi.stubGlobal('fetch', () =>
      Promise.resolve(new Response(JSON.stringify({ code: 200, msg: 'success' }), { headers: { 'content-type': 'application/json' } })),
    );
    const qc = new QueryClient();
    qc.setQueryData<Product[]>(quotesKeys.favourites(), []);
    const invalidate = vi.spyOn(qc, 'invalidateQueries');
    await toggleFavourite(qc, BTC, true);
    expect(qc.getQueryData<Product[]>(quotesKeys.favourites())?.map((p) => p.productCode)).toEqual(['X:BTCUSD']);
    expect(invalidate).toHaveBeenCalledWith({ queryKey: quotesKeys.favourites() });
  });

  it('a second tap while the first is under way removes again after the add, and the outcome is told once', async () => {
    const sent: string[] = [];
    let answer: (() => void) | null = null;
    vi.stubGlobal('fetch', (url: string) => {
      sent.push(String(url).replace(/.*\/userProductOption\//, ''));
      return new Promise<Response>((resolve) => {
        answer = () => resolve(new Response(JSON.stringify({ code: 200, msg: 'success' }), { headers: { 'content-type': 'application/json' } }));
      });
    });
    const qc = new QueryClient();
    qc.setQueryData<Product[]>(quotesKeys.favourites(), []);
    const first = toggleFavourite(qc, BTC, !favouriteWanted(BTC.productId, false));
    await vi.waitFor(() => expect(sent).toEqual(['addOption']));
    // The star is given its old state, as a star not yet drawn again would: the second tap
    // decides from the first one's wish.
    expect(favouriteWanted(BTC.productId, false)).toBe(true);
    const second = toggleFavourite(qc, BTC, !favouriteWanted(BTC.productId, false));
    expect(qc.getQueryData<Product[]>(quotesKeys.favourites())).toEqual([]);
    answer!();
    await vi.waitFor(() => expect(sent).toEqual(['addOption', 'removeOption']));
    answer!();
    await expect(first).resolves.toBe(false);
    await expect(second).resolves.toBeNull();
    expect(qc.getQueryData<Product[]>(quotesKeys.favourites())).toEqual([]);
    expect(favouriteWanted(BTC.productId, true)).toBe(true);
  });

  it('taps that cancel each other before a request leaves send nothing and tell nothing', async () => {
    const sent: string[] = [];
    vi.stubGlobal('fetch', (url: string) => {
      sent.push(String(url));
      return Promise.resolve(new Response(JSON.stringify({ code: 200, msg: 'success' }), { headers: { 'content-type': 'application/json' } }));
    });
    const qc = new QueryClient();
    qc.setQueryData<Product[]>(quotesKeys.favourites(), []);
    const first = toggleFavourite(qc, BTC, true);
    const second = toggleFavourite(qc, BTC, false);
    await expect(first).resolves.toBeNull();
    await expect(second).resolves.toBeNull();
    expect(sent).toEqual([]);
    expect(qc.getQueryData<Product[]>(quotesKeys.favourites())).toEqual([]);
  });

  it('sends none of a customer\'s taps as the next customer\'s, and leaves their watch list alone', async () => {
    const sent: { what: string; auth: string | null }[] = [];
    const answers: (() => void)[] = [];
    vi.stubGlobal('fetch', (url: string, init: RequestInit) => {
      sent.push({ what: String(url).replace(/.*\/userProductOption\//, ''), auth: (init.headers as Record<string, string>).Authorization ?? null });
      return new Promise<Response>((resolve) => {
        answers.push(() => resolve(new Response(JSON.stringify({ code: 200, msg: 'success' }), { headers: { 'content-type': 'application/json' } })));
      });
    });
    const A = 'a'.repeat(43);
    const B = 'b'.repeat(43);
    startSession(A, 'a@example.com', null);
    try {
      const qc = new QueryClient();
      qc.setQueryData<Product[]>(quotesKeys.favourites(), []);
      // A taps the star twice: add, then remove once the add is answered.
      const first = toggleFavourite(qc, BTC, true);
      await vi.waitFor(() => expect(sent).toHaveLength(1));
      void toggleFavourite(qc, BTC, false);
      // Another tab signs out and in as B, whose watch list holds the product.
      startSession(B, 'b@example.com', null);
      qc.setQueryData<Product[]>(quotesKeys.favourites(), [{ ...BTC, isOption: 1 }]);
      answers[0]!();
      await expect(first).resolves.toBeNull();
      expect(sent).toEqual([{ what: 'addOption', auth: A }]);
      expect(qc.getQueryData<Product[]>(quotesKeys.favourites())?.map((p) => p.productCode)).toEqual(['X:BTCUSD']);
    } finally {
      endSession();
    }
  });
});
