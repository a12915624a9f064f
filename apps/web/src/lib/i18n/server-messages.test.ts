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
