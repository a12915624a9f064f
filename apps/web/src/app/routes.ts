import type { ComponentType } from 'react';
import NetworkErrorPage from '@/features/settings/pages/network-error-page';

/**
 * The route table: every route of spec point 2, one line each. Paths are the spec's, without
 * the leading slash (`#/pages/user/login`).
 *
 * - `title`: key in the `routes` namespace (`src/locales/<code>/routes.json`);
 * - `page`: the lazy page module (default export). A route without `page` shows its title
 *   and the shared "not available yet" state until its capability adds the page here;
 * - `eager`: a page in the main bundle, for the one page that must show when the server
 *   cannot deliver any more files (network error);
 * - `nav: 'custom'`: the page draws its own header (spec point 2); otherwise the shared
 *   navigation bar shows the title and a back button;
 * - `tab`: the tab bar is shown with this tab active (0 home ... 4 me);
 * - `public`: reachable without a session; every other route sends a signed-out user to login;
 * - `navAction`: an icon button in the shared navigation bar linking to another route.
 */
export interface AppRoute {
  path: string;
  title: string;
  page?: () => Promise<{ default: ComponentType }>;
  /** A page bundled with the shell instead of loaded lazily (only the network-error page). */
  eager?: ComponentType;
  nav?: 'custom';
  tab?: TabIndex;
  public?: true;
  /** Only for visitors (sign-in, registration): a signed-in customer is taken to Home. */
  guestOnly?: true;
  navAction?: { icon: 'history'; to: string; label: string };
}

export type TabIndex = 0 | 1 | 2 | 3 | 4;

const home = () => import('@/app/home/pages/home-page');
const me = () => import('@/features/me/pages/me-page');

