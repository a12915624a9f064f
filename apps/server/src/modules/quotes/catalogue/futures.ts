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
    es: 'E-mini S&P 500 (futuro)', fr: 'E-mini S&P 500 (contrat à terme)', idn: 'E-mini S&P 500 berjangka',
    jp: 'E-mini S&P500先物', ko: 'E-미니 S&P 500 선물', my: 'E-mini S&P 500 (niaga hadapan)', th: 'E-mini S&P 500 ฟิวเจอร์ส',
    vi: 'E-mini S&P 500 (hợp đồng tương lai)', pt: 'E-mini S&P 500 (futuro)', rus: 'E-mini S&P 500 (фьючерс)',
    blr: "E-mini S&P 500 (ф'ючарс)", ida: 'ई-मिनी एसएंडपी 500 फ्यूचर्स', sa: 'إي-ميني إس آند بي 500 (عقود آجلة)',
    ar: 'إي-ميني إس آند بي 500 (عقود آجلة)', it: 'E-mini S&P 500 (future)',
  }, 6700, 2, 25, 0.18, 1_500_000, '50', '#0b3d91', true),
  future('NQ', 'CME', {
    en: 'E-mini Nasdaq-100', zh: 'E-mini纳斯达克100指数期货', tc: 'E-mini那斯達克100指數期貨', de: 'E-mini Nasdaq-100 Future',
    es: 'E-mini Nasdaq-100 (futuro)', fr: 'E-mini Nasdaq-100 (contrat à terme)', idn: 'E-mini Nasdaq-100 berjangka',
    jp: 'E-mini ナスダック100先物', ko: 'E-미니 나스닥 100 선물', my: 'E-mini Nasdaq-100 (niaga hadapan)', th: 'E-mini Nasdaq-100 ฟิวเจอร์ส',
    vi: 'E-mini Nasdaq-100 (hợp đồng tương lai)', pt: 'E-mini Nasdaq-100 (futuro)', rus: 'E-mini Nasdaq-100 (фьючерс)',
    blr: "E-mini Nasdaq-100 (ф'ючарс)", ida: 'ई-मिनी नैस्डैक-100 फ्यूचर्स', sa: 'إي-ميني ناسداك 100 (عقود آجلة)',
    ar: 'إي-ميني ناسداك 100 (عقود آجلة)', it: 'E-mini Nasdaq-100 (future)',
  }, 24500, 2, 25, 0.24, 600_000, '20', '#0096d6', false),
  future('YM', 'CBOT', {
    en: 'E-mini Dow Jones', zh: 'E-mini道琼斯指数期货', tc: 'E-mini道瓊指數期貨', de: 'E-mini Dow Jones Future',
    es: 'E-mini Dow Jones (futuro)', fr: 'E-mini Dow Jones (contrat à terme)', idn: 'E-mini Dow Jones berjangka',
    jp: 'E-mini ダウ先物', ko: 'E-미니 다우존스 선물', my: 'E-mini Dow Jones (niaga hadapan)', th: 'E-mini ดาวโจนส์ฟิวเจอร์ส',
    vi: 'E-mini Dow Jones (hợp đồng tương lai)', pt: 'E-mini Dow Jones (futuro)', rus: 'E-mini Dow Jones (фьючерс)',
    blr: "E-mini Dow Jones (ф'ючарс)", ida: 'ई-मिनी डाउ जोन्स फ्यूचर्स', sa: 'إي-ميني داو جونز (عقود آجلة)',
    ar: 'إي-ميني داو جونز (عقود آجلة)', it: 'E-mini Dow Jones (future)',
  }, 46500, 0, 1, 0.17, 150_000, '5', '#1c3f94', false),
  future('CL', 'NYMEX', {
    en: 'Crude Oil WTI', zh: 'WTI原油期货', tc: 'WTI原油期貨', de: 'Rohöl WTI Future', es: 'Petróleo crudo WTI (futuro)',
    fr: 'Pétrole brut WTI (contrat à terme)', idn: 'Minyak mentah WTI berjangka', jp: 'WTI原油先物', ko: 'WTI 원유 선물',
    my: 'Minyak mentah WTI (niaga hadapan)', th: 'น้ำมันดิบ WTI ฟิวเจอร์ส', vi: 'Dầu thô WTI (hợp đồng tương lai)',
    pt: 'Petróleo bruto WTI (futuro)', rus: 'Нефть WTI (фьючерс)', blr: "Нафта WTI (ф'ючарс)",
    ida: 'डब्ल्यूटीआई कच्चा तेल फ्यूचर्स', sa: 'خام غرب تكساس الوسيط (عقود آجلة)', ar: 'خام غرب تكساس الوسيط (عقود آجلة)',
    it: 'Petrolio greggio WTI (future)',
  }, 60, 2, 1, 0.35, 350_000, '1000', '#2b2b2b', true),
  future('NG', 'NYMEX', {
    en: 'Henry Hub Natural Gas', zh: '亨利港天然气期货', tc: '亨利港天然氣期貨', de: 'Erdgas Henry Hub Future',
    es: 'Gas natural Henry Hub (futuro)', fr: 'Gaz naturel Henry Hub (contrat à terme)', idn: 'Gas alam Henry Hub berjangka',
    jp: 'ヘンリーハブ天然ガス先物', ko: '헨리허브 천연가스 선물', my: 'Gas asli Henry Hub (niaga hadapan)',
    th: 'ก๊าซธรรมชาติ Henry Hub ฟิวเจอร์ส', vi: 'Khí tự nhiên Henry Hub (hợp đồng tương lai)', pt: 'Gás natural Henry Hub (futuro)',
    rus: 'Природный газ Henry Hub (фьючерс)', blr: "Прыродны газ Henry Hub (ф'ючарс)", ida: 'हेनरी हब प्राकृतिक गैस फ्यूचर्स',
    sa: 'الغاز الطبيعي هنري هب (عقود آجلة)', ar: 'الغاز الطبيعي هنري هب (عقود آجلة)', it: 'Gas naturale Henry Hub (future)',
  }, 4.3, 3, 1, 0.6, 300_000, '10000', '#00a3e0', false),
  future('GC', 'COMEX', {
    en: 'Gold', zh: '黄金期货', tc: '黃金期貨', de: 'Gold Future', es: 'Oro (futuro)', fr: 'Or (contrat à terme)',
    idn: 'Emas berjangka', jp: '金先物', ko: '금 선물', my: 'Emas (niaga hadapan)', th: 'ทองคำฟิวเจอร์ส', vi: 'Vàng (hợp đồng tương lai)',
    pt: 'Ouro (futuro)', rus: 'Золото (фьючерс)', blr: "Золата (ф'ючарс)", ida: 'सोना फ्यूचर्स', sa: 'الذهب (عقود آجلة)',
    ar: 'الذهب (عقود آجلة)', it: 'Oro (future)',
  }, 4100, 1, 1, 0.18, 250_000, '100', '#d4af37', true),
  future('SI', 'COMEX', {
    en: 'Silver', zh: '白银期货', tc: '白銀期貨', de: 'Silber Future', es: 'Plata (futuro)', fr: 'Argent (contrat à terme)',
    idn: 'Perak berjangka', jp: '銀先物', ko: '은 선물', my: 'Perak (niaga hadapan)', th: 'โลหะเงินฟิวเจอร์ส', vi: 'Bạc (hợp đồng tương lai)',
    pt: 'Prata (futuro)', rus: 'Серебро (фьючерс)', blr: "Серабро (ф'ючарс)", ida: 'चांदी फ्यूचर्स', sa: 'الفضة (عقود آجلة)',
    ar: 'الفضة (عقود آجلة)', it: 'Argento (future)',
  }, 50, 3, 5, 0.3, 80_000, '5000', '#a8a9ad', false),
  future('HG', 'COMEX', {
    en: 'Copper', zh: '铜期货', tc: '銅期貨', de: 'Kupfer Future', es: 'Cobre (futuro)', fr: 'Cuivre (contrat à terme)',
    idn: 'Tembaga berjangka', jp: '銅先物', ko: '구리 선물', my: 'Tembaga (niaga hadapan)', th: 'ทองแดงฟิวเจอร์ส', vi: 'Đồng (hợp đồng tương lai)',
    pt: 'Cobre (futuro)', rus: 'Медь (фьючерс)', blr: "Медзь (ф'ючарс)", ida: 'तांबा फ्यूचर्स', sa: 'النحاس (عقود آجلة)',
    ar: 'النحاس (عقود آجلة)', it: 'Rame (future)',
  }, 5, 4, 5, 0.25, 100_000, '25000', '#b87333', false),
  future('ZN', 'CBOT', {
    en: '10-Year U.S. Treasury Note', zh: '10年期美国国债期货', tc: '10年期美國公債期貨', de: '10-jährige US-Staatsanleihe Future',
    es: 'Nota del Tesoro de EE. UU. a 10 años (futuro)', fr: 'Bon du Trésor américain à 10 ans (contrat à terme)',
    idn: 'Obligasi 10 tahun AS berjangka', jp: '米国10年債先物', ko: '미국 10년물 국채 선물',
    my: 'Nota Perbendaharaan AS 10 tahun (niaga hadapan)', th: 'พันธบัตรอายุ 10 ปีของสหรัฐฯ ฟิวเจอร์ส',
    vi: 'Trái phiếu 10 năm của Mỹ (hợp đồng tương lai)', pt: 'Nota do Tesouro dos EUA de 10 anos (futuro)',
    rus: '10-летние казначейские облигации США (фьючерс)', blr: "10-гадовыя казначэйскія аблігацыі ЗША (ф'ючарс)",
    ida: '10-वर्षीय अमेरिकी ट्रेज़री नोट फ्यूचर्स', sa: 'سندات الـ10 سنوات الأمريكية (عقود آجلة)',
    ar: 'سندات الـ10 سنوات الأمريكية (عقود آجلة)', it: 'Treasury Note USA a 10 anni (future)',
  }, 112.5, 6, 15625, 0.06, 1_500_000, '1000', '#3c6e47', false),
  future('ZB', 'CBOT', {
    en: 'U.S. Treasury Bond', zh: '美国长期国债期货', tc: '美國長期公債期貨', de: 'US-Staatsanleihe (Long Bond) Future',
    es: 'Bono del Tesoro de EE. UU. a largo plazo (futuro)', fr: 'Obligation du Trésor américain (contrat à terme)',
    idn: 'Obligasi jangka panjang AS berjangka', jp: '米国長期国債先物', ko: '미국 장기 국채 선물',
    my: 'Bon Perbendaharaan AS (niaga hadapan)', th: 'พันธบัตรระยะยาวของสหรัฐฯ ฟิวเจอร์ส',
    vi: 'Trái phiếu dài hạn của Mỹ (hợp đồng tương lai)', pt: 'Título do Tesouro dos EUA de longo prazo (futuro)',
    rus: 'Долгосрочные казначейские облигации США (фьючерс)', blr: "Доўгатэрміновыя казначэйскія аблігацыі ЗША (ф'ючарс)",
    ida: 'अमेरिकी ट्रेज़री बॉन्ड फ्यूचर्स', sa: 'السندات الأمريكية طويلة الأجل (عقود آجلة)',
    ar: 'السندات الأمريكية طويلة الأجل (عقود آجلة)', it: 'Treasury Bond USA (future)',
  }, 117, 5, 3125, 0.12, 350_000, '1000', '#5b7f3a', false),
];
