import querystring from 'node:querystring';
import qs from 'qs';

/** `a[b]=1&a[c]=2` style keys (the spec's `params[keyWords]`), bounded in depth and size. */
export const parseBracketQuery = (s: string) =>
  s.includes('[') || s.includes('%5B') || s.includes('%5b')
    ? qs.parse(s, { depth: 2, arrayLimit: 50, parameterLimit: 200, allowDots: false })
    : plainQuery(s);

type Query = Record<string, string | string[]>;

/**
 * The objects a query is parsed into: no inherited keys (`constructor`, `__proto__` are
 * plain keys), like `Object.create(null)`, but in V8's fast object mode, which costs a
 * fraction of a dictionary-mode object to make and fill on every request.
 */
const EmptyQuery = function EmptyQuery() {} as unknown as new () => Query;
EmptyQuery.prototype = Object.create(null);

/**
 * A query without bracket keys, by the same rules as qs and URLSearchParams: a repeated key
 * gives an array, `+` is a space, a malformed escape stays as it is, at most 200 keys.
 * Written out because every request parses its query and most parts need no decoding.
 */
export function plainQuery(s: string): Query {
  const out = new EmptyQuery();
  let n = 0;
  for (let start = 0; start <= s.length && n < 200;) {
    let end = s.indexOf('&', start);
    if (end === -1) end = s.length;
    if (end > start) {
      n++;
      const eq = s.indexOf('=', start);
      const split = eq !== -1 && eq < end;
      const k = queryPart(s, start, split ? eq : end);
      const v = split ? queryPart(s, eq + 1, end) : '';
      const prev = out[k];
      out[k] = prev === undefined ? v : Array.isArray(prev) ? [...prev, v] : [prev, v];
    }
    start = end + 1;
  }
  return out;
}

function queryPart(s: string, from: number, to: number): string {
  const part = s.slice(from, to);
  return part.includes('%') || part.includes('+') ? querystring.unescape(part.replaceAll('+', ' ')) : part;
}
