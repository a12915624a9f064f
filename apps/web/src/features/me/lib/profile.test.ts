import { describe, expect, it } from 'vitest';
import { calendarDateFormat, displayName, isPayPasswordSet, nameInitial } from './profile';

describe('displayName', () => {
  it('is the nickname, else the account the customer signs in with', () => {
    expect(displayName({ nickname: 'Mia', account: 'mia@example.com' })).toBe('Mia');
    expect(displayName({ nickname: null, account: '13800138000' })).toBe('13800138000');
    expect(displayName({ nickname: '   ', account: 'mia@example.com' })).toBe('mia@example.com');
  });
});

describe('nameInitial', () => {
  it('is the first character, upper-cased, whole even outside the basic plane', () => {
    expect(nameInitial('mia@example.com')).toBe('M');
    expect(nameInitial('𠀋name')).toBe('𠀋');
    expect(nameInitial('')).toBe('');
  });
});

describe('isPayPasswordSet', () => {
  it('reads the flag as a boolean or as 0/1', () => {
    expect(isPayPasswordSet({ isSetWithPwd: true })).toBe(true);
    expect(isPayPasswordSet({ isSetWithPwd: 1 })).toBe(true);
    expect(isPayPasswordSet({ isSetWithPwd: false })).toBe(false);
    expect(isPayPasswordSet({ isSetWithPwd: 0 })).toBe(false);
    expect(isPayPasswordSet({ isSetWithPwd: null })).toBe(false);
  });
});

describe('calendarDateFormat', () => {
  it("writes the date in the language's format with Latin digits", () => {
    expect(calendarDateFormat('en')('2026-11-22T10:00:00Z')).toBe('Nov 22, 2026');
    expect(calendarDateFormat('ar-SA-u-nu-latn')('2026-11-22T10:00:00Z')).toMatch(/^[^٠-٩]*2026[^٠-٩]*$/);
  });

  it('writes the month in digits where the browser lends the language a neighbour’s month names', () => {
    const noBelarusian = (t: string) => !t.startsWith('be');
    expect(calendarDateFormat('be', noBelarusian)('2026-11-22T10:00:00Z')).toBe('22.11.2026');
    expect(calendarDateFormat('ru', noBelarusian)('2026-11-22T10:00:00Z')).toMatch(/нояб/u);
  });

  it('gives null for a missing or unreadable date, so nothing is shown', () => {
    expect(calendarDateFormat('en')(null)).toBeNull();
    expect(calendarDateFormat('en')('')).toBeNull();
    expect(calendarDateFormat('en')('not a date')).toBeNull();
  });
});
