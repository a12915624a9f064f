import Dialog from 'antd-mobile/es/components/dialog';
import { useTranslation } from 'react-i18next';
import { busyControl, focusNear, focusPlace } from '@/lib/page-focus';

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

/** Whether the current history entry is one a question added (see `askConfirm`). */
function onQuestionEntry(): boolean {
  return typeof (window.history.state as { question?: unknown } | null)?.question === 'number';
}

// A page reloaded while a question showed comes back without it: its entry is the page again.
if (typeof window !== 'undefined' && onQuestionEntry()) {
  const { question: _dropped, ...state } = window.history.state as Record<string, unknown>;
  window.history.replaceState(state, '');
}

/**
 * Waits until the browser has gone back off a question's entry (its popstate), at most 500 ms.
 */
function wentBack(): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      window.removeEventListener('popstate', done);
      clearTimeout(timer);
      resolve();
    };
    const timer = setTimeout(done, 500);
    window.addEventListener('popstate', done);
  });
}

/**
 * Asks a yes/no question in the UI kit's dialog; true when confirmed. The kit's dialog leaves
 * the keyboard behind it, so this gives it what a modal dialog needs: it is marked modal, the
 * question names it, the focus moves to its first answer (the one that changes nothing) and Tab stays among its
 * answers, Escape answers no, and the focus goes back to what asked once it closes. One
 * question at a time: asked again while it shows (a Delete button tapped twice, Enter pressed
 * twice), the later asker is answered no once the question closes, so that only the first one
 * acts on a yes (two asks answered yes would delete twice, the second one failing).
 *
 * The phone's back button closes the question, as it closes the withdrawal's sheet: the
 * question adds a history entry (the same address), Back answers no and leaves the page as it
 * was. Answered with a button, the entry is taken back before the asker hears the answer, so a
 * page the answer opens follows the page in the history, not the question. The question also
 * closes, answered no, when the address changes any other way while it shows (the app sending
 * the customer to sign in): an answer never acts for a page that is gone.
 */
export function askConfirm(question: Question): Promise<boolean> {
  if (asking) return asking.then(() => false);
  // The control that asked; one that turned busy first (a spinner) has dropped the focus.
  const active = document.activeElement;
  const asker = active instanceof HTMLElement && active !== document.body ? active : busyControl();
  // Where the asker stands, should it be gone once the dialog closes (the row it deleted).
  const place = asker ? focusPlace(asker) : null;
  // The kit draws the dialog into a root of its own, a few frames later (more on a busy
  // phone): it is looked for on every frame for up to 5 s.
  const askedAt = performance.now();
  let found = false;
  // Showing; left (the customer went back, or the address changed) before an answer.
  let open = true;
  let left = false;
  const focusIn = () => {
    const dialog = newestDialog();
    if (!dialog) {
      if (performance.now() - askedAt < 5_000) requestAnimationFrame(focusIn);
      return;
    }
    found = true;
    if (left) {
      dialog.querySelector<HTMLElement>('button')?.click();
      return;
    }
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

  // The question's own history entry, and what closes the question when it is left.
  const address = window.location.href;
  window.history.pushState({ ...((window.history.state as object | null) ?? {}), question: ++questions }, '', address);
  const answerNo = () => {
    if (!open) return;
    left = true;
    // The answer that changes nothing is the dialog's first button (not drawn yet: it is
    // pressed as soon as the dialog is found).
    if (found) newestDialog()?.querySelector<HTMLElement>('button')?.click();
  };
  const onPop = () => {
    if (!onQuestionEntry()) answerNo();
  };
  window.addEventListener('popstate', onPop);
  const watchAddress = () => {
    if (!open) return;
    if (window.location.href !== address) answerNo();
    else requestAnimationFrame(watchAddress);
  };
  requestAnimationFrame(watchAddress);

  asking = (Dialog.confirm(question) as Promise<boolean>)
    .then(async (yes) => {
      open = false;
      window.removeEventListener('popstate', onPop);
      if (!left && onQuestionEntry()) {
        const back = wentBack();
        window.history.back();
        await back;
      }
      return yes && !left;
    })
    .finally(() => {
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
