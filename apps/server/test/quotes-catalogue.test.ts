import { LOCALE_CODES, PRODUCT_TYPE, PRODUCT_TYPES, type LocaleCode } from '@app/contract';
import { describe, expect, it } from 'vitest';
import { CATALOGUE, type CatalogueEntry } from '../src/modules/quotes/catalogue/index.ts';
import { SEARCH_ALIASES } from '../src/modules/quotes/catalogue/search-aliases.ts';
import { searchFold } from '../src/modules/quotes/product-catalog.ts';

/**
 * The quote list and the detail header show a product's name on one line, cut off with an
 * ellipsis: at a 412 px wide phone about 15 characters fit beside the icon and the price. So
 * the names of one product type must tell the products apart within their first characters
 * in every language: the distinguishing part first, a word that all of them share ("futures")
 * after it.
 */
const VISIBLE = 14;

const graphemes = new Intl.Segmenter('en', { granularity: 'grapheme' });

/** The first `n` user-perceived characters (a Thai or Devanagari syllable with its marks is one). */
function head(text: string, n = VISIBLE): string {
  return [...graphemes.segment(text)].slice(0, n).map((g) => g.segment).join('');
}

/** Groups of names that look the same within their first characters, as `"A" | "B"` lines. */
function lookAlikes(names: { code: string; name: string }[]): string[] {
  const byHead = new Map<string, string[]>();
  for (const { code, name } of names) byHead.set(head(name), [...(byHead.get(head(name)) ?? []), `${code} ${JSON.stringify(name)}`]);
  return [...byHead.values()].filter((g) => g.length > 1).map((g) => g.join(' | '));
}

const nameIn = (e: CatalogueEntry, locale: LocaleCode) => e.names[locale];

describe('product catalogue names', () => {
  it('names every product in all 19 languages', () => {
    const missing = CATALOGUE.flatMap((e) => LOCALE_CODES.filter((l) => !nameIn(e, l)?.trim()).map((l) => `${e.code} ${l}`));
    expect(missing).toEqual([]);
  });

  it.each(PRODUCT_TYPES.filter((t) => t !== PRODUCT_TYPE.FOREX))(
    `type %i: names of different products differ within their first ${VISIBLE} characters in every language`,
    (type) => {
      const entries = CATALOGUE.filter((e) => e.type === type);
      const problems = LOCALE_CODES.flatMap((l) => lookAlikes(entries.map((e) => ({ code: e.code, name: nameIn(e, l) }))).map((g) => `${l}: ${g}`));
      expect(problems).toEqual([]);
    },
  );

  /**
   * A pair is named "<base> / <quote>", and several pairs share a base (USD/JPY, USD/CHF, ...):
   * its row tells them apart by the pair badge and the code under the name (`USDJPY`). What
   * the names must do is name each currency the same way in every pair and keep the names of
   * different currencies apart within their first characters.
   */
  it(`type 4: each currency has one name per language, different from the others within ${VISIBLE} characters`, () => {
    const problems: string[] = [];
    for (const l of LOCALE_CODES) {
      const currencies = new Map<string, Set<string>>();
      for (const e of CATALOGUE.filter((x) => x.type === PRODUCT_TYPE.FOREX)) {
        const parts = nameIn(e, l).split(' / ');
        if (parts.length !== 2) {
          problems.push(`${l}: ${e.code} ${JSON.stringify(nameIn(e, l))} is not "<base> / <quote>"`);
          continue;
        }
        const codes = [e.symbol.slice(0, 3), e.symbol.slice(-3)];
        parts.forEach((part, i) => currencies.set(codes[i]!, (currencies.get(codes[i]!) ?? new Set()).add(part)));
      }
      for (const [code, names] of currencies) if (names.size > 1) problems.push(`${l}: ${code} is named ${[...names].map((n) => JSON.stringify(n)).join(' and ')}`);
      problems.push(...lookAlikes([...currencies].map(([code, names]) => ({ code, name: [...names][0]! }))).map((g) => `${l}: ${g}`));
    }
    expect(problems).toEqual([]);
  });

  it('the check finds a shared prefix', () => {
    const futures = ['العقود الآجلة إي-ميني إس آند بي 500', 'العقود الآجلة إي-ميني ناسداك 100'];
    expect(lookAlikes(futures.map((name, i) => ({ code: String(i), name })))).toHaveLength(1);
    expect(head('ฟิวเจอร์สทองคำ', 6)).toBe('ฟิวเจอร์');
  });
});

describe('search aliases', () => {
  it('name products of the catalogue, in Cyrillic, and repeat no shown name', () => {
    const byCode = new Map(CATALOGUE.map((e) => [e.code, e]));
    const problems = Object.entries(SEARCH_ALIASES).flatMap(([code, words]) => {
      const entry = byCode.get(code);
      if (!entry) return [`${code}: not in the catalogue`];
      // An alias repeats no shown name: those are searched already.
      return words.filter((w) => !/\p{Script=Cyrillic}/u.test(w) || Object.values(entry.names).includes(w)).map((w) => `${code}: ${w}`);
    });
    expect(problems).toEqual([]);
  });
});

describe('searchFold: search text as people type it', () => {
  it('drops case, width, Latin accents and Arabic marks and hamza forms', () => {
    expect(searchFold('  Dólar ESTADOUNIDENSE ')).toBe('dolar estadounidense');
    expect(searchFold('Đô la Mỹ')).toBe('do la my');
    expect(searchFold('ＡＡＰＬ')).toBe('aapl');
    expect(searchFold('أبل')).toBe(searchFold('ابل'));
    expect(searchFold('الذَّهَب')).toBe('الذهب');
    expect(searchFold('Straße')).toBe('strasse');
    expect(searchFold('ф\u2019ючарс')).toBe("ф'ючарс");
  });
  it("keeps the marks that make other scripts' letters", () => {
    expect(searchFold('バ')).not.toBe(searchFold('ハ'));
    expect(searchFold('비트코인')).toBe('비트코인');
    expect(searchFold('बिटकॉइन')).toBe('बिटकॉइन');
    expect(searchFold('บิทคอยน์')).toBe('บิทคอยน์');
  });
  it("writes every script's digits as ASCII and runs of spaces as one", () => {
    expect(searchFold('ناسداك ١٠٠')).toBe('ناسداك 100');
    expect(searchFold('۱۲۳ ४५६ ๗๘๙')).toBe('123 456 789');
    expect(searchFold('bitcoin \u3000  cash')).toBe('bitcoin cash');
  });
  it('folds traditional Chinese to simplified, hiragana to katakana and drops the Devanagari nukta', () => {
    expect(searchFold('港幣')).toBe('港币');
    expect(searchFold('納斯達克')).toBe('纳斯达克');
    expect(searchFold('びっとこいん')).toBe('ビットコイン');
    expect(searchFold('ぱ')).toBe('パ');
    expect(searchFold('ट्रेज़री')).toBe(searchFold('ट्रेजरी'));
  });
  it('folds every traditional character of the catalogue that its simplified names do not use', () => {
    const simplified = new Set(CATALOGUE.flatMap((e) => [...e.names.zh]));
    // Characters of names that are other words in Taiwan (好市多, 耐吉, 公債), written the same in both scripts.
    const bothScripts = new Set(['好', '吉', '那', '公']);
    const traditional = CATALOGUE.flatMap((e) => [...e.names.tc]).filter((c) => /\p{Script=Han}/u.test(c) && !simplified.has(c) && !bothScripts.has(c));
    expect(traditional.length).toBeGreaterThan(0);
    expect([...new Set(traditional.filter((c) => searchFold(c) === c))]).toEqual([]);
  });
});
