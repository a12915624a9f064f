import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { IconChevron, IconDeposit, IconList, IconWallet, IconWithdraw } from '@/components/ui/icons';
import { usePageConfig } from '@/lib/settings/get-page-config';
import { AssetsSummary } from '../components/assets-summary';
import { BalanceList } from '../components/balance-list';
import '../components/funds.css';

const LINKS = [
  { to: 'pages/user/rechargeRecord', label: 'links.recharge-records', testId: 'link-recharge-records' },
  { to: 'pages/user/withdrawRecord', label: 'links.withdraw-records', testId: 'link-withdraw-records' },
  { to: 'pages/bankCard/bankCard-list', label: 'links.bank-cards', testId: 'link-bank-cards' },
  { to: 'pages/wallets/wallets', label: 'links.wallets', testId: 'link-wallets' },
] as const;

/** The page config's path of this page; its modules are hidden by their switches (`module.account.*`). */
const PAGE_PATH = 'pages/user/accountDetail';
/** Modules the assets tab knows, in default order. `spot` is the spot holdings' USDT values in the balances. */
const DEFAULT_ORDER = ['assets', 'quickLinks', 'balances', 'spot', 'records'] as const;

/**
 * `pages/user/accountDetail` (assets tab): totals, actions, balances per currency and links to
 * every funds page, laid out by the page config (spec point 4): a module whose switch is on is
 * not shown.
 */
export default function AssetsPage() {
  const { t } = useTranslation('funds');
  const layout = usePageConfig(PAGE_PATH, DEFAULT_ORDER);
  const modules: Record<string, () => ReactNode> = {
    assets: () => <AssetsSummary />,
    quickLinks: () => (
      <nav className="funds-actions" aria-label={t('assets.actions')}>
        <Link to="/pages/user/recharge" data-testid="action-recharge">
          <IconDeposit />
          {t('actions.recharge')}
        </Link>
        <Link to="/pages/user/withdrawl" data-testid="action-withdraw">
          <IconWithdraw />
          {t('actions.withdraw')}
        </Link>
        <Link to="/pages/record/changeRecord" data-testid="action-records">
          <IconList />
          {t('actions.records')}
        </Link>
        <Link to="/pages/wallets/wallets" data-testid="action-wallets">
          <IconWallet />
          {t('actions.wallets')}
        </Link>
      </nav>
    ),
    balances: () => <BalanceList spot={layout.isVisible('spot')} />,
    records: () => (
      <section className="funds-card">
        <ul className="funds-list">
          {LINKS.map((l) => (
            <li key={l.to}>
              <Link className="funds-row" to={`/${l.to}`} data-testid={l.testId}>
                <span>{t(l.label)}</span>
                <IconChevron size={18} />
              </Link>
            </li>
          ))}
        </ul>
      </section>
    ),
  };
  return (
    <div className="funds" data-testid="assets-page">
      {layout.modules.map((name) => {
        const render = modules[name];
        return render ? (
          <div key={name} data-module={name}>
            {render()}
          </div>
        ) : null;
      })}
    </div>
  );
}
