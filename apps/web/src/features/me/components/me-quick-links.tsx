import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { IconDeposit, IconDocument, IconExchange, IconWithdraw } from '@/components/ui/icons';

const LINKS: { to: string; title: string; Icon: ComponentType<{ size?: number }> }[] = [
  { to: 'pages/user/recharge', title: 'title.recharge', Icon: IconDeposit },
  { to: 'pages/user/withdrawl', title: 'title.withdraw', Icon: IconWithdraw },
  { to: 'pages/user/exchange', title: 'title.exchange', Icon: IconExchange },
  { to: 'pages/record/accountRecord', title: 'title.account-record', Icon: IconDocument },
];

/** Shortcuts under the user card: deposit, withdraw, convert, statement. */
export function MeQuickLinks() {
  const { t } = useTranslation('routes');
  return (
    <nav className="me-quick-links" aria-label={t('me:quick-links')}>
      {LINKS.map(({ to, title, Icon }) => (
        <Link key={to} to={`/${to}`} className="me-quick-links__item">
          <Icon size={22} />
          <span>{t(title)}</span>
        </Link>
      ))}
    </nav>
  );
}
