import Button from 'antd-mobile/es/components/button';
import { isWeakPayPassword, validatePassword } from '@app/contract/validate';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { TextField } from '@/components/ui/text-field';
import { isApiError } from '@/lib/api';
import { showToast } from '@/lib/kit/toast';
import { useTablist } from '@/lib/tablist';
import { useFormFocus } from '@/lib/use-form-focus';
import { useChangeLoginPassword, usePayPasswordSet, useSetPayPassword } from '../api/passwords';
import { useReturnTo } from '../hooks/use-return-to';
import { payPasswordDigits } from '../lib/latin-digits';
import '../components/funds.css';

type Tab = 'login' | 'pay';
const TABS: readonly Tab[] = ['login', 'pay'];

/**
 * `pages/user/change`: change the login password, or set / change the 6-digit payment
 * password that withdrawals ask for. `?tab=pay` opens the payment password; `?redirect=`
 * returns there once it is set (the withdrawal that asked for it).
 */
export default function ChangePasswordPage() {
  const { t } = useTranslation('funds');
  const [params] = useSearchParams();
  const asked: Tab = params.get('tab') === 'pay' ? 'pay' : 'login';
  const [tab, setTab] = useState<Tab>(asked);
  const tablist = useRef<HTMLDivElement>(null);
  const opened = useRef(asked);
  // A link to this page while it is open (the withdrawal's "set a new one") opens its tab, and
  // the focus goes to that tab, as it would after a tap: the form that held it is gone.
  useEffect(() => {
    if (opened.current === asked) return;
    opened.current = asked;
    setTab(asked);
    requestAnimationFrame(() => tablist.current?.querySelector<HTMLElement>(`[data-testid="password-tab-${asked}"]`)?.focus());
  }, [asked]);
  const tabs = useTablist({ tabs: TABS, selected: tab, onSelect: setTab, panelId: 'change-password-panel' });
  return (
    <div className="funds" data-testid="change-password">
      <div ref={tablist} className="funds-tabs" role="tablist" aria-label={t('routes:title.change-password')}>
        {TABS.map((k) => (
          <button key={k} type="button" {...tabs.tab(k)} data-testid={`password-tab-${k}`}>
            {t(`password.tab-${k}`)}
          </button>
        ))}
      </div>
      <div {...tabs.panel}>{tab === 'login' ? <LoginPasswordForm /> : <PayPasswordForm />}</div>
    </div>
  );
}

/** Per form, the field a refused change most likely needs retyped, by the server's message. */
const LOGIN_FORM_FIELD_OF: Record<string, string> = {
  'session.login_password_wrong': 'oldPassword',
  'session.password_same': 'newPassword',
  'validate.password_min': 'newPassword',
  'validate.password_letter': 'newPassword',
  'validate.password_chars': 'newPassword',
};
const PAY_FORM_FIELD_OF: Record<string, string> = {
  'session.login_password_wrong': 'loginPassword',
  'session.pay_password_format': 'payPassword',
  'session.pay_password_weak': 'payPassword',
};
const serverMessage = (err: unknown) => (isApiError(err) ? (err.envelope?.msg ?? '') : '');

