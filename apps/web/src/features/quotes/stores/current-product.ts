import { useStore } from 'zustand';
import { createStore } from 'zustand/vanilla';
import { sessionStore } from '@/lib/session';
import { readStored, writeStored } from '@/lib/storage';
import type { Product } from '../api/types';

/**
 * The chosen product ("the selected current ticker" of spec point 3): set by the
 * product-detail jump and by home when nothing is chosen yet, read by the trade tab (the quote
 * detail) and the K-line page. Persisted, so a reload shows the same product. A choice is
 * its customer's: another customer signing in on the phone starts from home's first product.
 */
export const CURRENT_PRODUCT_STORAGE_KEY = 'quotes:currentProduct';

/** The product fields kept (the quote itself always comes live), and who chose it (null signed out). */
export type ChosenProduct = Omit<Product, 'tickerInfo' | 'productDesc'> & { chosenBy?: number | null };

const signedInUser = () => sessionStore.getState().userInfo?.id ?? null;

/** A choice another customer made (the one signed in now is someone else). */
function othersChoice(p: ChosenProduct): boolean {
  const user = signedInUser();
  return p.chosenBy != null && user !== null && p.chosenBy !== user;
}

function isChosenProduct(v: unknown): v is ChosenProduct {
  const p = v as ChosenProduct | null;
  return typeof p?.productCode === 'string' && typeof p.productId === 'number' && typeof p.productType === 'number';
}

function initial(): ChosenProduct | null {
  const stored = readStored<unknown>(CURRENT_PRODUCT_STORAGE_KEY, null);
  return isChosenProduct(stored) && !othersChoice(stored) ? stored : null;
}

export const currentProductStore = createStore<{ product: ChosenProduct | null }>(() => ({ product: initial() }));

export function chooseProduct(p: Product | ChosenProduct): void {
  const { tickerInfo: _t, productDesc: _d, ...rest } = p as Product;
  const kept: ChosenProduct = { ...rest, chosenBy: signedInUser() };
  writeStored(CURRENT_PRODUCT_STORAGE_KEY, kept);
  currentProductStore.setState({ product: kept });
}

// Another customer signs in (here or in another tab): the previous one's choice goes.
sessionStore.subscribe((session, previous) => {
  if (session.userInfo?.id === previous.userInfo?.id) return;
  const chosen = currentProductStore.getState().product;
  if (chosen && othersChoice(chosen)) {
    writeStored(CURRENT_PRODUCT_STORAGE_KEY, null);
    currentProductStore.setState({ product: null });
  }
});

export function useCurrentProduct(): ChosenProduct | null {
  return useStore(currentProductStore, (s) => s.product);
}

/**
 * Forgets the stored choice when it is this product (one the server no longer knows), so that
 * the next visit starts from home's first product. What is on screen stays until another
 * product is chosen.
 */
export function forgetStoredProduct(productCode: string): void {
  const stored = readStored<unknown>(CURRENT_PRODUCT_STORAGE_KEY, null);
  if (isChosenProduct(stored) && stored.productCode === productCode) writeStored(CURRENT_PRODUCT_STORAGE_KEY, null);
}
