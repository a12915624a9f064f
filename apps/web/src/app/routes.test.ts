import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { routes, TAB_ROUTES } from './routes';

/** Spec point 2, as listed there: every route must resolve in the hash router. */
const SPEC_ROUTES = [
  'pages/tabs/home/home-f', 'pages/tabs/quotes/quotes', 'pages/quoteDetail/quoteDetail', 'pages/user/accountDetail', 'pages/tabs/me/me-f',
  ...['home', 'home-g', 'home-h', 'home-j', 'home-k'].map((v) => `pages/tabs/home/${v}`),
  'pages/tabs/quotes/quoteSearch',
  'pages/tabs/favorite/favorite',
  ...['me', 'me-e', 'me-g', 'me-h', 'me-j'].map((v) => `pages/tabs/me/${v}`),
  ...['change', 'privacy', 'welfare', 'award', 'userInfo', 'recharge', 'linePay', 'withdrawl', 'exchange', 'authentication', 'authentication1', 'login', 'register', 'recharge-detail', 'rechargeRecord', 'withdrawRecord', 'iwannashare'].map((p) => `pages/user/${p}`),
  ...['Interest', 'buy', 'orders', 'list', 'detail'].map((p) => `pages/pledge/${p}`),
  ...['detail', 'rePay', 'loan', 'buy'].map((p) => `pages/loan/${p}`),
  ...['bibiOrder', 'contractPosition'].map((p) => `pages/position/${p}`),
  ...['changeRecord', 'accountRecord'].map((p) => `pages/record/${p}`),
  'pages/richText',
  ...['index', 'detail'].map((p) => `pages/activity/${p}`),
  ...['line', 'language'].map((p) => `pages/language/${p}`),
  'pages/service/service',
  ...['detail', 'newShares', 'his'].map((p) => `pages/newShares/${p}`),
  ...['lockMining', 'lockMiningProductList', 'orders', 'detail'].map((p) => `pages/lockMining/${p}`),
  'pages/team/team',
  ...['bankCard-list', 'bindBankCard'].map((p) => `pages/bankCard/${p}`),
  ...['wallets', 'bindAddress'].map((p) => `pages/wallets/${p}`),
  ...['bibi', 'quoteDetail', 'klinePage'].map((p) => `pages/quoteDetail/${p}`),
  ...['msg-list', 'msg-detail'].map((p) => `pages/msg/${p}`),
  'pages/notifyList/notifyList',
  'pages/networdError/networdError',
  'pages/QA/QA',
  'pages/followOrder/followOrder',
  'components/m-news/m-news', 'components/m-zichan/m-zichan', 'components/m-quolist/m-quolist',
  'preview-image', 'choose-location', 'open-location',
];

const englishTitles = JSON.parse(fs.readFileSync(new URL('../locales/en/routes.json', import.meta.url), 'utf8')) as { title: Record<string, string> };

describe('route table', () => {
  it('has every route of spec point 2, once', () => {
    const paths = routes.map((r) => r.path);
    expect(SPEC_ROUTES.filter((p) => !paths.includes(p))).toEqual([]);
    expect(paths.filter((p, i) => paths.indexOf(p) !== i)).toEqual([]);
  });

  it('gives every route a title that exists in English', () => {
    const missing = routes.filter((r) => !englishTitles.title[r.title.replace(/^title\./, '')]).map((r) => `${r.path}: ${r.title}`);
    expect(missing).toEqual([]);
  });

  it('has the five tabs in the order of the spec, home opening home-f', () => {
    expect(Object.values(TAB_ROUTES)).toEqual([
      'pages/tabs/home/home-f',
      'pages/tabs/quotes/quotes',
      'pages/quoteDetail/quoteDetail',
      'pages/user/accountDetail',
      'pages/tabs/me/me-f',
    ]);
    for (const [index, path] of Object.entries(TAB_ROUTES)) {
      expect(routes.find((r) => r.path === path)?.tab, path).toBe(Number(index));
    }
  });

  it('draws its own header exactly on login, register, password reset, home, quotes, quote detail and network error', () => {
    const custom = routes.filter((r) => r.nav === 'custom').map((r) => r.path);
    expect(custom.filter((p) => !/^pages\/tabs\/home\//.test(p)).sort()).toEqual(
      ['pages/networdError/networdError', 'pages/quoteDetail/quoteDetail', 'pages/tabs/quotes/quotes', 'pages/user/login', 'pages/user/register', 'pages/user/forgetPassword'].sort(),
    );
    expect(routes.filter((r) => r.path.startsWith('pages/tabs/home/')).every((r) => r.nav === 'custom')).toBe(true);
  });

  it('lets a signed-out user reach only sign-in, registration, password reset, language, line, network error and public texts', () => {
    expect(routes.filter((r) => r.public).map((r) => r.path).sort()).toEqual(
      [
        'pages/user/login', 'pages/user/register', 'pages/user/forgetPassword', 'pages/language/language', 'pages/language/line', 'pages/networdError/networdError',
        'pages/user/privacy', 'pages/QA/QA', 'pages/service/service', 'pages/richText', 'preview-image',
      ].sort(),
    );
  });
});
