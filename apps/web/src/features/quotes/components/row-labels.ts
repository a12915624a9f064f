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
  /** The star's name for assistive technology, with the product's name. */
  addNamed: (name: string) => string;
  removeNamed: (name: string) => string;
  added: string;
  removed: string;
}

export function useRowLabels(): RowLabels {
  const { t } = useTranslation('quotes');
  return useMemo(
    () => ({
      closed: t('badge.closed'),
      stale: t('badge.stale'),
      simulated: t('badge.simulated'),
      simulatedExplain: t('simulated.explain'),
      addNamed: (name: string) => t('favourite.add-named', { name }),
      removeNamed: (name: string) => t('favourite.remove-named', { name }),
      added: t('favourite.added'),
      removed: t('favourite.removed'),
    }),
    [t],
  );
}
