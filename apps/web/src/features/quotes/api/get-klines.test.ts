import { afterEach, describe, expect, it, vi } from 'vitest';
import { getKlines, prefetchKlines } from './get-klines';

afterEach(() => {
  vi.unstubAllGlobals();
});

const answer = () =>
  Promise.resolve(
    new Response(JSON.stringify({ code: 200, msg: 'success', rows: [{ t: 1, o: '1', h: '1', l: '1', c: '1', v: '1', vw: '1' }], total: 1 }), {
      headers: { 'content-type': 'application/json' },
    }),
  );

describe('prefetchKlines', () => {
  it("is the chart's first request: one request for a prefetch and the chart's ask, and a later ask is a request of its own", async () => {
    const urls: string[] = [];
    vi.stubGlobal('fetch', (url: string) => {
      urls.push(String(url));
      return answer();
    });
    prefetchKlines('X:BTCUSD', 60);
    expect(urls).toHaveLength(1);
    const rows = await getKlines({ productCode: 'X:BTCUSD', interval: 60 });
    expect(rows.map((r) => r.t)).toEqual([1]);
    expect(urls).toHaveLength(1);
    expect(urls[0]).toContain('productCode=X%3ABTCUSD');
    // Taken once: the next ask (a retry, a reconnect) asks the server again.
    await getKlines({ productCode: 'X:BTCUSD', interval: 60 });
    expect(urls).toHaveLength(2);
    // Another duration is not answered by this one.
    prefetchKlines('X:BTCUSD', 3600);
    await getKlines({ productCode: 'X:BTCUSD', interval: 60 });
    expect(urls).toHaveLength(4);
  });
});
