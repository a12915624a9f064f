import { PRODUCT_TYPE, type LocalizedText } from '@app/contract';
import type { CatalogueEntry } from './types.ts';

/**
 * Futures: code `F:<root>` with the exchange's root symbol (CME Group: ES, NQ, YM on CME/CBOT,
 * CL, NG on NYMEX, GC, SI, HG on COMEX, ZN, ZB on CBOT) for the continuous front-month
 * contract. `standard` is the contract multiplier (dollars per point). All trade on CME
 * Globex hours (Sunday-Friday 18:00-17:00 New York with the daily 17:00 break).
 */
function future(
  root: string, exchange: string, name: LocalizedText, refPrice: number, pricePrecision: number, tickUnits: number,
  annualVol: number, dailyVolume: number, multiplier: string, color: string, home: boolean,
): CatalogueEntry {
  return {
    code: `F:${root}`, type: PRODUCT_TYPE.FUTURES, name: name.en, names: name, exchange, symbol: root, session: 'cme',
    pricePrecision, tickUnits, volumePrecision: 0, refPrice, annualVol, dailyVolume,
    positionType: '0,1', standard: multiplier, home, color, feeds: {},
  };
}

export const FUTURES: CatalogueEntry[] = [
  future('ES', 'CME', {
    en: 'E-mini S&P 500', zh: 'E-mini标普500指数期货', tc: 'E-mini標普500指數期貨', de: 'E-mini S&P 500 Future',
    es: 'Futuro E-mini S&P 500', fr: 'Contrat à terme E-mini S&P 500', idn: 'Kontrak berjangka E-mini S&P 500',
    jp: 'E-mini S&P500先物', ko: 'E-미니 S&P 500 선물', my: 'Niaga hadapan E-mini S&P 500', th: 'ฟิวเจอร์ส E-mini S&P 500',
    vi: 'Hợp đồng tương lai E-mini S&P 500', pt: 'Futuro E-mini S&P 500', rus: 'Фьючерс E-mini S&P 500',
    blr: "Ф'ючарс E-mini S&P 500", ida: 'ई-मिनी एसएंडपी 500 फ्यूचर्स', sa: 'العقود الآجلة إي-ميني إس آند بي 500',
    ar: 'العقود الآجلة إي-ميني إس آند بي 500', it: 'Future E-mini S&P 500',
  }, 6700, 2, 25, 0.18, 1_500_000, '50', '#0b3d91', true),
  future('NQ', 'CME', {
    en: 'E-mini Nasdaq-100', zh: 'E-mini纳斯达克100指数期货', tc: 'E-mini那斯達克100指數期貨', de: 'E-mini Nasdaq-100 Future',
    es: 'Futuro E-mini Nasdaq-100', fr: 'Contrat à terme E-mini Nasdaq-100', idn: 'Kontrak berjangka E-mini Nasdaq-100',
    jp: 'E-mini ナスダック100先物', ko: 'E-미니 나스닥 100 선물', my: 'Niaga hadapan E-mini Nasdaq-100', th: 'ฟิวเจอร์ส E-mini Nasdaq-100',
    vi: 'Hợp đồng tương lai E-mini Nasdaq-100', pt: 'Futuro E-mini Nasdaq-100', rus: 'Фьючерс E-mini Nasdaq-100',
    blr: "Ф'ючарс E-mini Nasdaq-100", ida: 'ई-मिनी नैस्डैक-100 फ्यूचर्स', sa: 'العقود الآجلة إي-ميني ناسداك 100',
    ar: 'العقود الآجلة إي-ميني ناسداك 100', it: 'Future E-mini Nasdaq-100',
  }, 24500, 2, 25, 0.24, 600_000, '20', '#0096d6', false),
  future('YM', 'CBOT', {
    en: 'E-mini Dow Jones', zh: 'E-mini道琼斯指数期货', tc: 'E-mini道瓊指數期貨', de: 'E-mini Dow Jones Future',
    es: 'Futuro E-mini Dow Jones', fr: 'Contrat à terme E-mini Dow Jones', idn: 'Kontrak berjangka E-mini Dow Jones',
    jp: 'E-mini ダウ先物', ko: 'E-미니 다우존스 선물', my: 'Niaga hadapan E-mini Dow Jones', th: 'ฟิวเจอร์ส E-mini ดาวโจนส์',
    vi: 'Hợp đồng tương lai E-mini Dow Jones', pt: 'Futuro E-mini Dow Jones', rus: 'Фьючерс E-mini Доу-Джонс',
    blr: "Ф'ючарс E-mini Доў-Джонс", ida: 'ई-मिनी डाउ जोन्स फ्यूचर्स', sa: 'العقود الآجلة إي-ميني داو جونز',
    ar: 'العقود الآجلة إي-ميني داو جونز', it: 'Future E-mini Dow Jones',
  }, 46500, 0, 1, 0.17, 150_000, '5', '#1c3f94', false),
  future('CL', 'NYMEX', {
    en: 'Crude Oil WTI', zh: 'WTI原油期货', tc: 'WTI原油期貨', de: 'Rohöl WTI Future', es: 'Futuro de petróleo crudo WTI',
    fr: 'Contrat à terme pétrole brut WTI', idn: 'Minyak mentah WTI berjangka', jp: 'WTI原油先物', ko: 'WTI 원유 선물',
    my: 'Niaga hadapan minyak mentah WTI', th: 'ฟิวเจอร์สน้ำมันดิบ WTI', vi: 'Hợp đồng tương lai dầu thô WTI',
    pt: 'Futuro de petróleo bruto WTI', rus: 'Фьючерс на нефть WTI', blr: "Ф'ючарс на нафту WTI",
    ida: 'डब्ल्यूटीआई कच्चा तेल फ्यूचर्स', sa: 'العقود الآجلة لخام غرب تكساس الوسيط', ar: 'العقود الآجلة لخام غرب تكساس الوسيط',
    it: 'Future petrolio greggio WTI',
  }, 60, 2, 1, 0.35, 350_000, '1000', '#2b2b2b', true),
  future('NG', 'NYMEX', {
    en: 'Henry Hub Natural Gas', zh: '亨利港天然气期货', tc: '亨利港天然氣期貨', de: 'Erdgas Henry Hub Future',
    es: 'Futuro de gas natural Henry Hub', fr: 'Contrat à terme gaz naturel Henry Hub', idn: 'Gas alam Henry Hub berjangka',
    jp: 'ヘンリーハブ天然ガス先物', ko: '헨리허브 천연가스 선물', my: 'Niaga hadapan gas asli Henry Hub',
    th: 'ฟิวเจอร์สก๊าซธรรมชาติ Henry Hub', vi: 'Hợp đồng tương lai khí tự nhiên Henry Hub', pt: 'Futuro de gás natural Henry Hub',
    rus: 'Фьючерс на природный газ Henry Hub', blr: "Ф'ючарс на прыродны газ Henry Hub", ida: 'हेनरी हब प्राकृतिक गैस फ्यूचर्स',
    sa: 'العقود الآجلة للغاز الطبيعي هنري هب', ar: 'العقود الآجلة للغاز الطبيعي هنري هب', it: 'Future gas naturale Henry Hub',
  }, 4.3, 3, 1, 0.6, 300_000, '10000', '#00a3e0', false),
  future('GC', 'COMEX', {
    en: 'Gold', zh: '黄金期货', tc: '黃金期貨', de: 'Gold Future', es: 'Futuro de oro', fr: "Contrat à terme sur l'or",
    idn: 'Emas berjangka', jp: '金先物', ko: '금 선물', my: 'Niaga hadapan emas', th: 'ฟิวเจอร์สทองคำ', vi: 'Hợp đồng tương lai vàng',
    pt: 'Futuro de ouro', rus: 'Фьючерс на золото', blr: "Ф'ючарс на золата", ida: 'सोना फ्यूचर्स', sa: 'العقود الآجلة للذهب',
    ar: 'العقود الآجلة للذهب', it: 'Future oro',
  }, 4100, 1, 1, 0.18, 250_000, '100', '#d4af37', true),
  future('SI', 'COMEX', {
    en: 'Silver', zh: '白银期货', tc: '白銀期貨', de: 'Silber Future', es: 'Futuro de plata', fr: "Contrat à terme sur l'argent",
    idn: 'Perak berjangka', jp: '銀先物', ko: '은 선물', my: 'Niaga hadapan perak', th: 'ฟิวเจอร์สเงิน', vi: 'Hợp đồng tương lai bạc',
    pt: 'Futuro de prata', rus: 'Фьючерс на серебро', blr: "Ф'ючарс на серабро", ida: 'चांदी फ्यूचर्स', sa: 'العقود الآجلة للفضة',
    ar: 'العقود الآجلة للفضة', it: 'Future argento',
  }, 50, 3, 5, 0.3, 80_000, '5000', '#a8a9ad', false),
  future('HG', 'COMEX', {
    en: 'Copper', zh: '铜期货', tc: '銅期貨', de: 'Kupfer Future', es: 'Futuro de cobre', fr: 'Contrat à terme sur le cuivre',
    idn: 'Tembaga berjangka', jp: '銅先物', ko: '구리 선물', my: 'Niaga hadapan tembaga', th: 'ฟิวเจอร์สทองแดง', vi: 'Hợp đồng tương lai đồng',
    pt: 'Futuro de cobre', rus: 'Фьючерс на медь', blr: "Ф'ючарс на медзь", ida: 'तांबा फ्यूचर्स', sa: 'العقود الآجلة للنحاس',
    ar: 'العقود الآجلة للنحاس', it: 'Future rame',
  }, 5, 4, 5, 0.25, 100_000, '25000', '#b87333', false),
  future('ZN', 'CBOT', {
    en: '10-Year U.S. Treasury Note', zh: '10年期美国国债期货', tc: '10年期美國公債期貨', de: '10-jährige US-Staatsanleihe Future',
    es: 'Futuro del bono del Tesoro de EE. UU. a 10 años', fr: 'Contrat à terme sur bon du Trésor américain à 10 ans',
    idn: 'Obligasi Treasury AS 10 tahun berjangka', jp: '米国10年債先物', ko: '미국 10년물 국채 선물',
    my: 'Niaga hadapan nota Perbendaharaan AS 10 tahun', th: 'ฟิวเจอร์สพันธบัตรรัฐบาลสหรัฐฯ อายุ 10 ปี',
    vi: 'Hợp đồng tương lai trái phiếu kho bạc Mỹ kỳ hạn 10 năm', pt: 'Futuro de título do Tesouro dos EUA de 10 anos',
    rus: 'Фьючерс на 10-летние казначейские облигации США', blr: "Ф'ючарс на 10-гадовыя казначэйскія аблігацыі ЗША",
    ida: '10-वर्षीय अमेरिकी ट्रेज़री नोट फ्यूचर्स', sa: 'العقود الآجلة لسندات الخزانة الأمريكية لأجل 10 سنوات',
    ar: 'العقود الآجلة لسندات الخزانة الأمريكية لأجل 10 سنوات', it: 'Future Treasury Note USA a 10 anni',
  }, 112.5, 6, 15625, 0.06, 1_500_000, '1000', '#3c6e47', false),
  future('ZB', 'CBOT', {
    en: 'U.S. Treasury Bond', zh: '美国长期国债期货', tc: '美國長期公債期貨', de: 'US-Staatsanleihe (Long Bond) Future',
    es: 'Futuro del bono del Tesoro de EE. UU. a largo plazo', fr: 'Contrat à terme sur obligation du Trésor américain',
    idn: 'Obligasi Treasury AS jangka panjang berjangka', jp: '米国長期国債先物', ko: '미국 장기 국채 선물',
    my: 'Niaga hadapan bon Perbendaharaan AS', th: 'ฟิวเจอร์สพันธบัตรรัฐบาลสหรัฐฯ ระยะยาว',
    vi: 'Hợp đồng tương lai trái phiếu kho bạc Mỹ dài hạn', pt: 'Futuro de título do Tesouro dos EUA de longo prazo',
    rus: 'Фьючерс на долгосрочные казначейские облигации США', blr: "Ф'ючарс на доўгатэрміновыя казначэйскія аблігацыі ЗША",
    ida: 'अमेरिकी ट्रेज़री बॉन्ड फ्यूचर्स', sa: 'العقود الآجلة لسندات الخزانة الأمريكية طويلة الأجل',
    ar: 'العقود الآجلة لسندات الخزانة الأمريكية طويلة الأجل', it: 'Future Treasury Bond USA',
  }, 117, 5, 3125, 0.12, 350_000, '1000', '#5b7f3a', false),
];
