import { describe, expect, it } from 'vitest';
import { SIGN_OUT_CLEARS } from './session/logout';
import { removeByPrefix } from './storage';
import { memoryStorage } from '@/testing/memory-storage';

describe('removeByPrefix', () => {
  it('removes what sign-out clears, every entry of each prefix, and keeps the rest', () => {
    const s = memoryStorage({
      'funds:withdrawDraft:1': 'a',
      'funds:withdrawDraft:7': 'b',
      'funds:intent:withdraw': 'c',
      'funds:intent:recharge': 'd',
      popUpSeen: '1',
      'xfunds:intent:withdraw': 'e',
    });
    removeByPrefix(SIGN_OUT_CLEARS, s);
    expect(Array.from({ length: s.length }, (_, i) => s.key(i))).toEqual(['popUpSeen', 'xfunds:intent:withdraw']);
  });
  it('does nothing without storage or when storage refuses', () => {
    expect(() => removeByPrefix(['a'], null)).not.toThrow();
    const refusing = memoryStorage({ a1: 'x' });
    refusing.removeItem = () => {
      throw new Error('SecurityError');
    };
    expect(() => removeByPrefix(['a'], refusing)).not.toThrow();
  });
});
