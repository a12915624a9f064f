import { describe, expect, it } from 'vitest';
import { radioAfterKey, radioKeys } from './radio-group';

describe('radioAfterKey', () => {
  it('moves forward with Right and Down, back with Left and Up, wrapping at the ends', () => {
    expect(radioAfterKey('ArrowRight', 0, 3, false)).toBe(1);
    expect(radioAfterKey('ArrowDown', 2, 3, false)).toBe(0);
    expect(radioAfterKey('ArrowLeft', 0, 3, false)).toBe(2);
    expect(radioAfterKey('ArrowUp', 1, 3, false)).toBe(0);
  });
  it('swaps Left and Right, not Up and Down, right to left', () => {
    expect(radioAfterKey('ArrowLeft', 0, 3, true)).toBe(1);
    expect(radioAfterKey('ArrowRight', 0, 3, true)).toBe(2);
    expect(radioAfterKey('ArrowDown', 0, 3, true)).toBe(1);
  });
  it('leaves other keys and empty groups alone', () => {
    expect(radioAfterKey('Enter', 0, 3, false)).toBeNull();
    expect(radioAfterKey('Home', 1, 3, false)).toBeNull();
    expect(radioAfterKey('ArrowRight', 0, 0, false)).toBeNull();
  });
});

describe('radioKeys', () => {
  const noop = () => {};
  it('puts the checked radio in the Tab order, the others out', () => {
    expect([0, 1, 2].map((i) => radioKeys(i, 3, 1, noop).tabIndex)).toEqual([-1, 0, -1]);
  });
  it('puts the first in the Tab order when none is checked', () => {
    expect([0, 1, 2].map((i) => radioKeys(i, 3, -1, noop).tabIndex)).toEqual([0, -1, -1]);
    expect([0, 1].map((i) => radioKeys(i, 2, 5, noop).tabIndex)).toEqual([0, -1]);
  });
});
