import { LOCALE_CODES, PRODUCT_TYPE, type LocalizedText } from '@app/contract';
import type { CatalogueEntry } from './types.ts';

/**
 * Forex pairs: code `C:<BASE><QUOTE>` as Polygon.io names them (`C:EURUSD`); the price is
 * units of the quote currency per one unit of the base currency. Names are built from the
 * currency names below. `standard` is the standard lot (100,000 units of the base currency).
 * Volume is the number of price updates, as forex has no central exchange volume.
 */
const CURRENCY: Record<string, LocalizedText> = {
  USD: {
    en: 'US Dollar', zh: '美元', tc: '美元', de: 'US-Dollar', es: 'Dólar estadounidense', fr: 'Dollar américain', idn: 'Dolar AS',
    jp: '米ドル', ko: '미국 달러', my: 'Dolar AS', th: 'ดอลลาร์สหรัฐ', vi: 'Đô la Mỹ', pt: 'Dólar americano', rus: 'Доллар США',
    blr: 'Долар ЗША', ida: 'अमेरिकी डॉलर', sa: 'الدولار الأمريكي', ar: 'الدولار الأمريكي', it: 'Dollaro USA',
  },
  EUR: {
    en: 'Euro', zh: '欧元', tc: '歐元', de: 'Euro', es: 'Euro', fr: 'Euro', idn: 'Euro', jp: 'ユーロ', ko: '유로', my: 'Euro',
    th: 'ยูโร', vi: 'Euro', pt: 'Euro', rus: 'Евро', blr: 'Еўра', ida: 'यूरो', sa: 'اليورو', ar: 'اليورو', it: 'Euro',
  },
  JPY: {
    en: 'Japanese Yen', zh: '日元', tc: '日圓', de: 'Japanischer Yen', es: 'Yen japonés', fr: 'Yen japonais', idn: 'Yen Jepang',
    jp: '日本円', ko: '일본 엔', my: 'Yen Jepun', th: 'เยนญี่ปุ่น', vi: 'Yên Nhật', pt: 'Iene japonês', rus: 'Японская иена',
    blr: 'Японская іена', ida: 'जापानी येन', sa: 'الين الياباني', ar: 'الين الياباني', it: 'Yen giapponese',
  },
  GBP: {
    en: 'British Pound', zh: '英镑', tc: '英鎊', de: 'Britisches Pfund', es: 'Libra esterlina', fr: 'Livre sterling', idn: 'Pound Inggris',
    jp: '英ポンド', ko: '영국 파운드', my: 'Paun British', th: 'ปอนด์สเตอร์ลิง', vi: 'Bảng Anh', pt: 'Libra esterlina',
    rus: 'Британский фунт', blr: 'Брытанскі фунт', ida: 'ब्रिटिश पाउंड', sa: 'الجنيه الإسترليني', ar: 'الجنيه الإسترليني', it: 'Sterlina britannica',
  },
  CHF: {
    en: 'Swiss Franc', zh: '瑞士法郎', tc: '瑞士法郎', de: 'Schweizer Franken', es: 'Franco suizo', fr: 'Franc suisse', idn: 'Franc Swiss',
    jp: 'スイスフラン', ko: '스위스 프랑', my: 'Franc Switzerland', th: 'ฟรังก์สวิส', vi: 'Franc Thụy Sĩ', pt: 'Franco suíço',
    rus: 'Швейцарский франк', blr: 'Швейцарскі франк', ida: 'स्विस फ्रैंक', sa: 'الفرنك السويسري', ar: 'الفرنك السويسري', it: 'Franco svizzero',
  },
  AUD: {
    en: 'Australian Dollar', zh: '澳元', tc: '澳幣', de: 'Australischer Dollar', es: 'Dólar australiano', fr: 'Dollar australien',
    idn: 'Dolar Australia', jp: '豪ドル', ko: '호주 달러', my: 'Dolar Australia', th: 'ดอลลาร์ออสเตรเลีย', vi: 'Đô la Úc',
    pt: 'Dólar australiano', rus: 'Австралийский доллар', blr: 'Аўстралійскі долар', ida: 'ऑस्ट्रेलियाई डॉलर',
    sa: 'الدولار الأسترالي', ar: 'الدولار الأسترالي', it: 'Dollaro australiano',
  },
  CAD: {
    en: 'Canadian Dollar', zh: '加元', tc: '加幣', de: 'Kanadischer Dollar', es: 'Dólar canadiense', fr: 'Dollar canadien',
    idn: 'Dolar Kanada', jp: 'カナダドル', ko: '캐나다 달러', my: 'Dolar Kanada', th: 'ดอลลาร์แคนาดา', vi: 'Đô la Canada',
    pt: 'Dólar canadense', rus: 'Канадский доллар', blr: 'Канадскі долар', ida: 'कनाडाई डॉलर', sa: 'الدولار الكندي',
    ar: 'الدولار الكندي', it: 'Dollaro canadese',
  },
  NZD: {
    en: 'New Zealand Dollar', zh: '新西兰元', tc: '紐元', de: 'Neuseeland-Dollar', es: 'Dólar neozelandés', fr: 'Dollar néo-zélandais',
    idn: 'Dolar Selandia Baru', jp: 'NZドル', ko: '뉴질랜드 달러', my: 'Dolar New Zealand', th: 'ดอลลาร์นิวซีแลนด์',
    vi: 'Đô la New Zealand', pt: 'Dólar neozelandês', rus: 'Новозеландский доллар', blr: 'Новазеландскі долар',
    ida: 'न्यूज़ीलैंड डॉलर', sa: 'الدولار النيوزيلندي', ar: 'الدولار النيوزيلندي', it: 'Dollaro neozelandese',
  },
  CNH: {
    en: 'Chinese Yuan (Offshore)', zh: '离岸人民币', tc: '離岸人民幣', de: 'Chinesischer Yuan (Offshore)', es: 'Yuan chino (extraterritorial)',
    fr: 'Yuan chinois (offshore)', idn: 'Yuan Tiongkok (luar negeri)', jp: '人民元（オフショア）', ko: '중국 위안(역외)',
    my: 'Yuan China (luar pesisir)', th: 'หยวนจีน (นอกประเทศ)', vi: 'Nhân dân tệ (hải ngoại)', pt: 'Yuan chinês (offshore)',
    rus: 'Китайский юань (офшорный)', blr: 'Кітайскі юань (афшорны)', ida: 'चीनी युआन (ऑफशोर)', sa: 'اليوان الصيني (الخارجي)',
    ar: 'اليوان الصيني (الخارجي)', it: 'Yuan cinese (offshore)',
  },
  HKD: {
    en: 'Hong Kong Dollar', zh: '港元', tc: '港幣', de: 'Hongkong-Dollar', es: 'Dólar de Hong Kong', fr: 'Dollar de Hong Kong',
    idn: 'Dolar Hong Kong', jp: '香港ドル', ko: '홍콩 달러', my: 'Dolar Hong Kong', th: 'ดอลลาร์ฮ่องกง', vi: 'Đô la Hồng Kông',
    pt: 'Dólar de Hong Kong', rus: 'Гонконгский доллар', blr: 'Ганконгскі долар', ida: 'हांगकांग डॉलर', sa: 'دولار هونغ كونغ',
    ar: 'دولار هونغ كونغ', it: 'Dollaro di Hong Kong',
  },
  SGD: {
    en: 'Singapore Dollar', zh: '新加坡元', tc: '新加坡幣', de: 'Singapur-Dollar', es: 'Dólar de Singapur', fr: 'Dollar de Singapour',
    idn: 'Dolar Singapura', jp: 'シンガポールドル', ko: '싱가포르 달러', my: 'Dolar Singapura', th: 'ดอลลาร์สิงคโปร์', vi: 'Đô la Singapore',
    pt: 'Dólar de Singapura', rus: 'Сингапурский доллар', blr: 'Сінгапурскі долар', ida: 'सिंगापुर डॉलर', sa: 'الدولار السنغافوري',
    ar: 'الدولار السنغافوري', it: 'Dollaro di Singapore',
  },
};

