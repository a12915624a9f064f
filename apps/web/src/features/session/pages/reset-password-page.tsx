import Button from 'antd-mobile/es/components/button';
import { latinDigits } from '@app/contract/digits';
import { isAccount, isVerificationCode, validatePassword, VERIFICATION_CODE_LENGTH } from '@app/contract/validate';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { TextField } from '@/components/ui/text-field';
import { showToast } from '@/lib/kit/toast';
import { LOGIN_PATH } from '@/lib/navigation';
import { useFormFocus } from '@/lib/use-form-focus';
import { useResetPassword } from '../api/reset-password';
import { AuthHeader } from '../components/auth-header';
import { SendCodeButton } from '../components/send-code-button';
import { useRefusalFocus } from '../hooks/use-refusal-focus';
import '../components/auth.css';

/** Router state the login page and this page hand each other: the account typed there. */
export interface AccountState {
  account?: string;
}

/** The account in such state, or ''. */
export const accountOf = (state: unknown) => {
  const account = (state as AccountState | null)?.account;
  return typeof account === 'string' ? account.slice(0, 254) : '';
};

/**
 * `pages/user/forgetPassword`: a forgotten login password is replaced with a code sent to the
 * account (phone or email) and a new password checked live against the rules of spec point 5.
 * Every session of the account ends; the customer signs in again with the new password, the
 * account already typed on the sign-in page.
 */
export default function ResetPasswordPage() {
  const { t } = useTranslation(['session', 'contract']);
  const navigate = useNavigate();
  const location = useLocation();
  const reset = useResetPassword();
  const { formRef, refuse, field, retype } = useFormFocus();
  const onRefused = useRefusalFocus(formRef, retype, reset.isPending);
  const [account, setAccount] = useState(() => accountOf(location.state));
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const [accountChecked, setAccountChecked] = useState(false);
  const [codeSentTo, setCodeSentTo] = useState<string | null>(null);

  const trimmedAccount = account.trim();
  const accountError = !trimmedAccount ? t('form.account-required') : isAccount(trimmedAccount) ? null : t('form.account-invalid');
  const codeError = isVerificationCode(code) ? null : t('form.code-invalid', { length: VERIFICATION_CODE_LENGTH });
  const passwordRule = validatePassword(password);
  const passwordError = passwordRule ? t(`contract:${passwordRule}`) : null;

  const checkAccountForCode = () => {
    if (!accountError) return true;
    setAccountChecked(true);
    field('account')?.focus();
    return false;
  };

  const onCodeSent = (sentTo: string) => {
    setCodeSentTo(sentTo);
    field('code')?.focus();
  };

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    setSubmitted(true);
    if (accountError || codeError || passwordError) {
      refuse();
      return;
    }
    try {
      await reset.mutateAsync({ account: trimmedAccount, code, newPassword: password });
      showToast(t('reset.done'), 'success');
      const state: AccountState = { account: trimmedAccount };
      navigate(`/${LOGIN_PATH}`, { replace: true, state });
    } catch (err) {
      // The request layer has toasted (and announced) the server's answer; the focus goes
      // to what it is about.
      onRefused(err);
    }
  };

  return (
    <div className="auth-page">
      <AuthHeader title={t('reset.title')} subtitle={t('reset.subtitle')} back />
      <form ref={formRef} className="auth-form" onSubmit={onSubmit} noValidate>
        <TextField
          label={t('form.account')}
          name="account"
          placeholder={t('form.account-placeholder')}
          value={account}
          onChange={setAccount}
          error={submitted || accountChecked ? accountError : null}
          autoComplete="username"
          inputMode="email"
          dir="auto"
          autoCapitalize="off"
          testId="reset-account"
        />
        <TextField
          label={t('form.code')}
          name="code"
          placeholder={t('form.code-placeholder', { length: VERIFICATION_CODE_LENGTH })}
          value={code}
          onChange={(v) => setCode(latinDigits(v.normalize('NFKC')).replace(/\D/g, '').slice(0, VERIFICATION_CODE_LENGTH))}
          error={submitted ? codeError : null}
          hint={codeSentTo && codeSentTo === trimmedAccount ? t('code.sent-to', { account: `\u2068${codeSentTo}\u2069` }) : null}
          inputMode="numeric"
          autoComplete="one-time-code"
          testId="reset-code"
          end={<SendCodeButton account={trimmedAccount} scene="reset" validate={checkAccountForCode} onSent={onCodeSent} />}
        />
        <TextField
          label={t('reset.new-password')}
          name="password"
          placeholder={t('form.new-password-placeholder')}
          type="password"
          value={password}
          onChange={setPassword}
          error={password || submitted ? passwordError : null}
          hint={password && !passwordError ? t('register.password-ok') : t('register.password-rules')}
          autoComplete="new-password"
          testId="reset-password"
        />
        <Button block color="primary" size="large" shape="rounded" type="submit" loading={reset.isPending} data-testid="reset-submit">
          {t('reset.submit')}
        </Button>
      </form>
      <p className="auth-links">
        <Link to={`/${LOGIN_PATH}`} replace data-testid="reset-login-link">
          {t('register.login-link')}
        </Link>
      </p>
    </div>
  );
}
