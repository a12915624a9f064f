import { formatAmount } from '@app/contract/format';
import { compareMoney, isMoneyInput } from '@app/contract/money';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { IconEye, IconEyeOff } from '@/components/ui/icons';
import { LoadError } from '@/components/ui/load-error';
import { HiddenAmount } from '@/components/ui/hidden-amount';
import { useAmountsVisibility } from '@/lib/amounts-visibility';
import { localizeNumber } from '@/lib/i18n/number-format';
import { useAmountDecimals } from '@/lib/settings/get-site-info';
import { useDisplaySwitches } from '@/lib/settings/get-switch-set';
// The panel the assets tab shows (one cache entry): what refreshes one refreshes both.
import { useAssetsPanel } from '@/features/funds/api/get-assets-panel';
import { shownTotal } from '@/features/funds/lib/shown-total';

/** The signed-in user's assets (total, margin, profit and loss), formatted per the site's settings. */
export function AssetsPanel() {
  const { t } = useTranslation('home');
  const { data: panel, isPending, isError, isFetching, refetch } = useAssetsPanel();
  const decimals = useAmountDecimals();
  const { amountPlain } = useDisplaySwitches();
  const { hidden, toggle } = useAmountsVisibility();

  // Numbers keep their left-to-right order inside right-to-left text.
  const show = (value: string | undefined) => <bdi dir="ltr">{hidden ? <HiddenAmount /> : localizeNumber(formatAmount(value, { decimals, plain: amountPlain }))}</bdi>;
  const tone = (value: string | undefined) => {
    if (hidden || !value) return '';
    const sign = safeCompare(value);
    return sign > 0 ? ' amount--rise' : sign < 0 ? ' amount--fall' : '';
  };

  return (
    <section className="assets-panel" data-testid="assets-panel" aria-busy={isPending}>
      <div className="assets-panel__head">
        <span>{t('assets.total')}</span>
        <button type="button" className="assets-panel__eye" onClick={toggle} aria-label={t(hidden ? 'assets.show' : 'assets.hide')}>
          {hidden ? <IconEyeOff size={18} /> : <IconEye size={18} />}
        </button>
      </div>
      <div className="assets-panel__total" data-testid="assets-total">
        {show(panel ? shownTotal(panel, decimals) : undefined)}
      </div>
      <dl className="assets-panel__figures">
        <div>
          <dt>{t('assets.margin')}</dt>
          <dd data-testid="assets-margin">{show(panel?.allMarginAmount)}</dd>
        </div>
        <div>
          <dt>{t('assets.profit')}</dt>
          <dd className={`amount${tone(panel?.profitAndLose)}`}>{show(panel?.profitAndLose)}</dd>
        </div>
        <div>
          <dt>{t('assets.profit-today')}</dt>
          <dd className={`amount${tone(panel?.profitAndLoseToday)}`}>{show(panel?.profitAndLoseToday)}</dd>
        </div>
      </dl>
      {isError && !panel ? (
        <LoadError inline onRetry={() => void refetch()} retrying={isFetching} testId="assets-load-error" />
      ) : (
        !isPending &&
        !panel && (
        <p className="assets-panel__note" data-testid="assets-unavailable">
          {t('assets.unavailable')}
        </p>
        )
      )}
      <Link to="/pages/user/accountDetail" className="assets-panel__more">
        {t('assets.details')}
      </Link>
    </section>
  );
}

/** -1, 0 or 1 for a decimal string against zero; 0 when it is not a decimal. */
function safeCompare(value: string): number {
  return isMoneyInput(value) ? compareMoney(value, '0') : 0;
}
