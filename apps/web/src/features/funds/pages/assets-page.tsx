import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { IconChevron, IconDeposit, IconList, IconWallet, IconWithdraw } from '@/components/ui/icons';
import { AssetsSummary } from '../components/assets-summary';
import { BalanceList } from '../components/balance-list';
import '../components/funds.css';

const LINKS = [
  { to: 'pages/user/rechargeRecord', label: 'links.recharge-records', testId: 'link-recharge-records' },
  { to: 'pages/user/withdrawRecord', label: 'links.withdraw-records', testId: 'link-withdraw-records' },
  { to: 'pages/bankCard/bankCard-list', label: 'links.bank-cards', testId: 'link-bank-cards' },
  { to: 'pages/wallets/wallets', label: 'links.wallets', testId: 'link-wallets' },
] as const;

/** `pages/user/accountDetail` (assets tab): totals, actions, balances per currency and links to every funds page. */
export default function AssetsPage() {
  const { t } = useTranslation('funds');
  return (
    <div className="funds" data-testid="assets-page">
      <AssetsSummary />
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
      <BalanceList />
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
    </div>
  );
}
