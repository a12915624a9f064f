import { createElement, Fragment, useState, type KeyboardEvent } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { tabAfterKey, tablist, useTablist, type TabKey } from './tablist';

/** Just enough of an element for the key handler: attributes, ancestors, `[name]` and `[name="value"]` selectors, focus. */
class FakeElement {
  readonly children: FakeElement[] = [];
  constructor(
    readonly attributes: Record<string, string>,
    readonly parent: FakeElement | null,
    private readonly onFocus: (el: FakeElement) => void = () => {},
  ) {
    parent?.children.push(this);
  }
  get id(): string {
    return this.attributes.id ?? '';
  }
  getAttribute(name: string): string | null {
    return this.attributes[name] ?? null;
  }
  matches(selector: string): boolean {
    const [, name = '', value] = /^\[([\w-]+)(?:="(.*)")?\]$/.exec(selector) ?? [];
    return name in this.attributes && (value === undefined || this.attributes[name] === value);
  }
  closest(selector: string): FakeElement | null {
    return this.matches(selector) ? this : (this.parent?.closest(selector) ?? null);
  }
  querySelectorAll(selector: string): FakeElement[] {
    return this.children.flatMap((c) => [...(c.matches(selector) ? [c] : []), ...c.querySelectorAll(selector)]);
  }
  focus(): void {
    this.onFocus(this);
  }
}

/**
 * A tab strip as a page would hold it: the selection in state, the props rendered again after
 * every change, keys pressed on whichever tab has focus.
 */
function strip<T extends TabKey>(tabs: readonly T[], selected: T, { dir = 'ltr' }: { dir?: string } = {}) {
  let current = selected;
  const render = () => tablist({ tabs, selected: current, onSelect: (t) => (current = t), idPrefix: 'kind', panelId: 'kind-panel' });
  const documentElement = new FakeElement({ dir }, null);
  const list = new FakeElement({ role: 'tablist' }, new FakeElement({}, documentElement));
  let focused: FakeElement | undefined;
  const elements = tabs.map((t) => new FakeElement({ role: 'tab', id: render().tab(t).id }, list, (el) => (focused = el)));
  focused = elements[tabs.indexOf(selected)];

  return {
    press(key: string, modifiers: { altKey?: boolean; ctrlKey?: boolean; metaKey?: boolean } = {}): { prevented: boolean } {
      const tab = tabs[elements.indexOf(focused as FakeElement)] as T;
      let prevented = false;
      const event = { key, altKey: false, ctrlKey: false, metaKey: false, ...modifiers, currentTarget: focused, preventDefault: () => (prevented = true) };
      render().tab(tab).onKeyDown(event as unknown as KeyboardEvent<HTMLElement>);
      return { prevented };
    },
    get selected() {
      return current;
    },
    get focused() {
      return tabs[elements.indexOf(focused as FakeElement)];
    },
    tabIndexes: () => tabs.map((t) => render().tab(t).tabIndex),
    render,
  };
}

const KINDS = ['favorite', 1, 2, 3, 4] as const;

describe('tabAfterKey', () => {
  it('steps with the arrows, wrapping at both ends', () => {
    expect(tabAfterKey('ArrowRight', 0, 3, false)).toBe(1);
    expect(tabAfterKey('ArrowRight', 2, 3, false)).toBe(0);
    expect(tabAfterKey('ArrowLeft', 1, 3, false)).toBe(0);
    expect(tabAfterKey('ArrowLeft', 0, 3, false)).toBe(2);
  });

  it('swaps the arrows right to left, where the first tab is on the right', () => {
    expect(tabAfterKey('ArrowLeft', 0, 3, true)).toBe(1);
    expect(tabAfterKey('ArrowLeft', 2, 3, true)).toBe(0);
    expect(tabAfterKey('ArrowRight', 0, 3, true)).toBe(2);
  });

  it('goes to the first and last with Home and End in either direction', () => {
    for (const rtl of [false, true]) {
      expect(tabAfterKey('Home', 2, 4, rtl)).toBe(0);
      expect(tabAfterKey('End', 1, 4, rtl)).toBe(3);
    }
  });

  it('leaves other keys, and an empty list, alone', () => {
    for (const key of ['Tab', 'Enter', ' ', 'ArrowUp', 'ArrowDown', 'a']) expect(tabAfterKey(key, 1, 3, false), key).toBeNull();
    expect(tabAfterKey('ArrowRight', 0, 0, false)).toBeNull();
  });
});

