import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { memoryStorage } from '@/testing/memory-storage';

/**
 * Preferences kept on the device reach every open tab: another tab's write arrives as a
 * `storage` event (never for the tab's own writes). The stores read storage once, when their
 * module loads, so each test loads them afresh in a "browser" with its window and storage.
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

describe('hidden amounts in another tab', () => {
  it('hides and shows the amounts here too, and ignores a value that is not a choice', async () => {
    const { useAmountsVisibility } = await import('./amounts-visibility');
    expect(useAmountsVisibility.getState().hidden).toBe(false);
    otherTabStores('hideAmounts', 'true');
    expect(useAmountsVisibility.getState().hidden).toBe(true);
    otherTabStores('hideAmounts', '"yes"');
    otherTabStores('hideAmounts', '{not json');
    expect(useAmountsVisibility.getState().hidden).toBe(true);
    otherTabStores('hideAmounts', 'false');
    expect(useAmountsVisibility.getState().hidden).toBe(false);
    // Toggled here afterwards, it starts from what the other tab chose.
    otherTabStores('hideAmounts', 'true');
    useAmountsVisibility.getState().toggle();
    expect(localStorage.getItem('hideAmounts')).toBe('false');
  });
});

describe('language chosen in another tab', () => {
  it('switches this tab through the change given, only to a locale code it is not in', async () => {
    const { followStoredLocale, localeStore } = await import('./i18n/locale-store');
    localeStore.setState({ code: 'en' });
    const change = vi.fn();
    const stop = followStoredLocale(change);
    otherTabStores('locale', '"de"');
    expect(change).toHaveBeenCalledWith('de');
    otherTabStores('locale', '"xx"');
    otherTabStores('locale', '"en"');
    otherTabStores('locale', null);
    otherTabStores('locale', 'de');
    expect(change).toHaveBeenCalledTimes(1);
    stop();
    otherTabStores('locale', '"fr"');
    expect(change).toHaveBeenCalledTimes(1);
  });
});
