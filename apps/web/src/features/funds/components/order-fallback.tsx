import { useTranslation } from 'react-i18next';
import { LoadError } from '@/components/ui/load-error';
import type { OrderView } from '../lib/load-view';

interface OrderFallbackProps {
  /** What the order page shows (`orderView`); anything but 'order'. */
  view: OrderView;
  query: { refetch: () => unknown; isFetching: boolean };
}

/** An order page while it has no order to show: loading, "not found" (the server said so), or an error with a retry. */
export function OrderFallback({ view, query }: OrderFallbackProps) {
  const { t } = useTranslation('funds');
  if (view === 'error') return <LoadError onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  if (view === 'loading') return <p className="funds-empty">{t('list.loading')}</p>;
  return (
    <p className="funds-empty" data-testid="order-not-found">
      {t('order.not-found')}
    </p>
  );
}
