import DOMPurify from 'dompurify';
import Dialog from 'antd-mobile/es/components/dialog';
import { useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PopUp } from '@/lib/settings/get-pop-ups';

/**
 * The first pop-up of `/api/popUp/list`, shown once per visit; its HTML is sanitised. A dialog
 * (role `dialog`, named by its title) for assistive technology; the kit's Modal has no role.
 * The kit copies the dialog's `aria-label` onto its outer container as well, a plain element
 * that may not carry a name (and so stands outside every landmark with one): the copy is
 * taken off once the dialog shows, and the dialog says it is modal.
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
      content={
        <>
          <LabelTheDialogOnly />
          <div className="rich-text" dangerouslySetInnerHTML={{ __html: DOMPurify.sanitize(popUp.content ?? '') }} />
        </>
      }
      closeOnAction
      onClose={close}
      actions={[{ key: 'ok', text: <span data-testid="popup-ok">{t('actions.got-it')}</span>, bold: true, onClick: close }]}
    />
  );
}

/** Takes the kit's copy of the name off the dialog's outer container and marks the dialog modal. */
function LabelTheDialogOnly() {
  const ref = useRef<HTMLSpanElement>(null);
  useLayoutEffect(() => {
    const outer = ref.current?.closest('.adm-center-popup');
    outer?.removeAttribute('aria-label');
    outer?.querySelector('[role="dialog"]')?.setAttribute('aria-modal', 'true');
  });
  return <span ref={ref} hidden />;
}
