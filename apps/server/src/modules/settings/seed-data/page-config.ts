/**
 * Module layout per page. `isVisible` 0 takes a module off the page for everyone; a module
 * with a switch is also hidden while that switch (switch_set) is on.
 */
export const HOME_PATH = 'pages/tabs/home/home-f';
export const ME_PATH = 'pages/tabs/me/me-f';
export const QUOTES_PATH = 'pages/tabs/quotes/quotes';
export const ACCOUNT_PATH = 'pages/user/accountDetail';

export const PAGE_CONFIG_DEFAULTS: { pagePath: string; module: string; desc: string; isVisible: 0 | 1; switchName: string | null }[] = [
  { pagePath: HOME_PATH, module: 'banner', desc: 'Banner carousel', isVisible: 1, switchName: 'module.home.banner' },
  { pagePath: HOME_PATH, module: 'notice', desc: 'Scrolling notice bar', isVisible: 1, switchName: 'module.home.notice' },
  { pagePath: HOME_PATH, module: 'assets', desc: 'Assets panel (total, today P/L)', isVisible: 1, switchName: 'module.home.assets' },
  { pagePath: HOME_PATH, module: 'quickLinks', desc: 'Shortcuts: recharge, withdraw, loan, lock mining, new shares, team', isVisible: 1, switchName: 'module.home.quickLinks' },
  { pagePath: HOME_PATH, module: 'quotes', desc: 'Top movers and top prices', isVisible: 1, switchName: 'module.home.quotes' },
  { pagePath: HOME_PATH, module: 'followOrder', desc: 'Follow-order entry', isVisible: 1, switchName: 'module.home.followOrder' },
  { pagePath: ME_PATH, module: 'userCard', desc: 'Avatar, account and verification state', isVisible: 1, switchName: null },
  { pagePath: ME_PATH, module: 'assets', desc: 'Assets panel', isVisible: 1, switchName: 'module.me.assets' },
  { pagePath: ME_PATH, module: 'quickLinks', desc: 'Shortcuts: recharge, withdraw, records', isVisible: 1, switchName: 'module.me.quickLinks' },
  { pagePath: ME_PATH, module: 'menu', desc: 'Links to every personal page', isVisible: 1, switchName: null },
  { pagePath: ME_PATH, module: 'share', desc: 'Invite and share', isVisible: 1, switchName: 'module.me.share' },
  { pagePath: QUOTES_PATH, module: 'search', desc: 'Product search', isVisible: 1, switchName: null },
  { pagePath: QUOTES_PATH, module: 'favorite', desc: 'Watch-list tab', isVisible: 1, switchName: 'module.quotes.favorite' },
  { pagePath: QUOTES_PATH, module: 'stock', desc: 'US stock tab', isVisible: 1, switchName: 'module.quotes.stock' },
  { pagePath: QUOTES_PATH, module: 'crypto', desc: 'Crypto tab', isVisible: 1, switchName: 'module.quotes.crypto' },
  { pagePath: QUOTES_PATH, module: 'futures', desc: 'Futures tab', isVisible: 1, switchName: 'module.quotes.futures' },
  { pagePath: QUOTES_PATH, module: 'forex', desc: 'Forex tab', isVisible: 1, switchName: 'module.quotes.forex' },
  { pagePath: ACCOUNT_PATH, module: 'assets', desc: 'Total assets and today P/L', isVisible: 1, switchName: null },
  { pagePath: ACCOUNT_PATH, module: 'quickLinks', desc: 'Shortcuts: recharge, withdraw, exchange', isVisible: 1, switchName: 'module.account.quickLinks' },
  { pagePath: ACCOUNT_PATH, module: 'balances', desc: 'Balance per currency', isVisible: 1, switchName: null },
  { pagePath: ACCOUNT_PATH, module: 'spot', desc: 'Spot holdings', isVisible: 1, switchName: 'module.account.spot' },
  { pagePath: ACCOUNT_PATH, module: 'records', desc: 'Links to account and change records', isVisible: 1, switchName: null },
];
