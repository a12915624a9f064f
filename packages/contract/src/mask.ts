/**
 * Masking of bank card numbers and wallet addresses for display (spec point 9). The number
 * of stars is fixed, so the mask does not reveal the length of what it hides.
 */

export interface MaskOptions {
  /** The site switch says show in full: the input is returned unchanged. */
  showFull?: boolean;
}

/** Stars standing for the hidden middle of a bank card number. */
export const BANK_CARD_STARS = '****';
/** Stars standing for the hidden rest of a wallet address. */
export const WALLET_ADDRESS_STARS = '******';

/**
 * A bank card number with its middle hidden by exactly four stars. Whitespace in the number
 * (`6222 0212 ...`) is ignored. Then, counting what remains:
 * - 9 or more characters: the first 4 and the last 4 stay (`6222****0123`);
 * - 5 to 8 characters: the first 2 and the last 2 stay (`12****78`);
 * - 1 to 4 characters: keeping 2 + 2 would hide nothing, so only the four stars are shown.
 * An empty or missing number gives ''.
 */
export function maskBankCard(card: string | null | undefined, options: MaskOptions = {}): string {
  if (card === null || card === undefined) return '';
  if (options.showFull) return card;
  const chars = [...card.replace(/\s+/g, '')];
  if (chars.length === 0) return '';
  if (chars.length <= 4) return BANK_CARD_STARS;
  const keep = chars.length >= 9 ? 4 : 2;
  return chars.slice(0, keep).join('') + BANK_CARD_STARS + chars.slice(-keep).join('');
}

/**
 * The end of a bank card number that `maskBankCard` leaves visible (`0123` of `6222****0123`,
 * `78` of `12****78`, nothing when only stars are shown), so that a card's "ending in"
 * never tells more than its mask. In full when the switch says so: its last 4.
 */
export function bankCardTail(card: string | null | undefined, options: MaskOptions = {}): string {
  const chars = [...(card ?? '').replace(/\s+/g, '')];
  if (options.showFull) return chars.slice(-4).join('');
  if (chars.length <= 4) return '';
  return chars.slice(chars.length >= 9 ? -4 : -2).join('');
}

/** Characters of a wallet address left visible before the stars. */
export const WALLET_ADDRESS_VISIBLE = 8;

/**
 * A wallet address as its first 8 characters followed by exactly six stars
 * (`0x71C7656E******`). An address shorter than 8 characters is shown whole.
 * An empty or missing address gives ''.
 */
export function maskWalletAddress(address: string | null | undefined, options: MaskOptions = {}): string {
  if (address === null || address === undefined) return '';
  if (options.showFull) return address;
  const chars = [...address];
  if (chars.length < WALLET_ADDRESS_VISIBLE) return address;
  return chars.slice(0, WALLET_ADDRESS_VISIBLE).join('') + WALLET_ADDRESS_STARS;
}
