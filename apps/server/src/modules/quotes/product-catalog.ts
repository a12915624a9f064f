import { PRODUCT_TYPE, type LocaleCode, type LocalizedText, type ProductType } from '@app/contract';
import type { SessionKind } from '../../market/sessions.ts';
import type { Instrument } from '../../market/types.ts';
import type { MessageCatalog } from '../module.ts';
import { SEARCH_ALIASES, SEARCH_CODE_ALIASES, SEARCH_READINGS_JP } from './catalogue/search-aliases.ts';
import type { ProductRow } from './quotes.repository.ts';
import { searchCompact, searchFold, umlautSpelling } from './search-fold.ts';

export { searchFold } from './search-fold.ts';

/**
 * The catalogue in memory, read once at start: lists, search and the product part of every
 * row are answered from here. The JSON of a row's product fields is built once per locale;
 * only the live `tickerInfo` and the caller's `isOption` are added per request.
 */
export interface Product {
  id: number;
  code: string;
  type: ProductType;
  name: string;
  names: LocalizedText;
  symbol: string;
  exchange: string;
  img: string;
  sort: number;
  positionType: string;
  isVisible: number;
  isShow: number;
  isLock: number;
  isSelfSell: number;
  standard: string;
  inst: Instrument;
}

const DESC_KEY: Record<ProductType, string> = {
  1: 'quotes.desc_stock',
  2: 'quotes.desc_crypto',
  3: 'quotes.desc_futures',
  4: 'quotes.desc_forex',
};

/** `50.000000000000000000` -> `50`. */
function plain(n: string): string {
  return n.includes('.') ? n.replace(/0+$/, '').replace(/\.$/, '') : n;
}

export function productFromRow(r: ProductRow): Product {
  const standard = plain(String(r.standard));
  const feeds = (r.feeds ?? {}) as Instrument['feeds'];
  return {
    id: Number(r.id),
    code: r.product_code,
    type: r.product_type as ProductType,
    name: r.product_name,
    names: r.name_i18n,
    symbol: r.symbol,
    exchange: r.exchange,
    img: r.product_img,
    sort: r.sort,
    positionType: r.position_type,
    isVisible: r.is_visible,
    isShow: r.is_show,
    isLock: r.is_lock,
    isSelfSell: r.is_self_sell,
    standard,
    inst: {
      code: r.product_code,
      productType: r.product_type as ProductType,
      session: r.session_kind as SessionKind,
      pricePrecision: r.price_precision,
      tickUnits: Number(r.tick_units),
      volumePrecision: r.volume_precision,
      standard,
      refPrice: Number(r.ref_price),
      annualVol: Number(r.annual_vol),
      dailyVolume: Number(r.daily_volume),
      feeds,
    },
  };
}

/** How well a product matches search words: lower is better; see `ProductCatalog.list`. */
interface SearchKeys {
  /** Code, code without its market prefix, symbol and pair spellings, folded. */
  codes: string[];
  /** Names in every language and aliases, folded. */
  names: string[];
  /** The codes (but the prefixed code: `xbtc` is no code) and the names, compacted. */
  compactCodes: string[];
  compactNames: string[];
  /** Compacted codes, and each name compacted from each of its words on. */
  compactStarts: string[];
  /** All of it in one string each, for the containment tests. */
  all: string;
  allCompact: string;
}

/** The customer's words, folded (`q`), compacted (`compact`) and each word compacted. */
interface SearchQuery {
  q: string;
  compact: string;
  words: string[];
}

function searchQuery(keyWords: string): SearchQuery {
  const q = searchFold(keyWords);
  const words = q.split(' ').map(searchCompact).filter(Boolean);
  return { q, compact: searchCompact(q), words: words.length > 1 ? words : [] };
}

