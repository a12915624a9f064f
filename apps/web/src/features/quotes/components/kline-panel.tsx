import { CHART_DURATION_LABEL, CHART_DURATIONS, type ChartDuration } from '@app/contract/products';
import { lazy, memo, Suspense, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { prefetchKlines } from '../api/get-klines';
import { useLocale } from '../hooks/use-locale';

/** Whether the chart's chunk has arrived (then the chart asks for its candles itself, at once). */
let chartLoaded = false;
/** The chart library and the chart come as one lazy chunk, loaded when a chart is first shown. */
const KlineChart = lazy(() =>
  import('./kline-chart').then((m) => {
    chartLoaded = true;
    return m;
  }),
);

/** Last chosen duration, kept for this visit so the detail and the chart page agree. */
let lastDuration: ChartDuration = 60;

/**
 * The four durations of spec point 9 (1 s, 1 min, 1 h, 1 day) above a live K-line chart.
 * `wheelZooms`: a vertical mouse wheel over the chart zooms it (the chart page) or scrolls the
 * page past it (the detail, where the chart is one block of a longer page).
 */
export const KlinePanel = memo(function KlinePanel({
  productCode,
  precision,
  height,
  wheelZooms = true,
}: {
  productCode: string;
  precision: number;
  height: number;
  wheelZooms?: boolean;
}) {
  const { t } = useTranslation(['quotes', 'contract', 'common']);
  const locale = useLocale();
  const [interval, setDuration] = useState<ChartDuration>(lastDuration);
  const labels = useMemo(
    () => ({
      open: t('stats.open'),
      high: t('stats.high'),
      low: t('stats.low'),
      close: t('stats.close'),
      volume: t('stats.volume'),
      failed: t('chart.failed'),
      retry: t('common:load.retry'),
      loading: t('list.loading'),
      keys: t('chart.keys'),
    }),
    [t],
  );
  // While the chart's code downloads, its candles download too, instead of after it.
  useEffect(() => {
    if (!chartLoaded) prefetchKlines(productCode, interval);
  }, [productCode, interval]);
  const choose = (d: ChartDuration) => {
    lastDuration = d;
    setDuration(d);
  };
  return (
    <section className="kline-panel" aria-label={t('chart.label')}>
      <div className="kline-durations" role="group" aria-label={t('chart.durations')}>
        {CHART_DURATIONS.map((d) => (
          <button
            key={d}
            type="button"
            className={d === interval ? 'kline-durations__item kline-durations__item--active' : 'kline-durations__item'}
            aria-pressed={d === interval}
            onClick={() => choose(d)}
            data-testid={`kline-duration-${d}`}
          >
            {t(`contract:${CHART_DURATION_LABEL[d]}`)}
          </button>
        ))}
      </div>
      <Suspense fallback={<div className="kline-chart kline-chart--loading" style={{ blockSize: height }} data-testid="kline-chart-loading" />}>
        <KlineChart
          productCode={productCode}
          interval={interval}
          precision={precision}
          localeTag={locale.tag}
          dir={locale.dir}
          height={height}
          labels={labels}
          wheelZooms={wheelZooms}
        />
      </Suspense>
    </section>
  );
});
