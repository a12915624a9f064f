/**
 * `application/x-www-form-urlencoded` with bracket keys, the way the server's parser reads
 * them: `{ params: { keyWords: 'BTC' } }` → `params%5BkeyWords%5D=BTC`, arrays as `a[0]=x`.
 * `undefined` values are left out, `null` is sent as an empty value.
 */
export function encodeForm(value: Record<string, unknown>): string {
  const parts: string[] = [];
  const add = (key: string, v: unknown): void => {
    if (v === undefined) return;
    if (v !== null && typeof v === 'object' && !(v instanceof Date)) {
      const entries = Array.isArray(v) ? v.map((item, i) => [String(i), item] as const) : Object.entries(v);
      for (const [k, item] of entries) add(`${key}[${k}]`, item);
      return;
    }
    const text = v === null ? '' : v instanceof Date ? v.toISOString() : String(v);
    parts.push(`${encodeURIComponent(key)}=${encodeURIComponent(text)}`);
  };
  for (const [key, v] of Object.entries(value)) add(key, v);
  return parts.join('&');
}
