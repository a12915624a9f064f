import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { IconChart, IconHome, IconTrade, IconUser, IconWallet } from '@/components/ui/icons';
import { TAB_ROUTES, type TabIndex } from '../routes';
import './tab-bar.css';

const TABS: { index: TabIndex; label: string; Icon: ComponentType<{ size?: number }> }[] = [
  { index: 0, label: 'tabs.home', Icon: IconHome },
  { index: 1, label: 'tabs.quotes', Icon: IconChart },
  { index: 2, label: 'tabs.trade', Icon: IconTrade },
  { index: 3, label: 'tabs.assets', Icon: IconWallet },
  { index: 4, label: 'tabs.me', Icon: IconUser },
];

/** The five tabs of spec point 2, in order; the home tab always opens home-f. */
export function TabBar({ active }: { active: TabIndex }) {
  const { t } = useTranslation();
  return (
    <nav className="tab-bar" aria-label={t('tabs.label')}>
      {TABS.map(({ index, label, Icon }) => (
        <Link
          key={index}
          to={`/${TAB_ROUTES[index]}`}
          replace
          className={index === active ? 'tab-bar__item tab-bar__item--active' : 'tab-bar__item'}
          aria-current={index === active ? 'page' : undefined}
          data-testid={`tab-${index}`}
        >
          <Icon size={24} />
          <span className="tab-bar__label">{t(label)}</span>
        </Link>
      ))}
    </nav>
  );
}
