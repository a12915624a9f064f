import { describe, expect, it } from 'vitest';
import { clearIntent, INTENT_TTL_MS, intentKeyFor } from './intent-key';
import { memoryStorage } from '@/testing/memory-storage';

describe('intent keys', () => {
  const request = { channelId: 1, amount: '40', addressId: 3 };

  it('gives a request sent again (a lost answer, the page left and opened again) its first key', () => {
    const s = memoryStorage();
    const first = intentKeyFor('withdraw', request, s, 1_000);
    expect(first).toMatch(/^[0-9a-f]{32}$/);
    expect(intentKeyFor('withdraw', { ...request }, s, 60_000)).toBe(first);
    // Another scope is another intent.
    expect(intentKeyFor('recharge', request, s, 60_000)).not.toBe(first);
  });

  it('gives a new key to another request, after the answer was seen, and after a while', () => {
    const s = memoryStorage();
    const first = intentKeyFor('withdraw', request, s, 0);
    const other = intentKeyFor('withdraw', { ...request, amount: '41' }, s, 1);
    expect(other).not.toBe(first);
    // Back to the first request: the last one is what counts, so it is a new intent.
    expect(intentKeyFor('withdraw', request, s, 2)).not.toBe(first);
    const kept = intentKeyFor('withdraw', request, s, 3);
    clearIntent('withdraw', s);
    expect(intentKeyFor('withdraw', request, s, 4)).not.toBe(kept);
    const late = intentKeyFor('withdraw', request, s, 5);
    expect(intentKeyFor('withdraw', request, s, 5 + INTENT_TTL_MS)).not.toBe(late);
  });

  it('still gives keys when storage refuses to keep them', () => {
    const refusing = { getItem: () => null, setItem: () => { throw new Error('full'); }, removeItem: () => undefined };
    expect(intentKeyFor('withdraw', request, refusing)).toMatch(/^[0-9a-f]{32}$/);
    expect(intentKeyFor('withdraw', request, null)).toMatch(/^[0-9a-f]{32}$/);
  });
});
