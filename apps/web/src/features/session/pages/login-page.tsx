import Button from 'antd-mobile/es/components/button';
import { isAccount } from '@app/contract/validate';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { TextField } from '@/components/ui/text-field';
import { HOME_PATH, returnRoute } from '@/lib/navigation';
import { lastSessionUser, sessionStore } from '@/lib/session';
import { useLogin } from '../api/login';
import { AuthHeader } from '../components/auth-header';
import { accountOf, type AccountState } from '../lib/account-state';
import { useFormFocus } from '@/lib/use-form-focus';
import '../components/auth.css';

/** `pages/user/login`: sign in with a phone number or email and a password; lands on home-f. */
export default function LoginPage() {
  const { t } = useTranslation('session');
  const navigate = useNavigate();
  const location = useLocation();
  const login = useLogin();
  const { formRef, refuse, retype } = useFormFocus();
  // The account typed on the reset page (back from it with a new password), else the last one.
  const [account, setAccount] = useState(() => accountOf(location.state) || (sessionStore.getState().account ?? ''));
  const [password, setPassword] = useState('');
  const [submitted, setSubmitted] = useState(false);

  const accountError = !account.trim() ? t('form.account-required') : isAccount(account.trim()) ? null : t('form.account-invalid');
  const passwordError = password ? null : t('form.password-required');

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    setSubmitted(true);
    if (accountError || passwordError) {
      refuse();
      return;
    }
    try {
      // Back to the page that asked for a session (or where it ended), else home; a page of
      // another customer's session (it ended on this phone) is not someone else's to land on.
      const before = lastSessionUser();
      if (await login.mutateAsync({ account: account.trim(), password })) {
        const now = sessionStore.getState().userInfo?.id ?? null;
        const back = before === null || before === now ? returnRoute(location.state) : null;
        navigate(`/${back ?? HOME_PATH}`, { replace: true });
      }
    } catch {
      // The request layer has toasted (and announced) the server's answer; the password is
      // what a refused sign-in most often needs retyped.
      retype('password');
    }
  };

  return (
    <div className="auth-page">
      <AuthHeader title={t('login.title')} subtitle={t('login.subtitle')} />
      <form ref={formRef} className="auth-form" onSubmit={onSubmit} noValidate>
        <TextField
          label={t('form.account')}
          name="account"
          placeholder={t('form.account-placeholder')}
          value={account}
          onChange={setAccount}
          error={submitted ? accountError : null}
          autoComplete="username"
          inputMode="email"
          // An email or phone number reads left to right, also on a right-to-left page.
          dir="auto"
          autoCapitalize="off"
          testId="login-account"
        />
        <TextField
          label={t('form.password')}
          name="password"
          placeholder={t('form.password-placeholder')}
          type="password"
          value={password}
          onChange={setPassword}
          error={submitted ? passwordError : null}
          autoComplete="current-password"
          testId="login-password"
        />
        <p className="auth-forgot">
          <Link
            to="/pages/user/forgetPassword"
            state={{ account: account.trim() } satisfies AccountState}
            // This entry keeps the account too, for when the customer comes back to it.
            onClick={() => navigate('.', { replace: true, state: { ...(location.state as object | null), account: account.trim() } })}
            data-testid="login-forgot"
          >
            {t('login.forgot')}
          </Link>
        </p>
        <Button block color="primary" size="large" shape="rounded" type="submit" loading={login.isPending} data-testid="login-submit">
          {t('login.submit')}
        </Button>
      </form>
      <p className="auth-links">
        <span>{t('login.no-account')}</span>
        <Link to="/pages/user/register" data-testid="login-register-link">
          {t('login.register-link')}
        </Link>
      </p>
    </div>
  );
}
