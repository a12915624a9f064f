/**
 * What a phone keypad of the customer's language types, in the Latin digits the app reads:
 * Arabic-Indic (`٠١٢`), Eastern Arabic-Indic as on Persian and Urdu keyboards (`۰۱۲`),
 * Devanagari (`०१२`), Thai (`๐๑๒`) and full-width digits of Chinese and Japanese input methods
 * (`０１２`) become `0-9`; the Arabic decimal separator (`٫`) and the full-width point (`．`)
 * become `.`, the full-width comma (`，`) a `,`. The Arabic thousands separator (`٬`) is kept,
 * so a grouped amount is still refused as one.
 */
const ZEROS = [0x0660, 0x06f0, 0x0966, 0x0e50, 0xff10];

export function latinDigits(raw: string): string {
  let out = '';
  for (const ch of raw) {
    const code = ch.codePointAt(0)!;
    const zero = ZEROS.find((z) => code >= z && code <= z + 9);
    if (zero !== undefined) out += String(code - zero);
    else if (ch === '\u066b' || ch === '\uff0e') out += '.';
    else if (ch === '\uff0c') out += ',';
    else out += ch;
  }
  return out;
}

/**
 * Text without its invisible format characters (Unicode category Cf: the right-to-left and
 * left-to-right marks, zero-width spaces and joiners, bidirectional controls), which a number or
 * an address copied from a chat, an app or a right-to-left page can carry. For values made of
 * Latin letters and digits only (card numbers, wallet addresses), where such a character is
 * never part of the value.
 */
export function withoutFormatChars(raw: string): string {
  return raw.replace(/\p{Cf}/gu, '');
}
