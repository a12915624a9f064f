import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { AnswerCache } from '../src/modules/quotes/answer-cache.ts';

describe('answer cache of the public quote calls', () => {
  it('keeps an answer per URL and locale until the next market batch', () => {
    let generation = 1;
    let builds = 0;
    const cache = new AnswerCache(() => generation, 3);
    const build = (text: string) => () => { builds++; return text; };
    expect(cache.peek('/a', 'en')).toBeUndefined();
    expect(cache.get('/a', 'en', build('a-en')).body.toString()).toBe('a-en');
    expect(cache.get('/a', 'zh', build('a-zh')).body.toString()).toBe('a-zh');
    expect(cache.get('/a', 'en', build('other')).body.toString()).toBe('a-en');
    expect(cache.peek('/a', 'zh')?.body.toString()).toBe('a-zh');
    expect(builds).toBe(2);
    generation = 2;
    expect(cache.peek('/a', 'en')).toBeUndefined();
    expect(cache.get('/a', 'en', build('a-en-2')).body.toString()).toBe('a-en-2');
    // Full: starts over rather than growing.
    cache.get('/b', 'en', build('b'));
    cache.get('/c', 'en', build('c'));
    cache.get('/d', 'en', build('d'));
    expect(cache.peek('/a', 'en')).toBeUndefined();
    expect(cache.peek('/d', 'en')?.body.toString()).toBe('d');
  });

  it('compresses a kept answer once per encoding, for every caller of the batch', () => {
    const cache = new AnswerCache(() => 1);
    const text = JSON.stringify({ rows: Array.from({ length: 50 }, (_, i) => ({ code: `P${i}`, price: '101.25' })) });
    const answer = cache.get('/a', 'en', () => text);
    const br = answer.in('br');
    expect(zlib.brotliDecompressSync(br).toString()).toBe(text);
    expect(zlib.gunzipSync(answer.in('gzip')).toString()).toBe(text);
    expect(br.length).toBeLessThan(text.length / 4);
    // The same bytes, not a second compression.
    expect(cache.peek('/a', 'en')?.in('br')).toBe(br);
  });
});
