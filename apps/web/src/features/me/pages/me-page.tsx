import Button from 'antd-mobile/es/components/button';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useMatches } from 'react-router';
import { useLogout } from '@/lib/session';
import { usePageConfig } from '@/lib/settings/get-page-config';
import { InviteCard } from '../components/invite-card';
import { MeLinks } from '../components/me-links';
import { MeQuickLinks } from '../components/me-quick-links';
import { UserCard } from '../components/user-card';
import './groups.css';
import './me.css';

/** Modules the personal page knows, in default order; the page config may hide or reorder them. */
const MODULES: Record<string, () => ReactNode> = {
  userCard: () => <UserCard />,
  quickLinks: () => <MeQuickLinks />,
  share: () => <InviteCard />,
  menu: () => <MeLinks />,
};
const DEFAULT_ORDER = Object.keys(MODULES);

/** The personal tab (me-f and its variants): user info, links to every personal page, sign out. */
export default function MePage() {
  const { t } = useTranslation('me');
  const matches = useMatches();
  const pagePath = (matches[matches.length - 1]?.pathname ?? '').replace(/^\//, '');
  const layout = usePageConfig(pagePath, DEFAULT_ORDER);
  const logout = useLogout();
  return (
    <div className="me">
      {layout.modules.map((name) => (
        <div key={name} data-module={name}>
          {MODULES[name]?.()}
        </div>
      ))}
      <Button block shape="rounded" className="me-logout" loading={logout.isPending} onClick={() => logout.mutate()} data-testid="logout">
        {t('logout')}
      </Button>
    </div>
  );
}
