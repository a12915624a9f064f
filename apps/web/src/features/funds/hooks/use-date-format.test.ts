import { describe, expect, it } from 'vitest';
import { dateTimeFormat } from './use-date-format';

describe('dateTimeFormat', () => {
  const at = '2026-11-25T14:52:00Z';
  it('writes Latin digits in every language, Arabic of Saudi Arabia and Hindi included', () => {
    for (const tag of ['ar-SA', 'ar', 'hi', 'th', 'zh-CN', 'de', 'ru']) {
      const text = dateTimeFormat(tag)(at);
      expect(text, tag).toMatch(/\d/);
      expect(text, tag).not.toMatch(/[\u0660-\u0669\u06f0-\u06f9\u0966-\u096f\u0e50-\u0e59]/u);
    }
  });
  it("keeps the language's own order and month names", () => {
    expect(dateTimeFormat('de')(at)).toMatch(/^25\. Nov\. 2026/);
    expect(dateTimeFormat('ar-SA')(at)).toContain('نوفمبر');
  });
  it('writes the month as a number where the browser lends a neighbouring language its names', () => {
    const noBelarusian = (tag: string) => !tag.startsWith('be');
    expect(dateTimeFormat('be', noBelarusian)(at)).toBe('25.11.2026, 14:52');
    expect(dateTimeFormat('be', noBelarusian)(at)).not.toMatch(/нояб/u);
    expect(dateTimeFormat('ru', noBelarusian)(at)).toMatch(/^25 нояб\. 2026/u);
  });
  it('shows -- for a missing or broken date', () => {
    expect(dateTimeFormat('en')(null)).toBe('--');
    expect(dateTimeFormat('en')('not a date')).toBe('--');
  });
});
