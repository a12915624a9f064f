import { useTranslation } from 'react-i18next';
import { useLiveDetail, type QuoteBlock, type TickerInfo } from '@/lib/ws';
import { compactText, priceText } from '../lib/format';

/**
 * The statistics of a quote (spec point 3): the current session, the current minute and the
 * previous session, each with open, high (max), low (min), close, volume and average price.
 * Reads the live full quote itself (the detail channel must be streamed by the page).
 */
export function QuoteStats({ code, fallback, precision, localeTag }: { code: string; fallback: TickerInfo | null; precision: number; localeTag: string }) {
  const { t } = useTranslation('quotes');
  const info = useLiveDetail(code) ?? fallback;
  const block = (title: string, b: QuoteBlock | null | undefined, testId: string, extra?: [string, string][]) => {
    const rows: [string, string][] = [
      [t('stats.open'), priceText(b?.o, precision)],
      [t('stats.high'), priceText(b?.h, precision)],
      [t('stats.low'), priceText(b?.l, precision)],
      [t('stats.close'), priceText(b?.c, precision)],
      [t('stats.volume'), compactText(b?.v, localeTag)],
      [t('stats.average'), priceText(b?.vw, precision)],
      ...(extra ?? []),
    ];
    return (
      <section className="quote-stats__block" data-testid={testId}>
        <h3 className="quote-stats__title">{title}</h3>
        <dl className="quote-stats__grid">
          {rows.map(([label, value]) => (
            <div key={label} className="quote-stats__item">
              <dt>{label}</dt>
              <dd className="num">{value}</dd>
            </div>
          ))}
        </dl>
      </section>
    );
  };
  return (
    <div className="quote-stats" data-testid="quote-detail-stats">
      {block(t('stats.day'), info?.day, 'quote-stats-day', [[t('stats.turnover'), compactText(info?.tradeAmount, localeTag)]])}
      {block(t('stats.minute'), info?.min, 'quote-stats-min')}
      {block(t('stats.prev-day'), info?.prevDay, 'quote-stats-prev-day')}
    </div>
  );
}
