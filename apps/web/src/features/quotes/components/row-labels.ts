import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The texts of a quote row, translated once per list instead of once per row: a long list
 * mounts rows while it scrolls, and each would otherwise subscribe to the i18n instance.
 */
export interface RowLabels {
  closed: string;
  stale: string;
  simulated: string;
  simulatedExplain: string;
  /**
   * The star's name for assistive technology, with the product's name. The same whether the
   * product is on the watch list or not: the star is a toggle, and says which with its pressed state.
   */
  watchNamed: (name: string) => string;
  added: string;
  removed: string;
}

const NAME_MARK = '\u0000';

/**
 * A text with the product's name in it, translated once: the name is put between the
 * translation's parts, as cheap as a string join for each row a scrolling list shows.
 */
export function namedLabel(t: TFunction<'quotes'>, key: 'favourite.watch-named'): (name: string) => string {
  const parts = t(key, { name: NAME_MARK }).split(NAME_MARK);
  return (name) => parts.join(name);
}

export function useRowLabels(): RowLabels {
  const { t } = useTranslation('quotes');
  return useMemo(
    () => ({
      closed: t('badge.closed'),
      stale: t('badge.stale'),
      simulated: t('badge.simulated'),
      simulatedExplain: t('simulated.explain'),
      watchNamed: namedLabel(t, 'favourite.watch-named'),
      added: t('favourite.added'),
      removed: t('favourite.removed'),
    }),
    [t],
  );
}
