import Button from 'antd-mobile/es/components/button';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LoadError } from '@/components/ui/load-error';
import { useRechargeChannels } from '../api/get-recharge-channels';
import { useRechargeOrder } from '../api/recharge-orders';
import { Amount } from '../components/amount';
import { OrderFallback } from '../components/order-fallback';
import { StatusTag } from '../components/status-tag';
import { useIdParam } from '../hooks/use-id-param';
import { useRefreshWhenSettled } from '../hooks/use-refresh-balances';
import { orderView } from '../lib/load-view';
import '../components/funds.css';

/** The provider's page for an order: its address with the order number and amount. */
function checkoutUrl(payUrl: string, orderNo: string, amount: string, currency: string): string | null {
  try {
    const url = new URL(payUrl);
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
    url.searchParams.set('orderNo', orderNo);
    url.searchParams.set('amount', amount);
    url.searchParams.set('currency', currency);
    return url.href;
  } catch {
    return null;
  }
}

/**
 * `pages/user/linePay?id=`: the third-party payment step of an online recharge. A channel
 * with a payment provider links to its checkout; the demo provider (simulated money, labelled
 * so) confirms by itself after a few seconds. The order's state refreshes until it is settled.
 */
export default function LinePayPage() {
  const { t } = useTranslation('funds');
  const id = useIdParam();
  const query = useRechargeOrder(id);
  const order = query.data;
  useRefreshWhenSettled(order?.status);
  const channelsQuery = useRechargeChannels();
  const channels = channelsQuery.data ?? [];
  const view = orderView(id, query);

  if (view !== 'order' || !order) return <OrderFallback view={view === 'order' ? 'not-found' : view} query={query} />;

  const channel = channels.find((c) => c.id === order.channelId);
  const pay = channel?.payUrl ? checkoutUrl(channel.payUrl, order.orderNo, order.amount, order.currencyName) : null;
  const pending = order.status === 'pending';

  return (
    <div className="funds" data-testid="line-pay">
      {order.isDemo && (
        <p className="funds-demo-banner" data-testid="demo-label">
          {t('demo.notice')}
        </p>
      )}
      <section className="funds-card" style={{ textAlign: 'center' }}>
        <p className="funds-muted">{order.channelName}</p>
        <p className="funds-big">
          <Amount value={order.amount} decimals={order.decimals} currency={order.currencyName} />
        </p>
        <StatusTag status={order.status} testId="line-pay-status" />
        <p className="funds-muted">
          {pending ? (order.isDemo ? t('demo.waiting') : t('line-pay.waiting')) : t(`recharge.state-text.${order.status}`)}
        </p>
        <p className="funds-muted">
          {t('order.no')}{' '}
          <bdi className="funds-num" data-testid="line-pay-order-no">
            {order.orderNo}
          </bdi>
        </p>
      </section>
      {pending && !order.isDemo && !channelsQuery.data && channelsQuery.isError && (
        <LoadError inline onRetry={() => void channelsQuery.refetch()} retrying={channelsQuery.isFetching} testId="pay-link-error" />
      )}
      {pending && pay && (
        <Button block color="primary" size="large" shape="rounded" onClick={() => void window.open(pay, '_blank', 'noopener,noreferrer')} data-testid="line-pay-open">
          {t('line-pay.open')}
        </Button>
      )}
      <p style={{ textAlign: 'center' }}>
        <Link to={`/pages/user/recharge-detail?id=${order.id}`} replace data-testid="line-pay-detail">
          {t('line-pay.view-order')}
        </Link>
      </p>
    </div>
  );
}
