import type { KeyboardEvent } from 'react';
import { isRightToLeft, tabAfterKey } from './tablist';

/**
 * Radio groups drawn as buttons with `role="radio"` (channel chips, destinations), following
 * the WAI-ARIA radio group pattern: the group is one stop of the Tab key (its checked radio,
 * else its first), and the arrow keys move to the next or previous radio and check it at once,
 * wrapping at the ends. In a right-to-left document Left and Right are swapped; Up and Down
 * are not.
 */

/** Where a key moves from the radio at `index` of `count`: the index to check, or null for a key the group leaves alone. */
export function radioAfterKey(key: string, index: number, count: number, rtl: boolean): number | null {
  // Left and Right move as in a tab strip; Down and Up as Right and Left would left to right.
  if (key === 'ArrowRight' || key === 'ArrowLeft') return tabAfterKey(key, index, count, rtl);
  if (key === 'ArrowDown' || key === 'ArrowUp') return tabAfterKey(key === 'ArrowDown' ? 'ArrowRight' : 'ArrowLeft', index, count, false);
  return null;
}

export interface RadioProps {
  tabIndex: 0 | -1;
  onKeyDown: (e: KeyboardEvent<HTMLElement>) => void;
}

/**
 * Keyboard props for radio `index` of `count`, `checked` being the index of the checked one
 * (-1 for none); `onChoose(i)` checks radio `i`, as a tap on it does.
 */
export function radioKeys(index: number, count: number, checked: number, onChoose: (index: number) => void): RadioProps {
  const reachable = checked >= 0 && checked < count ? checked : 0;
  return {
    tabIndex: index === reachable ? 0 : -1,
    onKeyDown: (e) => {
      if (e.altKey || e.ctrlKey || e.metaKey) return;
      const next = radioAfterKey(e.key, index, count, isRightToLeft(e.currentTarget));
      if (next === null) return;
      e.preventDefault();
      const radios = e.currentTarget.closest('[role="radiogroup"]')?.querySelectorAll<HTMLElement>('[role="radio"]');
      radios?.[next]?.focus();
      onChoose(next);
    },
  };
}
