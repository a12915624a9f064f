import { describe, expect, it } from 'vitest';
import { compactSearchWords, SEARCH_MAX_LENGTH, searchWordsFromAddress } from './search-words';

describe('searchWordsFromAddress', () => {
  it('cuts the words of a long link to what the box and the server take', () => {
    expect(searchWordsFromAddress('a'.repeat(76))).toBe('a'.repeat(SEARCH_MAX_LENGTH));
    expect(searchWordsFromAddress('euro')).toBe('euro');
    expect(searchWordsFromAddress(null)).toBe('');
  });

  it('does not cut a character in half', () => {
    const words = searchWordsFromAddress(`${'a'.repeat(SEARCH_MAX_LENGTH - 1)}𝐀`);
    expect(words).toBe('a'.repeat(SEARCH_MAX_LENGTH - 1));
  });
});

describe('compactSearchWords', () => {
  it('compares codes without case, spaces and punctuation', () => {
    expect(compactSearchWords('EUR / usd')).toBe('eurusd');
    expect(compactSearchWords('/ES')).toBe('es');
  });
});
