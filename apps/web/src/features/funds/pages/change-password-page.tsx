import Button from 'antd-mobile/es/components/button';
import { isWeakPayPassword, validatePassword } from '@app/contract/validate';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { TextField } from '@/components/ui/text-field';
import { showToast } from '@/lib/kit/toast';
import { useTablist } from '@/lib/tablist';
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
  const [tab, setTab] = useState<Tab>(params.get('tab') === 'pay' ? 'pay' : 'login');
  const tabs = useTablist({ tabs: TABS, selected: tab, onSelect: setTab, panelId: 'change-password-panel' });
  return (
    <div className="funds" data-testid="change-password">
      <div className="funds-tabs" role="tablist">
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

function LoginPasswordForm() {
  const { t } = useTranslation(['funds', 'contract']);
  const change = useChangeLoginPassword();
  const [oldPassword, setOld] = useState('');
  const [newPassword, setNew] = useState('');
  const [repeat, setRepeat] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const rule = validatePassword(newPassword);
  const errors = {
    old: oldPassword ? null : t('password.current-required'),
    new: rule ? t(rule, { ns: 'contract' }) : newPassword === oldPassword ? t('password.same') : null,
    repeat: repeat === newPassword ? null : t('password.mismatch'),
  };
  const show = (e: string | null) => (submitted ? e : null);

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    setSubmitted(true);
    if (Object.values(errors).some(Boolean)) return;
    try {
      await change.mutateAsync({ oldPassword, newPassword });
      showToast(t('password.login-changed'), 'success');
      setOld('');
      setNew('');
      setRepeat('');
      setSubmitted(false);
    } catch {
      // The request layer has shown the server's reason.
    }
  };

  return (
    <form className="funds-card" onSubmit={onSubmit} noValidate data-testid="login-password-form">
      <TextField label={t('password.current-login')} type="password" value={oldPassword} onChange={setOld} error={show(errors.old)} autoComplete="current-password" testId="old-password" />
      <TextField
        label={t('password.new-login')}
        type="password"
        value={newPassword}
        onChange={setNew}
        error={show(errors.new)}
        hint={t('password.login-rule')}
        autoComplete="new-password"
        testId="new-password"
      />
      <TextField label={t('password.repeat')} type="password" value={repeat} onChange={setRepeat} error={show(errors.repeat)} autoComplete="new-password" testId="repeat-password" />
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
  const [params] = useSearchParams();
  const [loginPassword, setLogin] = useState('');
  const [pay, setPay] = useState('');
  const [repeat, setRepeat] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const errors = {
    login: loginPassword ? null : t('password.current-required'),
    pay: !/^\d{6}$/.test(pay) ? t('password.pay-format') : isWeakPayPassword(pay) ? t('password.pay-weak') : null,
    repeat: repeat === pay ? null : t('password.mismatch'),
  };
  const show = (e: string | null) => (submitted ? e : null);

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    setSubmitted(true);
    if (Object.values(errors).some(Boolean)) return;
    try {
      await save.mutateAsync({ payPassword: pay, loginPassword });
      showToast(t(isSet ? 'password.pay-changed' : 'password.pay-set'), 'success');
      setLogin('');
      setPay('');
      setRepeat('');
      setSubmitted(false);
      if (params.get('redirect')) done();
    } catch {
      // The request layer has shown the server's reason.
    }
  };

  return (
    <form className="funds-card" onSubmit={onSubmit} noValidate data-testid="pay-password-form">
      <p className="funds-muted" style={{ marginBlockStart: 0 }} data-testid="pay-password-state">
        {isSet ? t('password.pay-is-set') : t('password.pay-not-set')}
      </p>
      <TextField label={t('password.current-login')} type="password" value={loginPassword} onChange={setLogin} error={show(errors.login)} autoComplete="current-password" testId="pay-login-password" />
      <TextField
        label={t(isSet ? 'password.new-pay' : 'password.pay')}
        type="password"
        inputMode="numeric"
        maxLength={6}
        value={pay}
        onChange={(v) => setPay(payPasswordDigits(v))}
        error={show(errors.pay)}
        hint={t('password.pay-rule')}
        autoComplete="off"
        testId="pay-password-new"
      />
      <TextField
        label={t('password.repeat')}
        type="password"
        inputMode="numeric"
        maxLength={6}
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
