import { describe, expect, it } from 'vitest';
import { FOCUSABLE_SELECTOR, handleTrapKey, initialFocusTarget, isTabbable, tabbableIn, trapTarget, type TrapKeyEvent } from './focus-trap';

interface FakeDocument {
  activeElement: FakeElement | null;
}

/**
 * Just enough of an element for the trap: a tab index, `disabled`, `inert` on it or above, whether
 * it is laid out, descendants for the focusable selector (every child counts as matching it, as a
 * button or input would), focus.
 */
class FakeElement {
  readonly children: FakeElement[] = [];
  constructor(
    readonly name: string,
    readonly doc: FakeDocument,
    readonly parent: FakeElement | null,
    readonly state: { tabIndex?: number; disabled?: boolean; inert?: boolean; shown?: boolean } = {},
  ) {
    parent?.children.push(this);
  }
  get tabIndex(): number {
    return this.state.tabIndex ?? 0;
  }
  get disabled(): boolean {
    return this.state.disabled ?? false;
  }
  get ownerDocument(): FakeDocument {
    return this.doc;
  }
  closest(selector: string): FakeElement | null {
    if (selector !== '[inert]') throw new Error(`unexpected selector ${selector}`);
    return this.state.inert ? this : (this.parent?.closest(selector) ?? null);
  }
  getClientRects(): { length: number } {
    const shown = this.state.shown !== false && (this.parent?.getClientRects().length ?? 1) > 0;
    return { length: shown ? 1 : 0 };
  }
  contains(other: unknown): boolean {
    return other === this || this.children.some((c) => c.contains(other));
  }
  querySelectorAll(selector: string): FakeElement[] {
    if (selector !== FOCUSABLE_SELECTOR) throw new Error(`unexpected selector ${selector}`);
    return this.children.flatMap((c) => [c, ...c.querySelectorAll(selector)]);
  }
  focus(): void {
    this.doc.activeElement = this;
  }
}

const asElement = (el: FakeElement) => el as unknown as HTMLElement;

/** A payment sheet: password field, its show/hide toggle, Confirm, Cancel; and the button on the page behind it. */
function sheet({ passwordDisabled = false } = {}) {
  const doc: FakeDocument = { activeElement: null };
  const page = new FakeElement('page', doc, null);
  const withdraw = new FakeElement('withdraw', doc, page);
  const dialog = new FakeElement('dialog', doc, null, { tabIndex: -1 });
  const password = new FakeElement('password', doc, dialog, { disabled: passwordDisabled });
  const toggle = new FakeElement('toggle', doc, dialog);
  const confirm = new FakeElement('confirm', doc, dialog);
  const cancel = new FakeElement('cancel', doc, dialog);
  const closed: string[] = [];
  const press = (key: string, mods: Partial<TrapKeyEvent> = {}) => {
    let prevented = false;
    const e: TrapKeyEvent = {
      key,
      shiftKey: false,
      altKey: false,
      ctrlKey: false,
      metaKey: false,
      defaultPrevented: false,
      preventDefault: () => (prevented = true),
      ...mods,
    };
    handleTrapKey(e, asElement(dialog), () => closed.push(key));
    return { prevented, focused: doc.activeElement?.name };
  };
  return { doc, withdraw, dialog, password, toggle, confirm, cancel, closed, press };
}

describe('trapTarget', () => {
  const items = ['a', 'b', 'c'];

  it('goes round from the last to the first, and from the first to the last backwards', () => {
    expect(trapTarget(items, 'c', false)).toBe('a');
    expect(trapTarget(items, 'a', true)).toBe('c');
  });

  it('leaves moves between the items to the browser', () => {
    expect(trapTarget(items, 'a', false)).toBeNull();
    expect(trapTarget(items, 'b', false)).toBeNull();
    expect(trapTarget(items, 'b', true)).toBeNull();
    expect(trapTarget(items, 'c', true)).toBeNull();
  });

  it('brings focus from outside to the first, or the last backwards', () => {
    expect(trapTarget(items, 'x', false)).toBe('a');
    expect(trapTarget(items, null, true)).toBe('c');
  });

  it('has nowhere to go without items', () => {
    expect(trapTarget([], 'x', false)).toBeNull();
  });

  it('goes round a single item', () => {
    expect(trapTarget(['a'], 'a', false)).toBe('a');
    expect(trapTarget(['a'], 'a', true)).toBe('a');
  });
});

