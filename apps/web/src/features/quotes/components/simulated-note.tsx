import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Product } from '../api/types';

const isSimulated = (p: Product) => p.tickerInfo?.source === 'simulated';

/**
 * How a list labels simulated prices (architecture principle 1): one note above the list when
 * every row is simulated, otherwise a badge on each simulated row.
 */
export function simulatedLabelling(rows: readonly Product[]): { all: boolean; perRow: boolean } {
  let simulated = 0;
  for (const p of rows) if (isSimulated(p)) simulated++;
  const all = rows.length > 0 && simulated === rows.length;
  return { all, perRow: simulated > 0 && !all };
}

export const SimulatedNote = memo(function SimulatedNote() {
  const { t } = useTranslation('quotes');
  return (
    <p className="simulated-note" data-testid="quotes-simulated-note">
      <span className="quote-badge quote-badge--simulated">{t('simulated.label')}</span>
      <span>{t('simulated.explain')}</span>
    </p>
  );
});
