/** The heading of the page on screen: its own, else the shared bar's. */
export function pageHeading(): HTMLElement | null {
  return document.querySelector<HTMLElement>('main.page h1') ?? document.querySelector<HTMLElement>('header h1');
}

/**
 * Puts the focus at the start of the page on screen: its heading, else its main region. Also
 * for a dialog that closes with nothing to give the focus back to (the welcome pop-up, whose
 * sign-in button is gone).
 */
export function focusPageStart(): void {
  const target = pageHeading() ?? document.querySelector<HTMLElement>('main.page');
  if (!target) return;
  if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  target.focus({ preventScroll: true });
}

const TABBABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** Where a control stands in the page: its containers inside the page, and the controls around it (next ones first). */
export interface FocusPlace {
  chain: HTMLElement[];
  around: HTMLElement[];
}

/** The place of `el`, taken while it is in the page; null outside the page's main region. */
export function focusPlace(el: Element): FocusPlace | null {
  const main = el.closest<HTMLElement>('main.page');
  if (!main || !(el instanceof HTMLElement)) return null;
  const chain: HTMLElement[] = [];
  for (let a = el.parentElement; a && a !== main; a = a.parentElement) chain.push(a);
  const controls = Array.from(main.querySelectorAll<HTMLElement>(TABBABLE));
  const at = controls.indexOf(el);
  return { chain, around: at === -1 ? [] : [...controls.slice(at + 1), ...controls.slice(0, at).reverse()] };
}

/**
 * Focuses what is left near a place whose control has gone: the nearest control left in the
 * same container (the next one, else the one before), else the container itself (the card that
 * now says "Cancelled"), else the page's start.
 */
export function focusNear(place: FocusPlace): void {
  const container = place.chain.find((a) => a.isConnected);
  if (!container) {
    focusPageStart();
    return;
  }
  // The removed control was on screen, and so is what stands near it: no scrolling, which
  // would also move a list's footer and load its next page.
  const near = place.around.find((c) => c.isConnected && container.contains(c) && c.getClientRects().length > 0);
  if (near) {
    near.focus({ preventScroll: true });
    return;
  }
  if (!container.hasAttribute('tabindex')) container.setAttribute('tabindex', '-1');
  container.focus({ preventScroll: true });
}

function isDisabled(el: HTMLElement): boolean {
  return (el as HTMLElement & { disabled?: boolean }).disabled === true;
}

/** A control that dropped the focus by turning busy (disabled) and is waited for (`waitWhileBusy`). */
let busy: HTMLElement | null = null;

/** How long a busy control is waited for, longer than the slowest request (60 s timeout). */
const BUSY_WAIT_MS = 65_000;

/**
 * The control that lost the focus by turning busy a moment ago, while nothing has the focus
 * yet: a dialog opened now (the withdrawal's confirmation, once its fee check answers) gives
 * the focus back to it on closing, as to the control that opened it.
 */
export function busyControl(): HTMLElement | null {
  return busy?.isConnected ? busy : null;
}

/**
 * A button that shows a spinner is disabled meanwhile, and the browser drops its focus to the
 * document. The focus goes back to it once it is usable again, or near where it was should it
 * be gone by then (a pending withdrawal's Cancel, once cancelled); unless something else has
 * taken the focus meanwhile (a dialog), or the page has changed.
 */
function waitWhileBusy(el: HTMLElement, place: FocusPlace, hash: string): void {
  busy = el;
  const until = performance.now() + BUSY_WAIT_MS;
  const check = () => {
    if (busy !== el) return;
    const active = document.activeElement;
    if ((active && active !== document.body) || performance.now() > until) {
      busy = null;
      return;
    }
    if (!el.isConnected) {
      busy = null;
      if (location.hash === hash) focusNear(place);
      return;
    }
    if (!isDisabled(el)) {
      busy = null;
      el.focus({ preventScroll: true });
      return;
    }
    requestAnimationFrame(check);
  };
  requestAnimationFrame(check);
}

