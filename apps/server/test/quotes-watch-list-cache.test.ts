import { describe, expect, it } from 'vitest';
import { WatchListCache } from '../src/modules/quotes/watch-list-cache.ts';

/** Signed-in callers' watch lists: read once a second per token, dropped at once on a change. */
describe('watch list cache', () => {
  function setup() {
    let now = 0;
    let reads = 0;
    let ids = [1, 2];
    const cache = new WatchListCache(1000, 100, () => now);
    const load = async () => {
      reads++;
      return { userId: 7, ids: [...ids] };
    };
    return { cache, load, reads: () => reads, tick: (ms: number) => { now += ms; }, setIds: (v: number[]) => { ids = v; } };
  }

  it('reads a token once within the second, callers at the same moment included, and again after it', async () => {
    const s = setup();
    const [a, b] = await Promise.all([s.cache.get('t', s.load), s.cache.get('t', s.load)]);
    expect(s.reads()).toBe(1);
    expect([...a!.ids]).toEqual([1, 2]);
    expect(b).toBe(a);
    s.tick(999);
    await s.cache.get('t', s.load);
    expect(s.reads()).toBe(1);
    s.tick(1);
    await s.cache.get('t', s.load);
    expect(s.reads()).toBe(2);
  });

  it("drops the customer's lists on a change and gives them a new version", async () => {
    const s = setup();
    const before = await s.cache.get('t', s.load);
    s.setIds([1, 2, 3]);
    s.cache.forget(7);
    const after = await s.cache.get('t', s.load);
    expect([...after!.ids]).toEqual([1, 2, 3]);
    expect(after!.version).toBe(before!.version + 1);
  });

  it('does not keep a list read while a change was made, nor a failed read', async () => {
    const s = setup();
    const reading = s.cache.get('t', s.load);
    s.setIds([9]);
    s.cache.forget(7);
    await reading;
    expect([...(await s.cache.get('t', s.load))!.ids]).toEqual([9]);

    let fail = true;
    const flaky = async () => {
      if (fail) throw new Error('database down');
      return { userId: 8, ids: [] };
    };
    await expect(s.cache.get('u', flaky)).rejects.toThrow('database down');
    fail = false;
    expect(await s.cache.get('u', flaky)).toMatchObject({ userId: 8 });
  });

  it('reads again a list whose read began before a change, so its version never pairs with the older list', async () => {
    const s = setup();
    const lists = [[1], [1, 39]];
    let release!: () => void;
    const gate = new Promise<void>((r) => { release = r; });
    let reads = 0;
    const load = async () => {
      const ids = lists[Math.min(reads++, 1)]!;
      if (reads === 1) await gate;
      return { userId: 7, ids };
    };
    const reading = s.cache.get('t', load);
    s.cache.forget(7); // a product added while the first read ran
    release();
    const first = await reading;
    expect([...first!.ids]).toEqual([1, 39]);
    const next = await s.cache.get('t', async () => ({ userId: 7, ids: [1, 39] }));
    expect(next!.version).toBe(first!.version);
    expect(reads).toBe(2);
  });

  it('keeps no list for a token without a live session beyond the second', async () => {
    const s = setup();
    let live = false;
    const load = async () => (live ? { userId: 7, ids: [] } : null);
    expect(await s.cache.get('x', load)).toBeNull();
    live = true;
    s.tick(1000);
    expect(await s.cache.get('x', load)).toMatchObject({ userId: 7 });
  });
});
