import Button from 'antd-mobile/es/components/button';
import { compareMoney, Money, truncate } from '@app/contract/money';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { useFormFocus } from '@/lib/use-form-focus';
import { LoadError } from '@/components/ui/load-error';
import { TextField } from '@/components/ui/text-field';
import { isApiError } from '@/lib/api';
import { numberSymbols } from '@/lib/i18n/number-format';
import { announce, showToast } from '@/lib/kit/toast';
import { useWithdrawChannels } from '../api/get-withdraw-channels';
import { usePayPasswordStatus } from '../api/passwords';
import type { WithdrawChannel } from '../api/types';
import { refreshWithdrawRules, useSubmitWithdraw, useWithdrawQuote } from '../api/withdraw';
import { Amount } from '../components/amount';
import { ChannelChips, useChosenChannel } from '../components/channel-chips';
import { DestinationPicker, type Destination } from '../components/destination-picker';
import { PayPasswordSheet } from '../components/pay-password-sheet';
import { useAmountProblemText } from '../hooks/use-amount-problem';
import { askConfirm } from '@/lib/kit/confirm';
import { detourState } from '@/lib/navigation';
import { useDebounced } from '../hooks/use-debounced';
import { useTimeFormat } from '../hooks/use-date-format';
import { useFundsSettings, useLimitFormat, useMoneyFormat } from '../hooks/use-money-format';
import { withReturn } from '../hooks/use-return-to';
import { useSheetInHistory } from '../hooks/use-sheet-in-history';
import { goneDestination, isFeeChanged, payPasswordProblem, withdrawRulesChanged, type GoneDestination } from '../lib/funds-errors';
import { useIntentKey } from '../lib/intent-key';
import { serverProblemText } from '../lib/server-message';
import { checkAmount } from '../lib/validate';
import { withdrawAllAmount, withdrawAllFieldText, withdrawAllProblem } from '../lib/withdraw-all';
import { clearWithdrawDrafts, draftOwner, saveWithdrawDraft, takeWithdrawDraft } from '../lib/withdraw-draft';
import { currentWithdrawRules } from '../lib/withdraw-rules';
import '../components/funds.css';

/**
 * `pages/user/withdrawl`: a withdrawal to a saved address or bank card per the withdraw
 * channel config. Limits, fee and net amount come from the server's quote and are shown
 * before the payment password is asked; the amount is frozen until the withdrawal is paid,
 * rejected or cancelled. `?channelId=` preselects a channel.
 */
export default function WithdrawPage() {
  const { t } = useTranslation('funds');
  const query = useWithdrawChannels();
  const channels = query.data ?? [];
  const [channel, setChannelId] = useChosenChannel(channels);

  if (!query.data && query.isError) return <LoadError onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  if (query.isPending) return <p className="funds-empty">{t('list.loading')}</p>;
  if (!channel) return <p className="funds-empty">{t('withdraw.no-channels')}</p>;

  return (
    <div className="funds" data-testid="withdraw-page">
      <ChannelChips channels={channels} chosen={channel} onChoose={setChannelId} label={t('withdraw.channel')} testIdPrefix="withdraw-channel" />
      <WithdrawForm key={channel.id} channel={channel} />
    </div>
  );
}

