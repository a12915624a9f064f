import type { ProductType } from '@app/contract/products';

/** Every TanStack Query key of the quotes screens. */
export const quotesKeys = {
  all: ['quotes'] as const,
  lists: () => [...quotesKeys.all, 'list'] as const,
  list: (type: ProductType, keyWords: string) => [...quotesKeys.lists(), type, keyWords] as const,
  home: () => [...quotesKeys.all, 'home'] as const,
  favourites: () => [...quotesKeys.all, 'favourites'] as const,
  detail: (code: string) => [...quotesKeys.all, 'detail', code] as const,
};
