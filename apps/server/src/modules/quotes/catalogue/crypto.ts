import { PRODUCT_TYPE } from '@app/contract';
import { properName, type CatalogueEntry, type ProperNameTranslations } from './types.ts';

/**
 * Crypto pairs against the US dollar: code `X:<BASE>USD` as Polygon.io names them (its
 * socket spells the pair `BTC-USD`); on Binance the pair is the USDT market `<BASE>USDT`.
 */
function coin(
  base: string, name: string, refPrice: number, pricePrecision: number, volumePrecision: number, annualVol: number,
  dailyVolume: number, color: string, home: boolean, t: ProperNameTranslations,
): CatalogueEntry {
  return {
    code: `X:${base}USD`, type: PRODUCT_TYPE.CRYPTO, name, names: properName(name, t), exchange: 'CRYPTO', symbol: base,
    session: 'crypto', pricePrecision, tickUnits: 1, volumePrecision, refPrice, annualVol, dailyVolume,
    positionType: '0,1,2,3', standard: '1', home, color, feeds: { polygon: `X:${base}USD`, binance: `${base}USDT` },
  };
}

export const CRYPTO: CatalogueEntry[] = [
  coin('BTC', 'Bitcoin', 95000, 2, 5, 0.5, 25_000, '#f7931a', true,
    { zh: '比特币', tc: '比特幣', jp: 'ビットコイン', ko: '비트코인', th: 'บิตคอยน์', ida: 'बिटकॉइन', ar: 'بيتكوين' }),
  coin('ETH', 'Ethereum', 3200, 2, 4, 0.65, 400_000, '#627eea', true,
    { zh: '以太坊', tc: '以太坊', jp: 'イーサリアム', ko: '이더리움', th: 'อีเธอเรียม', ida: 'एथेरियम', ar: 'إيثريوم' }),
  coin('XRP', 'XRP', 2.2, 4, 1, 0.8, 1.5e9, '#23292f', true,
    { zh: '瑞波币', tc: '瑞波幣', jp: 'エックスアールピー', ko: '리플', th: 'ริปเปิล', ida: 'एक्सआरपी', ar: 'ريبل' }),
  coin('SOL', 'Solana', 140, 2, 3, 0.8, 20e6, '#9945ff', true,
    { zh: '索拉纳', tc: '索拉納', jp: 'ソラナ', ko: '솔라나', th: 'โซลานา', ida: 'सोलाना', ar: 'سولانا' }),
  coin('BNB', 'BNB', 900, 2, 3, 0.55, 1.5e6, '#f3ba2f', false,
    { zh: '币安币', tc: '幣安幣', jp: 'バイナンスコイン', ko: '바이낸스 코인', th: 'บีเอ็นบี', ida: 'बीएनबी', ar: 'عملة بينانس' }),
  coin('DOGE', 'Dogecoin', 0.16, 5, 0, 0.9, 8e9, '#c2a633', true,
    { zh: '狗狗币', tc: '狗狗幣', jp: 'ドージコイン', ko: '도지코인', th: 'โดชคอยน์', ida: 'डॉजकॉइन', ar: 'دوجكوين' }),
  coin('ADA', 'Cardano', 0.45, 4, 1, 0.85, 1.5e9, '#0033ad', false,
    { zh: '艾达币', tc: '艾達幣', jp: 'カルダノ', ko: '카르다노', th: 'คาร์ดาโน', ida: 'कार्डानो', ar: 'كاردانو' }),
  coin('TRX', 'TRON', 0.28, 5, 1, 0.6, 2e9, '#ff060a', false,
    { zh: '波场', tc: '波場', jp: 'トロン', ko: '트론', th: 'ทรอน', ida: 'ट्रॉन', ar: 'ترون' }),
  coin('LINK', 'Chainlink', 14, 3, 2, 0.9, 40e6, '#2a5ada', false,
    { zh: '链环', tc: '鏈環', jp: 'チェーンリンク', ko: '체인링크', th: 'เชนลิงก์', ida: 'चेनलिंक', ar: 'تشينلينك' }),
  coin('AVAX', 'Avalanche', 14, 2, 2, 0.95, 25e6, '#e84142', false,
    { zh: '雪崩', tc: '雪崩', jp: 'アバランチ', ko: '아발란체', th: 'อวาแลนช์', ida: 'एवलांच', ar: 'أفالانش' }),
  coin('XLM', 'Stellar', 0.26, 5, 0, 0.8, 800e6, '#14b6e7', false,
    { zh: '恒星币', tc: '恆星幣', jp: 'ステラルーメン', ko: '스텔라루멘', th: 'สเตลลาร์', ida: 'स्टेलर', ar: 'ستيلر' }),
  coin('BCH', 'Bitcoin Cash', 500, 2, 3, 0.75, 500_000, '#8dc351', false,
    { zh: '比特币现金', tc: '比特幣現金', jp: 'ビットコインキャッシュ', ko: '비트코인캐시', th: 'บิตคอยน์แคช', ida: 'बिटकॉइन कैश', ar: 'بيتكوين كاش' }),
  coin('LTC', 'Litecoin', 90, 2, 3, 0.75, 5e6, '#345d9d', false,
    { zh: '莱特币', tc: '萊特幣', jp: 'ライトコイン', ko: '라이트코인', th: 'ไลท์คอยน์', ida: 'लाइटकॉइन', ar: 'لايتكوين' }),
  coin('DOT', 'Polkadot', 2.7, 3, 2, 0.9, 100e6, '#e6007a', false,
    { zh: '波卡', tc: '波卡', jp: 'ポルカドット', ko: '폴카닷', th: 'พอลคาดอท', ida: 'पोल्काडॉट', ar: 'بولكادوت' }),
  coin('SHIB', 'Shiba Inu', 0.000009, 8, 0, 1.0, 3e13, '#ffa409', false,
    { zh: '柴犬币', tc: '柴犬幣', jp: 'シバイヌ', ko: '시바이누', th: 'ชิบะอินุ', ida: 'शिबा इनु', ar: 'شيبا إينو' }),
  coin('UNI', 'Uniswap', 7, 3, 2, 0.95, 20e6, '#ff007a', false,
    { zh: '优尼', tc: '優尼', jp: 'ユニスワップ', ko: '유니스왑', th: 'ยูนิสวอป', ida: 'यूनिस्वैप', ar: 'يوني سواب' }),
  coin('ATOM', 'Cosmos', 3, 3, 2, 0.9, 30e6, '#2e3148', false,
    { zh: '宇宙币', tc: '宇宙幣', jp: 'コスモス', ko: '코스모스', th: 'คอสมอส', ida: 'कॉसमॉस', ar: 'كوزموس' }),
  coin('ETC', 'Ethereum Classic', 14, 3, 2, 0.85, 10e6, '#328332', false,
    { zh: '以太经典', tc: '以太經典', jp: 'イーサリアムクラシック', ko: '이더리움 클래식', th: 'อีเธอเรียมคลาสสิก', ida: 'एथेरियम क्लासिक', ar: 'إيثريوم كلاسيك' }),
  coin('NEAR', 'NEAR Protocol', 2.2, 3, 1, 1.0, 100e6, '#00c08b', false,
    { zh: 'NEAR协议', tc: 'NEAR協議', jp: 'ニアプロトコル', ko: '니어 프로토콜', th: 'เนียร์ โปรโตคอล', ida: 'नियर प्रोटोकॉल', ar: 'بروتوكول نير' }),
  coin('FIL', 'Filecoin', 1.8, 3, 2, 1.0, 60e6, '#0090ff', false,
    { zh: '文件币', tc: '文件幣', jp: 'ファイルコイン', ko: '파일코인', th: 'ไฟล์คอยน์', ida: 'फाइलकॉइन', ar: 'فايلكوين' }),
];
