/** The longest search the box takes and the server accepts (`params[keyWords]`). */
export const SEARCH_MAX_LENGTH = 64;

/**
 * The words of a search address (`quoteSearch?q=`) as the box would hold them: cut to the
 * box's length, so that a long link still searches (the server refuses longer words) instead
 * of failing. A character written with two UTF-16 units is not cut in half.
 */
export function searchWordsFromAddress(q: string | null): string {
  const words = (q ?? '').slice(0, SEARCH_MAX_LENGTH);
  return /[\uD800-\uDBFF]$/.test(words) ? words.slice(0, -1) : words;
}

/**
 * Words as a product code is compared with them: lower case without spaces, punctuation and
 * symbols (`eur/usd`, `EUR USD` -> `eurusd`; `/ES` -> `es`).
 */
export function compactSearchWords(words: string): string {
  return words.normalize('NFKC').toLowerCase().replace(/[\s\p{P}\p{S}]/gu, '');
}
