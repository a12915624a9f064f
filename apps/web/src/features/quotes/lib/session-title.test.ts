import { describe, expect, it } from 'vitest';
import { daySessionTitleKey } from './session-title';

describe('current session title', () => {
  it('calls the current session "Today" only while the market is open', () => {
    expect(daySessionTitleKey(true)).toBe('stats.day');
    expect(daySessionTitleKey(false)).toBe('stats.last-session');
    // Not known yet: the market is taken as open, as the headline does.
    expect(daySessionTitleKey(undefined)).toBe('stats.day');
  });
});
