import type { LocaleCode } from '@app/contract';

/**
 * Reference data of the funds module. Seeded once; operator edits survive restarts.
 *
 * The crypto deposit addresses below are well-formed placeholders generated for this seed
 * (nobody holds their keys): an operator replaces them with the platform's own addresses
 * before real money is accepted.
 */

type Names = Record<LocaleCode, string>;

/** A name that is the same in every locale (tickers and network names). */
function same(name: string): Names {
  return { zh: name, en: name, tc: name, de: name, es: name, fr: name, idn: name, jp: name, ko: name, my: name,
    th: name, vi: name, pt: name, rus: name, blr: name, ida: name, sa: name, ar: name, it: name };
}

const BANK_TRANSFER_USD: Names = {
  en: 'Bank transfer (USD)', zh: '银行转账（美元）', tc: '銀行轉帳（美元）', de: 'Banküberweisung (USD)',
  es: 'Transferencia bancaria (USD)', fr: 'Virement bancaire (USD)', idn: 'Transfer bank (USD)', jp: '銀行振込（USD）',
  ko: '은행 송금 (USD)', my: 'Pindahan bank (USD)', th: 'โอนผ่านธนาคาร (USD)', vi: 'Chuyển khoản ngân hàng (USD)',
  pt: 'Transferência bancária (USD)', rus: 'Банковский перевод (USD)', blr: 'Банкаўскі перавод (USD)',
  ida: 'बैंक ट्रांसफ़र (USD)', sa: 'تحويل بنكي (USD)', ar: 'تحويل بنكي (USD)', it: 'Bonifico bancario (USD)',
};

const CARD_PAYMENT_USD: Names = {
  en: 'Card payment (USD)', zh: '银行卡在线支付（美元）', tc: '銀行卡線上支付（美元）', de: 'Kartenzahlung (USD)',
  es: 'Pago con tarjeta (USD)', fr: 'Paiement par carte (USD)', idn: 'Pembayaran kartu (USD)', jp: 'カード決済（USD）',
  ko: '카드 결제 (USD)', my: 'Pembayaran kad (USD)', th: 'ชำระด้วยบัตร (USD)', vi: 'Thanh toán bằng thẻ (USD)',
  pt: 'Pagamento com cartão (USD)', rus: 'Оплата картой (USD)', blr: 'Аплата картай (USD)',
  ida: 'कार्ड भुगतान (USD)', sa: 'الدفع بالبطاقة (USD)', ar: 'الدفع بالبطاقة (USD)', it: 'Pagamento con carta (USD)',
};

/** The demo channel says in its name, in every locale, that its money is simulated. */
export const DEMO_PAYMENT_USDT: Names = {
  en: 'Demo payment (simulated USDT)', zh: '演示支付（模拟 USDT）', tc: '示範支付（模擬 USDT）',
  de: 'Demo-Zahlung (simulierte USDT)', es: 'Pago de demostración (USDT simulados)', fr: 'Paiement de démonstration (USDT simulés)',
  idn: 'Pembayaran demo (USDT simulasi)', jp: 'デモ決済（模擬 USDT）', ko: '데모 결제 (모의 USDT)',
  my: 'Pembayaran demo (USDT simulasi)', th: 'การชำระเงินสาธิต (USDT จำลอง)', vi: 'Thanh toán thử nghiệm (USDT mô phỏng)',
  pt: 'Pagamento de demonstração (USDT simulados)', rus: 'Демо-платёж (имитация USDT)', blr: 'Дэма-плацёж (імітацыя USDT)',
  ida: 'डेमो भुगतान (सिम्युलेटेड USDT)', sa: 'دفع تجريبي (USDT محاكاة)', ar: 'دفع تجريبي (USDT محاكاة)',
  it: 'Pagamento demo (USDT simulati)',
};

const BANK_CARD_USD: Names = {
  en: 'To bank card (USD)', zh: '提现到银行卡（美元）', tc: '提領到銀行卡（美元）', de: 'Auf Bankkarte (USD)',
  es: 'A tarjeta bancaria (USD)', fr: 'Vers carte bancaire (USD)', idn: 'Ke kartu bank (USD)', jp: '銀行カードへ（USD）',
  ko: '은행 카드로 (USD)', my: 'Ke kad bank (USD)', th: 'ไปยังบัตรธนาคาร (USD)', vi: 'Về thẻ ngân hàng (USD)',
  pt: 'Para cartão bancário (USD)', rus: 'На банковскую карту (USD)', blr: 'На банкаўскую картку (USD)',
  ida: 'बैंक कार्ड पर (USD)', sa: 'إلى البطاقة البنكية (USD)', ar: 'إلى البطاقة البنكية (USD)', it: 'Su carta bancaria (USD)',
};

