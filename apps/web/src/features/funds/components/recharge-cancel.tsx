import { useTranslation } from 'react-i18next';
import { useConfirm } from '@/lib/kit/confirm';
import { showToast } from '@/lib/kit/toast';
import { useCancelRecharge } from '../api/recharge-orders';
import type { RechargeOrder } from '../api/types';
import { useMoneyFormat } from '../hooks/use-money-format';
import { newIntentKey } from '../lib/intent-key';

/** Cancelling is one intent per order: the key is kept for the order, so a repeated tap cancels once. */
const cancelKeys = new Map<number, string>();

/**
 * Cancel of a pending recharge (a payment page left unpaid, a transfer not made), asked first:
 * the question names the deposit and warns that money already sent would not be credited to a
 * cancelled order.
 */
export function RechargeCancelButton({ order, testId = 'recharge-cancel' }: { order: RechargeOrder; testId?: string }) {
  const { t } = useTranslation('funds');
  const confirm = useConfirm();
  const cancel = useCancelRecharge();
  const money = useMoneyFormat();
  if (!order.canCancel) return null;

  const onCancel = async () => {
    if (!(await confirm(t('recharge.cancel-confirm', { amount: money(order.amount, order.decimals), currency: order.currencyName }), { confirm: t('recharge.cancel-yes'), cancel: t('recharge.cancel-keep') }))) return;
    let key = cancelKeys.get(order.id);
    if (!key) {
      key = newIntentKey();
      cancelKeys.set(order.id, key);
    }
    try {
      await cancel.mutateAsync({ id: order.id, idempotencyKey: key });
      showToast(t('recharge.cancelled'), 'success');
    } catch {
      // The reason was shown; a retry reuses the key.
    }
  };

  return (
    <div className="funds-inline-actions">
      <button type="button" className="funds-link-button funds-link-button--danger" onClick={onCancel} disabled={cancel.isPending} data-testid={testId}>
        {t('recharge.cancel')}
      </button>
    </div>
  );
}
