import { useQueries, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useStore } from 'zustand';
import { IconCheck, IconRefresh } from '@/components/ui/icons';
import { LoadError } from '@/components/ui/load-error';
import { chooseLine, lineStore, type Line } from '@/lib/api';
import { askConfirm } from '@/lib/kit/confirm';
import { showToast } from '@/lib/kit/toast';
import { useLines } from '../api/get-lines';
import { lineLatencyQueryOptions, measureLineLatency } from '../api/measure-line-latency';
import { settingsPageKeys } from '../api/query-keys';
import { useRedirect } from '../hooks/use-redirect';
import './settings.css';

/**
 * `pages/language/line`: the server lines with their measured latency. Choosing one stores
 * `currentLine` and sends every later call there; with a `redirect` parameter (the app sent
 * the customer here because the line in use stopped answering, and says so) the user then
 * returns to that route. A line that did not answer its check is measured again when chosen,
 * and still silent, taken only once the customer confirms.
 */
export default function LinePage() {
  const { t } = useTranslation('settings');
  const queryClient = useQueryClient();
  const current = useStore(lineStore, (s) => s.currentLine);
  const { redirect, goOn } = useRedirect();
  const { data: lines = [], isPending, isError, isFetching, refetch } = useLines();
  const latencies = useQueries({ queries: lines.map((l) => lineLatencyQueryOptions(l.url)) });

  const choose = async (line: Line, i: number) => {
    // Not answered yet (still measuring) counts as not answering: the measurement running is
    // waited for, and a silent line is taken only once confirmed.
    if (latencies[i]?.data == null && line.index !== current) {
      const ms = await queryClient.fetchQuery({ ...lineLatencyQueryOptions(line.url), queryFn: () => measureLineLatency(line.url) });
      if (ms === null) {
        const anyway = await askConfirm({
          content: t('line.unreachable-confirm', { number: line.index + 1 }),
          confirmText: t('line.use-anyway'),
          cancelText: t('common:actions.cancel'),
        });
        if (!anyway) return;
      }
    }
    chooseLine(line, lines);
    // Everything cached came from the previous line; fetch it again from the new one.
    void queryClient.invalidateQueries();
    showToast(t('line.switched', { number: line.index + 1 }), 'success');
    if (redirect) goOn();
  };

  const remeasure = () => void queryClient.invalidateQueries({ queryKey: [...settingsPageKeys.all, 'line-latency'] });

  return (
    <div className="settings-page">
      <div className="settings-page__bar">
        <p className="settings-page__intro">{redirect ? t('line.trouble') : t('line.intro')}</p>
        <button type="button" className="icon-button" onClick={remeasure} aria-label={t('line.remeasure')} data-testid="line-remeasure">
          <IconRefresh size={20} />
        </button>
      </div>
      {isPending && <p className="settings-page__intro">{t('line.loading')}</p>}
      {isError && lines.length === 0 && <LoadError onRetry={() => void refetch()} retrying={isFetching} testId="lines-load-error" />}
      <ul className="choice-list" aria-label={t('routes:title.line')}>
        {lines.map((line, i) => {
          const latency = latencies[i];
          const ms = latency?.data;
          const selected = line.index === current;
          return (
            <li key={line.index}>
              <button
                type="button"
                className={selected ? 'choice choice--selected' : 'choice'}
                onClick={() => void choose(line, i)}
                aria-current={selected ? 'true' : undefined}
                data-testid={`line-${line.index}`}
              >
                <span className="choice__label">
                  {t('line.name', { number: line.index + 1 })}
                  <small className="choice__detail">
                    <bdi>{line.name}</bdi>
                  </small>
                </span>
                <span className={`latency${ms == null ? ' latency--down' : ms < 300 ? ' latency--good' : ' latency--slow'}`} data-testid={`line-latency-${line.index}`}>
                  {latency?.isFetching ? t('line.measuring') : ms == null ? t('line.unreachable') : t('line.latency', { ms })}
                </span>
                {selected && <IconCheck size={20} />}
              </button>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
