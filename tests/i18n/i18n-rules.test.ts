import { describe, expect, it } from 'vitest';
import { compareWithEnglish, flatten, isEnglishCopy, placeholders, requiredPluralCategories } from './i18n-rules.ts';

/** The translation checks themselves: each rule catches the mistake it is meant to catch. */
describe('translation check rules', () => {
  it('reads placeholder names, ignoring format suffixes and the unescape flag', () => {
    expect(placeholders('Retry in {{seconds}} s, {{ amount, number }} {{- html}}')).toEqual(['amount', 'html', 'seconds']);
    expect(placeholders('no placeholders')).toEqual([]);
  });

  it('treats identical lettered text as an English copy, but not numbers, tickers or English itself', () => {
    expect(isEnglishCopy('de', 'Sign in', 'Sign in')).toBe(true);
    expect(isEnglishCopy('de', 'Anmelden', 'Sign in')).toBe(false);
    expect(isEnglishCopy('en', 'Sign in', 'Sign in')).toBe(false);
    expect(isEnglishCopy('fr', '{{count}} / 60', '{{count}} / 60')).toBe(false);
    expect(isEnglishCopy('ko', 'USDT', 'USDT')).toBe(false);
  });

  it('asks each language for the plural forms its rules use', () => {
    expect(requiredPluralCategories('zh')).toEqual(['other']);
    expect(requiredPluralCategories('rus')).toEqual(['one', 'few', 'many', 'other']);
    expect(requiredPluralCategories('ar')).toEqual(['zero', 'one', 'two', 'few', 'many', 'other']);
    // By the tag: `sa` is Arabic (the code alone would read as Sanskrit), `jp` Japanese.
    expect(requiredPluralCategories('sa')).toContain('few');
    expect(requiredPluralCategories('jp')).toEqual(['other']);
    expect(requiredPluralCategories('blr')).toEqual(['one', 'few', 'many', 'other']);
  });

  it('reports missing, extra, empty, copied and placeholder-changed keys by name', () => {
    const en = flatten({ login: { title: 'Sign in', retry: 'Retry in {{seconds}} s' }, ok: 'Done', items_one: '{{count}} item', items_other: '{{count}} items' });
    const de = flatten({ login: { title: 'Sign in', retry: 'Erneut in {{sekunden}} s' }, ok: '', extra: 'x', items_one: '{{count}} Eintrag', items_other: '{{count}} Einträge' });
    expect(compareWithEnglish('de', en, de).sort()).toEqual(
      [
        'key "extra" does not exist in English',
        'key "login.retry" has placeholders [sekunden] but English has [seconds]',
        'key "login.title" is English text copied: "Sign in"',
        'key "ok" is empty',
      ].sort(),
    );
    const ru = flatten({ login: { title: 'Войти', retry: 'Повтор через {{seconds}} с' }, ok: 'Готово', items_one: '{{count}} элемент', items_other: '{{count}} элемента' });
    expect(compareWithEnglish('rus', en, ru)).toEqual(['missing plural form "items_few"', 'missing plural form "items_many"']);
    const zh = flatten({ login: { title: '登录', retry: '{{seconds}} 秒后重试' }, ok: '完成', items_other: '{{count}} 项' });
    expect(compareWithEnglish('zh', en, zh)).toEqual([]);
    expect(compareWithEnglish('zh', en, flatten({ login: { title: '登录' } }))).toEqual([
      'missing key "login.retry"',
      'missing key "ok"',
      'missing plural form "items_other"',
    ]);
  });
});
