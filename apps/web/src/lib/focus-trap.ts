import { useCallback, useEffect, useRef, useState } from 'react';
import { busyControl } from './page-focus';

/**
 * Keyboard behaviour of a modal dialog (the WAI-ARIA dialog pattern) for sheets and dialogs
 * drawn over a page: focus moves into the dialog when it opens, Tab and Shift+Tab go round
 * inside it and never reach the page behind, Escape closes it, and on closing focus goes back
 * to what had it before (the button that opened it). The dialog element itself carries
 * `role="dialog"`, `aria-modal="true"` and a name; this module takes care of the focus.
 */

/** Elements that can take focus from the keyboard, before the checks of `isTabbable`. */
export const FOCUSABLE_SELECTOR = [
  'a[href]',
  'area[href]',
  'button',
  'input',
  'select',
  'textarea',
  'summary',
  'iframe',
  '[tabindex]',
  '[contenteditable]:not([contenteditable="false"])',
].join(', ');

/** Whether an element matched by `FOCUSABLE_SELECTOR` is in the Tab order now: enabled, shown, not inert, tab index 0 or more. */
export function isTabbable(el: HTMLElement): boolean {
  if (el.tabIndex < 0) return false;
  if ((el as HTMLElement & { disabled?: boolean }).disabled === true) return false;
  if (el.closest('[inert]')) return false;
  // Not laid out (display: none here or above, a hidden input) means not reachable.
  return el.getClientRects().length > 0;
}

/** The elements inside `container` that Tab reaches, in document order. */
export function tabbableIn(container: HTMLElement): HTMLElement[] {
  return Array.from(container.querySelectorAll<HTMLElement>(FOCUSABLE_SELECTOR)).filter(isTabbable);
}

/**
 * Where Tab (or Shift+Tab when `backwards`) must send focus so that it stays among `items`:
 * round to the first from the last and to the last from the first, into the dialog from
 * anywhere outside it. Null when the browser's own move stays inside.
 */
export function trapTarget<T>(items: readonly T[], current: T | null, backwards: boolean): T | null {
  if (items.length === 0) return null;
  const first = items[0] as T;
  const last = items[items.length - 1] as T;
  const index = current === null ? -1 : items.indexOf(current);
  if (index === -1) return backwards ? last : first;
  if (backwards && index === 0) return last;
  if (!backwards && index === items.length - 1) return first;
  return null;
}

/** The parts of a keydown event the trap reads. */
export interface TrapKeyEvent {
  key: string;
  shiftKey: boolean;
  altKey: boolean;
  ctrlKey: boolean;
  metaKey: boolean;
  repeat?: boolean;
  isComposing?: boolean;
  defaultPrevented: boolean;
  preventDefault: () => void;
}

/**
 * A key pressed while the dialog `container` is open: Tab and Shift+Tab are kept inside it
 * (with nothing to reach inside, the dialog itself keeps focus), Escape calls `onEscape`.
 * Escape held down, Escape that ends an input method's composition, and keys something else
 * has handled already are left alone.
 */
export function handleTrapKey(e: TrapKeyEvent, container: HTMLElement, onEscape: () => void): void {
  if (e.defaultPrevented || e.isComposing) return;
  if (e.key === 'Escape' || e.key === 'Esc') {
    if (e.repeat) return;
    e.preventDefault();
    onEscape();
    return;
  }
  if (e.key !== 'Tab' || e.altKey || e.ctrlKey || e.metaKey) return;
  const items = tabbableIn(container);
  const active = container.ownerDocument.activeElement as HTMLElement | null;
  if (items.length === 0) {
    e.preventDefault();
    container.focus({ preventScroll: true });
    return;
  }
  const target = trapTarget(items, active, e.shiftKey);
  if (!target) return;
  e.preventDefault();
  target.focus({ preventScroll: true });
}

/**
 * The element to focus when the dialog opens: `preferred` when it can take focus, else the
 * first element Tab reaches inside, else the dialog itself (give it `tabIndex={-1}`).
 */
export function initialFocusTarget(container: HTMLElement, preferred: HTMLElement | null | undefined): HTMLElement {
  if (preferred && container.contains(preferred) && isTabbable(preferred)) return preferred;
  return tabbableIn(container)[0] ?? container;
}

/** Open traps, the latest last: only the topmost dialog answers keys. */
const openTraps: object[] = [];

export interface FocusTrapOptions {
  /** Called on Escape; close the dialog the way its other close controls do. */
  onEscape: () => void;
  /** The element to focus on opening (the field to fill); by default the first one Tab reaches. */
  initialFocus?: (container: HTMLElement) => HTMLElement | null | undefined;
}

/**
 * Focus handling of a modal dialog while `open`, for the element given the returned ref (which
 * may mount after `open` turns true, as a sheet's content does): focus moves in once it is
 * there (a frame later, when a sheet's animation has made it visible), Tab stays inside,
 * Escape calls `onEscape`, and on closing focus returns to the element that had it when the
 * dialog opened, if that is still on the page and focus has not gone elsewhere meanwhile.
 */
export function useFocusTrap<T extends HTMLElement>(open: boolean, options: FocusTrapOptions): (el: T | null) => void {
  const [container, setContainer] = useState<T | null>(null);
  const containerRef = useRef<T | null>(null);
  const ref = useCallback((el: T | null) => {
    containerRef.current = el;
    setContainer(el);
  }, []);
  const latest = useRef(options);
  useEffect(() => {
    latest.current = options;
  });

  // Who had focus as the dialog opened gets it back on closing. After the commit, not in a
  // layout effect: React puts back the focus of before a commit once its DOM changes are done.
  useEffect(() => {
    if (!open) return;
    const before = document.activeElement;
    // A button that turned busy before opening it (a spinner) has dropped the focus meanwhile.
    const opener = before instanceof HTMLElement && before !== document.body && !containerRef.current?.contains(before) ? before : busyControl();
    return () => {
      const active = document.activeElement;
      if (opener?.isConnected && (!active || active === document.body || containerRef.current?.contains(active))) opener.focus({ preventScroll: true });
    };
  }, [open]);

  useEffect(() => {
    if (!open || !container) return;
    const doc = container.ownerDocument;
    const token = {};
    openTraps.push(token);
    const frame = requestAnimationFrame(() => {
      if (container.contains(doc.activeElement)) return;
      initialFocusTarget(container, latest.current.initialFocus?.(container)).focus({ preventScroll: true });
    });
    const onKeyDown = (e: KeyboardEvent) => {
      if (openTraps[openTraps.length - 1] !== token) return;
      handleTrapKey(e, container, () => latest.current.onEscape());
    };
    doc.addEventListener('keydown', onKeyDown);
    return () => {
      cancelAnimationFrame(frame);
      doc.removeEventListener('keydown', onKeyDown);
      openTraps.splice(openTraps.indexOf(token), 1);
    };
  }, [open, container]);

  return ref;
}
