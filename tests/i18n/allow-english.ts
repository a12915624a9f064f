import type { LocaleCode } from '@app/contract';

/**
 * Values that may be identical to English in another locale. Anything without a letter
 * (numbers, punctuation, placeholders only) is always allowed and needs no entry here.
 *
 * Keep this list tiny: an entry is a ticker, a unit, or a proper noun that every language
 * writes the same way. A plain word that merely happens to look English is translated.
 */
export const ALLOWED_IN_EVERY_LOCALE: readonly string[] = [
  // Currency and asset tickers.
  'USDT', 'USDC', 'USD', 'BTC', 'ETH',
  // Network names of wallet addresses.
  'TRC20', 'ERC20',
  // Proper nouns.
  'Polygon.io', 'Binance',
];

/**
 * Per-locale exceptions: a word that really is the everyday term in that language, spelled as
 * in English. Each entry names the language reason in a comment.
 */
export const ALLOWED_IN_LOCALE: Partial<Record<LocaleCode, readonly string[]>> = {
  // Italian names the product class with the loanword, as Borsa Italiana's derivatives market
  // (IDEM) and Italian brokers do ("i futures su FTSE MIB").
  it: ['Futures'],
  // German brokers and Eurex name the product class "Futures" as well.
  de: ['Futures'],
  // Malay banks and brokers name a payment into an account "deposit" (Bank Negara Malaysia's
  // own terms: "deposit", "deposit tetap"), the word used in the app's sentences as well.
  my: ['Deposit'],
};
