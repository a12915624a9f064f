import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '@/components/ui/load-error';
import { showToast } from '@/lib/kit/toast';
import { uniqueRows } from '../api/paging';
import type { WithdrawOrder } from '../api/types';
import { useCancelWithdraw, useWithdrawOrders, type WithdrawFilter } from '../api/withdraw';
import { Amount } from '../components/amount';
import { LoadStatus } from '../components/load-status';
import { StatusTag } from '../components/status-tag';
import { StatusTabs } from '../components/status-tabs';
import { useConfirm } from '@/lib/kit/confirm';
import { useDateTimeFormat } from '../hooks/use-date-format';
import { useMoneyFormat } from '../hooks/use-money-format';
import { newIntentKey } from '../lib/intent-key';
import { emptyListKey, loadView } from '../lib/load-view';
import '../components/funds.css';

const STATUSES = ['pending', 'paid', 'rejected', 'cancelled'] as const;

/** `pages/user/withdrawRecord`: the customer's withdrawals by state, paged; a pending one can be cancelled. */
export default function WithdrawRecordPage() {
  const { t } = useTranslation('funds');
  const [status, setStatus] = useState<WithdrawFilter>('');
  const list = useWithdrawOrders(status);
  const rows = uniqueRows(list.data?.pages, (r) => r.id);
  const view = loadView({ isError: list.isError, hasData: list.data !== undefined }, rows.length);

  return (
    <div className="funds" data-testid="withdraw-records">
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
        <>
          <ul className="funds-list">
            {rows.map((o) => (
              <WithdrawRow key={o.id} order={o} />
            ))}
          </ul>
          <LoadStatus
            hasNextPage={list.hasNextPage}
            isFetchingNextPage={list.isFetchingNextPage}
            isFetchNextPageError={list.isFetchNextPageError}
            fetchNextPage={list.fetchNextPage}
          />
        </>
      )}
    </div>
  );
}

/** Cancelling is one intent per order: the key is kept for the order, so a repeated tap cancels once. */
const cancelKeys = new Map<number, string>();

function WithdrawRow({ order: o }: { order: WithdrawOrder }) {
  const { t } = useTranslation('funds');
  const date = useDateTimeFormat();
  const money = useMoneyFormat();
  const confirm = useConfirm();
  const cancel = useCancelWithdraw();
  const d = o.destination;
  const returned = o.status === 'rejected' || o.status === 'cancelled';
  const destination = o.destinationType === 'address' ? `${d.network ?? ''} ${d.address ?? ''}` : `${d.bankName ?? ''} ${d.cardNumber ?? ''}`;

  const onCancel = async () => {
    if (!(await confirm(t('withdraw.cancel-confirm', { amount: money(o.amount, o.decimals), currency: o.currencyName }), { confirm: t('withdraw.cancel-yes'), cancel: t('withdraw.cancel-keep') }))) return;
    let key = cancelKeys.get(o.id);
    if (!key) {
      key = newIntentKey();
      cancelKeys.set(o.id, key);
    }
    try {
      await cancel.mutateAsync({ id: o.id, idempotencyKey: key });
      showToast(t('withdraw.cancelled'), 'success');
    } catch {
      // The reason was shown; a retry reuses the key.
    }
  };

  return (
    <li className="funds-card" data-testid="withdraw-row" data-order-id={o.id} data-status={o.status}>
      <div className="funds-row" style={{ padding: 0, border: 0 }}>
        <span className="funds-row__main">
          <span className="funds-row__title">
            <Amount value={o.amount} decimals={o.decimals} currency={o.currencyName} testId="withdraw-row-amount" />
          </span>
          <span className="funds-muted">{o.channelName}</span>
        </span>
        <StatusTag status={o.status} testId="withdraw-row-status" />
      </div>
      <dl className="funds-kv" style={{ marginBlockStart: 10, fontSize: 13 }}>
        {returned ? (
          // Nothing was paid out and no fee was taken: the whole amount is available again.
          <>
            <dt>{t('withdraw.returned')}</dt>
            <dd>
              <Amount value={o.amount} decimals={o.decimals} currency={o.currencyName} testId="withdraw-row-returned" />
            </dd>
          </>
        ) : (
          <>
            <dt>{t('figures.fee')}</dt>
            <dd>
              <Amount value={o.fee} decimals={o.decimals} currency={o.currencyName} testId="withdraw-row-fee" />
            </dd>
            <dt data-testid="withdraw-row-net-label">{o.status === 'paid' ? t('figures.net-paid') : t('figures.net')}</dt>
            <dd>
              <Amount value={o.netAmount} decimals={o.decimals} currency={o.currencyName} testId="withdraw-row-net" />
            </dd>
          </>
        )}
        <dt>{t('withdraw.destination')}</dt>
        <dd className="funds-num" data-testid="withdraw-row-destination">
          {destination.trim()}
        </dd>
        <dt>{t('order.created')}</dt>
        <dd>{date(o.createdAt)}</dd>
        {o.txRef && (
          <>
            <dt>{t('withdraw.tx-ref')}</dt>
            <dd className="funds-num" data-testid="withdraw-row-txref">
              {o.txRef}
            </dd>
          </>
        )}
        {o.reviewNote && (
          <>
            <dt>{t('order.reject-reason')}</dt>
            <dd dir="auto">{o.reviewNote}</dd>
          </>
        )}
        <dt>{t('order.no')}</dt>
        <dd className="funds-num">{o.orderNo}</dd>
      </dl>
      {o.canCancel && (
        <div className="funds-inline-actions">
          <button type="button" className="funds-link-button funds-link-button--danger" onClick={onCancel} disabled={cancel.isPending} data-testid="withdraw-cancel">
            {t('withdraw.cancel')}
          </button>
        </div>
      )}
    </li>
  );
}
