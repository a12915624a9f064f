import DOMPurify from 'dompurify';
import Modal from 'antd-mobile/es/components/modal';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PopUp } from '@/lib/settings/get-pop-ups';

/** The first pop-up of `/api/popUp/list`, shown once per visit; its HTML is sanitised. */
export default function PopUpNotice({ popUp, onClose }: { popUp: PopUp; onClose: () => void }) {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(true);
  const close = () => {
    setVisible(false);
    onClose();
  };
  return (
    <Modal
      visible={visible}
      title={popUp.title}
      content={<div className="rich-text" dangerouslySetInnerHTML={{ __html: DOMPurify.sanitize(popUp.content ?? '') }} />}
      closeOnAction
      onClose={close}
      actions={[{ key: 'ok', text: <span data-testid="popup-ok">{t('actions.got-it')}</span>, primary: true, onClick: close }]}
    />
  );
}
