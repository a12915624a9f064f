/**
 * Search-only names: the Cyrillic forms customers type for brands that Russian and Belarusian
 * show in Latin ("Apple", "Bitcoin", "Dow Jones"), as Russian-language brokers list them.
 * A customer searching "биткоин" or "эппл" still finds the product. These words are matched by
 * `params[keyWords]` like the names (case-insensitive, any part) and never shown. Products
 * added by the operator have no aliases; their names in every language are searched as usual.
 */
export const SEARCH_ALIASES: Readonly<Record<string, readonly string[]>> = {
  'X:BTCUSD': ['Биткоин', 'Біткойн', 'Биткойн'],
  'X:ETHUSD': ['Эфириум', 'Эфірыум'],
  'X:XRPUSD': ['Рипл', 'Рыпл'],
  'X:SOLUSD': ['Солана', 'Салана'],
  'X:BNBUSD': ['Бинанс Коин', 'Бінанс Коін'],
  'X:DOGEUSD': ['Догикоин', 'Догікойн'],
  'X:ADAUSD': ['Кардано', 'Кардана'],
  'X:TRXUSD': ['Трон'],
  'X:LINKUSD': ['Чейнлинк', 'Чэйнлінк'],
  'X:AVAXUSD': ['Аваланч'],
  'X:XLMUSD': ['Стеллар', 'Стэлар'],
  'X:BCHUSD': ['Биткоин Кэш', 'Біткойн Кэш', 'Биткойн Кэш'],
  'X:LTCUSD': ['Лайткоин', 'Лайткойн'],
  'X:DOTUSD': ['Полкадот'],
  'X:SHIBUSD': ['Шиба-ину', 'Шыба-іну'],
  'X:UNIUSD': ['Юнисвоп', 'Юнісвоп'],
  'X:ATOMUSD': ['Космос', 'Космас'],
  'X:ETCUSD': ['Эфириум Классик', 'Эфірыум Класік'],
  'X:NEARUSD': ['Протокол NEAR', 'Пратакол NEAR'],
  'X:FILUSD': ['Файлкоин', 'Файлкойн'],
  AAPL: ['Эппл', 'Эпл'],
  MSFT: ['Майкрософт', 'Майкрасофт'],
  NVDA: ['Нвидиа', 'Нвідыя'],
  AMZN: ['Амазон'],
  GOOGL: ['Alphabet (Гугл)'],
  META: ['Мета Платформс'],
  TSLA: ['Тесла', 'Тэсла'],
  AVGO: ['Бродком', 'Бродкам'],
  JPM: ['Джей Пи Морган Чейз', 'Джэй Пі Морган Чэйс'],
  V: ['Виза', 'Віза'],
  MA: ['Мастеркард', 'Мастэркард'],
  WMT: ['Уолмарт'],
  XOM: ['Эксон Мобил', 'Эксан Мобіл'],
  UNH: ['ЮнайтедХелс Груп', 'ЮнайтэдХелс Груп'],
  JNJ: ['Джонсон и Джонсон', 'Джонсан і Джонсан'],
  PG: ['Проктер энд Гэмбл', 'Проктэр энд Гэмбл'],
  HD: ['Хоум Депо', 'Хоум Дэпо'],
  KO: ['Кока-Кола'],
  PEP: ['ПепсиКо', 'ПепсіКо'],
  COST: ['Костко', 'Костка'],
  NFLX: ['Нетфликс', 'Нетфлікс'],
  DIS: ['Уолт Дисней', 'Уолт Дысней'],
  AMD: ['Эдвансд Майкро Дивайсиз', 'Эдвансд Майкра Дывайсіз'],
  INTC: ['Интел', 'Інтэл'],
  ORCL: ['Оракл'],
  CSCO: ['Циско Системс', 'Цыска Сістэмс'],
  ADBE: ['Адоби', 'Адобі'],
  CRM: ['Сейлсфорс'],
  NKE: ['Найк'],
  MCD: ['Макдоналдс', 'Макдональдс'],
  BA: ['Боинг', 'Боінг'],
  IBM: ['Ай-би-эм', 'Ай-бі-эм'],
  QCOM: ['Квалком', 'Кволкам'],
  PYPL: ['ПэйПэл'],
  UBER: ['Убер Текнолоджис', 'Убер Тэкналоджыс'],
  BAC: ['Банк оф Америка', 'Банк оф Амерыка'],
  PFE: ['Пфайзер'],
  SBUX: ['Старбакс'],
  'F:YM': ['Доу-Джонс', 'Доў-Джонс'],
};

/**
 * Search-only readings of the Japanese names written in kanji, in hiragana as a phone's
 * keyboard offers them before conversion: "きん" finds gold (金先物), "べいどる" the dollar
 * pairs (米ドル). Kana is folded to katakana like the names, so katakana readings match too.
 */
export const SEARCH_READINGS_JP: Readonly<Record<string, readonly string[]>> = {
  'F:ES': ['さきもの'],
  'F:NQ': ['さきもの'],
  'F:YM': ['だうさきもの'],
  'F:CL': ['げんゆ', 'げんゆさきもの'],
  'F:NG': ['てんねんがす', 'てんねんがすさきもの'],
  'F:GC': ['きん', 'きんさきもの'],
  'F:SI': ['ぎん', 'ぎんさきもの'],
  'F:HG': ['どう', 'どうさきもの'],
  'F:ZN': ['べいこく10ねんさいさきもの', 'こくさい'],
  'F:ZB': ['べいこくちょうきこくさいさきもの', 'こくさい'],
  'C:EURUSD': ['ゆーろ べいどる'],
  'C:USDJPY': ['べいどる にほんえん', 'えん'],
  'C:GBPUSD': ['えいぽんど べいどる'],
  'C:USDCHF': ['べいどる すいすふらん'],
  'C:AUDUSD': ['ごうどる べいどる'],
  'C:USDCAD': ['べいどる かなだどる'],
  'C:NZDUSD': ['にゅーじーらんどどる べいどる'],
  'C:EURJPY': ['ゆーろ にほんえん', 'えん'],
  'C:EURGBP': ['ゆーろ えいぽんど'],
  'C:GBPJPY': ['えいぽんど にほんえん', 'えん'],
  'C:AUDJPY': ['ごうどる にほんえん', 'えん'],
  'C:USDCNH': ['べいどる じんみんげん'],
  'C:USDHKD': ['べいどる ほんこんどる'],
  'C:USDSGD': ['べいどる しんがぽーるどる'],
};

/**
 * Other codes a product is known by, matched as its code (an exact one lists it first):
 * `XBT` is bitcoin's ISO 4217-style code that some exchanges (Kraken, BitMEX) use.
 */
export const SEARCH_CODE_ALIASES: Readonly<Record<string, readonly string[]>> = {
  'X:BTCUSD': ['XBT', 'XBTUSD', 'XBT/USD'],
};