function matchRank(k: SearchKeys, { q, compact, words }: SearchQuery): number {
  // Words that are only punctuation (`&`) are looked for as typed.
  if (!compact) {
    if (!k.all.includes(q)) return -1;
    return k.codes.includes(q) ? 0 : k.codes.some((c) => c.startsWith(q)) ? 1 : k.names.some((n) => n.startsWith(q)) ? 2 : 4;
  }
  // Compacted, the words must start where a word of a name or a code starts: "coca cola" is
  // "Coca-Cola", but "ابل" (Apple) is not inside "ميتا بلاتفورمز" (Meta Platforms).
  const contained = k.all.includes(q) || k.compactStarts.some((s) => s.startsWith(compact)) || (words.length > 0 && words.every((w) => k.allCompact.includes(w)));
  if (!contained) return -1;
  if (k.codes.includes(q) || k.compactCodes.includes(compact)) return 0;
  if (k.codes.some((c) => c.startsWith(q)) || k.compactCodes.some((c) => c.startsWith(compact))) return 1;
  if (k.compactNames.some((n) => n.startsWith(compact))) return 2;
  if (k.names.some((n) => n.includes(` ${q}`))) return 3;
  return 4;
}

function buildSearchKeys(p: Product): SearchKeys {
  const bare = p.code.replace(/^[A-Z]:/, '');
  const pairs = p.type === PRODUCT_TYPE.CRYPTO
    ? [`${p.symbol}/USD`, `${p.symbol}-USD`, `${p.symbol}USDT`, `${p.symbol}/USDT`]
    : [p.symbol.replace('/', '')];
  const otherCodes = [bare, p.symbol, ...pairs, ...(SEARCH_CODE_ALIASES[p.code] ?? [])].map(searchFold);
  const codes = unique([searchFold(p.code), ...otherCodes]);
  const written = [p.name, ...Object.values(p.names), ...(SEARCH_ALIASES[p.code] ?? []), ...(SEARCH_READINGS_JP[p.code] ?? [])];
  const names = unique([...written, ...written.map(umlautSpelling).filter((n) => n !== undefined)].map(searchFold));
  const compactCodes = unique(otherCodes.map(searchCompact));
  const compactNames = unique(names.map(searchCompact));
  const compactStarts = unique([...compactCodes, ...names.flatMap(wordStarts).map(searchCompact)]);
  return {
    codes, names, compactCodes, compactNames, compactStarts,
    all: [...codes, ...names].join('\u0001'),
    allCompact: [...compactCodes, ...compactNames].join('\u0001'),
  };
}

const unique = (keys: string[]) => [...new Set(keys)].filter(Boolean);

/** A name from each of its words on: "e-mini s&p 500" -> itself, "mini s&p 500", "s&p 500", "p 500", "500". */
function wordStarts(name: string): string[] {
  const out: string[] = [];
  for (const m of name.matchAll(/(?:^|[\s\p{P}\p{S}])(?=[^\s\p{P}\p{S}])/gu)) out.push(name.slice(m.index + m[0].length));
  return out;
}

export class ProductCatalog {
  private readonly byCodeMap = new Map<string, Product>();
  private readonly byUpperCodeMap = new Map<string, Product>();
  private readonly byIdMap = new Map<number, Product>();
  private readonly visibleByType = new Map<ProductType, Product[]>();
  private readonly home: Product[];
  private readonly searchKeys = new Map<Product, SearchKeys>();
  private readonly rowHead = new Map<string, string>();

  constructor(readonly products: Product[], private readonly messages: MessageCatalog) {
    const sorted = [...products].sort((a, b) => a.type - b.type || a.sort - b.sort || a.id - b.id);
    for (const p of sorted) {
      this.byCodeMap.set(p.code, p);
      if (!this.byUpperCodeMap.has(p.code.toUpperCase())) this.byUpperCodeMap.set(p.code.toUpperCase(), p);
      this.byIdMap.set(p.id, p);
      if (p.isVisible) {
        const list = this.visibleByType.get(p.type) ?? [];
        list.push(p);
        this.visibleByType.set(p.type, list);
      }
      this.searchKeys.set(p, buildSearchKeys(p));
    }
    this.home = sorted.filter((p) => p.isVisible && p.isShow);
  }

