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
  it('shows -- for a missing or broken date', () => {
    expect(dateTimeFormat('en')(null)).toBe('--');
    expect(dateTimeFormat('en')('not a date')).toBe('--');
  });
});
