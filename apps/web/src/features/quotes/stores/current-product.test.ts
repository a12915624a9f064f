import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { memoryStorage } from '@/testing/memory-storage';

const BTC = { productCode: 'X:BTCUSD', productId: 2001, productType: 2, productName: 'Bitcoin' };

describe('the stored chosen product', () => {
  beforeEach(() => {
    vi.stubGlobal('localStorage', memoryStorage());
    vi.resetModules();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('forgets only the product the server no longer knows, never another stored choice', async () => {
    const { chooseProduct, forgetStoredProduct, CURRENT_PRODUCT_STORAGE_KEY } = await import('./current-product');
    chooseProduct(BTC as never);
    forgetStoredProduct('X:NOPEUSD');
    expect(JSON.parse(localStorage.getItem(CURRENT_PRODUCT_STORAGE_KEY) ?? 'null')).toMatchObject({ productCode: 'X:BTCUSD' });
    forgetStoredProduct('X:BTCUSD');
    expect(localStorage.getItem(CURRENT_PRODUCT_STORAGE_KEY)).toBeNull();
  });

  it('keeps the chosen product without its quote, and reads it back after a reload', async () => {
    const first = await import('./current-product');
    first.chooseProduct({ ...BTC, productDesc: 'A coin', tickerInfo: { nowPrice: '1' } } as never);
    expect(JSON.parse(localStorage.getItem(first.CURRENT_PRODUCT_STORAGE_KEY) ?? 'null')).toEqual({ ...BTC, chosenBy: null });
    vi.resetModules();
    const reloaded = await import('./current-product');
    expect(reloaded.currentProductStore.getState().product).toEqual({ ...BTC, chosenBy: null });
  });

  it('is its customer\'s: another customer signing in does not get it, the same one keeps it', async () => {
    const user = (id: number) => ({ id, account: `u${id}@example.com` }) as never;
    const session = await import('@/lib/session/session-store');
    const store = await import('./current-product');
    session.startSession('a'.repeat(43), 'a@example.com', user(1));
    store.chooseProduct(BTC as never);
    // Signed out and in again as the same customer: the choice stays.
    session.endSession();
    session.startSession('c'.repeat(43), 'a@example.com', user(1));
    expect(store.currentProductStore.getState().product).toMatchObject({ productCode: 'X:BTCUSD', chosenBy: 1 });
    // Another customer: gone, on screen and in storage.
    session.endSession();
    session.startSession('b'.repeat(43), 'b@example.com', user(2));
    expect(store.currentProductStore.getState().product).toBeNull();
    expect(localStorage.getItem(store.CURRENT_PRODUCT_STORAGE_KEY)).toBeNull();
    // Stored by customer 1, read after a reload by customer 2's session: not taken.
    store.chooseProduct(BTC as never);
    localStorage.setItem(store.CURRENT_PRODUCT_STORAGE_KEY, JSON.stringify({ ...BTC, chosenBy: 1 }));
    vi.resetModules();
    const reloaded = await import('./current-product');
    expect(reloaded.currentProductStore.getState().product).toBeNull();
  });
});