export const routes: AppRoute[] = [
  // Tabs (spec point 2, in order) and the home / me variants, which show the same screens.
  { path: 'pages/tabs/home/home-f', title: 'title.home', page: home, nav: 'custom', tab: 0 },
  { path: 'pages/tabs/quotes/quotes', title: 'title.quotes', page: () => import('@/features/quotes/pages/quotes-page'), nav: 'custom', tab: 1 },
  { path: 'pages/quoteDetail/quoteDetail', title: 'title.trade', page: () => import('@/features/quotes/pages/quote-detail-page'), nav: 'custom', tab: 2 },
  { path: 'pages/user/accountDetail', title: 'title.assets', page: () => import('@/features/funds/pages/assets-page'), tab: 3 },
  { path: 'pages/tabs/me/me-f', title: 'title.me', page: me, tab: 4 },
  { path: 'pages/tabs/home/home', title: 'title.home', page: home, nav: 'custom', tab: 0 },
  { path: 'pages/tabs/home/home-g', title: 'title.home', page: home, nav: 'custom', tab: 0 },
  { path: 'pages/tabs/home/home-h', title: 'title.home', page: home, nav: 'custom', tab: 0 },
  { path: 'pages/tabs/home/home-j', title: 'title.home', page: home, nav: 'custom', tab: 0 },
  { path: 'pages/tabs/home/home-k', title: 'title.home', page: home, nav: 'custom', tab: 0 },
  { path: 'pages/tabs/me/me', title: 'title.me', page: me, tab: 4 },
  { path: 'pages/tabs/me/me-e', title: 'title.me', page: me, tab: 4 },
  { path: 'pages/tabs/me/me-g', title: 'title.me', page: me, tab: 4 },
  { path: 'pages/tabs/me/me-h', title: 'title.me', page: me, tab: 4 },
  { path: 'pages/tabs/me/me-j', title: 'title.me', page: me, tab: 4 },
  { path: 'pages/tabs/quotes/quoteSearch', title: 'title.quote-search', page: () => import('@/features/quotes/pages/quote-search-page') },
  { path: 'pages/tabs/favorite/favorite', title: 'title.favorite', page: () => import('@/features/quotes/pages/favourites-page') },

  // Session
  { path: 'pages/user/login', title: 'title.login', page: () => import('@/features/session/pages/login-page'), nav: 'custom', public: true, guestOnly: true },
  { path: 'pages/user/register', title: 'title.register', page: () => import('@/features/session/pages/register-page'), nav: 'custom', public: true, guestOnly: true },
  { path: 'pages/user/forgetPassword', title: 'title.reset-password', page: () => import('@/features/session/pages/reset-password-page'), nav: 'custom', public: true, guestOnly: true },
  { path: 'pages/user/change', title: 'title.change-password', page: () => import('@/features/funds/pages/change-password-page') },
  { path: 'pages/user/userInfo', title: 'title.user-info', page: () => import('@/features/me/pages/user-info-page') },
  { path: 'pages/user/authentication', title: 'title.authentication' },
  { path: 'pages/user/authentication1', title: 'title.authentication-advanced' },
  { path: 'pages/user/privacy', title: 'title.privacy', public: true, page: () => import('@/features/settings/pages/privacy-page') },

  // Funds
  { path: 'pages/user/recharge', title: 'title.recharge', page: () => import('@/features/funds/pages/recharge-page') },
  { path: 'pages/user/linePay', title: 'title.line-pay', page: () => import('@/features/funds/pages/line-pay-page') },
  { path: 'pages/user/recharge-detail', title: 'title.recharge-detail', page: () => import('@/features/funds/pages/recharge-detail-page') },
  { path: 'pages/user/rechargeRecord', title: 'title.recharge-record', page: () => import('@/features/funds/pages/recharge-record-page') },
  { path: 'pages/user/withdrawl', title: 'title.withdraw', page: () => import('@/features/funds/pages/withdraw-page') },
  { path: 'pages/user/withdrawRecord', title: 'title.withdraw-record', page: () => import('@/features/funds/pages/withdraw-record-page') },
  { path: 'pages/user/exchange', title: 'title.exchange' },
  { path: 'pages/record/changeRecord', title: 'title.change-record', page: () => import('@/features/funds/pages/change-record-page') },
  { path: 'pages/record/accountRecord', title: 'title.account-record', page: () => import('@/features/funds/pages/account-record-page') },
  { path: 'pages/bankCard/bankCard-list', title: 'title.bank-cards', page: () => import('@/features/funds/pages/bank-card-list-page') },
  { path: 'pages/bankCard/bindBankCard', title: 'title.bind-bank-card', page: () => import('@/features/funds/pages/bind-bank-card-page') },
  { path: 'pages/wallets/wallets', title: 'title.wallets', page: () => import('@/features/funds/pages/wallets-page') },
  { path: 'pages/wallets/bindAddress', title: 'title.bind-address', page: () => import('@/features/funds/pages/bind-address-page') },
  { path: 'components/m-zichan/m-zichan', title: 'title.asset-overview', page: () => import('@/features/funds/pages/asset-overview-page') },

  // Quotes and trading
  { path: 'pages/quoteDetail/bibi', title: 'title.spot-trade' },
  { path: 'pages/quoteDetail/klinePage', title: 'title.kline', page: () => import('@/features/quotes/pages/kline-page') },
  { path: 'pages/position/bibiOrder', title: 'title.spot-orders' },
  { path: 'pages/position/contractPosition', title: 'title.contract-positions' },
  { path: 'components/m-quolist/m-quolist', title: 'title.quote-list', page: () => import('@/features/quotes/pages/quote-list-page') },

  // Wealth
  { path: 'pages/loan/loan', title: 'title.loan' },
  { path: 'pages/loan/buy', title: 'title.loan-buy' },
  { path: 'pages/loan/detail', title: 'title.loan-detail' },
  { path: 'pages/loan/rePay', title: 'title.loan-repay' },
  { path: 'pages/pledge/list', title: 'title.pledge-list' },
  { path: 'pages/pledge/buy', title: 'title.pledge-buy' },
  { path: 'pages/pledge/orders', title: 'title.pledge-orders' },
  { path: 'pages/pledge/detail', title: 'title.pledge-detail' },
  { path: 'pages/pledge/Interest', title: 'title.pledge-interest' },
  { path: 'pages/lockMining/lockMining', title: 'title.lock-mining' },
  { path: 'pages/lockMining/lockMiningProductList', title: 'title.lock-mining-products' },
  { path: 'pages/lockMining/orders', title: 'title.lock-mining-orders' },
  { path: 'pages/lockMining/detail', title: 'title.lock-mining-detail' },
  {
    path: 'pages/newShares/newShares',
    title: 'title.new-shares',
    navAction: { icon: 'history', to: 'pages/newShares/his', label: 'title.new-share-history' },
  },
  { path: 'pages/newShares/detail', title: 'title.new-share-detail' },
  { path: 'pages/newShares/his', title: 'title.new-share-history' },

  // Community
  { path: 'pages/team/team', title: 'title.team' },
  { path: 'pages/user/iwannashare', title: 'title.share' },
  { path: 'pages/followOrder/followOrder', title: 'title.follow-order' },
  { path: 'pages/user/welfare', title: 'title.welfare' },
  { path: 'pages/user/award', title: 'title.award' },
  { path: 'pages/activity/index', title: 'title.activities' },
  { path: 'pages/activity/detail', title: 'title.activity-detail' },

  // Content
  { path: 'pages/msg/msg-list', title: 'title.messages' },
  { path: 'pages/msg/msg-detail', title: 'title.message-detail' },
  { path: 'pages/notifyList/notifyList', title: 'title.notices' },
  { path: 'pages/QA/QA', title: 'title.qa', public: true },
  { path: 'pages/service/service', title: 'title.service', public: true },
  { path: 'pages/richText', title: 'title.rich-text', public: true },
  { path: 'components/m-news/m-news', title: 'title.news' },

  // Settings. The line chooser and the network-error page take one route parameter,
  // `redirect`: the route to return to once the server answers (see `withRedirect`).
  { path: 'pages/language/language', title: 'title.language', page: () => import('@/features/settings/pages/language-page'), public: true },
  { path: 'pages/language/line', title: 'title.line', page: () => import('@/features/settings/pages/line-page'), public: true },
  {
    path: 'pages/networdError/networdError',
    title: 'title.network-error',
    eager: NetworkErrorPage,
    nav: 'custom',
    public: true,
  },

  // System pages
  { path: 'preview-image', title: 'title.preview-image', page: () => import('@/features/system/pages/preview-image-page'), public: true },
  { path: 'choose-location', title: 'title.choose-location' },
  { path: 'open-location', title: 'title.open-location' },
];

/** The tab bar of spec point 2: index → route opened by the tab (home always opens home-f). */
export const TAB_ROUTES: Record<TabIndex, string> = {
  0: 'pages/tabs/home/home-f',
  1: 'pages/tabs/quotes/quotes',
  2: 'pages/quoteDetail/quoteDetail',
  3: 'pages/user/accountDetail',
  4: 'pages/tabs/me/me-f',
};