/**
 * Keeps the keyboard's place when the control that has the focus leaves the page: a
 * withdrawal's Cancel once it is cancelled, an address's Delete once deleted. The browser would
 * drop the focus to the document, and the next Tab would start again at the top; instead the
 * focus goes near where the control was (`focusNear`). A control that turns busy (disabled)
 * gets the focus back once usable again (`waitWhileBusy`). A new page is left to the route's own
 * focus handling (its heading). It also notes what has the focus in each page, for Back
 * (`focusRemembered`).
 */
export function keepFocusOnRemoval(): () => void {
  let focused: { el: Element; hash: string } | null = null;
  const onFocusIn = (e: FocusEvent) => {
    if (e.target instanceof Element) focused = { el: e.target, hash: location.hash };
    if (e.target instanceof HTMLElement) markFocus(e.target);
  };
  const onFocusOut = (e: FocusEvent) => {
    const el = e.target;
    if (!(el instanceof Element) || e.relatedTarget) return;
    const place = focusPlace(el);
    if (!place) return;
    const hash = focused?.el === el ? focused.hash : location.hash;
    requestAnimationFrame(() => {
      const active = document.activeElement;
      if (active && active !== document.body) return;
      if (el instanceof HTMLElement && el.isConnected && isDisabled(el)) {
        waitWhileBusy(el, place, hash);
        return;
      }
      if (el.isConnected || location.hash !== hash) return;
      focusNear(place);
    });
  };
  document.addEventListener('focusin', onFocusIn, true);
  document.addEventListener('focusout', onFocusOut, true);
  return () => {
    document.removeEventListener('focusin', onFocusIn, true);
    document.removeEventListener('focusout', onFocusOut, true);
  };
}

/** What had the focus in a page: enough to find the same control when the page is drawn again. */
interface FocusMark {
  tag: string;
  href: string | null;
  testId: string | null;
  text: string;
  /** Its place among the page's controls, for a row whose text changes (a live price). */
  index: number;
}

/** The control last focused in the page of each history entry (React Router's entry key). */
const marks = new Map<string, FocusMark>();
const MAX_MARKS = 50;

/** The current entry's key; the first entry of a visit has none, as React Router's `default`. */
function entryKey(): string {
  const key = (window.history.state as { key?: unknown } | null)?.key;
  return typeof key === 'string' ? key : 'default';
}

function pageControls(): HTMLElement[] {
  const main = document.querySelector<HTMLElement>('main.page');
  return main ? Array.from(main.querySelectorAll<HTMLElement>(TABBABLE)) : [];
}

function markOf(el: HTMLElement, index: number): FocusMark {
  return { tag: el.tagName, href: el.getAttribute('href'), testId: el.getAttribute('data-testid'), text: (el.textContent ?? '').trim(), index };
}

function markFocus(el: HTMLElement): void {
  const key = entryKey();
  // Left from the bars around the page (a tab of the tab bar), the page starts from its top.
  if (!el.closest('main.page')) {
    if (!el.closest('[role="dialog"]')) marks.delete(key);
    return;
  }
  const index = pageControls().indexOf(el);
  if (index === -1) return;
  marks.delete(key);
  marks.set(key, markOf(el, index));
  if (marks.size > MAX_MARKS) marks.delete(marks.keys().next().value as string);
}

/** Whether a control was noted for the current history entry (`focusRemembered` may find it once drawn). */
export function remembersFocus(): boolean {
  return marks.has(entryKey());
}

/**
 * Back (or Forward) to a page: the focus goes to the control that had it when the customer left
 * the page (the link of the row opened, the menu entry), rather than to the page's start, so
 * that the keyboard goes on from there. The same control (same kind, link, test id and text),
 * else the control of the same kind in the same place; false when there is none (yet).
 */
export function focusRemembered(): boolean {
  const key = entryKey();
  const mark = marks.get(key);
  if (!mark) return false;
  const controls = pageControls();
  const same = (c: HTMLElement | undefined): c is HTMLElement =>
    c !== undefined &&
    c.tagName === mark.tag &&
    c.getAttribute('href') === mark.href &&
    c.getAttribute('data-testid') === mark.testId &&
    c.getClientRects().length > 0;
  const target = controls.find((c) => same(c) && (c.textContent ?? '').trim() === mark.text) ?? [controls[mark.index]].find(same);
  if (!target) return false;
  target.focus({ preventScroll: true });
  return true;
}
