/**
 * How search text is compared: `searchFold` turns both the catalogue's names and a customer's
 * words into one spelling, `searchCompact` drops what people type differently between words.
 */

/** Arabic letters people type in a simpler form: hamza and madda forms, alef maqsura, teh marbuta. */
const ARABIC_FOLD: Record<string, string> = { 'أ': 'ا', 'إ': 'ا', 'آ': 'ا', 'ٱ': 'ا', 'ى': 'ي', 'ئ': 'ي', 'ؤ': 'و', 'ة': 'ه' };
const LATIN_FOLD: Record<string, string> = { 'đ': 'd', 'ł': 'l', 'ø': 'o', 'ß': 'ss' };

/**
 * Traditional Chinese characters of the catalogue's `tc` names (and of names people type for
 * its products, such as 紐西蘭) with their simplified forms, in pairs: a customer who writes
 * either script finds the product (`港币` finds 港幣, `納斯達克` finds 纳斯达克). Characters
 * that differ between the two names only because the names are different words (好市多 and
 * 开市客 for Costco) are not here.
 */
const TRADITIONAL_PAIRS =
  '蘋苹軟软輝辉達达亞亚馬马遜逊維维薩萨萬万爾尔瑪玛聯联嬌娇寶宝僑侨樂乐網网飛飞奧奥賽赛時时麥麦當当勞劳' +
  '國国際际業业機机貝贝優优銀银幣币納纳場场鏈链環环恆恒現现萊莱經经協协議议標标數数貨货瓊琼氣气黃黄銅铜' +
  '債债長长歐欧圓圆鎊镑紐纽離离蘭兰灣湾東东電电訊讯';
const SIMPLIFIED = new Map<string, string>();
for (let i = 0; i < TRADITIONAL_PAIRS.length; i += 2) SIMPLIFIED.set(TRADITIONAL_PAIRS[i]!, TRADITIONAL_PAIRS[i + 1]!);
const TRADITIONAL = new RegExp(`[${[...SIMPLIFIED.keys()].join('')}]`, 'g');

/**
 * The value of a decimal digit of any script: Unicode assigns each script's digits 0 to 9 in
 * one run of code points, so the value is the place in the run (`٣` -> `3`, `๕` -> `5`).
 */
const digitValues = new Map<string, string>();
function asciiDigit(d: string): string {
  let value = digitValues.get(d);
  if (value === undefined) {
    let cp = d.codePointAt(0)!;
    let place = 0;
    while (/\p{Nd}/u.test(String.fromCodePoint(cp - 1))) { cp--; place++; }
    value = String(place % 10);
    digitValues.set(d, value);
  }
  return value;
}

/**
 * Search text as people type it: full-width and compatibility forms, case, accents (Latin
 * and Cyrillic combining marks: `dolar` finds `dólar`, `My` finds `Mỹ`), Arabic vowel marks,
 * tatweel and the hamza forms (`ابل` finds `أبل`), the Devanagari nukta (`ट्रेजरी` finds
 * `ट्रेज़री`), hiragana written for katakana (`びっとこいん` finds `ビットコイン`), traditional
 * Chinese characters (as simplified), every script's digits (as ASCII: `ناسداك ١٠٠`), and runs
 * of spaces (as one). Other scripts' marks stay (Japanese `バ` is not `ハ`).
 */
export function searchFold(s: string): string {
  return s
    .normalize('NFKC')
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f\u064b-\u065f\u0670\u0640]|\u093c/g, '')
    .replace(/[أإآٱىئؤة]/g, (c) => ARABIC_FOLD[c]!)
    .replace(/[đłøß]/g, (c) => LATIN_FOLD[c]!)
    // Typographic apostrophes (phones' smart punctuation) are the plain one (Belarusian ф'ючарс).
    .replace(/[\u2018\u2019\u02bc]/g, "'")
    // Hiragana to katakana, before the voicing marks are put back on their letters.
    .replace(/[\u3041-\u3096]/g, (c) => String.fromCharCode(c.charCodeAt(0) + 0x60))
    .replace(TRADITIONAL, (c) => SIMPLIFIED.get(c)!)
    .replace(/(?![0-9])\p{Nd}/gu, asciiDigit)
    .normalize('NFC')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * Folded text without spaces, punctuation and symbols: `eur usd`, `EUR-USD` and `eur/usd` are
 * all `eurusd`, `Coca Cola` is `Coca-Cola`, `sp500` is `S&P 500`, `바이낸스코인` is `바이낸스 코인`.
 */
export function searchCompact(folded: string): string {
  return folded.replace(/[\s\p{P}\p{S}]/gu, '');
}

const UMLAUT: Record<string, string> = { 'ä': 'ae', 'ö': 'oe', 'ü': 'ue' };

/** A name with umlauts also as written without them (`Rohoel` finds `Rohöl`); else undefined. */
export function umlautSpelling(name: string): string | undefined {
  const lower = name.normalize('NFC').toLowerCase();
  return /[äöü]/.test(lower) ? lower.replace(/[äöü]/g, (c) => UMLAUT[c]!) : undefined;
}
