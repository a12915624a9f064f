import fs from 'node:fs';
import i18next, { type TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { namedLabel } from './row-labels';

const LOCALES = fs.readdirSync(new URL('../../../locales/', import.meta.url)).filter((d) => !d.includes('.'));
const quotes = (code: string) => JSON.parse(fs.readFileSync(new URL(`../../../locales/${code}/quotes.json`, import.meta.url), 'utf8')) as Record<string, unknown>;

async function translator(code: string): Promise<TFunction<'quotes'>> {
  const i = i18next.createInstance();
  await i.init({ lng: code, resources: { [code]: { quotes: quotes(code) } }, defaultNS: 'quotes', interpolation: { escapeValue: false }, showSupportNotice: false });
  return i.t.bind(i) as unknown as TFunction<'quotes'>;
}

describe('namedLabel', () => {
  it('reads the same as translating with the name, in every language', async () => {
    expect(LOCALES.length).toBe(19);
    for (const code of LOCALES) {
      const t = await translator(code);
      for (const key of ['favourite.watch-named'] as const) {
        const label = namedLabel(t, key);
        for (const name of ['Bitcoin', 'Apple Inc.', 'Nasdaq $100 {{x}}', '']) {
          expect(label(name), `${code} ${key}`).toBe(t(key, { name }));
        }
      }
    }
  });

  it('puts the name where the language puts it', async () => {
    const t = await translator('en');
    expect(namedLabel(t, 'favourite.watch-named')('Bitcoin')).toBe('Watch Bitcoin');
    const ar = await translator('ar');
    expect(namedLabel(ar, 'favourite.watch-named')('Bitcoin')).toBe('متابعة Bitcoin');
    const jp = await translator('jp');
    expect(namedLabel(jp, 'favourite.watch-named')('ビットコイン')).toBe('ビットコインをフォロー');
  });
});
