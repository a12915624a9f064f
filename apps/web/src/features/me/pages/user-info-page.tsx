import { localeByCode } from '@app/contract/locales';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DelayedLoading } from '@/components/ui/delayed-loading';
import { LoadError } from '@/components/ui/load-error';
import { useUserInfo, type UserInfo } from '@/lib/session';
import { CopyButton } from '@/components/ui/copy-button';
import { ProfileFact, ProfileLink } from '../components/profile-rows';
import { UserAvatar } from '../components/user-avatar';
import { calendarDateFormat, displayName, isPayPasswordSet } from '../lib/profile';
import './groups.css';
import './user-info.css';

/**
 * `pages/user/userInfo`: the signed-in customer's profile as the server keeps it (read only:
 * the server has no call to edit it), the invite code to copy, and the security settings
 * with links to the pages that change them.
 */
export default function UserInfoPage() {
  const query = useUserInfo();
  const user = query.data;
  // The info cached at sign-in shows at once; without it, a load that fails (or is answered
  // with no user) offers a retry.
  if (!user) {
    const failed = query.isError || (query.isFetched && !query.isPlaceholderData);
    return failed ? <LoadError onRetry={() => void query.refetch()} retrying={query.isFetching} /> : <DelayedLoading />;
  }
  return <Profile user={user} />;
}

function Profile({ user }: { user: UserInfo }) {
  const { t, i18n } = useTranslation(['me', 'routes']);
  const tag = localeByCode(i18n.language as never)?.tag ?? 'en';
  const formatDate = useMemo(() => calendarDateFormat(tag), [tag]);
  const name = displayName(user);
  const paySet = isPayPasswordSet(user);
  const since = formatDate(user.createdAt);
  return (
    <div className="profile" data-testid="user-info">
      <header className="profile-header">
        <UserAvatar src={user.avatar} name={name} size={64} />
        <div className="profile-header__text">
          <p className="profile-header__name">
            <bdi>{name}</bdi>
          </p>
          {since && <p className="profile-header__since">{t('profile.member-since', { date: since })}</p>}
        </div>
      </header>

      <section className="me-group" aria-labelledby="profile-details">
        <h2 className="me-group__title" id="profile-details">
          {t('profile.details')}
        </h2>
        <dl className="me-group__list">
          <ProfileFact label={t('profile.nickname')} value={user.nickname?.trim()} empty={t('profile.not-set')} testId="user-info-nickname" />
          <ProfileFact label={t('profile.account')} value={user.account} testId="user-info-account" />
          <ProfileFact label={t('profile.phone')} value={user.phone} empty={t('profile.not-linked')} testId="user-info-phone" />
          <ProfileFact label={t('profile.email')} value={user.email} empty={t('profile.not-linked')} testId="user-info-email" />
          <ProfileFact
            label={t('profile.user-id')}
            value={String(user.id)}
            end={<CopyButton value={String(user.id)} label={t('profile.user-id')} testId="user-info-id-copy" />}
            testId="user-info-id"
          />
          <ProfileFact
            label={t('profile.invite-code')}
            value={user.inviteCode}
            empty={t('profile.not-set')}
            end={user.inviteCode && <CopyButton value={user.inviteCode} label={t('profile.invite-code')} testId="user-info-invite-code-copy" />}
            testId="user-info-invite-code"
          />
        </dl>
      </section>

      <section className="me-group" aria-labelledby="profile-security">
        <h2 className="me-group__title" id="profile-security">
          {t('groups.account')}
        </h2>
        <ul className="me-group__list">
          <ProfileLink to="pages/user/authentication" label={t('routes:title.authentication')} testId="user-info-link-authentication" />
          <ProfileLink to="pages/user/change" label={t('profile.login-password')} state={t('profile.change')} testId="user-info-link-change" />
          <ProfileLink
            to="pages/user/change?tab=pay"
            label={t('profile.pay-password')}
            state={t(paySet ? 'profile.pay-set' : 'profile.pay-not-set')}
            warn={!paySet}
            testId="user-info-link-pay-password"
          />
        </ul>
      </section>
    </div>
  );
}