function WithdrawForm({ channel }: { channel: WithdrawChannel }) {
  const { t } = useTranslation('funds');
  const navigate = useNavigate();
  const location = useLocation();
  const problemText = useAmountProblemText();
  const limit = useLimitFormat();
  const money = useMoneyFormat();
  const time = useTimeFormat();
  const settings = useFundsSettings();
  const payPassword = usePayPasswordStatus();
  const submit = useSubmitWithdraw();
  const intent = useIntentKey('withdraw');
  // A form left for a payment password, an address or a card comes back as it was.
  const [draft] = useState(() => takeWithdrawDraft(channel.id));
  const [amount, setAmount] = useState(draft?.amount ?? '');
  const [all, setAll] = useState(draft?.all ?? false);
  const [allRefused, setAllRefused] = useState<string | null>(null);
  const [destination, setDestination] = useState<Destination | null>(draft?.destination ? { ...draft.destination, text: '' } : null);
  // The chosen destination was deleted in another tab or on another device: the form says so
  // until the customer chooses again, and does not choose the only one left for them.
  const [destinationGone, setDestinationGone] = useState<GoneDestination | null>(null);
  const chooseDestination = useCallback((d: Destination | null) => {
    setDestination(d);
    if (d) setDestinationGone(null);
  }, []);
  const [submitted, setSubmitted] = useState(false);
  const { formRef, refuse } = useFormFocus();
  const { open: sheet, show: showSheet, hide: hideSheet } = useSheetInHistory('confirm');
  const [sheetProblem, setSheetProblem] = useState<string | null>(null);
  // Counts the payment passwords refused as wrong, for the sheet to empty its field.
  const [wrongPasswords, setWrongPasswords] = useState(0);
  /** While the payment password is locked: until this time of the page's monotonic clock. */
  const [lockedUntil, setLockedUntil] = useState(0);
  const locked = lockedUntil > 0;

  // A lock from wrong answers before (another visit, another device) is known when the page
  // opens: the confirmation says so at once instead of after one more try.
  const lockedMinutes = payPassword.data?.lockedMinutes ?? 0;
  useEffect(() => {
    if (lockedMinutes <= 0) return;
    setLockedUntil((until) => until || performance.now() + lockedMinutes * 60_000);
    setSheetProblem(t('withdraw.pay-password-locked', { count: lockedMinutes }));
  }, [lockedMinutes, t]);

  useEffect(() => {
    if (!lockedUntil) return;
    const timer = setTimeout(() => {
      setLockedUntil(0);
      setSheetProblem(null);
    }, Math.max(0, lockedUntil - performance.now()));
    return () => clearTimeout(timer);
  }, [lockedUntil]);

  const limitsOnly = useWithdrawQuote(channel.id, '', false);
  const available = limitsOnly.data?.available;
  // Limits and fee as the server has them now (the channel list may be a minute old).
  const rules = currentWithdrawRules(channel, limitsOnly.data);
  // What "all" takes as far as this page knows, until the server's figures say.
  const allAmount = available === undefined ? undefined : withdrawAllAmount(available, rules, limitsOnly.data?.dailyRemaining);
  const checked = all ? null : checkAmount(amount, { decimals: channel.decimals, min: rules.minAmount, max: rules.maxAmount, available });
  const settledAmount = useDebounced(checked?.ok ? checked.value : '', 300);
  const quote = useWithdrawQuote(channel.id, all ? '' : settledAmount, all);
  // The previous quote, kept on screen while the next loads, never counts as this amount's.
  const current = quote.isPlaceholderData ? null : quote.data;
  const figures = current && current.amount !== null && (all || current.amount === settledAmount) ? current : null;
  const quoteError = quote.isError ? serverProblemText(quote.error, limit) : null;
  // A quote refused for the channel's rules (a minimum raised meanwhile): the form asks for them again.
  const qc = useQueryClient();
  const rulesRefused = quote.isError && withdrawRulesChanged(quote.error) ? quote.errorUpdatedAt : 0;
  useEffect(() => {
    if (rulesRefused) void refreshWithdrawRules(qc, channel.id);
  }, [rulesRefused, qc, channel.id]);
  // "All" stopped short of the balance (the maximum or today's limit): the hint says why.
  const allTaken = all ? (figures?.amount ?? allAmount) : undefined;
  const allCapped = allTaken != null && available !== undefined && compareMoney(allTaken, truncate(available, channel.decimals)) < 0;
  const cappedHint = t('withdraw.all-capped', { max: limit(rules.maxAmount), currency: channel.currencyName });
  // The hint changes in place, away from the All button that has the focus: said aloud too.
  const wasCapped = useRef(false);
  useEffect(() => {
    if (allCapped && !wasCapped.current) announce(cappedHint);
    wasCapped.current = allCapped;
  }, [allCapped, cappedHint]);
  const withdrawAllOffered = settings.withdrawAll && rules.withdrawAllAllowed;

  const amountError = checked && !checked.ok ? problemText(checked.problem, channel.currencyName) : null;
  const destinationError = destination
    ? null
    : destinationGone === 'address'
      ? t('withdraw.address-gone')
      : destinationGone === 'card'
        ? t('withdraw.card-gone')
        : t('withdraw.destination-required');
  const settled = all || !(checked?.ok && settledAmount !== checked.value);
  const ready = !amountError && !destinationError && figures !== null && !quoteError && settled;
  // The amount is fine so far and its fee and net amount are on their way from the server.
  const quoting = !amountError && !destinationError && !quoteError && (all || checked?.ok === true) && (figures === null || !settled);
  // A failed fee check asked again by a tap on Withdraw.
  const requoting = useRef(false);
  // "Withdraw" tapped while quoting: the button shows it is working, and the confirmation
  // opens once the figures are in (or the form shows why not).
  const [waiting, setWaiting] = useState(false);

  const here = `${location.pathname.replace(/^\//, '')}?channelId=${channel.id}`;
  // The draft's owner is the customer who opened the form: when the session ends (a 401)
  // the session is forgotten before the draft is kept.
  const [owner] = useState(draftOwner);
  const keepDraft = useCallback(
    () =>
      saveWithdrawDraft(
        channel.id,
        { amount, all, destination: destination && { addressId: destination.addressId, bankCardId: destination.bankCardId } },
        undefined,
        owner,
      ),
    [channel.id, amount, all, destination, owner],
  );
  // Forgotten (or locked after wrong tries): a new one is set with the login password, which
  // also lifts a lock; the sheet's history entry gives way to that page, and the form is kept
  // for the way back.
  const forgotPayPassword = () => {
    keepDraft();
    navigate(`/${withReturn('pages/user/change?tab=pay', here)}`, { replace: true, state: detourState() });
  };

  const onAll = () => {
    const problem = withdrawAllProblem(available, rules);
    if (!problem) {
      setAllRefused(null);
      setAll(true);
      return;
    }
    // Nothing (or too little) to withdraw: say so, and leave no earlier amount behind.
    setAll(false);
    setAmount('');
    setAllRefused(
      problem.key === 'below-min'
        ? t('withdraw.all-below-min', { min: limit(problem.min), currency: channel.currencyName })
        : t(problem.key === 'nothing' ? 'withdraw.all-nothing' : 'withdraw.all-below-fee'),
    );
  };

  const onNext = async () => {
    setSubmitted(true);
    // A refused amount takes the focus, so it is what the keyboard is on.
    if (amountError) refuse();
    if (!ready) {
      // A fee check that failed (the line dropped, the server restarting) is asked again by
      // the tap, and the confirmation opens once it answers.
      if (quote.isError && !amountError && !destinationError) {
        requoting.current = true;
        setWaiting(true);
        const again = await quote.refetch();
        requoting.current = false;
        if (again.isError) setWaiting(false);
        return;
      }
      setWaiting(quoting);
      return;
    }
    setWaiting(false);
    const status = payPassword.data ?? (await payPassword.refetch()).data;
    if (status?.isSet === false) {
      const go = await askConfirm({ content: t('withdraw.set-pay-password-first'), confirmText: t('withdraw.set-pay-password'), cancelText: t('actions.cancel') });
      if (go) {
        keepDraft();
        navigate(`/${withReturn('pages/user/change?tab=pay', here)}`, { state: detourState() });
      }
      return;
    }
    if (!locked) setSheetProblem(null);
    showSheet();
  };

  const onNextRef = useRef(onNext);
  onNextRef.current = onNext;
  useEffect(() => {
    if (!waiting) return;
    if (ready) void onNextRef.current();
    else if (!quoting && !requoting.current) setWaiting(false);
  }, [waiting, ready, quoting]);

  const onConfirm = async (payPassword: string) => {
    if (!destination || !figures || locked) return;
    const request = {
      channelId: channel.id,
      ...(all ? { withdrawAll: true } : { amount: figures.amount ?? '' }),
      addressId: destination.addressId,
      bankCardId: destination.bankCardId,
    };
    setSheetProblem(null);
    try {
      // The fee shown is the fee charged: the server refuses the request if it changed meanwhile.
      const order = await submit.mutateAsync({ ...request, payPassword, expectedFee: figures.fee ?? undefined, idempotencyKey: intent.keyFor(request) });
      if (!order) return;
      intent.done();
      clearWithdrawDrafts();
      showToast(t('withdraw.submitted'), 'success');
      // In place of the open sheet's entry: back from the records leads to the form.
      navigate('/pages/user/withdrawRecord', { replace: true });
    } catch (e) {
      // The session ended (signed out elsewhere, expired): sign-in has opened; the form is
      // kept, so that signed in again the customer finds it as it was.
      if (isApiError(e) && e.kind === 'unauthorized') {
        keepDraft();
        return;
      }
      // The destination was deleted elsewhere: nothing in the sheet can fix that, so it closes
      // and the form asks for another, saying why (its list is asked for again meanwhile).
      const gone = goneDestination(e);
      if (gone) {
        setDestination(null);
        setDestinationGone(gone);
        setSubmitted(true);
        hideSheet();
        return;
      }
      // The fee changed while the sheet was open (nothing was withdrawn): the sheet stays open
      // and shows the new fee and net amount, to be confirmed again (with the same key: the
      // server stored nothing for this refusal).
      if (isFeeChanged(e)) {
        // Its fee and net amount are written as the sheet's figures are (99.50, not 99.5).
        setSheetProblem(serverProblemText(e, (v) => money(v, channel.decimals)));
        void quote.refetch();
        return;
      }
      // The sheet stays open with the reason; a retry of the same request reuses its key.
      const pw = payPasswordProblem(e);
      if (pw?.kind === 'locked') {
        setLockedUntil(performance.now() + pw.minutes * 60_000);
        setSheetProblem(t('withdraw.pay-password-locked', { count: pw.minutes }));
      } else if (pw?.kind === 'wrong') {
        setSheetProblem(t('withdraw.pay-password-wrong', { count: pw.remaining }));
        setWrongPasswords((n) => n + 1);
      } else {
        setSheetProblem(isApiError(e) && e.kind !== 'unauthorized' && e.kind !== 'aborted' ? serverProblemText(e, limit) : null);
      }
    }
  };

  const currency = channel.currencyName;
  const dec = channel.decimals;

  return (
    <>
      {/* A form: Enter in the amount does what Withdraw does. */}
      <form
        ref={formRef}
        className="funds-card"
        data-testid="withdraw-form"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void onNext();
        }}
      >
        <p className="funds-muted" style={{ marginBlockStart: 0 }}>
          {t('withdraw.available')} <Amount value={available} decimals={dec} currency={currency} testId="withdraw-available" />
        </p>
        <TextField
          label={t('withdraw.amount', { currency })}
          value={all ? withdrawAllFieldText(figures?.amount ?? (quote.isError ? null : allAmount), dec) : amount}
          onChange={(v) => {
            setAll(false);
            setAllRefused(null);
            setWaiting(false);
            setAmount(v);
          }}
          inputMode="decimal"
          autoComplete="off"
          placeholder={t('amount.placeholder')}
          error={allRefused ?? (submitted || amount || all ? (amountError ?? quoteError) : null)}
          hint={
            allCapped
              ? cappedHint
              : t('amount.limits', { min: limit(rules.minAmount), max: limit(rules.maxAmount), currency })
          }
          end={
            withdrawAllOffered && (
              <button type="button" className="funds-link-button" onClick={onAll} aria-pressed={all} data-testid="withdraw-all">
                {t('withdraw.all')}
              </button>
            )
          }
          testId="withdraw-amount"
        />
        <DestinationPicker channel={channel} value={destination} onChange={chooseDestination} onLeave={keepDraft} chooseOnly={!destinationGone} />
        {submitted && destinationError && (
          <p className="funds-error" role="alert" data-testid="withdraw-destination-problem">
            {destinationError}
          </p>
        )}
        <dl className="funds-kv" style={{ marginBlockEnd: 16 }} data-testid="withdraw-figures">
          <dt>{t('figures.fee')}</dt>
          <dd>{figures ? <Amount value={figures.fee} decimals={dec} currency={currency} testId="withdraw-fee" /> : <bdi className="funds-num">{feeRule(t, rules, limit, (v) => money(v, channel.decimals))}</bdi>}</dd>
          <dt>{t('figures.net')}</dt>
          <dd>{figures ? <Amount value={figures.netAmount} decimals={dec} currency={currency} testId="withdraw-net" /> : '--'}</dd>
          {/* Kept in place while the limits load, so Withdraw does not move under the finger. */}
          {(limitsOnly.isPending || limitsOnly.data?.dailyRemaining != null) && (
            <>
              <dt>{t('figures.daily-remaining')}</dt>
              <dd>
                {limitsOnly.data?.dailyRemaining != null ? (
                  <>
                    <Amount value={limitsOnly.data.dailyRemaining} decimals={dec} currency={currency} testId="withdraw-daily-remaining" />
                    {limitsOnly.data.dailyResetsAt && (
                      // The limit's day is UTC's: when it starts again, in the customer's time.
                      <span className="funds-muted funds-subline" data-testid="withdraw-daily-resets">
                        {t('figures.daily-resets', { time: time(limitsOnly.data.dailyResetsAt) })}
                      </span>
                    )}
                  </>
                ) : (
                  '--'
                )}
              </dd>
            </>
          )}
        </dl>
        <Button block color="primary" size="large" shape="rounded" type="submit" loading={waiting} data-testid="withdraw-submit">
          {t('withdraw.submit')}
        </Button>
        <p className="funds-note">{t('withdraw.note')}</p>
      </form>
      <PayPasswordSheet
        visible={sheet}
        title={t('withdraw.confirm-title')}
        // Also while the figures are asked for again (after a changed fee): confirmed are the figures shown.
        busy={submit.isPending || quote.isFetching}
        problem={sheetProblem}
        locked={locked}
        retype={wrongPasswords}
        help={
          wrongPasswords > 0 || locked ? (
            <p style={{ marginBlock: '0 12px' }}>
              <button type="button" className="funds-link-button" onClick={forgotPayPassword} data-testid="pay-password-forgot">
                {t('withdraw.forgot-pay-password')}
              </button>
            </p>
          ) : null
        }
        onClose={hideSheet}
        onConfirm={onConfirm}
      >
        {figures && destination && (
          <dl className="funds-kv" data-testid="withdraw-confirm">
            <dt>{t('figures.amount')}</dt>
            <dd>
              <Amount value={figures.amount} decimals={dec} currency={currency} testId="confirm-amount" />
            </dd>
            <dt>{t('figures.fee')}</dt>
            <dd>
              <Amount value={figures.fee} decimals={dec} currency={currency} testId="confirm-fee" />
            </dd>
            <dt>{t('figures.net')}</dt>
            <dd>
              <Amount value={figures.netAmount} decimals={dec} currency={currency} testId="confirm-net" />
            </dd>
            <dt>{t('withdraw.destination')}</dt>
            <dd className="funds-num">{destination.text}</dd>
          </dl>
        )}
      </PayPasswordSheet>
    </>
  );
}

/**
 * The fee rule before an amount is typed: "1.00 USDT", "0.5% + 5.00 USD" or "none"; the fixed
 * fee is written as the fee is once an amount is typed (`money`).
 */
function feeRule(
  t: (k: string, o?: Record<string, unknown>) => string,
  c: WithdrawChannel,
  limit: (v: string) => string,
  money: (v: string) => string,
): string {
  const rate = compareMoney(c.feeRate, '0') > 0;
  const fixed = compareMoney(c.feeFixed, '0') > 0;
  const percent = `${limit(new Money(c.feeRate).times(100).toFixed())}${numberSymbols().percent}`;
  if (rate && fixed) return t('figures.fee-rate-fixed', { rate: percent, fixed: money(c.feeFixed), currency: c.currencyName });
  if (rate) return t('figures.fee-rate', { rate: percent });
  if (fixed) return `${money(c.feeFixed)} ${c.currencyName}`;
  return t('figures.fee-none');
}
