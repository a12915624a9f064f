import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { memoryStorage } from '@/testing/memory-storage';

/**
 * The display currency chosen in one tab reaches the others: another tab's write arrives as a
 * `storage` event. The store reads storage when its module loads, so each test loads it afresh.
 */
const otherTabStores = (key: string, raw: string | null) => {
  if (raw === null) localStorage.removeItem(key);
  else localStorage.setItem(key, raw);
  window.dispatchEvent(Object.assign(new Event('storage'), { key }));
};

beforeEach(() => {
  vi.resetModules();
  vi.stubGlobal('localStorage', memoryStorage());
  vi.stubGlobal('window', new EventTarget());
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('display currency in another tab', () => {
  it('shows the total in the currency chosen there, and ignores a value that is no currency code', async () => {
    const { useDisplayCurrency } = await import('./display-currency');
    expect(useDisplayCurrency.getState().code).toBeNull();
    otherTabStores('funds:displayCurrency', '"EUR"');
    expect(useDisplayCurrency.getState().code).toBe('EUR');
    otherTabStores('funds:displayCurrency', '42');
    otherTabStores('funds:displayCurrency', '"<img src=x>"');
    expect(useDisplayCurrency.getState().code).toBe('EUR');
    otherTabStores('funds:displayCurrency', null);
    expect(useDisplayCurrency.getState().code).toBeNull();
  });

  it('does not listen for keys that are not its own', async () => {
    const { useDisplayCurrency } = await import('./display-currency');
    localStorage.setItem('funds:displayCurrency', '"JPY"');
    window.dispatchEvent(Object.assign(new Event('storage'), { key: 'token' }));
    expect(useDisplayCurrency.getState().code).toBeNull();
  });
});
