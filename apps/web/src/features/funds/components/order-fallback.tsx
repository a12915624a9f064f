import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { IconDocument } from '@/components/ui/icons';
import { LoadError } from '@/components/ui/load-error';
import type { OrderView } from '../lib/load-view';
import '@/components/ui/placeholders.css';

interface OrderFallbackProps {
  /** What the order page shows (`orderView`); anything but 'order'. */
  view: OrderView;
  query: { refetch: () => unknown; isFetching: boolean };
}

/**
 * A recharge order page while it has no order to show: loading, "not found" (the server said
 * so), or an error with a retry. "Not found" leads on to the recharge records, where the
 * customer's own orders are; it replaces the dead page, so Back from the records does not
 * return to it.
 */
export function OrderFallback({ view, query }: OrderFallbackProps) {
  const { t } = useTranslation('funds');
  if (view === 'error') return <LoadError onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  if (view === 'loading') return <p className="funds-empty">{t('list.loading')}</p>;
  return (
    <section className="placeholder" data-testid="order-not-found-state">
      <IconDocument size={48} className="placeholder__icon" />
      <h2 className="placeholder__title" data-testid="order-not-found">
        {t('order.not-found')}
      </h2>
      <p className="placeholder__text">{t('order.not-found-hint')}</p>
      <Link to="/pages/user/rechargeRecord" replace className="placeholder__button funds-placeholder-link" data-testid="order-not-found-records">
        {t('order.to-recharge-records')}
      </Link>
    </section>
  );
}
