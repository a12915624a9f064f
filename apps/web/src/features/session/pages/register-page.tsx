import Button from 'antd-mobile/es/components/button';
import { isAccount, isVerificationCode, validatePassword, VERIFICATION_CODE_LENGTH } from '@app/contract/validate';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { TextField } from '@/components/ui/text-field';
import { isApiError } from '@/lib/api';
import { showToast } from '@/lib/kit/toast';
import { HOME_PATH, LOGIN_PATH } from '@/lib/navigation';
import { useRegister } from '../api/register';
import { AuthHeader } from '../components/auth-header';
import { SendCodeButton } from '../components/send-code-button';
import '../components/auth.css';

/**
 * `pages/user/register`: phone number or email, a 6-digit code, a password checked live
 * against the rules of spec point 5, and an optional invite code (prefilled from
 * `?inviteCode=`). Success signs in and opens home-f.
 */
export default function RegisterPage() {
  const { t } = useTranslation(['session', 'contract']);
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const register = useRegister();
  const [account, setAccount] = useState('');
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [inviteCode, setInviteCode] = useState(() => search.get('inviteCode') ?? '');
  const [submitted, setSubmitted] = useState(false);

  const trimmedAccount = account.trim();
  const accountError = !trimmedAccount ? t('form.account-required') : isAccount(trimmedAccount) ? null : t('form.account-invalid');
  const codeError = isVerificationCode(code) ? null : t('form.code-invalid', { length: VERIFICATION_CODE_LENGTH });
  const passwordRule = validatePassword(password);
  const passwordError = passwordRule ? t(`contract:${passwordRule}`) : null;

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    setSubmitted(true);
    if (accountError || codeError || passwordError) return;
    try {
      const done = await register.mutateAsync({ account: trimmedAccount, code, password, inviteCode: inviteCode.trim() });
      if (done) navigate(`/${HOME_PATH}`, { replace: true });
    } catch (err) {
      if (isApiError(err) && err.kind === 'code') showToast(err.message);
    }
  };

  return (
    <div className="auth-page">
      <AuthHeader title={t('register.title')} subtitle={t('register.subtitle')} back />
      <form className="auth-form" onSubmit={onSubmit} noValidate>
        <TextField
          label={t('form.account')}
          placeholder={t('form.account-placeholder')}
          value={account}
          onChange={setAccount}
          error={submitted ? accountError : null}
          autoComplete="username"
          inputMode="email"
          autoCapitalize="off"
          testId="register-account"
        />
        <TextField
          label={t('form.code')}
          placeholder={t('form.code-placeholder', { length: VERIFICATION_CODE_LENGTH })}
          value={code}
          onChange={(v) => setCode(v.replace(/\D/g, '').slice(0, VERIFICATION_CODE_LENGTH))}
          error={submitted ? codeError : null}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={VERIFICATION_CODE_LENGTH}
          testId="register-code"
          end={<SendCodeButton account={trimmedAccount} scene="register" validate={() => accountError} />}
        />
        <TextField
          label={t('form.password')}
          placeholder={t('form.new-password-placeholder')}
          type="password"
          value={password}
          onChange={setPassword}
          // Live: the first rule the password breaks, as soon as something is typed.
          error={password || submitted ? passwordError : null}
          hint={password ? t('register.password-ok') : t('register.password-rules')}
          autoComplete="new-password"
          testId="register-password"
        />
        <TextField
          label={t('form.invite-code')}
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
