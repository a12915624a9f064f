import Button from 'antd-mobile/es/components/button';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { TextField } from '@/components/ui/text-field';
import { HOME_PATH, LOGIN_PATH } from '@/lib/navigation';
import { useRegister } from '../api/register';
import { AuthHeader } from '../components/auth-header';
import { useCodeForm } from '../hooks/use-code-form';
import '../components/auth.css';

/**
 * `pages/user/register`: phone number or email, a 6-digit code, a password checked live
 * against the rules of spec point 5, and an optional invite code (prefilled from
 * `?inviteCode=`). Success signs in and opens home-f.
 */
export default function RegisterPage() {
  const { t } = useTranslation('session');
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const register = useRegister();
  const form = useCodeForm('register', { pending: register.isPending });
  const [inviteCode, setInviteCode] = useState(() => search.get('inviteCode') ?? '');

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (!form.ready()) return;
    try {
      const done = await register.mutateAsync({ account: form.account, code: form.code, password: form.password, inviteCode: inviteCode.trim() });
      if (done) navigate(`/${HOME_PATH}`, { replace: true });
    } catch (err) {
      // The request layer has toasted (and announced) the server's answer; the focus goes
      // to what it is about.
      form.onRefused(err);
    }
  };

  return (
    <div className="auth-page">
      <AuthHeader title={t('register.title')} subtitle={t('register.subtitle')} back />
      <form ref={form.formRef} className="auth-form" onSubmit={onSubmit} noValidate>
        {/* Which phone numbers are accepted is too long for a placeholder, and must stay readable while typing. */}
        <TextField {...form.accountField('register-account')} hint={t('register.account-hint')} />
        <TextField {...form.codeField('register-code')} />
        <TextField {...form.passwordField('register-password', t('form.password'))} />
        <TextField
          label={t('form.invite-code')}
          name="inviteCode"
          placeholder={t('form.invite-code-placeholder')}
          value={inviteCode}
          onChange={setInviteCode}
          autoCapitalize="characters"
          testId="register-invite"
        />
        <Button block color="primary" size="large" shape="rounded" type="submit" loading={register.isPending} data-testid="register-submit">
          {t('register.submit')}
        </Button>
      </form>
      <p className="auth-links">
        <span>{t('register.have-account')}</span>
        <Link to={`/${LOGIN_PATH}`} replace data-testid="register-login-link">
          {t('register.login-link')}
        </Link>
      </p>
    </div>
  );
}
