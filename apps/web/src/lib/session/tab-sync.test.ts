import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { memoryStorage } from '@/testing/memory-storage';
import { adoptStoredSession, endSession, sessionStore, startSession } from './session-store';
import { followOtherTabs } from './tab-sync';

/**
 * Two tabs of one browser share localStorage; each keeps its session in memory too. What
 * another tab writes reaches this one as a `storage` event (never for its own writes).
 */
const OLD = 'a'.repeat(43);
const NEW = 'b'.repeat(43);
const other = (key: string | null) => window.dispatchEvent(Object.assign(new Event('storage'), { key }));
/** Another tab's sign-in: it writes the three keys. */
const otherTabSignsIn = (token: string, account: string) => {
  localStorage.setItem('token', JSON.stringify(token));
  localStorage.setItem('account', JSON.stringify(account));
  localStorage.setItem('userInfo', JSON.stringify({ account }));
};

beforeEach(() => {
  vi.stubGlobal('localStorage', memoryStorage());
  vi.stubGlobal('window', new EventTarget());
  startSession(OLD, 'demo@example.com', null);
});

afterEach(() => {
  endSession();
  vi.unstubAllGlobals();
});

describe('adoptStoredSession', () => {
  it('takes another customer signed in elsewhere, and says the token changed', () => {
    otherTabSignsIn(NEW, 'eve@example.com');
    expect(adoptStoredSession()).toBe('signed-in');
    expect(sessionStore.getState()).toEqual({ token: NEW, account: 'eve@example.com', userInfo: { account: 'eve@example.com' } });
  });

  it('takes a sign-out elsewhere', () => {
    localStorage.clear();
    expect(adoptStoredSession()).toBe('signed-out');
    expect(sessionStore.getState()).toEqual({ token: null, account: null, userInfo: null });
  });

  it('calls a refreshed user info of the same session no change of session, and keeps it', () => {
    localStorage.setItem('userInfo', JSON.stringify({ account: 'demo@example.com', nickname: 'D' }));
    const before = sessionStore.getState();
    expect(adoptStoredSession()).toBe('same');
    expect(sessionStore.getState()).not.toBe(before);
    expect(sessionStore.getState().userInfo).toEqual({ account: 'demo@example.com', nickname: 'D' });
    // Nothing changed: the state object stays, so nothing renders again.
    const same = sessionStore.getState();
    expect(adoptStoredSession()).toBe('same');
    expect(sessionStore.getState()).toBe(same);
  });
});

describe('followOtherTabs', () => {
  it("follows another tab's sign-out and sign-in, and ignores other keys", () => {
    const changes: string[] = [];
    const stop = followOtherTabs((c) => changes.push(c));
    localStorage.setItem('locale', '"de"');
    other('locale');
    expect(changes).toEqual([]);
    localStorage.removeItem('token');
    localStorage.removeItem('account');
    localStorage.removeItem('userInfo');
    other('token');
    expect(changes).toEqual(['signed-out']);
    expect(sessionStore.getState().token).toBeNull();
    otherTabSignsIn(NEW, 'eve@example.com');
    other('token');
    // The same sign-in's other keys arrive as events of their own: no second change.
    other('account');
    other('userInfo');
    expect(changes).toEqual(['signed-out', 'signed-in']);
    expect(sessionStore.getState().token).toBe(NEW);
    localStorage.clear();
    other(null);
    expect(changes).toEqual(['signed-out', 'signed-in', 'signed-out']);
    stop();
    otherTabSignsIn(OLD, 'demo@example.com');
    other('token');
    expect(changes).toHaveLength(3);
  });
});
