import type { Product } from '../api/types';
import type { ChosenProduct } from '../stores/current-product';

/**
 * What the quote detail and the chart page show: a product, or instead of one the first
 * product being found, a failure with a retry, none chosen, or a product the server does not
 * know (`code`: the code the address asked for, named in the message; null otherwise).
 */
export type ShownProduct =
  | { state: 'product'; product: ChosenProduct }
  | { state: 'loading' | 'failed' | 'none' }
  | { state: 'gone'; code: string | null };

export interface ShownProductInputs {
  /** The address's product: `undefined` none named, `null` malformed (`addressedProductCode`). */
  addressed: string | null | undefined;
  /** What the address's parameter says, as typed: a malformed code is named in the message too. */
  asked?: string | null;
  /** The chosen product and the state of finding one (`useChosenProduct`), used when the address names none. */
  chosen: { product: ChosenProduct | null; loading: boolean; failed: boolean };
  /** The detail call for the shown code: its product, and whether it failed or says the product does not exist. */
  detail: { product: Product | null | undefined; gone: boolean; failed: boolean };
}

/** A malformed code as the message names it: without invisible characters, at most 32 characters. */
function namedCode(asked: string | null | undefined): string | null {
  const text = (asked ?? '').replace(/[\p{C}]/gu, '').trim().slice(0, 32);
  return text === '' ? null : text;
}

export function shownProduct({ addressed, asked, chosen, detail }: ShownProductInputs): ShownProduct {
  if (addressed === null) return { state: 'gone', code: namedCode(asked) };
  if (addressed === undefined) {
    if (detail.gone) return { state: 'gone', code: null };
    if (chosen.product) return { state: 'product', product: chosen.product };
    return { state: chosen.loading ? 'loading' : chosen.failed ? 'failed' : 'none' };
  }
  if (detail.gone || detail.product === null) return { state: 'gone', code: addressed };
  if (detail.product) return { state: 'product', product: detail.product };
  // The chosen product is the one asked for: shown at once, as after a reload, while its
  // detail loads (or, when that failed, with the detail's own retry).
  if (chosen.product?.productCode === addressed) return { state: 'product', product: chosen.product };
  return { state: detail.failed ? 'failed' : 'loading' };
}