export interface CurrencySeed {
  id: number; name: string; fullName: string; type: 1 | 2; walletAddressType: string; decimals: number;
  productCode: string | null; sort: number;
}

/** Id 3 is USDT: the default trade currency of spec point 9. */
export const CURRENCIES: CurrencySeed[] = [
  { id: 1, name: 'BTC', fullName: 'Bitcoin', type: 1, walletAddressType: 'BTC', decimals: 8, productCode: 'X:BTCUSD', sort: 2 },
  { id: 2, name: 'ETH', fullName: 'Ethereum', type: 1, walletAddressType: 'ERC20', decimals: 8, productCode: 'X:ETHUSD', sort: 3 },
  { id: 3, name: 'USDT', fullName: 'Tether USD', type: 1, walletAddressType: 'TRC20/ERC20', decimals: 2, productCode: null, sort: 1 },
  { id: 4, name: 'USDC', fullName: 'USD Coin', type: 1, walletAddressType: 'ERC20/BEP20', decimals: 2, productCode: null, sort: 4 },
  { id: 5, name: 'USD', fullName: 'US Dollar', type: 2, walletAddressType: '', decimals: 2, productCode: null, sort: 5 },
  { id: 6, name: 'EUR', fullName: 'Euro', type: 2, walletAddressType: '', decimals: 2, productCode: null, sort: 6 },
];

export interface RechargeChannelSeed {
  code: string; names: Names; type: 1 | 2 | 3; currencyId: number; network?: string; address?: string;
  bank?: { bankName: string; accountName: string; accountNo: string; branch: string; swift: string };
  payUrl?: string; min: string; max: string; feeRate?: string; feeFixed?: string; dailyLimit?: string | null;
  isDemo?: boolean; sort: number;
}

export const RECHARGE_CHANNELS: RechargeChannelSeed[] = [
  { code: 'usdt-trc20', names: same('USDT · TRC20'), type: 1, currencyId: 3, network: 'TRC20',
    address: 'TVhCsU77tsxhRA8VpuKf8A187Zp6zRbprq', min: '10', max: '1000000', sort: 1 },
  { code: 'usdt-erc20', names: same('USDT · ERC20'), type: 1, currencyId: 3, network: 'ERC20',
    address: '0x80b929dcBDC36f1b330942fDD399C1414a9A6aE7', min: '20', max: '1000000', sort: 2 },
  { code: 'btc', names: same('BTC · Bitcoin'), type: 1, currencyId: 1, network: 'BTC',
    address: 'bc1q0vhkyhszgtfwxj97zl2l6vzlmuh2a3z2wf46va', min: '0.0005', max: '100', sort: 3 },
  { code: 'eth-erc20', names: same('ETH · ERC20'), type: 1, currencyId: 2, network: 'ERC20',
    address: '0xf5F14E68578385bEEe0274621Da8092A485E521d', min: '0.01', max: '1000', sort: 4 },
  { code: 'bank-usd', names: BANK_TRANSFER_USD, type: 2, currencyId: 5,
    bank: { bankName: 'JPMorgan Chase Bank, N.A.', accountName: 'Northstar Markets Ltd.', accountNo: '000483920571',
      branch: '383 Madison Avenue, New York, NY 10179', swift: 'CHASUS33' },
    min: '100', max: '500000', dailyLimit: '1000000', sort: 5 },
  { code: 'card-usd', names: CARD_PAYMENT_USD, type: 3, currencyId: 5, payUrl: 'https://pay.example.com/checkout',
    min: '20', max: '10000', feeRate: '0.025', dailyLimit: '20000', sort: 6 },
  { code: 'demo-usdt', names: DEMO_PAYMENT_USDT, type: 3, currencyId: 3, isDemo: true,
    min: '1', max: '100000', dailyLimit: '1000000', sort: 0 },
];

export interface WithdrawChannelSeed {
  code: string; names: Names; type: 1 | 2; currencyId: number; network?: string; min: string; max: string;
  feeRate?: string; feeFixed?: string; dailyLimit?: string | null; sort: number;
}

