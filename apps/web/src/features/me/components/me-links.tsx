import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  IconCard,
  IconChart,
  IconChevron,
  IconDeposit,
  IconDocument,
  IconExchange,
  IconGift,
  IconGlobe,
  IconHelp,
  IconHistory,
  IconLine,
  IconList,
  IconLoan,
  IconLock,
  IconMining,
  IconService,
  IconShare,
  IconShield,
  IconStar,
  IconTeam,
  IconTrade,
  IconUser,
  IconWallet,
  IconWithdraw,
  IconBell,
} from '@/components/ui/icons';

type Icon = ComponentType<{ size?: number }>;
interface MeLink {
  to: string;
  /** Key in the `routes` namespace: the link reads as the page's title. */
  title: string;
  Icon: Icon;
}

/** Every personal page of spec point 2, grouped. */
export const ME_GROUPS: { title: string; links: MeLink[] }[] = [
  {
    title: 'groups.funds',
    links: [
      { to: 'pages/user/accountDetail', title: 'title.assets', Icon: IconWallet },
      { to: 'pages/user/recharge', title: 'title.recharge', Icon: IconDeposit },
      { to: 'pages/user/withdrawl', title: 'title.withdraw', Icon: IconWithdraw },
      { to: 'pages/user/exchange', title: 'title.exchange', Icon: IconExchange },
      { to: 'pages/user/rechargeRecord', title: 'title.recharge-record', Icon: IconHistory },
      { to: 'pages/user/withdrawRecord', title: 'title.withdraw-record', Icon: IconHistory },
      { to: 'pages/record/changeRecord', title: 'title.change-record', Icon: IconList },
      { to: 'pages/record/accountRecord', title: 'title.account-record', Icon: IconDocument },
      { to: 'pages/bankCard/bankCard-list', title: 'title.bank-cards', Icon: IconCard },
      { to: 'pages/wallets/wallets', title: 'title.wallets', Icon: IconWallet },
    ],
  },
  {
    title: 'groups.trading',
    links: [
      { to: 'pages/position/contractPosition', title: 'title.contract-positions', Icon: IconChart },
      { to: 'pages/position/bibiOrder', title: 'title.spot-orders', Icon: IconTrade },
      { to: 'pages/tabs/favorite/favorite', title: 'title.favorite', Icon: IconStar },
    ],
  },
  {
    title: 'groups.wealth',
    links: [
      { to: 'pages/loan/loan', title: 'title.loan', Icon: IconLoan },
      { to: 'pages/pledge/list', title: 'title.pledge-list', Icon: IconLock },
      { to: 'pages/lockMining/lockMining', title: 'title.lock-mining', Icon: IconMining },
      { to: 'pages/newShares/newShares', title: 'title.new-shares', Icon: IconStar },
    ],
  },
  {
    title: 'groups.account',
    links: [
      { to: 'pages/user/userInfo', title: 'title.user-info', Icon: IconUser },
      { to: 'pages/user/authentication', title: 'title.authentication', Icon: IconShield },
      { to: 'pages/user/change', title: 'title.change-password', Icon: IconLock },
      { to: 'pages/language/language', title: 'title.language', Icon: IconGlobe },
      { to: 'pages/language/line', title: 'title.line', Icon: IconLine },
    ],
  },
  {
    title: 'groups.community',
    links: [
      { to: 'pages/team/team', title: 'title.team', Icon: IconTeam },
      { to: 'pages/user/iwannashare', title: 'title.share', Icon: IconShare },
      { to: 'pages/followOrder/followOrder', title: 'title.follow-order', Icon: IconTrade },
      { to: 'pages/activity/index', title: 'title.activities', Icon: IconGift },
      { to: 'pages/user/welfare', title: 'title.welfare', Icon: IconGift },
      { to: 'pages/user/award', title: 'title.award', Icon: IconStar },
    ],
  },
  {
    title: 'groups.help',
    links: [
      { to: 'pages/msg/msg-list', title: 'title.messages', Icon: IconBell },
      { to: 'pages/notifyList/notifyList', title: 'title.notices', Icon: IconDocument },
      { to: 'pages/QA/QA', title: 'title.qa', Icon: IconHelp },
      { to: 'pages/service/service', title: 'title.service', Icon: IconService },
      { to: 'pages/user/privacy', title: 'title.privacy', Icon: IconShield },
    ],
  },
];

/** The menu of personal pages. */
export function MeLinks() {
  const { t } = useTranslation(['me', 'routes']);
  return (
    <>
      {ME_GROUPS.map((group) => (
        <section key={group.title} className="me-group">
          <h2 className="me-group__title">{t(group.title)}</h2>
          <ul className="me-group__list">
            {group.links.map(({ to, title, Icon }) => (
              <li key={to}>
                <Link to={`/${to}`} className="me-link" data-testid={`me-link-${to.split('/').pop()}`}>
                  <Icon size={20} />
                  <span className="me-link__label">{t(`routes:${title}`)}</span>
                  <IconChevron />
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </>
  );
}
