import type { FastifyRequest } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { acceptedLanguages, requestLocale } from '../src/plugins/request-context.ts';
import { createUser } from './funds-fixtures.ts';
import { call, createTestContext, type TestContext } from './helpers.ts';

const localeOf = (headers: Record<string, string>) => requestLocale({ headers } as unknown as FastifyRequest);

/** The caller's locale: `LanguageId`, the app's wire codes, or a browser's language tags. */
describe('request locale', () => {
  it('orders the tags of an Accept-Language header by preference', () => {
    expect(acceptedLanguages('de-DE,de;q=0.9,en;q=0.8')).toEqual(['de-DE', 'de', 'en']);
    expect(acceptedLanguages('en;q=0.5, fr-CH, fr;q=0.9, *;q=0.1')).toEqual(['fr-CH', 'fr', 'en']);
    expect(acceptedLanguages('ja;q=0, ko;Q=0.7, vi;q=0.7')).toEqual(['ko', 'vi']);
    expect(acceptedLanguages('es;q=abc, ,pt')).toEqual(['pt']);
  });

  it('takes LanguageId first, then a wire code, then the first language the product has', () => {
    expect(localeOf({ languageid: '1', 'accept-language': 'de' })).toBe(localeOf({ 'accept-language': localeOf({ languageid: '1' }) }));
    expect(localeOf({ 'accept-language': 'jp' })).toBe('jp');
    expect(localeOf({ 'accept-language': 'rus,en;q=0.5' })).toBe('rus');
    expect(localeOf({ 'accept-language': 'de-DE,de;q=0.9,en;q=0.8' })).toBe('de');
    expect(localeOf({ 'accept-language': 'ja-JP' })).toBe('jp');
    expect(localeOf({ 'accept-language': 'ru-RU,ru;q=0.9' })).toBe('rus');
    expect(localeOf({ 'accept-language': 'zh-TW' })).toBe('tc');
    expect(localeOf({ 'accept-language': 'ar-SA' })).toBe('sa');
    // Unknown languages are passed over for the next one the product has.
    expect(localeOf({ 'accept-language': 'sw-KE,nl;q=0.9,fr;q=0.8' })).toBe('fr');
    expect(localeOf({ 'accept-language': 'en;q=0.1,de;q=0.9' })).toBe('de');
    expect(localeOf({ 'accept-language': 'sw, nl' })).toBe('en');
    expect(localeOf({})).toBe('en');
  });
});

describe('request locale in answers', () => {
  let t: TestContext;
  beforeAll(async () => { t = await createTestContext({ DEMO_PAYMENTS: '1' }); });
  afterAll(async () => { await t.close(); });

  it("translates for a browser's Accept-Language as for the app's own code", async () => {
    const u = await createUser(t.database.db);
    const names = async (acceptLanguage: string) => {
      const r = await call<{ channelName: string }>(t.app, { url: '/api/rechargeChannelConfig/list', headers: { ...u.headers, 'accept-language': acceptLanguage } });
      return r.body.rows!.map((c) => c.channelName);
    };
    const german = await names('de');
    expect(german).toContain('Demo-Zahlung (simulierte USDT)');
    expect(await names('de-AT,de;q=0.9,en;q=0.5')).toEqual(german);
    expect(await names('en')).not.toEqual(german);
  });
});
