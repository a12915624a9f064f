import { localeByCode } from '@app/contract/locales';
import { useTranslation } from 'react-i18next';
import { IconEye, IconEyeOff } from '@/components/ui/icons';
import { LoadError } from '@/components/ui/load-error';
import { HiddenAmount } from '@/components/ui/hidden-amount';
import { useAmountsVisibility } from '@/lib/amounts-visibility';
import { useExchangeInfo } from '@/lib/settings/get-exchange-info';
import { useAmountDecimals } from '@/lib/settings/get-site-info';
import { useAssetsPanel } from '../api/get-assets-panel';
import { useFiatFormat, useFundsSettings, useMoneyFormat } from '../hooks/use-money-format';
import { convert, convertedText, ratesOf, symbolPlacement } from '../lib/exchange';
import { shownTotal } from '../lib/shown-total';
import { useDisplayCurrency } from '../stores/display-currency';

/**
 * The customer's total assets in USDT (every account, valued by the server), the same total
 * converted with the site's exchange info into a currency the customer picks, and the frozen
 * part when `app_showFreeze` says so.
 */
export function AssetsSummary() {
  const { t, i18n } = useTranslation('funds');
  const tag = localeByCode(i18n.language)?.tag ?? 'en';
  const panelQuery = useAssetsPanel();
  const panel = panelQuery.data;
  const { data: info } = useExchangeInfo();
  const format = useMoneyFormat();
  const fiat = useFiatFormat();
  const { showFreeze } = useFundsSettings();
  const { code, choose } = useDisplayCurrency();
  const { base, rates, defaultCurrency } = ratesOf(info);
  const rate = rates.find((r) => r.currency === code) ?? rates.find((r) => r.currency === defaultCurrency) ?? rates[0];
  // The figure the rows below add up to (see shownTotal).
  const decimals = useAmountDecimals();
  const total = panel ? shownTotal(panel, decimals) : undefined;
  // The eye of Home's assets card: the same choice, shown and changed here too.
  const { hidden, toggle } = useAmountsVisibility();
  const unit = panel?.currencyName ?? base;

  return (
    <section className="funds-summary" data-testid="assets-summary">
      <div className="funds-summary__label">
        <span className="funds-summary__title">
          {t('assets.total', { currency: unit })}
          <button
            type="button"
            className="funds-summary__eye"
            onClick={toggle}
            aria-label={t(hidden ? 'assets.show-amounts' : 'assets.hide-amounts')}
            data-testid="assets-eye"
          >
            {hidden ? <IconEyeOff size={18} /> : <IconEye size={18} />}
          </button>
        </span>
        {rates.length > 0 && rate && (
          <select
            className="funds-summary__select"
            value={rate.currency}
            onChange={(e) => choose(e.target.value)}
            aria-label={t('assets.display-currency')}
            data-testid="display-currency"
          >
            {rates.map((r) => (
              <option key={r.currency} value={r.currency}>
                {r.currency}
              </option>
            ))}
          </select>
        )}
      </div>
      <div className="funds-summary__total">
        <bdi className="funds-num" data-testid="assets-total">
          {hidden ? <HiddenAmount /> : format(total)}
        </bdi>
      </div>
      {panel === undefined && panelQuery.isError && (
        <div className="funds-summary__error">
          <LoadError inline onRetry={() => void panelQuery.refetch()} retrying={panelQuery.isFetching} testId="assets-summary-error" />
        </div>
      )}
      {rate && total !== undefined && (
        <div className="funds-summary__converted" data-testid="assets-converted">
          <bdi className="funds-num">
            {hidden ? <>≈ <HiddenAmount /></> : convertedText(fiat(convert(total, rate), rate.currency), rate, rates, symbolPlacement(tag, rate.currency))}
          </bdi>
        </div>
      )}
      {showFreeze && panel?.frozenConvert !== undefined && (
        <dl className="funds-summary__figures">
          <div>
            <dt>{t('assets.frozen-total')}</dt>
            <dd>
              <bdi className="funds-num" data-testid="assets-frozen">
                {hidden ? <HiddenAmount /> : format(panel.frozenConvert)}
              </bdi>
            </dd>
          </div>
        </dl>
      )}
      {panel?.unpriced && panel.unpriced.length > 0 && (
        <p className="funds-summary__converted">{t('assets.unpriced', { currencies: panel.unpriced.join(', ') })}</p>
      )}
    </section>
  );
}