function LoginPasswordForm() {
  const { t } = useTranslation(['funds', 'contract']);
  const change = useChangeLoginPassword();
  const { formRef, refuse, retype } = useFormFocus();
  const [oldPassword, setOld] = useState('');
  const [newPassword, setNew] = useState('');
  const [repeat, setRepeat] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const rule = validatePassword(newPassword);
  const errors = {
    old: oldPassword ? null : t('password.current-required'),
    new: rule ? t(rule, { ns: 'contract' }) : newPassword === oldPassword ? t('password.same') : null,
    repeat: !repeat ? t('password.repeat-required') : repeat === newPassword ? null : t('password.mismatch'),
  };
  const show = (e: string | null) => (submitted ? e : null);

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    setSubmitted(true);
    if (Object.values(errors).some(Boolean)) {
      refuse();
      return;
    }
    try {
      await change.mutateAsync({ oldPassword, newPassword });
      showToast(t('password.login-changed'), 'success');
      setOld('');
      setNew('');
      setRepeat('');
      setSubmitted(false);
    } catch (err) {
      // The request layer has shown the server's reason; the field it is about is retyped.
      retype(LOGIN_FORM_FIELD_OF[serverMessage(err)]);
    }
  };

  return (
    <form ref={formRef} className="funds-card" onSubmit={onSubmit} noValidate data-testid="login-password-form">
      <TextField
        label={t('password.current-login')}
        name="oldPassword"
        type="password"
        value={oldPassword}
        onChange={setOld}
        error={show(errors.old)}
        autoComplete="current-password"
        testId="old-password"
      />
      <TextField
        label={t('password.new-login')}
        name="newPassword"
        type="password"
        value={newPassword}
        onChange={setNew}
        // Live: the first rule the password breaks, as soon as something is typed.
        error={newPassword || submitted ? errors.new : null}
        hint={errors.new ? t('password.login-rule') : t('password.login-rule-ok')}
        autoComplete="new-password"
        testId="new-password"
      />
      <TextField
        label={t('password.repeat')}
        name="repeatPassword"
        type="password"
        value={repeat}
        onChange={setRepeat}
        error={show(errors.repeat)}
        autoComplete="new-password"
        testId="repeat-password"
      />
      <p className="funds-note" style={{ marginBlock: '0 16px' }}>
        {t('password.login-note')}
      </p>
      <Button block color="primary" size="large" shape="rounded" type="submit" loading={change.isPending} data-testid="login-password-submit">
        {t('password.save')}
      </Button>
    </form>
  );
}

function PayPasswordForm() {
  const { t } = useTranslation('funds');
  const { data: isSet } = usePayPasswordSet();
  const save = useSetPayPassword();
  const done = useReturnTo('pages/user/accountDetail');
  const { formRef, refuse, retype } = useFormFocus();
  const [params] = useSearchParams();
  const [loginPassword, setLogin] = useState('');
  const [pay, setPay] = useState('');
  const [repeat, setRepeat] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const errors = {
    login: loginPassword ? null : t('password.current-required'),
    pay: !/^\d{6}$/.test(pay) ? t('password.pay-format') : isWeakPayPassword(pay) ? t('password.pay-weak') : null,
    repeat: !repeat ? t('password.repeat-required') : repeat === pay ? null : t('password.mismatch'),
  };
  const show = (e: string | null) => (submitted ? e : null);

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    setSubmitted(true);
    if (Object.values(errors).some(Boolean)) {
      refuse();
      return;
    }
    try {
      await save.mutateAsync({ payPassword: pay, loginPassword });
      showToast(t(isSet ? 'password.pay-changed' : 'password.pay-set'), 'success');
      setLogin('');
      setPay('');
      setRepeat('');
      setSubmitted(false);
      if (params.get('redirect')) done();
    } catch (err) {
      // The request layer has shown the server's reason; the field it is about is retyped.
      retype(PAY_FORM_FIELD_OF[serverMessage(err)]);
    }
  };

  return (
    <form ref={formRef} className="funds-card" onSubmit={onSubmit} noValidate data-testid="pay-password-form">
      <p className="funds-muted" style={{ marginBlockStart: 0 }} data-testid="pay-password-state">
        {isSet ? t('password.pay-is-set') : t('password.pay-not-set')}
      </p>
      <TextField
        label={t('password.current-login')}
        name="loginPassword"
        type="password"
        value={loginPassword}
        onChange={setLogin}
        error={show(errors.login)}
        autoComplete="current-password"
        testId="pay-login-password"
      />
      <TextField
        label={t(isSet ? 'password.new-pay' : 'password.pay')}
        name="payPassword"
        type="password"
        inputMode="numeric"
        // No maxLength: a pasted "135 792" would be cut before its space is dropped.
        value={pay}
        onChange={(v) => setPay(payPasswordDigits(v))}
        error={show(errors.pay)}
        // The whole rule a new password must meet, so that it adds to either error above it.
        hint={t('password.new-pay-rule')}
        autoComplete="off"
        testId="pay-password-new"
      />
      <TextField
        label={t('password.repeat')}
        name="repeatPayPassword"
        type="password"
        inputMode="numeric"
        value={repeat}
        onChange={(v) => setRepeat(payPasswordDigits(v))}
        error={show(errors.repeat)}
        autoComplete="off"
        testId="pay-password-repeat"
      />
      <Button block color="primary" size="large" shape="rounded" type="submit" loading={save.isPending} data-testid="pay-password-submit">
        {t(isSet ? 'password.pay-change-submit' : 'password.pay-set-submit')}
      </Button>
    </form>
  );
}
