import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  IconDeposit,
  IconLoan,
  IconMining,
  IconService,
  IconStar,
  IconTeam,
  IconTrade,
  IconWithdraw,
} from '@/components/ui/icons';

const LINKS: { to: string; label: string; Icon: ComponentType<{ size?: number }> }[] = [
  { to: 'pages/user/recharge', label: 'links.recharge', Icon: IconDeposit },
  { to: 'pages/user/withdrawl', label: 'links.withdraw', Icon: IconWithdraw },
  { to: 'pages/loan/loan', label: 'links.loan', Icon: IconLoan },
  { to: 'pages/lockMining/lockMining', label: 'links.lock-mining', Icon: IconMining },
  { to: 'pages/newShares/newShares', label: 'links.new-shares', Icon: IconStar },
  { to: 'pages/team/team', label: 'links.team', Icon: IconTeam },
  { to: 'pages/followOrder/followOrder', label: 'links.follow-order', Icon: IconTrade },
  { to: 'pages/service/service', label: 'links.service', Icon: IconService },
];

/** Home's shortcuts to the most used pages. */
export function QuickLinks() {
  const { t } = useTranslation('home');
  return (
    <nav className="quick-links" aria-label={t('links.label')}>
      {LINKS.map(({ to, label, Icon }) => (
        <Link key={to} to={`/${to}`} className="quick-links__item">
          <span className="quick-links__icon">
            <Icon size={24} />
          </span>
          <span className="quick-links__label">{t(label)}</span>
        </Link>
      ))}
    </nav>
  );
}