describe('tabbableIn', () => {
  it('skips disabled, hidden, inert and tab index -1 elements', () => {
    const doc: FakeDocument = { activeElement: null };
    const root = new FakeElement('root', doc, null);
    new FakeElement('ok', doc, root);
    new FakeElement('disabled', doc, root, { disabled: true });
    new FakeElement('minus-one', doc, root, { tabIndex: -1 });
    const hiddenBox = new FakeElement('hidden-box', doc, root, { tabIndex: -1, shown: false });
    new FakeElement('in-hidden', doc, hiddenBox);
    const inertBox = new FakeElement('inert-box', doc, root, { tabIndex: -1, inert: true });
    new FakeElement('in-inert', doc, inertBox);
    new FakeElement('last', doc, root, { tabIndex: 2 });
    expect(tabbableIn(asElement(root)).map((e) => (e as unknown as FakeElement).name)).toEqual(['ok', 'last']);
    expect(isTabbable(asElement(root))).toBe(true);
  });
});

describe('handleTrapKey', () => {
  it('goes round from the last element to the first with Tab, and back with Shift+Tab', () => {
    const s = sheet();
    s.cancel.focus();
    expect(s.press('Tab')).toEqual({ prevented: true, focused: 'password' });
    expect(s.press('Tab', { shiftKey: true })).toEqual({ prevented: true, focused: 'cancel' });
  });

  it('lets the browser move between elements inside', () => {
    const s = sheet();
    s.password.focus();
    expect(s.press('Tab')).toEqual({ prevented: false, focused: 'password' });
    s.confirm.focus();
    expect(s.press('Tab', { shiftKey: true })).toEqual({ prevented: false, focused: 'confirm' });
  });

  it('skips a disabled last element when going round', () => {
    const s = sheet();
    s.confirm.state.disabled = true;
    s.password.focus();
    expect(s.press('Tab', { shiftKey: true })).toEqual({ prevented: true, focused: 'cancel' });
  });

  it('brings focus back in from the page behind or from the dialog itself', () => {
    const s = sheet();
    s.withdraw.focus();
    expect(s.press('Tab')).toEqual({ prevented: true, focused: 'password' });
    s.dialog.focus();
    expect(s.press('Tab', { shiftKey: true })).toEqual({ prevented: true, focused: 'cancel' });
    s.doc.activeElement = null;
    expect(s.press('Tab')).toEqual({ prevented: true, focused: 'password' });
  });

  it('keeps focus on the dialog when nothing inside can take it', () => {
    const doc: FakeDocument = { activeElement: null };
    const dialog = new FakeElement('dialog', doc, null, { tabIndex: -1 });
    new FakeElement('disabled', doc, dialog, { disabled: true });
    let prevented = false;
    handleTrapKey({ key: 'Tab', shiftKey: false, altKey: false, ctrlKey: false, metaKey: false, defaultPrevented: false, preventDefault: () => (prevented = true) }, asElement(dialog), () => {});
    expect([prevented, doc.activeElement?.name]).toEqual([true, 'dialog']);
  });

  it('closes on Escape, once for a key held down', () => {
    const s = sheet();
    s.password.focus();
    expect(s.press('Escape').prevented).toBe(true);
    expect(s.press('Escape', { repeat: true }).prevented).toBe(false);
    expect(s.closed).toEqual(['Escape']);
  });

  it('leaves keys already handled, an input method composing, Ctrl+Tab and other keys alone', () => {
    const s = sheet();
    s.cancel.focus();
    expect(s.press('Escape', { defaultPrevented: true }).prevented).toBe(false);
    expect(s.press('Escape', { isComposing: true }).prevented).toBe(false);
    expect(s.press('Tab', { ctrlKey: true })).toEqual({ prevented: false, focused: 'cancel' });
    expect(s.press('Tab', { altKey: true })).toEqual({ prevented: false, focused: 'cancel' });
    expect(s.press('Enter')).toEqual({ prevented: false, focused: 'cancel' });
    expect(s.closed).toEqual([]);
  });
});

describe('initialFocusTarget', () => {
  it('takes the preferred element when it can have focus', () => {
    const s = sheet();
    expect(initialFocusTarget(asElement(s.dialog), asElement(s.cancel))).toBe(asElement(s.cancel));
  });

  it('falls back to the first element Tab reaches, then to the dialog itself', () => {
    const s = sheet({ passwordDisabled: true });
    expect(initialFocusTarget(asElement(s.dialog), asElement(s.password))).toBe(asElement(s.toggle));
    expect(initialFocusTarget(asElement(s.dialog), null)).toBe(asElement(s.toggle));
    expect(initialFocusTarget(asElement(s.dialog), asElement(s.withdraw))).toBe(asElement(s.toggle));
    const doc: FakeDocument = { activeElement: null };
    const empty = new FakeElement('empty', doc, null, { tabIndex: -1 });
    expect(initialFocusTarget(asElement(empty), undefined)).toBe(asElement(empty));
  });
});