  /**
   * The product of a code. Tickers are not case-sensitive to people (`aapl`, `x:btcusd` in a
   * shared link): a code that matches none exactly is looked up in capitals. The answer
   * carries the product's own code.
   */
  byCode(code: string): Product | undefined {
    return this.byCodeMap.get(code) ?? this.byUpperCodeMap.get(code.toUpperCase());
  }

  byId(id: number): Product | undefined {
    return this.byIdMap.get(id);
  }

  /**
   * Visible products of a type (or all types) in the catalogue's order; with search words,
   * those whose code or name in any language contains them (`searchFold`), also when spaces
   * and punctuation differ (`searchCompact`: `eur usd`, `Coca Cola`) or when each word is
   * contained somewhere (`bitcoin 比特币`), best matches
   * first: the code itself (`V` is Visa before NVIDIA), then codes starting with the words,
   * names starting with them, names with a word starting with them, anything else; the
   * catalogue's order within each.
   */
  list(type: ProductType | null, keyWords?: string): Product[] {
    const base = type === null ? [...this.visibleByType.values()].flat() : (this.visibleByType.get(type) ?? []);
    return this.search(base, keyWords);
  }

  /** The products of `base` that `keyWords` finds (code or name in any language), best matches first; all of them without words. */
  search(base: Product[], keyWords?: string): Product[] {
    if (!keyWords?.trim()) return base;
    // Words that fold to nothing (only accents, vowel marks or tatweel) name no product.
    const query = searchQuery(keyWords);
    if (!query.q) return [];
    const ranked: { p: Product; rank: number }[] = [];
    for (const p of base) {
      const rank = matchRank(this.searchKeys.get(p)!, query);
      if (rank >= 0) ranked.push({ p, rank });
    }
    // Array.prototype.sort is stable: the catalogue's order stays within a rank.
    return ranked.sort((a, b) => a.rank - b.rank).map((r) => r.p);
  }

  homeRecommended(): Product[] {
    return this.home;
  }

  description(p: Product, locale: LocaleCode): string {
    const template = this.messages[DESC_KEY[p.type]]?.[locale] ?? '';
    const [base = '', quote = ''] = p.symbol.split('/');
    const values: Record<string, string> = {
      name: p.names[locale] || p.name, symbol: p.symbol, exchange: p.exchange, standard: p.standard, base, quote,
    };
    return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, k: string) => values[k] ?? '');
  }

  /** The product fields of a row (everything but `isOption` and `tickerInfo`). */
  productFields(p: Product, locale: LocaleCode) {
    return {
      id: p.id,
      productId: p.id,
      productCode: p.code,
      productName: p.name,
      productNameI18n: p.names,
      productDesc: this.description(p, locale),
      productImg: p.img,
      productType: p.type,
      isVisible: p.isVisible,
      sort: p.sort,
      PositionType: p.positionType,
      isLock: p.isLock,
      isShow: p.isShow,
      isSelfSell: p.isSelfSell,
      standard: p.standard,
      symbol: p.symbol,
      exchange: p.exchange,
      pricePrecision: p.inst.pricePrecision,
    };
  }

  /** A row as JSON text: cached product part + `isOption` + the live `tickerInfo` JSON. */
  rowJson(p: Product, locale: LocaleCode, isOption: boolean, tickerInfoJson: string): string {
    const key = `${p.id}|${locale}`;
    let head = this.rowHead.get(key);
    if (head === undefined) {
      head = JSON.stringify(this.productFields(p, locale)).slice(0, -1);
      this.rowHead.set(key, head);
    }
    return `${head},"isOption":${isOption ? 1 : 0},"tickerInfo":${tickerInfoJson}}`;
  }
}

