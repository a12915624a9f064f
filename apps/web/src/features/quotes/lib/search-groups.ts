import { compactSearchWords } from './search-words';

interface Row {
  productCode: string;
  symbol: string;
  productName?: string;
}

interface SearchGroup<P extends Row> {
  page?: { rows: P[] } | undefined;
}

/** Whether the words are the product's code (without its `X:`, `F:`, `C:` prefix) or its symbol. */
function isTheCode(p: Row, words: string): boolean {
  return compactSearchWords(p.productCode.replace(/^[A-Z]:/, '')) === words || compactSearchWords(p.symbol) === words;
}

/**
 * The search's type groups in the order to show them: each type answers its best matches
 * first, so a group whose first row is the product whose code was typed comes first (`ES`
 * shows the E-mini S&P 500 future before the stocks whose names contain "es"), then one whose
 * first row's name, as shown, starts with the words (`金` shows the gold future, 金先物, before
 * Bitcoin Cash, whose Chinese name ends in 现金); the others keep their order.
 */
export function orderSearchGroups<P extends Row, G extends SearchGroup<P>>(groups: G[], keyWords: string): G[] {
  const words = compactSearchWords(keyWords);
  if (!words) return groups;
  const first = (g: G) => {
    const top = g.page?.rows[0];
    if (!top) return 2;
    if (isTheCode(top, words)) return 0;
    return top.productName !== undefined && compactSearchWords(top.productName).startsWith(words) ? 1 : 2;
  };
  return [...groups].sort((a, b) => first(a) - first(b));
}
