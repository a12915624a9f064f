import { describe, expect, it } from 'vitest';
import { parseBracketQuery, plainQuery } from '../src/lib/query-string.ts';

/** The query parser of every request, against the rules of URLSearchParams it replaces. */
function byUrlSearchParams(s: string): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  let n = 0;
  for (const [k, v] of new URLSearchParams(s)) {
    if (++n > 200) break;
    const prev = out[k];
    out[k] = prev === undefined ? v : Array.isArray(prev) ? [...prev, v] : [prev, v];
  }
  return out;
}

describe('query string', () => {
  it('parses plain queries as URLSearchParams does', () => {
    const cases = [
      '', 'productCode=X%3ABTCUSD', 'pageNum=1&pageSize=10', 'a=1&a=2&a=3', 'q=%E4%B8%AD+x%2By', 'flag', 'flag=&x=1',
      '&&a=1&&', '=v', 'a==b', 'bad=%zz&half=%E4&pct=100%', 'k%20ey=v%20al', Array.from({ length: 250 }, (_, i) => `k${i}=${i}`).join('&'),
    ];
    for (const s of cases) expect({ ...plainQuery(s) }, s).toEqual(byUrlSearchParams(s));
  });

  it('keeps keys that name Object.prototype members as plain keys', () => {
    const q = plainQuery('__proto__=x&constructor=y&toString=z');
    expect(Object.keys(q)).toEqual(['__proto__', 'constructor', 'toString']);
    expect(q.constructor).toBe('y');
    expect(Object.getPrototypeOf(Object.getPrototypeOf(q))).toBeNull();
  });

  it('reads bracket keys into objects', () => {
    expect(parseBracketQuery('pageNum=1&params%5BkeyWords%5D=bit')).toEqual({ pageNum: '1', params: { keyWords: 'bit' } });
    expect(parseBracketQuery('params[status]=2')).toEqual({ params: { status: '2' } });
  });
});