describe('tablist', () => {
  it('puts only the selected tab in the Tab order, and moves that with the selection', () => {
    const s = strip(KINDS, 2);
    expect(s.tabIndexes()).toEqual([-1, -1, 0, -1, -1]);
    s.press('ArrowRight');
    expect(s.tabIndexes()).toEqual([-1, -1, -1, 0, -1]);
  });

  it('selects and focuses the next and previous tab with the arrows, wrapping at the ends', () => {
    const s = strip(KINDS, 'favorite');
    expect(s.press('ArrowRight').prevented).toBe(true);
    expect([s.selected, s.focused]).toEqual([1, 1]);
    s.press('ArrowLeft');
    s.press('ArrowLeft');
    expect([s.selected, s.focused]).toEqual([4, 4]);
    s.press('ArrowRight');
    expect([s.selected, s.focused]).toEqual(['favorite', 'favorite']);
  });

  it('goes to the first and last tab with Home and End', () => {
    const s = strip(KINDS, 2);
    s.press('End');
    expect([s.selected, s.focused]).toEqual([4, 4]);
    s.press('Home');
    expect([s.selected, s.focused]).toEqual(['favorite', 'favorite']);
  });

  it('swaps the arrows when the document is right to left', () => {
    const s = strip(KINDS, 'favorite', { dir: 'rtl' });
    s.press('ArrowLeft');
    expect([s.selected, s.focused]).toEqual([1, 1]);
    s.press('ArrowRight');
    s.press('ArrowRight');
    expect([s.selected, s.focused]).toEqual([4, 4]);
  });

  it('lets the browser have other keys and arrows with Alt, Ctrl or Meta', () => {
    const s = strip(KINDS, 2);
    for (const key of ['Tab', 'Enter', 'ArrowDown']) expect(s.press(key).prevented, key).toBe(false);
    expect(s.press('ArrowLeft', { altKey: true }).prevented).toBe(false);
    expect(s.press('ArrowRight', { ctrlKey: true }).prevented).toBe(false);
    expect(s.press('End', { metaKey: true }).prevented).toBe(false);
    expect([s.selected, s.focused]).toEqual([2, 2]);
  });

  it('selects a tab on click', () => {
    const s = strip(['login', 'pay'], 'login');
    s.render().tab('pay').onClick();
    expect(s.selected).toBe('pay');
  });

  it('ties the tabs and the panel to each other by id', () => {
    const s = strip(['login', 'pay'], 'pay');
    const { tab, panel } = s.render();
    expect(tab('login')).toMatchObject({ id: 'kind-login', role: 'tab', 'aria-selected': false, 'aria-controls': 'kind-panel' });
    expect(tab('pay')).toMatchObject({ id: 'kind-pay', role: 'tab', 'aria-selected': true, 'aria-controls': 'kind-panel' });
    expect(panel).toEqual({ id: 'kind-panel', role: 'tabpanel', 'aria-labelledby': 'kind-pay' });
  });

  it('names no panel when there is none', () => {
    const { tab, panel } = tablist({ tabs: ['a', 'b'], selected: 'a', onSelect: () => {}, idPrefix: 'x' });
    expect(tab('a')).not.toHaveProperty('aria-controls');
    expect(panel).toBeUndefined();
  });

  it('keeps the first tab reachable when the selection is none of the tabs', () => {
    const { tab } = tablist<string>({ tabs: ['a', 'b'], selected: 'gone', onSelect: () => {}, idPrefix: 'x' });
    expect([tab('a').tabIndex, tab('b').tabIndex]).toEqual([0, -1]);
  });
});

describe('useTablist', () => {
  function Strip({ initial }: { initial: string }) {
    const [selected, setSelected] = useState(initial);
    const tabs = useTablist({ tabs: ['all', 'pending', 'paid'], selected, onSelect: setSelected });
    return createElement(
      'div',
      { role: 'tablist' },
      ['all', 'pending', 'paid'].map((t) => createElement('button', { key: t, type: 'button', ...tabs.tab(t) }, t)),
    );
  }

  it('renders the roving tab index and ids unique to each strip on the page', () => {
    const html = renderToStaticMarkup(createElement(Fragment, null, createElement(Strip, { initial: 'pending' }), createElement(Strip, { initial: 'all' })));
    const buttons = [...html.matchAll(/<button[^>]*>/g)].map(([b]) => ({
      id: /id="([^"]+)"/.exec(b)?.[1],
      tabIndex: /tabindex="(-?\d)"/.exec(b)?.[1],
      selected: /aria-selected="(\w+)"/.exec(b)?.[1],
    }));
    expect(buttons.map((b) => b.tabIndex)).toEqual(['-1', '0', '-1', '0', '-1', '-1']);
    expect(buttons.map((b) => b.selected)).toEqual(['false', 'true', 'false', 'true', 'false', 'false']);
    const ids = buttons.map((b) => b.id);
    expect(ids.every(Boolean)).toBe(true);
    expect(new Set(ids).size).toBe(6);
  });
});
