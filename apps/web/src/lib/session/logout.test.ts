import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { memoryStorage } from '@/testing/memory-storage';

vi.mock('@/lib/api', () => ({ apiPost: vi.fn(() => Promise.resolve({ code: 200, msg: 'success' })) }));
vi.mock('@/lib/navigation', () => ({ goTo: vi.fn(), LOGIN_PATH: '/pages/user/login' }));

const { logout } = await import('./logout');
const { customerObjectUrl } = await import('./object-urls');
const { startSession } = await import('./session-store');

/** The browser's object URLs: the ones made and not revoked still open their blob. */
let live: Set<string>;
let made = 0;

beforeEach(() => {
  live = new Set();
  vi.stubGlobal('localStorage', memoryStorage());
  vi.stubGlobal('sessionStorage', memoryStorage());
  vi.stubGlobal('URL', Object.assign(class extends URL {}, {
    createObjectURL: () => {
      const url = `blob:http://app.test/${++made}`;
      live.add(url);
      return url;
    },
    revokeObjectURL: (url: string) => void live.delete(url),
  }));
  startSession('a'.repeat(43), 'demo@example.com', null);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('logout', () => {
  it("revokes the object URLs of the customer's files, which the public image preview could still open", async () => {
    const proof = customerObjectUrl('proof:1', new Blob(['jpeg']));
    const other = customerObjectUrl('proof:2', new Blob(['png']));
    expect(live).toEqual(new Set([proof, other]));
    await logout();
    expect(live.size).toBe(0);
  });

  it('makes a new URL for a file shown again in the next session, not the revoked one', async () => {
    const blob = new Blob(['jpeg']);
    const before = customerObjectUrl('proof:1', blob);
    expect(customerObjectUrl('proof:1', blob)).toBe(before);
    await logout();
    const after = customerObjectUrl('proof:1', blob);
    expect(after).not.toBe(before);
    expect(live).toEqual(new Set([after]));
  });
});
