import { useMemo } from 'react';
import { useFavourites } from '../api/get-favourites';

/** Product ids on the watch list, or null until it has loaded (rows then use their own `isOption`). */
export function useFavouriteIds(): Set<number> | null {
  const { data } = useFavourites();
  return useMemo(() => (data ? new Set(data.map((p) => p.productId)) : null), [data]);
}
