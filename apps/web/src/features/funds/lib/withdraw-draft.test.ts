import { describe, expect, it } from 'vitest';
import { clearWithdrawDrafts, saveWithdrawDraft, takeWithdrawDraft } from './withdraw-draft';

/** An in-memory Storage. */
function memoryStorage(): Storage {
  const m = new Map<string, string>();
  return {
    get length() {
      return m.size;
    },
    clear: () => m.clear(),
    getItem: (k) => m.get(k) ?? null,
    key: (i) => [...m.keys()][i] ?? null,
    removeItem: (k) => void m.delete(k),
    setItem: (k, v) => void m.set(k, String(v)),
  };
}

describe('withdraw drafts', () => {
  it('gives back the amount and destination of the same channel once', () => {
    const s = memoryStorage();
    saveWithdrawDraft(1, { amount: '100', all: false, destination: { addressId: 4 } }, s);
    expect(takeWithdrawDraft(2, s)).toBeNull();
    expect(takeWithdrawDraft(1, s)).toEqual({ amount: '100', all: false, destination: { addressId: 4, bankCardId: undefined } });
    expect(takeWithdrawDraft(1, s)).toBeNull();
  });
  it('is cleared for every channel once a withdrawal is submitted', () => {
    const s = memoryStorage();
    s.setItem('other', 'kept');
    saveWithdrawDraft(1, { amount: '5', all: false, destination: null }, s);
    saveWithdrawDraft(3, { amount: '', all: true, destination: { bankCardId: 2 } }, s);
    clearWithdrawDrafts(s);
    expect(takeWithdrawDraft(1, s)).toBeNull();
    expect(takeWithdrawDraft(3, s)).toBeNull();
    expect(s.getItem('other')).toBe('kept');
  });
  it('ignores a damaged entry', () => {
    const s = memoryStorage();
    s.setItem('funds:withdrawDraft:1', '{not json');
    expect(takeWithdrawDraft(1, s)).toBeNull();
    s.setItem('funds:withdrawDraft:1', JSON.stringify({ amount: 12, all: 'yes', destination: { addressId: -1 } }));
    expect(takeWithdrawDraft(1, s)).toEqual({ amount: '', all: false, destination: null });
  });
  it('works without storage', () => {
    saveWithdrawDraft(1, { amount: '1', all: false, destination: null }, null);
    expect(takeWithdrawDraft(1, null)).toBeNull();
  });
});
