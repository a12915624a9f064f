import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useRechargeOrder } from '../api/recharge-orders';
import { Amount } from '../components/amount';
import { ProofImage } from '../components/proof-image';
import { StatusTag } from '../components/status-tag';
import { useDateTimeFormat } from '../hooks/use-date-format';
import { useIdParam } from '../hooks/use-id-param';
import { useRefreshWhenSettled } from '../hooks/use-refresh-balances';
import '../components/funds.css';

/** `pages/user/recharge-detail?id=`: one recharge, refreshed while it is pending. */
export default function RechargeDetailPage() {
  const { t } = useTranslation('funds');
  const id = useIdParam();
  const { data: order, isPending, isError } = useRechargeOrder(id);
  useRefreshWhenSettled(order?.status);
  const date = useDateTimeFormat();

  if (!id || isError || (!isPending && !order)) return <p className="funds-empty">{t('order.not-found')}</p>;
  if (isPending || !order) return <p className="funds-empty">{t('list.loading')}</p>;

  const d = order.currencyName;
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
      </section>
      <section className="funds-card">
        <dl className="funds-kv">
          <dt>{t('order.no')}</dt>
          <dd className="funds-num">{order.orderNo}</dd>
          <dt>{t('order.channel')}</dt>
          <dd>{order.channelName}</dd>
          <dt>{t('figures.fee')}</dt>
          <dd>
            <Amount value={order.fee} decimals={order.decimals} currency={d} />
          </dd>
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
              <dt>{t('recharge.remark')}</dt>
              <dd>{order.remark}</dd>
            </>
          )}
          {order.reviewNote && (
            <>
              <dt>{t('order.reject-reason')}</dt>
              <dd data-testid="recharge-reject-reason">{order.reviewNote}</dd>
            </>
          )}
        </dl>
        {order.proofFileId !== null && (
          <div className="funds-field" style={{ marginBlock: '16px 0' }}>
            <span className="funds-field__label">{t('recharge.proof')}</span>
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
