import { isMoneyInput } from '@app/contract/money';
import { useTranslation } from 'react-i18next';
import { useLiveDetail, useLiveQuote, type TickerInfo } from '@/lib/ws';
import { changeText, openingText, priceText, rateText, trendClass, trendOf } from '../lib/format';
import { flashClass } from './live-quote';

/**
 * The live price of the chosen product with its change against the previous session, and
 * what the user must know about the numbers: market closed (and when it opens), feed
 * delayed, or simulated data. It reads the live quote itself, so its ticks re-render only this.
 */
export function QuoteHeadline({ code, fallback, precision, localeTag }: { code: string; fallback: TickerInfo | null; precision: number; localeTag: string }) {
  const { t } = useTranslation('quotes');
  const live = useLiveQuote(code);
  const info = useLiveDetail(code) ?? fallback;
  const price = live?.price ?? info?.nowPrice;
  const rate = live?.changeRate ?? info?.changeRate;
  const change = live?.changePrice ?? info?.changePrice;
  const marketOpen = live?.marketOpen ?? info?.marketOpen ?? true;
  // The amount shows, so it gives the colour: the server rounds the rate to two decimals, and
  // 3.20 off a price of 96,440 is a fall of 0.00 %. Without an amount, the rate's sign.
  const trend = trendOf(isMoneyInput(change) ? change : rate);
  return (
    <section className="quote-headline" aria-live="off">
      <div className={`quote-headline__price num ${trendClass(trend)} ${live ? flashClass(live.move, live.moves) : ''}`} data-testid="quote-detail-price">
        {priceText(price, precision)}
      </div>
      <div className={`quote-headline__change ${trendClass(trend)}`} data-testid="quote-detail-change">
        <span className="num">{changeText(change, precision)}</span>
        <span className="num">{rateText(rate)}</span>
      </div>
      <div className="quote-headline__notes">
        {!marketOpen && (
          <span className="quote-badge quote-badge--closed" data-testid="quote-detail-closed">
            {info?.nextOpen ? t('market.closed-until', { time: openingText(info.nextOpen, localeTag) }) : t('market.closed')}
          </span>
        )}
        {(live?.stale ?? info?.stale) && <span className="quote-badge quote-badge--stale">{t('market.stale')}</span>}
        {info?.source === 'simulated' && (
          <span className="quote-badge quote-badge--simulated" data-testid="quote-detail-simulated">
            {t('simulated.label')}
          </span>
        )}
      </div>
    </section>
  );
}
