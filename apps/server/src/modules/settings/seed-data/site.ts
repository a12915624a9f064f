/**
 * Site info and the app's otherValue object (spec points 3 and 9). Seeded once; operator
 * edits to a stored value survive restarts, and settings added here appear on the next start.
 */

const LOGO_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="14" fill="#2979ff"/>' +
  '<path d="M32 10l6 16h16l-13 10 5 17-14-10-14 10 5-17-13-10h16z" fill="#fff"/></svg>';

export const SITE_INFO_DEFAULTS: { name: string; value: unknown; remark: string }[] = [
  { name: 'siteName', value: 'Northstar Markets', remark: 'Brand name shown in the app (a proper noun, not translated)' },
  { name: 'logo', value: `data:image/svg+xml;base64,${Buffer.from(LOGO_SVG).toString('base64')}`, remark: 'Logo image URL or data URL' },
  { name: 'serviceUrl', value: 'https://support.example.com/chat', remark: 'Customer service chat opened by the service page' },
  { name: 'supportEmail', value: 'support@example.com', remark: 'Support mailbox shown on the service page' },
  { name: 'copyright', value: '© 2026 Northstar Markets', remark: 'Footer line' },
  { name: 'defaultLang', value: 'en', remark: 'Locale used when the caller sends none' },
  { name: 'registerTypes', value: ['phone', 'email'], remark: 'Account identifiers accepted at registration' },
  { name: 'inviteCodeRequired', value: 0, remark: '1: registration needs an invite code' },
];

/** Spec point 9: trade currency 3 (USDT), transaction id 5, 2 decimals, address count 0, the rest 1. */
export const OTHER_VALUE_DEFAULTS: { name: string; value: number; remark: string }[] = [
  { name: 'default_trade_currency_id', value: 3, remark: 'Platform currency used for trading (3 is USDT)' },
  { name: 'default_transId', value: 5, remark: 'Default transaction id' },
  { name: 'app_decimal_no', value: 2, remark: 'Decimals shown for amounts' },
  { name: 'app_adress_num', value: 0, remark: 'Wallet address setting (0 by default)' },
  { name: 'scoreTips', value: 1, remark: 'Show score tips' },
  { name: 'showMsgTime', value: 1, remark: 'Show message times' },
  { name: 'app_order_time', value: 1, remark: 'Show order times' },
  { name: 'app_fast_fee', value: 1, remark: 'Show the fast-trade fee' },
  { name: 'app_order_change', value: 1, remark: 'Allow order changes' },
  { name: 'app_logo_type', value: 1, remark: 'Logo style' },
  { name: 'app_fastFree', value: 1, remark: 'Fast-trade free option' },
  { name: 'app_withdrawAll', value: 1, remark: 'Offer withdraw-all' },
  { name: 'app_showFreeze', value: 1, remark: 'Show frozen balances' },
];
