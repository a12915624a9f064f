/**
 * Reference display rates: units of each currency per 1 USDT. Operators update them; the
 * app only converts amounts for display with them, never balances.
 */
export const EXCHANGE_RATE_DEFAULTS: { currency: string; symbol: string; rate: string; isDefault?: boolean }[] = [
  { currency: 'USD', symbol: '$', rate: '1', isDefault: true },
  { currency: 'CNY', symbol: '¥', rate: '7.1200' },
  { currency: 'EUR', symbol: '€', rate: '0.9210' },
  { currency: 'JPY', symbol: '¥', rate: '149.50' },
  { currency: 'KRW', symbol: '₩', rate: '1385.00' },
  { currency: 'GBP', symbol: '£', rate: '0.7890' },
  { currency: 'HKD', symbol: 'HK$', rate: '7.8100' },
  { currency: 'TWD', symbol: 'NT$', rate: '32.250' },
  { currency: 'SGD', symbol: 'S$', rate: '1.3420' },
  { currency: 'MYR', symbol: 'RM', rate: '4.4650' },
  { currency: 'THB', symbol: '฿', rate: '35.600' },
  { currency: 'VND', symbol: '₫', rate: '25400' },
  { currency: 'IDR', symbol: 'Rp', rate: '16250' },
  { currency: 'INR', symbol: '₹', rate: '84.120' },
  { currency: 'BRL', symbol: 'R$', rate: '5.4500' },
  { currency: 'RUB', symbol: '₽', rate: '96.500' },
  { currency: 'BYN', symbol: 'Br', rate: '3.2700' },
  { currency: 'SAR', symbol: 'ر.س', rate: '3.7500' },
  { currency: 'AED', symbol: 'د.إ', rate: '3.6725' },
];
