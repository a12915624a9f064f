import { useQueryClient } from '@tanstack/react-query';
import { memo, type MouseEvent } from 'react';
import { isApiError } from '@/lib/api';
import { showToast } from '@/lib/kit/toast';
import { favouriteWanted, toggleFavourite } from '../api/toggle-favourite';
import type { RowLabels } from './row-labels';
import type { Product } from '../api/types';

/**
 * A star that adds the product to the watch list or removes it: a toggle button whose name
 * stays the same ("Watch Bitcoin") and whose pressed state says whether the product is on the
 * list, so a screen reader never hears "Remove Bitcoin", pressed. The star is a CSS mask, not
 * an SVG element: a long list mounts many of these while it scrolls.
 */
export const FavouriteButton = memo(function FavouriteButton({
  product,
  name,
  favourite,
  labels,
  size = 20,
  testId = 'quote-fav-toggle',
}: {
  product: Product;
  /** The product's name in the user's language, so that each star says which product it is for. */
  name: string;
  favourite: boolean;
  labels: Pick<RowLabels, 'watchNamed' | 'added' | 'removed'>;
  size?: number;
  testId?: string;
}) {
  const qc = useQueryClient();
  const onClick = (e: MouseEvent) => {
    e.stopPropagation();
    // A second tap before the star is drawn again reverses the first one's wish.
    const next = !favouriteWanted(product.productId, favourite);
    toggleFavourite(qc, product, next).then(
      (now) => {
        if (now !== null) showToast(now ? labels.added : labels.removed, 'success');
      },
      // Server and transport failures were already shown by the request layer.
      (err: unknown) => {
        if (isApiError(err) && err.kind === 'code') showToast(err.message);
      },
    );
  };
  return (
    <button
      type="button"
      className={favourite ? 'fav-button fav-button--on' : 'fav-button'}
      aria-pressed={favourite}
      aria-label={labels.watchNamed(name)}
      onClick={onClick}
      data-testid={testId}
    >
      <span className="fav-button__star" style={size === 20 ? undefined : { inlineSize: size, blockSize: size }} aria-hidden="true" />
    </button>
  );
});
