import { LOCALE_CODES } from '@app/contract/locales';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { changeLocale, i18n, initI18n } from './i18n';
import { retryAfterText, setServerDictionary, translateMessage } from './server-messages';

/** The wait of a refused call over its request budget, with the plural rules of each language. */
beforeAll(async () => {
  await initI18n();
});

afterEach(async () => {
  setServerDictionary('none', {});
  await changeLocale('en');
});

const limited = (seconds?: number | string) => translateMessage('error.rate_limited', seconds === undefined ? {} : { seconds });

describe('session.code_wrong', () => {
  const wrongCode = (remaining: number) => translateMessage('session.code_wrong', { remaining });

  it('counts the attempts left in the singular for the last one', async () => {
    setServerDictionary('de', { 'session.code_wrong': 'Falscher Bestätigungscode. Noch {{remaining}} Versuche.' });
    await changeLocale('de');
    expect(wrongCode(1)).toBe('Falscher Bestätigungscode. Noch 1 Versuch.');
    expect(wrongCode(4)).toBe('Falscher Bestätigungscode. Noch 4 Versuche.');
    await changeLocale('en');
    expect(wrongCode(1)).toBe('Incorrect verification code. 1 attempt left.');
    expect(wrongCode(2)).toBe('Incorrect verification code. 2 attempts left.');
    await changeLocale('fr');
    expect(wrongCode(1)).toBe('Code de vérification incorrect. Il vous reste 1 tentative.');
  });
});

describe('funds.address_limit', () => {
  const addressLimit = (max?: number | string) => translateMessage('funds.address_limit', max === undefined ? {} : { max });

  it('says the limit in the singular for one address and the plural otherwise', async () => {
    setServerDictionary('de', { 'funds.address_limit': 'Sie können höchstens {{max}} Adressen speichern' });
    await changeLocale('de');
    expect(addressLimit(1)).toBe('Sie können höchstens 1 Adresse speichern');
    expect(addressLimit('20')).toBe('Sie können höchstens 20 Adressen speichern');
    await changeLocale('en');
    expect(addressLimit(1)).toBe('You can save at most 1 address');
    expect(addressLimit(2)).toBe('You can save at most 2 addresses');
    await changeLocale('rus');
    expect(addressLimit(1)).toBe('Можно сохранить не более 1 адреса');
    expect(addressLimit(5)).toBe('Можно сохранить не более 5 адресов');
  });

  it("keeps the dictionary's text without a usable number", async () => {
    setServerDictionary('en', { 'funds.address_limit': 'Server: at most {{max}} addresses' });
    expect(addressLimit()).toBe('Server: at most {{max}} addresses');
    expect(addressLimit('many')).toBe('Server: at most many addresses');
  });
});

describe('error.rate_limited', () => {
  it('says how long to wait: minutes rounded up, seconds under a minute', () => {
    expect(limited(719)).toBe('Too many attempts. Try again in 12 minutes.');
    expect(limited('719')).toBe('Too many attempts. Try again in 12 minutes.');
    expect(limited(60)).toBe('Too many attempts. Try again in 1 minute.');
    expect(limited(61)).toBe('Too many attempts. Try again in 2 minutes.');
    expect(limited(3600)).toBe('Too many attempts. Try again in 60 minutes.');
    expect(limited(59)).toBe('Too many attempts. Try again in 59 seconds.');
    expect(limited(1)).toBe('Too many attempts. Try again in 1 second.');
  });

  it('keeps the general text when the answer gives no usable wait', () => {
    const general = 'Too many attempts. Please wait a moment and try again.';
    expect(limited()).toBe(general);
    for (const bad of [0, -5, 'soon', '']) expect(limited(bad)).toBe(general);
  });

  it("is worded by the app even when the server's dictionary has the message", () => {
    setServerDictionary('en', { 'error.rate_limited': 'Server: too many attempts.' });
    expect(limited(90)).toBe('Too many attempts. Try again in 2 minutes.');
    expect(limited()).toBe('Server: too many attempts.');
  });

  it('uses the plural forms of the language', async () => {
    await changeLocale('es');
    expect(limited(719)).toBe('Demasiados intentos. Inténtalo de nuevo en 12 minutos.');
    expect(limited(30)).toBe('Demasiados intentos. Inténtalo de nuevo en 30 segundos.');
    await changeLocale('rus');
    expect(limited(60)).toBe('Слишком много попыток. Повторите через 1 минуту.');
    expect(limited(180)).toBe('Слишком много попыток. Повторите через 3 минуты.');
    expect(limited(719)).toBe('Слишком много попыток. Повторите через 12 минут.');
    expect(limited(21 * 60)).toBe('Слишком много попыток. Повторите через 21 минуту.');
    await changeLocale('ar');
    expect(limited(120)).toContain('دقيقتين');
    expect(limited(600)).toContain('10 دقائق');
    expect(limited(5)).toContain('5 ثوانٍ');
  });

  it("chooses plural forms by the locale's language, not by its code or the phone's language", async () => {
    // The codes jp, tc, idn, sa, blr and ida are no language tags (sa is Sanskrit, my Burmese):
    // Intl would answer with the rules of the runtime's own language.
    const suffix = (code: string, count: number) => (i18n.services.pluralResolver as { getSuffix: (c: string, n: number) => string }).getSuffix(code, count);
    expect([suffix('sa', 0), suffix('sa', 2), suffix('sa', 3), suffix('sa', 11)]).toEqual(['_zero', '_two', '_few', '_many']);
    expect([suffix('jp', 1), suffix('tc', 1), suffix('idn', 1), suffix('my', 1)]).toEqual(['_other', '_other', '_other', '_other']);
    expect([suffix('blr', 1), suffix('blr', 3), suffix('blr', 5)]).toEqual(['_one', '_few', '_many']);
    expect([suffix('ida', 1), suffix('ida', 2), suffix('rus', 21)]).toEqual(['_one', '_other', '_one']);
    await changeLocale('sa');
    expect(limited(180)).toContain('3 دقائق');
    await changeLocale('jp');
    expect(limited(60)).toBe('操作が多すぎます。1分後に再度お試しください。');
  });

  it.each(LOCALE_CODES)('has a text with the number in %s for every wait', async (code) => {
    await changeLocale(code);
    for (const seconds of [1, 2, 3, 5, 11, 21, 45, 59, 60, 61, 100, 719, 1260, 3600]) {
      const shown = seconds < 60 ? seconds : Math.ceil(seconds / 60);
      const text = retryAfterText(seconds);
      expect(text, `${code} ${seconds} s`).toBeTruthy();
      // Dual and singular forms of some languages spell the number out and repeat it in digits.
      expect(text, `${code} ${seconds} s`).toContain(String(shown));
      expect(text, `${code} ${seconds} s`).not.toMatch(/errors\.|rate-limited/);
      expect(text).not.toBe(i18n.t('errors.generic', { ns: 'common' }));
    }
  });
});
