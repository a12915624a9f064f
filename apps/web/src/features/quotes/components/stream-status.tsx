import { useTranslation } from 'react-i18next';
import { useSocketState } from '@/lib/ws';

/** A line shown while the quote stream is reconnecting: prices on screen may be behind. */
export function StreamStatus() {
  const { t } = useTranslation('quotes');
  const status = useSocketState((s) => s.status);
  if (status !== 'reconnecting') return null;
  return (
    <p className="stream-status" role="status" data-testid="quotes-reconnecting">
      {t('stream.reconnecting')}
    </p>
  );
}
