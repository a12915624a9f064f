import { compactSearchWords } from './search-words';

interface SearchGroup<P extends { productCode: string; symbol: string }> {
  page?: { rows: P[] } | undefined;
}

/** Whether the words are the product's code (without its `X:`, `F:`, `C:` prefix) or its symbol. */
function isTheCode(p: { productCode: string; symbol: string }, words: string): boolean {
  return compactSearchWords(p.productCode.replace(/^[A-Z]:/, '')) === words || compactSearchWords(p.symbol) === words;
}

/**
 * The search's type groups in the order to show them: each type answers its best matches
 * first, so a group whose first row is the product whose code was typed comes first (`ES`
 * shows the E-mini S&P 500 future before the stocks whose names contain "es"); the others
 * keep their order.
 */
export function orderSearchGroups<P extends { productCode: string; symbol: string }, G extends SearchGroup<P>>(
  groups: G[],
  keyWords: string,
): G[] {
  const words = compactSearchWords(keyWords);
  if (!words) return groups;
  const first = (g: G) => {
    const top = g.page?.rows[0];
    return top && isTheCode(top, words) ? 0 : 1;
  };
  return [...groups].sort((a, b) => first(a) - first(b));
}
