import { latinDigits } from '@app/contract/digits';
import { isAccount, isVerificationCode, validatePassword, VERIFICATION_CODE_LENGTH } from '@app/contract/validate';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TextFieldProps } from '@/components/ui/text-field';
import { useFormFocus } from '@/lib/use-form-focus';
import type { CodeScene } from '../api/send-code';
import { SendCodeButton } from '../components/send-code-button';
import { useRefusalFocus } from './use-refusal-focus';

/**
 * The parts registration and the password reset share: an account (phone or email), a
 * 6-digit code sent to it for `scene`, and a new password checked live against the rules of
 * spec point 5; with the fields' props, their errors, and where the focus goes when the
 * form or the server refuses it.
 */
export function useCodeForm(scene: CodeScene, { initialAccount = '', pending }: { initialAccount?: string; pending: boolean }) {
  const { t } = useTranslation(['session', 'contract']);
  const { formRef, refuse, field, retype } = useFormFocus();
  const onRefused = useRefusalFocus(formRef, retype, pending);
  const [account, setAccount] = useState(initialAccount);
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
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

  /** Marks the form submitted; false (and the focus on the first field to fix) when it is not ready to send. */
  const ready = () => {
    setSubmitted(true);
    if (accountError || codeError || passwordError) {
      refuse();
      return false;
    }
    return true;
  };

  const accountField = (testId: string): TextFieldProps => ({
    label: t('form.account'),
    name: 'account',
    placeholder: t('form.account-placeholder'),
    value: account,
    onChange: setAccount,
    error: submitted || accountChecked ? accountError : null,
    autoComplete: 'username',
    inputMode: 'email',
    // An email or phone number reads left to right, also on a right-to-left page.
    dir: 'auto',
    autoCapitalize: 'off',
    testId,
  });
  const codeField = (testId: string): TextFieldProps => ({
    label: t('form.code'),
    name: 'code',
    placeholder: t('form.code-placeholder', { length: VERIFICATION_CODE_LENGTH }),
    value: code,
    // A pasted "065 140" or "065-140", and the digits of an Arabic or full-width keypad, are
    // the code: read in Latin digits, separators dropped, then cut to its length (no
    // maxLength, which would cut the pasted text before it is cleaned).
    onChange: (v) => setCode(latinDigits(v.normalize('NFKC')).replace(/\D/g, '').slice(0, VERIFICATION_CODE_LENGTH)),
    error: submitted ? codeError : null,
    // The account is isolated from the sentence's direction: "+86…" stays one number in Arabic.
    hint: codeSentTo && codeSentTo === trimmedAccount ? t('code.sent-to', { account: `\u2068${codeSentTo}\u2069` }) : null,
    inputMode: 'numeric',
    autoComplete: 'one-time-code',
    testId,
    end: <SendCodeButton account={trimmedAccount} scene={scene} validate={checkAccountForCode} onSent={onCodeSent} />,
  });
  const passwordField = (testId: string, label: string): TextFieldProps => ({
    label,
    name: 'password',
    placeholder: t('form.new-password-placeholder'),
    type: 'password',
    value: password,
    onChange: setPassword,
    // Live: the first rule the password breaks, as soon as something is typed.
    error: password || submitted ? passwordError : null,
    hint: password && !passwordError ? t('register.password-ok') : t('register.password-rules'),
    autoComplete: 'new-password',
    testId,
  });

  return { formRef, account: trimmedAccount, code, password, ready, onRefused, accountField, codeField, passwordField };
}
