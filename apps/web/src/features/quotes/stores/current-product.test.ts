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
    expect(JSON.parse(localStorage.getItem(first.CURRENT_PRODUCT_STORAGE_KEY) ?? 'null')).toEqual(BTC);
    vi.resetModules();
    const reloaded = await import('./current-product');
    expect(reloaded.currentProductStore.getState().product).toEqual(BTC);
  });
});
