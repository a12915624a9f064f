import Button from 'antd-mobile/es/components/button';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { TextField } from '@/components/ui/text-field';
import { showToast } from '@/lib/kit/toast';
import { LOGIN_PATH } from '@/lib/navigation';
import { useResetPassword } from '../api/reset-password';
import { AuthHeader } from '../components/auth-header';
import { useCodeForm } from '../hooks/use-code-form';
import { accountOf, type AccountState } from '../lib/account-state';
import '../components/auth.css';

/**
 * `pages/user/forgetPassword`: a forgotten login password is replaced with a code sent to the
 * account (phone or email) and a new password checked live against the rules of spec point 5.
 * Every session of the account ends; the customer signs in again with the new password, the
 * account already typed on the sign-in page.
 */
export default function ResetPasswordPage() {
  const { t } = useTranslation('session');
  const navigate = useNavigate();
  const location = useLocation();
  const reset = useResetPassword();
  const form = useCodeForm('reset', { initialAccount: accountOf(location.state), pending: reset.isPending });

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (!form.ready()) return;
    try {
      await reset.mutateAsync({ account: form.account, code: form.code, newPassword: form.password });
      showToast(t('reset.done'), 'success');
      const state: AccountState = { account: form.account };
      navigate(`/${LOGIN_PATH}`, { replace: true, state });
    } catch (err) {
      // The request layer has toasted (and announced) the server's answer; the focus goes
      // to what it is about.
      form.onRefused(err);
    }
  };

  return (
    <div className="auth-page">
      <AuthHeader title={t('reset.title')} subtitle={t('reset.subtitle')} back />
      <form ref={form.formRef} className="auth-form" onSubmit={onSubmit} noValidate>
        <TextField {...form.accountField('reset-account')} />
        <TextField {...form.codeField('reset-code')} />
        <TextField {...form.passwordField('reset-password', t('reset.new-password'))} />
        <Button block color="primary" size="large" shape="rounded" type="submit" loading={reset.isPending} data-testid="reset-submit">
          {t('reset.submit')}
        </Button>
      </form>
      <p className="auth-links">
        <Link to={`/${LOGIN_PATH}`} replace state={{ account: form.account } satisfies AccountState} data-testid="reset-login-link">
          {t('register.login-link')}
        </Link>
      </p>
    </div>
  );
}
