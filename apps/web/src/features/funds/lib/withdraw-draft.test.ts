import { describe, expect, it } from 'vitest';
import { sessionStore } from '@/lib/session';
import { clearWithdrawDrafts, draftOwner, saveWithdrawDraft, takeWithdrawDraft } from './withdraw-draft';
import { memoryStorage } from '@/testing/memory-storage';

describe('withdraw drafts', () => {
  it('gives back the amount and destination of the same channel once', () => {
    const s = memoryStorage();
    saveWithdrawDraft(1, { amount: '100', all: false, destination: { addressId: 4 } }, s, 'a@example.com');
    expect(takeWithdrawDraft(2, s, 'a@example.com')).toBeNull();
    expect(takeWithdrawDraft(1, s, 'a@example.com')).toEqual({ amount: '100', all: false, destination: { addressId: 4, bankCardId: undefined } });
    expect(takeWithdrawDraft(1, s, 'a@example.com')).toBeNull();
  });
  it('is cleared for every channel once a withdrawal is submitted', () => {
    const s = memoryStorage();
    s.setItem('other', 'kept');
    saveWithdrawDraft(1, { amount: '5', all: false, destination: null }, s, 'a@example.com');
    saveWithdrawDraft(3, { amount: '', all: true, destination: { bankCardId: 2 } }, s, 'a@example.com');
    clearWithdrawDrafts(s);
    expect(takeWithdrawDraft(1, s, 'a@example.com')).toBeNull();
    expect(takeWithdrawDraft(3, s, 'a@example.com')).toBeNull();
    expect(s.getItem('other')).toBe('kept');
  });
  it('ignores a damaged entry', () => {
    const s = memoryStorage();
    s.setItem('funds:withdrawDraft:1', '{not json');
    expect(takeWithdrawDraft(1, s, 'a@example.com')).toBeNull();
    s.setItem('funds:withdrawDraft:1', JSON.stringify({ amount: 12, all: 'yes', destination: { addressId: -1 }, owner: 'a@example.com' }));
    expect(takeWithdrawDraft(1, s, 'a@example.com')).toEqual({ amount: '', all: false, destination: null });
  });
  it('is given back only to the account that left it, and never while signed out', () => {
    const s = memoryStorage();
    saveWithdrawDraft(1, { amount: '123', all: false, destination: { addressId: 9 } }, s, 'a@example.com');
    expect(takeWithdrawDraft(1, s, null)).toBeNull();
    expect(takeWithdrawDraft(1, s, 'b@example.com')).toBeNull();
    // Read by another account, it is gone: not kept for the first one either.
    expect(takeWithdrawDraft(1, s, 'a@example.com')).toBeNull();
    saveWithdrawDraft(2, { amount: '5', all: false, destination: null }, s, null);
    expect(s.length).toBe(0);
  });
  it('belongs to the customer, however they typed their account', () => {
    const before = sessionStore.getState();
    try {
      sessionStore.setState({ token: 't', account: 'Demo@Example.com', userInfo: { id: 7 } as never });
      expect(draftOwner()).toBe('user:7');
      sessionStore.setState({ account: '13800138000' });
      expect(draftOwner()).toBe('user:7');
      sessionStore.setState({ token: null, account: null, userInfo: null });
      expect(draftOwner()).toBeNull();
    } finally {
      sessionStore.setState(before);
    }
  });
  it('works without storage', () => {
    saveWithdrawDraft(1, { amount: '1', all: false, destination: null }, null);
    expect(takeWithdrawDraft(1, null)).toBeNull();
  });
});
