/**
 * Display switches (read by the amount formatter and the masking helpers) and module
 * switches (a page module whose switch is on is hidden; see page-config.ts).
 */
export const SWITCH_DEFAULTS: { switchName: string; status: 0 | 1; remark: string }[] = [
  { switchName: 'amount_plain', status: 0, remark: '0: amounts grouped by thousands and truncated to app_decimal_no; 1: no grouping' },
  { switchName: 'bank_card_full', status: 0, remark: '0: bank card numbers masked (first 4 and last 4 kept); 1: shown in full' },
  { switchName: 'wallet_address_full', status: 0, remark: '0: wallet addresses masked after 8 characters; 1: shown in full' },
  { switchName: 'module.home.banner', status: 0, remark: 'Hides the home banner when on' },
  { switchName: 'module.home.notice', status: 0, remark: 'Hides the home notice bar when on' },
  { switchName: 'module.home.assets', status: 0, remark: 'Hides the home assets panel when on' },
  { switchName: 'module.home.quickLinks', status: 0, remark: 'Hides the home shortcuts when on' },
  { switchName: 'module.home.quotes', status: 0, remark: 'Hides the home quote lists when on' },
  { switchName: 'module.home.followOrder', status: 1, remark: 'Hides the home follow-order entry when on' },
  { switchName: 'module.me.assets', status: 0, remark: 'Hides the assets panel of the personal page when on' },
  { switchName: 'module.me.quickLinks', status: 0, remark: 'Hides the personal page shortcuts when on' },
  { switchName: 'module.me.share', status: 0, remark: 'Hides the invite-and-share entry when on' },
  { switchName: 'module.quotes.favorite', status: 0, remark: 'Hides the watch-list tab when on' },
  { switchName: 'module.quotes.stock', status: 0, remark: 'Hides the US stock tab when on' },
  { switchName: 'module.quotes.crypto', status: 0, remark: 'Hides the crypto tab when on' },
  { switchName: 'module.quotes.futures', status: 0, remark: 'Hides the futures tab when on' },
  { switchName: 'module.quotes.forex', status: 0, remark: 'Hides the forex tab when on' },
  { switchName: 'module.account.quickLinks', status: 0, remark: 'Hides the recharge / withdraw / exchange shortcuts of the assets tab when on' },
  { switchName: 'module.account.spot', status: 0, remark: 'Hides the spot holdings of the assets tab when on' },
];
