import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '@/components/ui/load-error';
import { Link } from 'react-router';
import { useRechargeOrders, type RechargeFilter } from '../api/recharge-orders';
import { uniqueRows } from '../api/paging';
import { Amount } from '../components/amount';
import { LoadStatus } from '../components/load-status';
import { RechargeCancelButton } from '../components/recharge-cancel';
import { StatusTag } from '../components/status-tag';
import { StatusTabs } from '../components/status-tabs';
import { useDateTimeFormat } from '../hooks/use-date-format';
import { emptyListKey, loadView } from '../lib/load-view';
import '../components/funds.css';

const STATUSES = ['pending', 'credited', 'rejected', 'cancelled'] as const;

/** `pages/user/rechargeRecord`: the customer's recharges by state, newest first, paged; a pending one can be cancelled. */
export default function RechargeRecordPage() {
  const { t } = useTranslation('funds');
  const [status, setStatus] = useState<RechargeFilter>('');
  const list = useRechargeOrders(status);
  const date = useDateTimeFormat();
  const rows = uniqueRows(list.data?.pages, (r) => r.id);
  const view = loadView({ isError: list.isError, hasData: list.data !== undefined }, rows.length);

  return (
    <div className="funds" data-testid="recharge-records">
      <StatusTabs value={status} options={STATUSES} onChange={setStatus} />
      {view === 'error' ? (
        <LoadError onRetry={() => void list.refetch()} retrying={list.isFetching} />
      ) : view === 'loading' ? (
        <p className="funds-empty">{t('list.loading')}</p>
      ) : view === 'empty' ? (
        <p className="funds-empty" data-testid="list-empty">
          {t(emptyListKey([status]))}
        </p>
      ) : (
        <section className="funds-card">
          <ul className="funds-list funds-list--with-actions">
            {rows.map((o) => (
              <li key={o.id}>
                <Link className="funds-row" to={`/pages/user/recharge-detail?id=${o.id}`} data-testid="recharge-row" data-order-id={o.id}>
                  <span className="funds-row__main">
                    <span className="funds-row__title">
                      <Amount value={o.amount} decimals={o.decimals} currency={o.currencyName} />
                    </span>
                    <span className="funds-muted">{o.channelName}</span>
                    <span className="funds-muted">{date(o.createdAt)}</span>
                  </span>
                  <span className="funds-row__end">
                    <StatusTag status={o.status} testId="recharge-row-status" />
                  </span>
                </Link>
                <RechargeCancelButton order={o} testId="recharge-row-cancel" />
              </li>
            ))}
          </ul>
          <LoadStatus
            hasNextPage={list.hasNextPage}
            isFetchingNextPage={list.isFetchingNextPage}
            isFetchNextPageError={list.isFetchNextPageError}
            fetchNextPage={list.fetchNextPage}
          />
        </section>
      )}
    </div>
  );
}
