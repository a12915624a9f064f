import { describe, expect, it } from 'vitest';
import { AnswerCache } from '../src/modules/quotes/answer-cache.ts';

describe('answer cache of the public quote calls', () => {
  it('keeps an answer per URL and locale until the next market batch', () => {
    let generation = 1;
    let builds = 0;
    const cache = new AnswerCache(() => generation, 3);
    const build = (text: string) => () => { builds++; return text; };
    expect(cache.peek('/a', 'en')).toBeUndefined();
    expect(cache.get('/a', 'en', build('a-en')).toString()).toBe('a-en');
    expect(cache.get('/a', 'zh', build('a-zh')).toString()).toBe('a-zh');
    expect(cache.get('/a', 'en', build('other')).toString()).toBe('a-en');
    expect(cache.peek('/a', 'zh')?.toString()).toBe('a-zh');
    expect(builds).toBe(2);
    generation = 2;
    expect(cache.peek('/a', 'en')).toBeUndefined();
    expect(cache.get('/a', 'en', build('a-en-2')).toString()).toBe('a-en-2');
    // Full: starts over rather than growing.
    cache.get('/b', 'en', build('b'));
    cache.get('/c', 'en', build('c'));
    cache.get('/d', 'en', build('d'));
    expect(cache.peek('/a', 'en')).toBeUndefined();
    expect(cache.peek('/d', 'en')?.toString()).toBe('d');
  });
});
