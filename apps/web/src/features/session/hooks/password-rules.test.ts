import fs from 'node:fs';
import { LOCALE_CODES } from '@app/contract';
import { PASSWORD_MAX_LENGTH, PASSWORD_MESSAGES, validatePassword } from '@app/contract/validate';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api/api-error';
import { refusedField } from './use-refusal-focus';

/**
 * The password rules the sign-up, reset and change-password forms show: each rule the shared
 * `validatePassword` can break reads as a sentence in every locale, looked up the way the
 * forms do (`contract` namespace, the key as returned), never as the raw key.
 */
const contract = (code: string) =>
  JSON.parse(fs.readFileSync(new URL(`../../../locales/${code}/contract.json`, import.meta.url), 'utf8')) as Record<string, unknown>;

async function translator(code: string) {
  const i = i18next.createInstance();
  await i.init({ lng: code, resources: { [code]: { contract: contract(code) } }, defaultNS: 'contract', interpolation: { escapeValue: false }, showSupportNotice: false });
  return i.t.bind(i);
}

describe('password rules in the forms', () => {
  it('refuses a password over 128 characters before it is sent, with its own rule', () => {
    expect(validatePassword('a'.repeat(PASSWORD_MAX_LENGTH))).toBeNull();
    expect(validatePassword('a'.repeat(PASSWORD_MAX_LENGTH + 1))).toBe(PASSWORD_MESSAGES.max);
  });

  it.each(LOCALE_CODES)('words every rule in %s', async (code) => {
    const t = await translator(code);
    for (const key of Object.values(PASSWORD_MESSAGES)) {
      const text = t(key);
      expect(text, `${code} ${key}`).not.toBe(key);
      expect(text.trim(), `${code} ${key}`).not.toBe('');
    }
    expect(t(PASSWORD_MESSAGES.max), code).toContain('128');
  });

  it('says the limit in German', async () => {
    const t = await translator('de');
    expect(t(validatePassword('a'.repeat(129))!)).toBe('Höchstens 128 Zeichen');
  });

  it('sends a server refusal for a too-long password back to the password field', () => {
    const refusal = new ApiError('server', 'refused', { code: 500, msg: 'validate.password_too_long', params: { field: 'password' } });
    expect(refusedField(refusal)).toBe('password');
  });
});