export const WITHDRAW_CHANNELS: WithdrawChannelSeed[] = [
  { code: 'usdt-trc20', names: same('USDT · TRC20'), type: 1, currencyId: 3, network: 'TRC20',
    min: '10', max: '200000', feeFixed: '1', dailyLimit: '500000', sort: 1 },
  { code: 'usdt-erc20', names: same('USDT · ERC20'), type: 1, currencyId: 3, network: 'ERC20',
    min: '50', max: '200000', feeFixed: '5', dailyLimit: '500000', sort: 2 },
  { code: 'btc', names: same('BTC · Bitcoin'), type: 1, currencyId: 1, network: 'BTC',
    min: '0.001', max: '50', feeFixed: '0.0002', dailyLimit: '100', sort: 3 },
  { code: 'eth-erc20', names: same('ETH · ERC20'), type: 1, currencyId: 2, network: 'ERC20',
    min: '0.02', max: '500', feeFixed: '0.003', dailyLimit: '1000', sort: 4 },
  { code: 'bank-usd', names: BANK_CARD_USD, type: 2, currencyId: 5,
    min: '100', max: '50000', feeRate: '0.005', feeFixed: '5', dailyLimit: '100000', sort: 5 },
];

export interface BankSeed { code: string; name: string; swift: string; country: string }

/** Banks a card may be bound to (bank property config, configType 0). */
export const BANKS: BankSeed[] = [
  { code: 'hsbc', name: 'HSBC', swift: 'HSBCHKHH', country: 'HK' },
  { code: 'citibank', name: 'Citibank', swift: 'CITIUS33', country: 'US' },
  { code: 'jpmorgan-chase', name: 'JPMorgan Chase Bank', swift: 'CHASUS33', country: 'US' },
  { code: 'bank-of-america', name: 'Bank of America', swift: 'BOFAUS3N', country: 'US' },
  { code: 'wells-fargo', name: 'Wells Fargo Bank', swift: 'WFBIUS6S', country: 'US' },
  { code: 'standard-chartered', name: 'Standard Chartered', swift: 'SCBLHKHH', country: 'HK' },
  { code: 'dbs', name: 'DBS Bank', swift: 'DBSSSGSG', country: 'SG' },
  { code: 'icbc', name: 'Industrial and Commercial Bank of China', swift: 'ICBKCNBJ', country: 'CN' },
  { code: 'ccb', name: 'China Construction Bank', swift: 'PCBCCNBJ', country: 'CN' },
  { code: 'boc', name: 'Bank of China', swift: 'BKCHCNBJ', country: 'CN' },
  { code: 'deutsche-bank', name: 'Deutsche Bank', swift: 'DEUTDEFF', country: 'DE' },
  { code: 'bnp-paribas', name: 'BNP Paribas', swift: 'BNPAFRPP', country: 'FR' },
  { code: 'santander', name: 'Banco Santander', swift: 'BSCHESMM', country: 'ES' },
  { code: 'unicredit', name: 'UniCredit', swift: 'UNCRITMM', country: 'IT' },
  { code: 'mizuho', name: 'Mizuho Bank', swift: 'MHCBJPJT', country: 'JP' },
  { code: 'kb-kookmin', name: 'KB Kookmin Bank', swift: 'CZNBKRSE', country: 'KR' },
  { code: 'maybank', name: 'Maybank', swift: 'MBBEMYKL', country: 'MY' },
  { code: 'bangkok-bank', name: 'Bangkok Bank', swift: 'BKKBTHBK', country: 'TH' },
  { code: 'vietcombank', name: 'Vietcombank', swift: 'BFTVVNVX', country: 'VN' },
  { code: 'bca', name: 'Bank Central Asia', swift: 'CENAIDJA', country: 'ID' },
  { code: 'banco-do-brasil', name: 'Banco do Brasil', swift: 'BRASBRRJ', country: 'BR' },
  { code: 'sbi', name: 'State Bank of India', swift: 'SBININBB', country: 'IN' },
  { code: 'al-rajhi', name: 'Al Rajhi Bank', swift: 'RJHISARI', country: 'SA' },
  { code: 'belarusbank', name: 'Belarusbank', swift: 'AKBBBY2X', country: 'BY' },
];
