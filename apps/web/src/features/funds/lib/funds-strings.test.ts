import fs from 'node:fs';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';

/** The counted texts of the funds screens, through i18next's plural rules as the app uses them (locale codes as languages). */
const funds = (code: string) => JSON.parse(fs.readFileSync(new URL(`../../../locales/${code}/funds.json`, import.meta.url), 'utf8')) as Record<string, unknown>;

async function translator(code: string) {
  const i = i18next.createInstance();
  await i.init({ lng: code, resources: { [code]: { funds: funds(code) } }, defaultNS: 'funds', interpolation: { escapeValue: false }, showSupportNotice: false });
  return i.t.bind(i);
}

describe('funds plurals', () => {
  it('says "1 attempt" and "3 attempts" in English', async () => {
    const t = await translator('en');
    expect(t('withdraw.pay-password-wrong', { count: 1 })).toBe('Incorrect payment password. 1 attempt left.');
    expect(t('withdraw.pay-password-wrong', { count: 3 })).toBe('Incorrect payment password. 3 attempts left.');
    expect(t('withdraw.pay-password-locked', { count: 30 })).toBe('Payment password locked after too many incorrect attempts. Try again in 30 minutes.');
  });
  it('uses the Russian few and many forms', async () => {
    const t = await translator('rus');
    expect(t('withdraw.pay-password-wrong', { count: 1 })).toBe('Неверный платёжный пароль. Осталась 1 попытка.');
    expect(t('withdraw.pay-password-wrong', { count: 2 })).toBe('Неверный платёжный пароль. Осталось 2 попытки.');
    expect(t('withdraw.pay-password-locked', { count: 30 })).toContain('30 минут.');
  });
  it('uses the Arabic dual', async () => {
    const t = await translator('ar');
    expect(t('withdraw.pay-password-wrong', { count: 2 })).toContain('محاولتان');
  });
});
