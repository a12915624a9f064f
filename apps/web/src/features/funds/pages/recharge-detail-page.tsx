import { compareMoney } from '@app/contract/money';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LoadError } from '@/components/ui/load-error';
import { useRechargeChannels } from '../api/get-recharge-channels';
import { useRechargeOrder } from '../api/recharge-orders';
import { RECHARGE_TYPE, type RechargeOrder } from '../api/types';
import { Amount } from '../components/amount';
import { OrderFallback } from '../components/order-fallback';
import { CopyText } from '../components/copy-text';
import { ProofImage } from '../components/proof-image';
import { RechargeCancelButton } from '../components/recharge-cancel';
import { BankAccount } from '../components/recharge-channel-details';
import { StatusTag } from '../components/status-tag';
import { useDateTimeFormat } from '../hooks/use-date-format';
import { useIdParam } from '../hooks/use-id-param';
import { useRefreshWhenSettled } from '../hooks/use-refresh-balances';
import { netOf } from '../lib/fee';
import { orderView } from '../lib/load-view';
import '../components/funds.css';

/**
 * `pages/user/recharge-detail?id=`: one recharge, refreshed while it is pending. A pending
 * bank transfer shows the account to pay to and its order number, the transfer reference; a
 * pending recharge can be cancelled.
 */
export default function RechargeDetailPage() {
  const { t } = useTranslation('funds');
  const id = useIdParam();
  const query = useRechargeOrder(id);
  const order = query.data;
  useRefreshWhenSettled(order?.status);
  const date = useDateTimeFormat();
  const view = orderView(id, query);

  if (view !== 'order' || !order) return <OrderFallback view={view === 'order' ? 'not-found' : view} query={query} />;

  const d = order.currencyName;
  // What a pending recharge with a fee will add to the balance once credited.
  const expected = compareMoney(order.fee, '0') > 0 ? netOf(order.amount, order.fee) : null;
  return (
    <div className="funds" data-testid="recharge-detail">
      <section className="funds-card" style={{ textAlign: 'center' }}>
        <StatusTag status={order.status} testId="recharge-status" />
        <p className="funds-big">
          <Amount value={order.amount} decimals={order.decimals} currency={d} testId="recharge-detail-amount" />
        </p>
        <p className="funds-muted">{t(`recharge.state-text.${order.status}`)}</p>
        {order.isDemo && (
          <p className="funds-demo-banner" data-testid="demo-label">
            {t('demo.record')}
          </p>
        )}
        <RechargeCancelButton order={order} />
      </section>
      {order.channelType === RECHARGE_TYPE.bank && order.status === 'pending' && <BankTransferSteps order={order} />}
      <section className="funds-card">
        <dl className="funds-kv">
          <dt>{t('order.no')}</dt>
          <dd className="funds-num" data-testid="recharge-order-no">
            {order.orderNo}
          </dd>
          <dt>{t('order.channel')}</dt>
          <dd>{order.channelName}</dd>
          <dt>{t('figures.fee')}</dt>
          <dd>
            <Amount value={order.fee} decimals={order.decimals} currency={d} />
          </dd>
          {order.status === 'pending' && expected !== null && (
            <>
              <dt>{t('figures.net')}</dt>
              <dd>
                <Amount value={expected} decimals={order.decimals} currency={d} testId="recharge-expected-amount" />
              </dd>
            </>
          )}
          {order.status === 'credited' && (
            <>
              <dt>{t('figures.credited')}</dt>
              <dd>
                <Amount value={order.creditedAmount} decimals={order.decimals} currency={d} testId="recharge-credited-amount" />
              </dd>
            </>
          )}
          <dt>{t('order.created')}</dt>
          <dd>{date(order.createdAt)}</dd>
          {order.reviewedAt && (
            <>
              <dt>{t('order.reviewed')}</dt>
              <dd>{date(order.reviewedAt)}</dd>
            </>
          )}
          {order.remark && (
            <>
              <dt>{t('order.note')}</dt>
              <dd data-testid="recharge-note" dir="auto">{order.remark}</dd>
            </>
          )}
          {order.reviewNote && (
            <>
              <dt>{t('order.reject-reason')}</dt>
              <dd data-testid="recharge-reject-reason" dir="auto">{order.reviewNote}</dd>
            </>
          )}
        </dl>
        {order.proofFileId !== null && (
          <div className="funds-field" style={{ marginBlock: '16px 0' }}>
            <span className="funds-field__label" data-testid="recharge-proof-label">
              {t('order.proof')}
            </span>
            <ProofImage fileId={order.proofFileId} />
          </div>
        )}
      </section>
      <Link to="/pages/user/rechargeRecord" data-testid="recharge-records-link">
        {t('links.recharge-records')}
      </Link>
    </div>
  );
}

/** What to do for a bank transfer still to arrive: the amount, the account, and the order number as the reference. */
function BankTransferSteps({ order }: { order: RechargeOrder }) {
  const { t } = useTranslation('funds');
  const channels = useRechargeChannels();
  const channel = channels.data?.find((c) => c.id === order.channelId);
  return (
    <section className="funds-card" data-testid="bank-transfer-steps">
      <h2 className="funds-card__title">{t('recharge.bank-details')}</h2>
      <p className="funds-note" style={{ marginBlock: '0 12px' }}>
        {t('recharge.bank-steps')}
      </p>
      <dl className="funds-kv funds-kv--stacked" style={{ marginBlockEnd: 10 }}>
        <dt>{t('figures.amount')}</dt>
        <dd>
          <Amount value={order.amount} decimals={order.decimals} currency={order.currencyName} />
        </dd>
        <dt>{t('recharge.reference')}</dt>
        <dd>
          <CopyText value={order.orderNo} label={t('recharge.reference')} testId="recharge-reference" mono />
        </dd>
      </dl>
      {channel ? (
        <BankAccount channel={channel} />
      ) : channels.isError ? (
        <LoadError inline onRetry={() => void channels.refetch()} retrying={channels.isFetching} testId="bank-account-error" />
      ) : null}
    </section>
  );
}
