import { describe, expect, it } from 'vitest';
import { LOCALES, localeForLanguages } from './locales.ts';

describe('localeForLanguages', () => {
  it('matches a tag by its language, whatever the region', () => {
    expect(localeForLanguages(['de-AT'])).toBe('de');
    expect(localeForLanguages(['en-US', 'de'])).toBe('en');
    expect(localeForLanguages(['pt-BR'])).toBe('pt');
    expect(localeForLanguages(['ru-RU'])).toBe('rus');
    expect(localeForLanguages(['be'])).toBe('blr');
    expect(localeForLanguages(['ja-JP'])).toBe('jp');
    expect(localeForLanguages(['ms-MY'])).toBe('my');
    expect(localeForLanguages(['hi-IN'])).toBe('ida');
    expect(localeForLanguages(['id-ID'])).toBe('idn');
    expect(localeForLanguages(['in'])).toBe('idn');
    expect(localeForLanguages(['IT_it'])).toBe('it');
  });

  it('tells the two Chinese and the two Arabic locales apart', () => {
    expect(localeForLanguages(['zh-CN'])).toBe('zh');
    expect(localeForLanguages(['zh'])).toBe('zh');
    expect(localeForLanguages(['zh-Hans-HK'])).toBe('zh');
    expect(localeForLanguages(['zh-TW'])).toBe('tc');
    expect(localeForLanguages(['zh-HK'])).toBe('tc');
    expect(localeForLanguages(['zh-Hant'])).toBe('tc');
    expect(localeForLanguages(['zh-Hant-MO'])).toBe('tc');
    expect(localeForLanguages(['ar-SA'])).toBe('sa');
    expect(localeForLanguages(['ar-EG'])).toBe('ar');
    expect(localeForLanguages(['ar'])).toBe('ar');
  });

  it('takes the most preferred language the product has, or none', () => {
    expect(localeForLanguages(['nb-NO', 'sv', 'fr-CA', 'en'])).toBe('fr');
    expect(localeForLanguages(['nb-NO', 'sv'])).toBeNull();
    expect(localeForLanguages(['*', ''])).toBeNull();
    expect(localeForLanguages([])).toBeNull();
  });

  it('finds every locale from its own tag', () => {
    for (const l of LOCALES) expect(localeForLanguages([l.tag])).toBe(l.code);
  });
});
