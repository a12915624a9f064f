import type { QueryClient } from '@tanstack/react-query';
import { ApiError, apiPost } from '@/lib/api';
import { isReplaced, sessionStore } from '@/lib/session';
import { quotesKeys } from './query-keys';
import type { Product } from './types';

/**
 * `POST /api/userProductOption/addOption` with productCode, productType and productId (spec
 * point 7). A repeat answers `hint_48`, which the request layer counts as success.
 */
export async function addFavourite(p: Pick<Product, 'productCode' | 'productType' | 'productId'>): Promise<void> {
  await apiPost('/api/userProductOption/addOption', { productCode: p.productCode, productType: p.productType, productId: p.productId }, { catch: true });
}

/** `POST /api/userProductOption/removeOption`; removing what is not there answers `hint_48` (success). */
export async function removeFavourite(p: Pick<Product, 'productCode' | 'productType' | 'productId'>): Promise<void> {
  await apiPost('/api/userProductOption/removeOption', { productCode: p.productCode, productType: p.productType, productId: p.productId }, { catch: true });
}

/** A product whose star was tapped and whose requests are under way. */
interface Pending {
  /** What the last tap asked for. */
  wanted: boolean;
  /** What the server has confirmed so far (at first, the opposite of the first tap's wish). */
  confirmed: boolean;
  /** Settles when the product's requests are over. */
  done: Promise<unknown>;
}

const pending = new Map<number, Pending>();

/**
 * Whether the product's star stands for "on the watch list": what the last tap asked for
 * while its requests are under way, else what the list shows. A second tap decides from
 * this, not from a star that may not have been drawn again yet.
 */
export function favouriteWanted(productId: number, shown: boolean): boolean {
  return pending.get(productId)?.wanted ?? shown;
}

function showInCache(qc: QueryClient, product: Product, favourite: boolean): void {
  const list = qc.getQueryData<Product[]>(quotesKeys.favourites());
  if (!list) return;
  const without = list.filter((p) => p.productId !== product.productId);
  qc.setQueryData<Product[]>(quotesKeys.favourites(), favourite ? [...without, { ...product, isOption: 1 }] : without);
}

/**
 * Adds or removes a product. The watch list in the cache changes at once (every star and the
 * favourites list follow) and is reloaded from the server afterwards. A plain function rather
 * than a mutation hook, so the many stars of a long list hold no observers.
 *
 * Taps on one product's star while its request is under way change what is wanted; the
 * requests go one after another until the server holds the last wish (a double tap adds and
 * removes again, in that order), and the first tap's promise settles with it: the final state
 * when a request changed something, null when the taps cancelled each other before any left.
 * The later taps' promises settle with null and never reject, so one outcome is told once. A
 * failure shows the last confirmed state again and rejects.
 */
export function toggleFavourite(qc: QueryClient, product: Product, favourite: boolean): Promise<boolean | null> {
  const running = pending.get(product.productId);
  if (running) {
    running.wanted = favourite;
    showInCache(qc, product, favourite);
    return running.done.then(
      () => null,
      () => null,
    );
  }
  const entry: Pending = { wanted: favourite, confirmed: !favourite, done: Promise.resolve() };
  pending.set(product.productId, entry);
  const done = settle(qc, product, entry).finally(() => pending.delete(product.productId));
  entry.done = done;
  return done;
}

async function settle(qc: QueryClient, product: Product, entry: Pending): Promise<boolean | null> {
  // The taps are this session's: none is sent as the next one's, should the customer change
  // meanwhile (another tab signing out, or in as someone else).
  const session = sessionStore.getState().token;
  await qc.cancelQueries({ queryKey: quotesKeys.favourites() });
  showInCache(qc, product, entry.wanted);
  // Reloaded afterwards, unless a request never left (no network): the reload would fail
  // too and say so a second time.
  let reload = true;
  let sent = false;
  try {
    while (entry.confirmed !== entry.wanted) {
      if (isReplaced(session)) return null;
      const want = entry.wanted;
      sent = true;
      await (want ? addFavourite(product) : removeFavourite(product));
      entry.confirmed = want;
    }
    return sent ? entry.confirmed : null;
  } catch (err) {
    // An answer of a session replaced meanwhile: the list in the cache is the new session's.
    if (err instanceof ApiError && err.kind === 'aborted') return null;
    showInCache(qc, product, entry.confirmed);
    if (err instanceof ApiError && err.kind === 'transport') reload = false;
    throw err;
  } finally {
    if (reload && sent) void qc.invalidateQueries({ queryKey: quotesKeys.favourites() });
  }
}
