import Dialog from 'antd-mobile/es/components/dialog';
import { useTranslation } from 'react-i18next';

/**
 * A yes/no question in the UI kit's dialog, answered true when confirmed. `labels` name the
 * two answers where "Confirm" / "Cancel" would be ambiguous (cancelling a withdrawal).
 */
export function useConfirm() {
  const { t } = useTranslation('common');
  return (content: string, labels?: { confirm: string; cancel: string }) =>
    Dialog.confirm({
      content,
      confirmText: labels?.confirm ?? t('actions.confirm'),
      cancelText: labels?.cancel ?? t('actions.cancel'),
    }) as Promise<boolean>;
}
