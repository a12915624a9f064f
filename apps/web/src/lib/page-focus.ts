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

/**
 * Keeps the keyboard's place when the control that has the focus leaves the page: a
 * withdrawal's Cancel once it is cancelled, an address's Delete once deleted. The browser would
 * drop the focus to the document, and the next Tab would start again at the top; instead the
 * focus goes near where the control was (`focusNear`). A new page is left to the route's own
 * focus handling (its heading).
 */
export function keepFocusOnRemoval(): () => void {
  let focused: { el: Element; hash: string } | null = null;
  const onFocusIn = (e: FocusEvent) => {
    if (e.target instanceof Element) focused = { el: e.target, hash: location.hash };
  };
  const onFocusOut = (e: FocusEvent) => {
    const el = e.target;
    if (!(el instanceof Element) || e.relatedTarget) return;
    const place = focusPlace(el);
    if (!place) return;
    const hash = focused?.el === el ? focused.hash : location.hash;
    requestAnimationFrame(() => {
      if (el.isConnected || location.hash !== hash) return;
      const active = document.activeElement;
      if (active && active !== document.body) return;
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
