import { addMoney, compareMoney } from '@app/contract/money';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LoadError } from '@/components/ui/load-error';
import { useAssetsPanel } from '../api/get-assets-panel';
import { useBalances } from '../api/get-balances';
import type { CurrencyBalance } from '../api/types';
import { useFundsSettings } from '../hooks/use-money-format';
import { Amount } from './amount';

/**
 * One row per currency: available and, when `app_showFreeze` is on, frozen; crypto held on the
 * spot market with its USDT value unless `spot` is false (the assets tab's `spot` module
 * switched off). The value is that of the whole holding, frozen part included, and comes from
 * the assets panel's answer (`holdings`), valued with the same prices as the total above the
 * list, so that the values add up to it; while part of a holding is frozen the row names the
 * total it values. A tap opens that account's records.
 */
export function BalanceList({ spot: showSpot = true }: { spot?: boolean }) {
  const { t } = useTranslation('funds');
  const query = useBalances();
  const panelQuery = useAssetsPanel();
  const balances = query.data;
  // A value is shown only with the holding it values: while the two answers disagree (money
  // moved between them), the row shows no value and the panel is asked again.
  const valueOf = new Map(showSpot ? (panelQuery.data?.holdings ?? []).map((h) => [h.currencyId, h]) : []);
  const matches = (b: CurrencyBalance) => {
    const h = valueOf.get(b.currencyId);
    return h !== undefined && compareMoney(h.amount, addMoney(b.available, b.frozen)) === 0;
  };
  const behind = !!balances && balances.some((b) => valueOf.has(b.currencyId) && !matches(b)) && panelQuery.dataUpdatedAt < query.dataUpdatedAt;
  const { refetch: refetchPanel, isFetching: panelFetching } = panelQuery;
  useEffect(() => {
    if (behind && !panelFetching) void refetchPanel();
  }, [behind, panelFetching, refetchPanel]);
  if (!balances && query.isError) {
    return (
      <section className="funds-card" data-testid="balance-list">
        <h2 className="funds-card__title">{t('assets.balances')}</h2>
        <LoadError inline onRetry={() => void query.refetch()} retrying={query.isFetching} testId="balances-error" />
      </section>
    );
  }
  if (!balances) return <p className="funds-empty">{t('list.loading')}</p>;
  return (
    <section className="funds-card" data-testid="balance-list">
      <h2 className="funds-card__title">{t('assets.balances')}</h2>
      <ul className="funds-list">
        {balances.map((b) => (
          <BalanceRow key={b.currencyId} balance={b} usdtValue={matches(b) ? (valueOf.get(b.currencyId)!.usdtValue ?? null) : null} />
        ))}
      </ul>
    </section>
  );
}

function BalanceRow({ balance: b, usdtValue }: { balance: CurrencyBalance; usdtValue: string | null }) {
  const { t } = useTranslation('funds');
  const { showFreeze } = useFundsSettings();
  return (
    <li>
      <Link className="funds-row" to={`/pages/record/accountRecord?currencyId=${b.currencyId}`} data-testid={`balance-${b.currencyName}`}>
        <span className="funds-row__main">
          <span className="funds-row__title">{b.currencyName}</span>
          {showFreeze && (
            <span className="funds-muted">
              {t('assets.frozen')} <Amount value={b.frozen} decimals={b.decimals} balance testId={`balance-${b.currencyName}-frozen`} />
            </span>
          )}
        </span>
        <span className="funds-row__end">
          <span className="funds-muted">{t('assets.available')}</span>
          <Amount value={b.available} decimals={b.decimals} balance testId={`balance-${b.currencyName}-available`} />
          {usdtValue !== null && compareMoney(b.frozen, 0) !== 0 && (
            <span className="funds-muted" data-testid={`balance-${b.currencyName}-total`}>
              {t('assets.holding-total')} <Amount value={addMoney(b.available, b.frozen)} decimals={b.decimals} balance />
            </span>
          )}
          {usdtValue !== null && (
            <span className="funds-muted" data-testid={`balance-${b.currencyName}-value`}>
              <Amount value={usdtValue} currency="USDT" prefix="≈ " balance />
            </span>
          )}
        </span>
      </Link>
    </li>
  );
}
