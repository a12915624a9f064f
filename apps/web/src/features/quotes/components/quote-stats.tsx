import type { ProductType } from '@app/contract/products';
import { useTranslation } from 'react-i18next';
import { useLiveDetail, type QuoteBlock, type TickerInfo } from '@/lib/ws';
import { compactText, priceText } from '../lib/format';
import { daySessionTitleKey } from '../lib/session-title';
import { hasTurnover } from '../lib/turnover';

interface Value {
  text: string;
  /** The short form of volumes (`1.2M`, `13.3 ألف`), which may contain words. */
  compact: boolean;
}

/**
 * The statistics of a quote (spec point 3): the current session, the current minute and the
 * previous session, each with open, high (max), low (min), close, volume and average price,
 * and the current session's turnover where it is an amount of money (lib/turnover.ts).
 * While the market is closed the current session is the last one, and is titled so.
 * Reads the live full quote itself (the detail channel must be streamed by the page).
 */
export function QuoteStats({
  code,
  productType,
  fallback,
  precision,
  localeTag,
}: {
  code: string;
  productType: ProductType;
  fallback: TickerInfo | null;
  precision: number;
  localeTag: string;
}) {
  const { t } = useTranslation('quotes');
  const info = useLiveDetail(code) ?? fallback;
  const price = (v: string | null | undefined): Value => ({ text: priceText(v, precision), compact: false });
  const compact = (v: string | null | undefined): Value => ({ text: compactText(v, localeTag), compact: true });
  const block = (title: string, b: QuoteBlock | null | undefined, testId: string, extra?: [string, Value][]) => {
    const rows: [string, Value][] = [
      [t('stats.open'), price(b?.o)],
      [t('stats.high'), price(b?.h)],
      [t('stats.low'), price(b?.l)],
      [t('stats.close'), price(b?.c)],
      [t('stats.volume'), compact(b?.v)],
      [t('stats.average'), price(b?.vw)],
      ...(extra ?? []),
    ];
    return (
      <section className="quote-stats__block" data-testid={testId}>
        <h2 className="quote-stats__title">{title}</h2>
        <dl className="quote-stats__grid">
          {rows.map(([label, value]) => (
            <div key={label} className="quote-stats__item">
              <dt>{label}</dt>
              <dd>
                {/* In the page's direction, so it lines up under its label; a price inside is
                    left to right, a short volume in the direction of its word ("13.3 ألف"). */}
                <bdi className="num-text" dir={value.compact ? 'auto' : 'ltr'}>
                  {value.text}
                </bdi>
              </dd>
            </div>
          ))}
        </dl>
      </section>
    );
  };
  return (
    <div className="quote-stats" data-testid="quote-detail-stats">
      {block(t(daySessionTitleKey(info?.marketOpen)), info?.day, 'quote-stats-day', hasTurnover(productType) ? [[t('stats.turnover'), compact(info?.tradeAmount)]] : [])}
      {block(t('stats.minute'), info?.min, 'quote-stats-min')}
      {block(t('stats.prev-day'), info?.prevDay, 'quote-stats-prev-day')}
    </div>
  );
}
