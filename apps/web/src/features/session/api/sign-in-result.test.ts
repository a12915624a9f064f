import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { memoryStorage } from '@/testing/memory-storage';

/** What a tab keeps of an ended session for its customer, when someone signs in next. */
describe('beginSession', () => {
  beforeEach(() => {
    vi.stubGlobal('localStorage', memoryStorage());
    vi.stubGlobal('sessionStorage', memoryStorage());
    vi.resetModules();
  });
  afterEach(() => vi.unstubAllGlobals());

  const user = (id: number) => ({ id, account: `u${id}@example.com` }) as never;
  const INTENT = 'funds:intent:withdraw';
  const DRAFT = 'funds:withdrawDraft:5';

  it('keeps the unfinished requests and forms for the same customer, and drops them for another', async () => {
    const session = await import('@/lib/session/session-store');
    const { beginSession } = await import('./sign-in-result');
    beginSession('a@example.com', { token: 'a'.repeat(43), userInfo: user(1) });
    sessionStorage.setItem(INTENT, '{"key":"k1"}');
    sessionStorage.setItem(DRAFT, '{"amount":"12"}');
    sessionStorage.setItem('other', 'kept');
    // The session ends (expired, or signed out in another tab) and the same customer signs in.
    session.endSession();
    beginSession('a@example.com', { token: 'c'.repeat(43), userInfo: user(1) });
    expect(sessionStorage.getItem(INTENT)).not.toBeNull();
    expect(sessionStorage.getItem(DRAFT)).not.toBeNull();
    // Someone else: nothing of the first customer's stays in the tab.
    session.endSession();
    beginSession('b@example.com', { token: 'b'.repeat(43), userInfo: user(2) });
    expect(sessionStorage.getItem(INTENT)).toBeNull();
    expect(sessionStorage.getItem(DRAFT)).toBeNull();
    expect(sessionStorage.getItem('other')).toBe('kept');
  });

  it('remembers whose the tab was across a reload', async () => {
    const first = await import('@/lib/session/session-store');
    first.startSession('a'.repeat(43), 'a@example.com', user(7));
    first.endSession();
    vi.resetModules();
    const reloaded = await import('@/lib/session/session-store');
    expect(reloaded.lastSessionUser()).toBe(7);
  });
});
