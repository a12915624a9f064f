import Dialog from 'antd-mobile/es/components/dialog';
import { useTranslation } from 'react-i18next';
import { focusNear, focusPlace } from '@/lib/page-focus';

interface Question {
  content: string;
  confirmText: string;
  cancelText: string;
}

/** The question on screen, if any: a second ask while it shows is answered no once it closes. */
let asking: Promise<boolean> | null = null;
/** Questions asked so far, to give each its own element id. */
let questions = 0;

/** The newest dialog of the kit in the document (its element with role `dialog`). */
function newestDialog(): HTMLElement | null {
  const all = document.querySelectorAll<HTMLElement>('.adm-dialog [role="dialog"]');
  return all.length > 0 ? all[all.length - 1]! : null;
}

/**
 * Asks a yes/no question in the UI kit's dialog; true when confirmed. The kit's dialog leaves
 * the keyboard behind it, so this gives it what a modal dialog needs: it is marked modal, the
 * question names it, the focus moves to its first answer (the one that changes nothing) and Tab stays among its
 * answers, Escape answers no, and the focus goes back to what asked once it closes. One
 * question at a time: asked again while it shows (a Delete button tapped twice, Enter pressed
 * twice), the later asker is answered no once the question closes, so that only the first one
 * acts on a yes (two asks answered yes would delete twice, the second one failing).
 */
export function askConfirm(question: Question): Promise<boolean> {
  if (asking) return asking.then(() => false);
  const asker = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  // Where the asker stands, should it be gone once the dialog closes (the row it deleted).
  const place = asker ? focusPlace(asker) : null;
  // The kit draws the dialog into a root of its own, a few frames later (more on a busy
  // phone): it is looked for on every frame for up to 5 s.
  const askedAt = performance.now();
  let found = false;
  const focusIn = () => {
    const dialog = newestDialog();
    if (!dialog) {
      if (performance.now() - askedAt < 5_000) requestAnimationFrame(focusIn);
      return;
    }
    found = true;
    dialog.setAttribute('aria-modal', 'true');
    // The question is the dialog's name: a screen reader says "Remove this address?, dialog"
    // rather than a nameless dialog with a Cancel button.
    const text = dialog.querySelector<HTMLElement>('.adm-dialog-content');
    if (text) {
      text.id ||= `confirm-question-${++questions}`;
      dialog.setAttribute('aria-labelledby', text.id);
    }
    dialog.querySelector<HTMLElement>('button')?.focus();
  };
  const onKey = (e: KeyboardEvent) => {
    const dialog = found ? newestDialog() : null;
    if (!dialog) return;
    if (e.key === 'Escape') {
      e.preventDefault();
      dialog.querySelector<HTMLElement>('button')?.click();
      return;
    }
    if (e.key !== 'Tab') return;
    const buttons = Array.from(dialog.querySelectorAll<HTMLElement>('button:not([disabled])'));
    if (buttons.length === 0) return;
    const at = buttons.indexOf(document.activeElement as HTMLElement);
    const next = e.shiftKey ? (at <= 0 ? buttons.length - 1 : at - 1) : at === -1 || at === buttons.length - 1 ? 0 : at + 1;
    e.preventDefault();
    buttons[next]!.focus();
  };
  document.addEventListener('keydown', onKey, true);
  requestAnimationFrame(focusIn);
  asking = (Dialog.confirm(question) as Promise<boolean>).finally(() => {
    document.removeEventListener('keydown', onKey, true);
    asking = null;
    if (asker?.isConnected) asker.focus();
    else if (place) focusNear(place);
  });
  return asking;
}

/**
 * A yes/no question in the UI kit's dialog, answered true when confirmed. `labels` name the
 * two answers where "Confirm" / "Cancel" would be ambiguous (cancelling a withdrawal).
 */
export function useConfirm() {
  const { t } = useTranslation('common');
  return (content: string, labels?: { confirm: string; cancel: string }) =>
    askConfirm({
      content,
      confirmText: labels?.confirm ?? t('actions.confirm'),
      cancelText: labels?.cancel ?? t('actions.cancel'),
    });
}
