import { useTranslation } from 'react-i18next';
import { useSocketState } from '@/lib/ws';

/**
 * A line shown while the quote stream is reconnecting: prices on screen may be behind. The
 * status region is there from the start and the line is written into it, so a screen reader
 * reads it out: a region added with its text already in it is not reliably read.
 */
export function StreamStatus() {
  const { t } = useTranslation('quotes');
  const status = useSocketState((s) => s.status);
  return (
    <div className="stream-status-region" role="status">
      {status === 'reconnecting' && (
        <p className="stream-status" data-testid="quotes-reconnecting">
          {t('stream.reconnecting')}
        </p>
      )}
    </div>
  );
}
