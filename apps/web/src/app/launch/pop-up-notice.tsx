import DOMPurify from 'dompurify';
import Dialog from 'antd-mobile/es/components/dialog';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PopUp } from '@/lib/settings/get-pop-ups';

/**
 * The first pop-up of `/api/popUp/list`, shown once per visit; its HTML is sanitised. A dialog
 * (role `dialog`, named by its title) for assistive technology; the kit's Modal has no role.
 */
export default function PopUpNotice({ popUp, onClose }: { popUp: PopUp; onClose: () => void }) {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(true);
  const close = () => {
    setVisible(false);
    onClose();
  };
  return (
    <Dialog
      visible={visible}
      title={popUp.title}
      aria-label={popUp.title}
      content={<div className="rich-text" dangerouslySetInnerHTML={{ __html: DOMPurify.sanitize(popUp.content ?? '') }} />}
      closeOnAction
      onClose={close}
      actions={[{ key: 'ok', text: <span data-testid="popup-ok">{t('actions.got-it')}</span>, bold: true, onClick: close }]}
    />
  );
}
