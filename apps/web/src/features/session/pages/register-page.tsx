import Button from 'antd-mobile/es/components/button';
import { latinDigits } from '@app/contract/digits';
import { isAccount, isVerificationCode, validatePassword, VERIFICATION_CODE_LENGTH } from '@app/contract/validate';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { TextField } from '@/components/ui/text-field';
import { HOME_PATH, LOGIN_PATH } from '@/lib/navigation';
import { useRegister } from '../api/register';
import { AuthHeader } from '../components/auth-header';
import { SendCodeButton } from '../components/send-code-button';
import { useRefusalFocus } from '../hooks/use-refusal-focus';
import { useFormFocus } from '@/lib/use-form-focus';
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
  const { formRef, refuse, field, retype } = useFormFocus();
  const onRefused = useRefusalFocus(formRef, retype, register.isPending);
  const [account, setAccount] = useState('');
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [inviteCode, setInviteCode] = useState(() => search.get('inviteCode') ?? '');
  const [submitted, setSubmitted] = useState(false);
  // Asking for a code checks the account before the form is submitted.
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
      const done = await register.mutateAsync({ account: trimmedAccount, code, password, inviteCode: inviteCode.trim() });
      if (done) navigate(`/${HOME_PATH}`, { replace: true });
    } catch (err) {
      // The request layer has toasted (and announced) the server's answer; the focus goes
      // to what it is about.
      onRefused(err);
    }
  };

  return (
    <div className="auth-page">
      <AuthHeader title={t('register.title')} subtitle={t('register.subtitle')} back />
      <form ref={formRef} className="auth-form" onSubmit={onSubmit} noValidate>
        <TextField
          label={t('form.account')}
          name="account"
          placeholder={t('form.account-placeholder')}
          value={account}
          onChange={setAccount}
          error={submitted || accountChecked ? accountError : null}
          // Which phone numbers are accepted is too long for a placeholder, and must stay readable while typing.
          hint={t('register.account-hint')}
          autoComplete="username"
          inputMode="email"
          // An email or phone number reads left to right, also on a right-to-left page.
          dir="auto"
          autoCapitalize="off"
          testId="register-account"
        />
        <TextField
          label={t('form.code')}
          name="code"
          placeholder={t('form.code-placeholder', { length: VERIFICATION_CODE_LENGTH })}
          value={code}
          // A pasted "065 140" or "065-140", and the digits of an Arabic or full-width keypad,
          // are the code: read in Latin digits, separators dropped, then cut to its length
          // (no maxLength, which would cut the pasted text before it is cleaned).
          onChange={(v) => setCode(latinDigits(v.normalize('NFKC')).replace(/\D/g, '').slice(0, VERIFICATION_CODE_LENGTH))}
          error={submitted ? codeError : null}
          // The account is isolated from the sentence's direction: "+86…" stays one number in Arabic.
          hint={codeSentTo && codeSentTo === trimmedAccount ? t('code.sent-to', { account: `\u2068${codeSentTo}\u2069` }) : null}
          inputMode="numeric"
          autoComplete="one-time-code"
          testId="register-code"
          end={<SendCodeButton account={trimmedAccount} scene="register" validate={checkAccountForCode} onSent={onCodeSent} />}
        />
        <TextField
          label={t('form.password')}
          name="password"
          placeholder={t('form.new-password-placeholder')}
          type="password"
          value={password}
          onChange={setPassword}
          // Live: the first rule the password breaks, as soon as something is typed.
          error={password || submitted ? passwordError : null}
          hint={password && !passwordError ? t('register.password-ok') : t('register.password-rules')}
          autoComplete="new-password"
          testId="register-password"
        />
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
