import Dialog from 'antd-mobile/es/components/dialog';
import { useTranslation } from 'react-i18next';

/** A yes/no question in the UI kit's dialog, answered true when confirmed. */
export function useConfirm() {
  const { t } = useTranslation('common');
  return (content: string) =>
    Dialog.confirm({ content, confirmText: t('actions.confirm'), cancelText: t('actions.cancel') }) as Promise<boolean>;
}
