import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { LoadError } from '@/components/ui/load-error';
import { radioKeys } from '@/lib/radio-group';
import { useBalances } from '../api/get-balances';
import { Amount } from '../components/amount';
import { RecordList } from '../components/record-list';
import { useFundsSettings } from '../hooks/use-money-format';
import { useIdParam } from '../hooks/use-id-param';
import '../components/funds.css';

/** `pages/record/accountRecord?currencyId=`: one currency's account: its balance and its movements. */
export default function AccountRecordPage() {
  const { t } = useTranslation('funds');
  const navigate = useNavigate();
  const showAccount = (currencyId: number) => {
    void navigate(`/pages/record/accountRecord?currencyId=${currencyId}`, { replace: true });
  };
  const balancesQuery = useBalances();
  const balances = balancesQuery.data ?? [];
  const { showFreeze } = useFundsSettings();
  const wanted = useIdParam('currencyId');
  const account = balances.find((b) => b.currencyId === wanted) ?? balances[0];

  if (!balancesQuery.data && balancesQuery.isError) {
    return (
      <div className="funds" data-testid="account-record">
        <LoadError onRetry={() => void balancesQuery.refetch()} retrying={balancesQuery.isFetching} />
      </div>
    );
  }

  return (
    <div className="funds" data-testid="account-record">
      <div className="funds-chips" role="radiogroup" aria-label={t('records.account')}>
        {balances.map((b, i) => (
          <button
            key={b.currencyId}
            type="button"
            role="radio"
            className="funds-chip"
            aria-checked={b.currencyId === account?.currencyId}
            {...radioKeys(
              i,
              balances.length,
              balances.findIndex((x) => x.currencyId === account?.currencyId),
              (to) => showAccount(balances[to]!.currencyId),
            )}
            onClick={() => showAccount(b.currencyId)}
            data-testid={`account-${b.currencyName}`}
          >
            {b.currencyName}
          </button>
        ))}
      </div>
      {account && (
        <section className="funds-card">
          <dl className="funds-kv">
            <dt>{t('assets.available')}</dt>
            <dd>
              <Amount value={account.available} decimals={account.decimals} currency={account.currencyName} balance testId="account-available" />
            </dd>
            {showFreeze && (
              <>
                <dt>{t('assets.frozen')}</dt>
                <dd>
                  <Amount value={account.frozen} decimals={account.decimals} currency={account.currencyName} balance testId="account-frozen" />
                </dd>
              </>
            )}
          </dl>
        </section>
      )}
      {account && <RecordList key={account.currencyId} currencyId={account.currencyId} />}
    </div>
  );
}