function pairName(base: string, quote: string): LocalizedText {
  const b = CURRENCY[base]!;
  const q = CURRENCY[quote]!;
  return Object.fromEntries(LOCALE_CODES.map((l) => [l, `${b[l]} / ${q[l]}`])) as LocalizedText;
}

function pair(base: string, quote: string, refPrice: number, pricePrecision: number, annualVol: number, dailyTicks: number, color: string, home: boolean): CatalogueEntry {
  const names = pairName(base, quote);
  return {
    code: `C:${base}${quote}`, type: PRODUCT_TYPE.FOREX, name: names.en, names, exchange: 'FX', symbol: `${base}/${quote}`,
    session: 'forex', pricePrecision, tickUnits: 1, volumePrecision: 0, refPrice, annualVol, dailyVolume: dailyTicks,
    positionType: '0,1', standard: '100000', home, color, feeds: { polygon: `C:${base}${quote}` },
  };
}

export const FOREX: CatalogueEntry[] = [
  pair('EUR', 'USD', 1.16, 5, 0.07, 400_000, '#003399', true),
  pair('USD', 'JPY', 155, 3, 0.1, 350_000, '#bc002d', true),
  pair('GBP', 'USD', 1.31, 5, 0.08, 300_000, '#012169', true),
  pair('USD', 'CHF', 0.8, 5, 0.08, 200_000, '#d52b1e', false),
  pair('AUD', 'USD', 0.65, 5, 0.1, 250_000, '#00843d', false),
  pair('USD', 'CAD', 1.4, 5, 0.06, 220_000, '#d80621', false),
  pair('NZD', 'USD', 0.565, 5, 0.11, 150_000, '#00247d', false),
  pair('EUR', 'JPY', 180, 3, 0.09, 250_000, '#2a4b9b', false),
  pair('EUR', 'GBP', 0.88, 5, 0.06, 180_000, '#41479b', false),
  pair('GBP', 'JPY', 203, 3, 0.11, 220_000, '#5a2a82', false),
  pair('EUR', 'CHF', 0.93, 5, 0.06, 150_000, '#8a1538', false),
  pair('AUD', 'JPY', 101, 3, 0.12, 180_000, '#0a7e4a', false),
  pair('USD', 'CNH', 7.11, 4, 0.04, 200_000, '#de2910', false),
  pair('USD', 'HKD', 7.78, 4, 0.01, 100_000, '#c8102e', false),
  pair('USD', 'SGD', 1.3, 5, 0.05, 120_000, '#ef3340', false),
];
