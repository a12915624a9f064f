import type { LocalizedText, ProductType } from '@app/contract';
import type { SessionKind } from '../../../market/sessions.ts';

/** One product of the built-in catalogue (seeded into `product`). */
export interface CatalogueEntry {
  code: string;
  type: ProductType;
  /** Canonical (English) name. */
  name: string;
  names: LocalizedText;
  exchange: string;
  /** Short symbol shown in descriptions and on the icon (`AAPL`, `BTC`, `ES`, `EUR/USD`). */
  symbol: string;
  session: SessionKind;
  pricePrecision: number;
  /** Price step in units of 10^-pricePrecision. */
  tickUnits: number;
  volumePrecision: number;
  refPrice: number;
  annualVol: number;
  dailyVolume: number;
  /** Allowed trading modes (PositionType), comma-separated. */
  positionType: string;
  /** Contract size: shares per unit, coins per unit, futures multiplier, forex standard lot. */
  standard: string;
  /** On the home page's recommended list. */
  home: boolean;
  /** Icon colour. */
  color: string;
  feeds: { polygon?: string; binance?: string };
}

/** The locales whose script is Latin and which write company and coin names as in English. */
const LATIN = ['de', 'es', 'fr', 'idn', 'my', 'vi', 'pt', 'it'] as const;

export interface ProperNameTranslations {
  zh: string;
  tc: string;
  jp: string;
  ko: string;
  th: string;
  ida: string;
  ar: string;
  /** Russian and Belarusian default to the Latin spelling that their press uses for most brands. */
  rus?: string;
  blr?: string;
}

/**
 * Names of companies and coins: proper nouns, written as in English in Latin-script
 * languages and transliterated or translated where a language has its own form.
 */
export function properName(en: string, t: ProperNameTranslations): LocalizedText {
  const latin = Object.fromEntries(LATIN.map((l) => [l, en])) as Record<(typeof LATIN)[number], string>;
  return { en, ...latin, zh: t.zh, tc: t.tc, jp: t.jp, ko: t.ko, th: t.th, ida: t.ida, sa: t.ar, ar: t.ar, rus: t.rus ?? en, blr: t.blr ?? t.rus ?? en };
}
