import DOMPurify from 'dompurify';
import Dialog from 'antd-mobile/es/components/dialog';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFocusTrap } from '@/lib/focus-trap';
import { focusPageStart } from '@/lib/page-focus';
import type { PopUp } from '@/lib/settings/get-pop-ups';

/**
 * The first pop-up of `/api/popUp/list`, shown once per visit; its HTML is sanitised. A dialog
 * (role `dialog`, named by its title) for assistive technology; the kit's Modal has no role.
 * The kit copies the dialog's `aria-label` onto its outer container as well, a plain element
 * that may not carry a name (and so stands outside every landmark with one): the copy is
 * taken off once the dialog shows, and the dialog says it is modal. Being modal, it keeps the
 * keyboard as well (`useFocusTrap`): the focus moves to "Got it", Tab stays in the dialog, and
 * Escape closes it.
 */
export default function PopUpNotice({ popUp, onClose }: { popUp: PopUp; onClose: () => void }) {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(true);
  const close = () => {
    setVisible(false);
    onClose();
  };
  // The phone's back button leaves the page the notice came with: the notice goes with it
  // (seen), rather than staying over the page Back shows.
  const closeRef = useRef(close);
  closeRef.current = close;
  useEffect(() => {
    if (!visible) return;
    const onBack = () => closeRef.current();
    window.addEventListener('popstate', onBack);
    return () => window.removeEventListener('popstate', onBack);
  }, [visible]);
  const trap = useFocusTrap<HTMLElement>(visible, {
    onEscape: close,
    initialFocus: (dialog) => dialog.querySelector<HTMLElement>('[data-testid="popup-ok"]')?.closest('button'),
  });
  return (
    <Dialog
      visible={visible}
      title={popUp.title}
      aria-label={popUp.title}
      content={
        <>
          <LabelTheDialogOnly onDialog={trap} />
          <PopUpBody html={popUp.content ?? ''} onLinkFollowed={close} />
        </>
      }
      closeOnAction
      onClose={close}
      // Nothing opened it (it came with the page): once it is gone, the keyboard goes on from
      // the page's start rather than from the document.
      afterClose={() => {
        const active = document.activeElement;
        if (!active || active === document.body || !active.isConnected || active.closest('.adm-dialog')) focusPageStart();
      }}
      actions={[{ key: 'ok', text: <span data-testid="popup-ok">{t('actions.got-it')}</span>, bold: true, onClick: close }]}
    />
  );
}

/**
 * The pop-up's sanitised HTML. A link in it that is followed (to a page of the app or
 * elsewhere) closes the pop-up, which counts as seen: the customer went where it pointed.
 */
function PopUpBody({ html, onLinkFollowed }: { html: string; onLinkFollowed: () => void }) {
  const ref = useRef<HTMLDivElement>(null);
  const followed = useRef(onLinkFollowed);
  followed.current = onLinkFollowed;
  useEffect(() => {
    const body = ref.current;
    if (!body) return;
    const onClick = (e: MouseEvent) => {
      if (e.target instanceof Element && e.target.closest('a[href]')) followed.current();
    };
    body.addEventListener('click', onClick);
    return () => body.removeEventListener('click', onClick);
  }, []);
  return <div ref={ref} className="rich-text" dangerouslySetInnerHTML={{ __html: DOMPurify.sanitize(html) }} />;
}

/**
 * Takes the kit's copy of the name off the dialog's outer container, marks the dialog modal and
 * hands it to `onDialog`.
 */
function LabelTheDialogOnly({ onDialog }: { onDialog: (dialog: HTMLElement | null) => void }) {
  const ref = useRef<HTMLSpanElement>(null);
  useLayoutEffect(() => {
    const outer = ref.current?.closest('.adm-center-popup');
    outer?.removeAttribute('aria-label');
    const dialog = outer?.querySelector<HTMLElement>('[role="dialog"]') ?? null;
    dialog?.setAttribute('aria-modal', 'true');
    onDialog(dialog);
  });
  return <span ref={ref} hidden />;
}
