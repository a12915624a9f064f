import { compareMoney, parseAmount } from '@app/contract/money';
import { canonicalAmountInput, numberSymbols, type NumberSymbols } from '@/lib/i18n/number-format';
import { latinDigits } from './latin-digits';

/**
 * Checks the customer can see while typing. The server checks again with the full rules
 * (address checksums, IBAN mod-97, limits against the live balance).
 */

/** Address shapes per network: TRON base58 'T...', EVM '0x' + 40 hex, Bitcoin legacy or bech32. */
const ADDRESS_SHAPES: Record<string, RegExp> = {
  TRC20: /^T[1-9A-HJ-NP-Za-km-z]{33}$/,
  ERC20: /^0x[0-9a-fA-F]{40}$/,
  BEP20: /^0x[0-9a-fA-F]{40}$/,
  // Bech32 is written in one case, lower or upper (QR codes use upper), never mixed.
  BTC: /^(bc1[02-9ac-hj-np-z]{11,71}|BC1[02-9AC-HJ-NP-Z]{11,71}|[13][1-9A-HJ-NP-Za-km-z]{25,34})$/,
};

/** False when the address cannot be one of `network`; networks without a known shape pass. */
export function looksLikeAddress(network: string, address: string): boolean {
  const shape = ADDRESS_SHAPES[network.toUpperCase()];
  return shape ? shape.test(address) : address.length >= 8;
}

/** A card or account number as the server stores it, or null: the server's own rule. */
export { normalizeBankCardNumber as normalizeCardNumber } from '@app/contract/bank-card';

/**
 * Letters (any script) with spaces, dots, apostrophes and hyphens, and the zero-width
 * non-joiner and joiner some spellings need (Persian, Hindi); 2 to 64 characters.
 */
export function isHolderName(raw: string): boolean {
  return /^[\p{L}\p{M}](?:[\p{L}\p{M} .'’·-]|\u200c|\u200d){1,63}$/u.test(raw.trim().replace(/\s+/g, ' ').normalize('NFC'));
}

/**
 * Why a holder name is refused: `short` for a single letter (the name is fine as far as it
 * goes, it is just not a whole name), `chars` for anything else the rule refuses; null when fine.
 */
export function holderNameProblem(raw: string): 'short' | 'chars' | null {
  if (isHolderName(raw)) return null;
  return /^[\p{L}\p{M}]$/u.test(raw.trim()) ? 'short' : 'chars';
}

export type AmountProblem =
  | { key: 'required' }
  | { key: 'grouping' }
  | { key: 'contract'; message: string; params?: Record<string, unknown> }
  | { key: 'min'; min: string }
  | { key: 'max'; max: string }
  | { key: 'balance' };

/**
 * An amount written with thousands separators (`1 000`, `1,000` in English, `10.000` in German,
 * `1٬000`): the whole part in groups of three after the first digits, separated by a space of
 * any width, the Arabic thousands separator, or the point or comma with which the language
 * groups digits (in Hindi also by twos, `12,34,567`). Such an amount is refused with its own message rather than read: in German
 * `10.000` is ten thousand, which the decimal-point reading would take for ten.
 */
export function looksGrouped(text: string, symbols: NumberSymbols = numberSymbols()): boolean {
  const group = symbols.group === '.' || symbols.group === ',' ? `[\\s\u066c${symbols.group}]` : '[\\s\u066c]';
  if (symbols.pairs && new RegExp(`^[1-9]\\d?(?:${group}\\d{2})*${group}\\d{3}(?:[.,]\\d*)?$`, 'u').test(text)) return true;
  return new RegExp(`^[1-9]\\d{0,2}(?:${group}\\d{3})+(?:[.,]\\d*)?$`, 'u').test(text);
}

/**
 * An amount typed for a channel: digits of any keypad read as Latin ones, parsed strictly by
 * the shared parser (no signs, exponents or group separators; at most the currency's
 * decimals; a comma as the decimal mark where the language writes one), then held against the
 * channel's bounds and, for withdrawals, the available balance.
 */
export function checkAmount(
  raw: string,
  o: { decimals: number; min?: string; max?: string; available?: string },
  symbols: NumberSymbols = numberSymbols(),
): { ok: true; value: string } | { ok: false; problem: AmountProblem } {
  const typed = latinDigits(raw).trim();
  if (!typed) return { ok: false, problem: { key: 'required' } };
  if (looksGrouped(typed, symbols)) return { ok: false, problem: { key: 'grouping' } };
  const text = canonicalAmountInput(typed, symbols);
  const r = parseAmount(text, { decimals: o.decimals });
  // Beyond the largest amount stored: the channel's maximum is the limit the customer can act on.
  if (!r.ok && r.key === 'amount.too_large' && o.max) return { ok: false, problem: { key: 'max', max: o.max } };
  if (!r.ok) return { ok: false, problem: { key: 'contract', message: r.key, params: r.params } };
  if (o.min && compareMoney(r.value, o.min) < 0) return { ok: false, problem: { key: 'min', min: o.min } };
  if (o.max && compareMoney(r.value, o.max) > 0) return { ok: false, problem: { key: 'max', max: o.max } };
  if (o.available !== undefined && compareMoney(r.value, o.available) > 0) return { ok: false, problem: { key: 'balance' } };
  return { ok: true, value: r.value };
}
