import { describe, expect, it } from 'vitest';
import { PageLoadError, withLoadTimeout } from './lazy-page';

/** Spec point 4 and 8: a page chunk that fails or hangs becomes a placeholder the shell can show. */
describe('withLoadTimeout', () => {
  it('passes a loaded module through', async () => {
    await expect(withLoadTimeout(() => Promise.resolve({ default: 1 }), 1000)).resolves.toEqual({ default: 1 });
  });

  it("turns a failed import into a 'chunk' load error (shown as 'Loading chunk failed')", async () => {
    const error = await withLoadTimeout(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module')), 1000).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PageLoadError);
    expect((error as PageLoadError).kind).toBe('chunk');
    expect((error as PageLoadError).message).toBe('Loading chunk failed');
  });

  it("gives up with a 'timeout' load error when the page does not arrive in time", async () => {
    const error = await withLoadTimeout(() => new Promise(() => {}), 50).catch((e: unknown) => e);
    expect((error as PageLoadError).kind).toBe('timeout');
  });
});
