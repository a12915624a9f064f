import Button from 'antd-mobile/es/components/button';
import { useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useFormFocus } from '@/lib/use-form-focus';
import { LoadError } from '@/components/ui/load-error';
import { TextField } from '@/components/ui/text-field';
import { useRechargeChannels } from '../api/get-recharge-channels';
import { useSubmitRecharge } from '../api/submit-recharge';
import { RECHARGE_TYPE, type RechargeChannel } from '../api/types';
import { Amount } from '../components/amount';
import { ChannelChips, useChosenChannel } from '../components/channel-chips';
import { ProofPicker } from '../components/proof-picker';
import { RechargeChannelDetails } from '../components/recharge-channel-details';
import { useAmountProblemText } from '../hooks/use-amount-problem';
import { useLimitFormat } from '../hooks/use-money-format';
import { channelFee, hasFee, netOf } from '../lib/fee';
import { useIntentKey } from '../lib/intent-key';
import { amountProblemText } from '../lib/server-message';
import { checkAmount } from '../lib/validate';
import '../components/funds.css';

/**
 * `pages/user/recharge`: pick a channel (crypto address, bank transfer, online payment), see
 * where to pay, enter the amount and optionally attach a proof; the order then waits to be
 * credited. `?channelId=` preselects a channel.
 */
export default function RechargePage() {
  const { t } = useTranslation('funds');
  const navigate = useNavigate();
  const query = useRechargeChannels();
  const channels = query.data ?? [];
  const [channel, setChannelId] = useChosenChannel(channels);

  if (!query.data && query.isError) return <LoadError onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  if (query.isPending) return <p className="funds-empty">{t('list.loading')}</p>;
  if (!channel) return <p className="funds-empty">{t('recharge.no-channels')}</p>;

  return (
    <div className="funds" data-testid="recharge-page">
      <ChannelChips channels={channels} chosen={channel} onChoose={setChannelId} label={t('recharge.channel')} testIdPrefix="recharge-channel" />
      <RechargeChannelDetails channel={channel} />
      <RechargeForm key={channel.id} channel={channel} onDone={(id, online) => navigate(`/pages/user/${online ? 'linePay' : 'recharge-detail'}?id=${id}`)} />
    </div>
  );
}

function RechargeForm({ channel, onDone }: { channel: RechargeChannel; onDone: (id: number, online: boolean) => void }) {
  const { t } = useTranslation('funds');
  const problemText = useAmountProblemText();
  const limit = useLimitFormat();
  const submit = useSubmitRecharge();
  const intent = useIntentKey('recharge');
  const [amount, setAmount] = useState('');
  const [remark, setRemark] = useState('');
  const [proof, setProof] = useState<string | null>(null);
  const [submitted, setSubmitted] = useState(false);
  // The server's refusal of the amount (today's limit, the fee), its amounts in the language's format.
  const [refused, setRefused] = useState<string | null>(null);
  const { formRef, refuse } = useFormFocus();
  const online = channel.channelType === RECHARGE_TYPE.online;

  const checked = checkAmount(amount, { decimals: channel.decimals, min: channel.minAmount, max: channel.maxAmount });
  const fee = useMemo(() => (checked.ok ? channelFee(checked.value, channel, channel.decimals) : null), [checked, channel]);
  const net = checked.ok && fee !== null ? netOf(checked.value, fee) : null;
  const error = !checked.ok ? problemText(checked.problem, channel.currencyName) : net === null ? t('amount.below-fee') : null;

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    setSubmitted(true);
    // A refused amount takes the focus, so it is what the keyboard is on.
    if (!checked.ok || error) return refuse();
    const request = { channelId: channel.id, amount: checked.value, remark: remark.trim(), proofImage: online ? null : proof };
    try {
      const order = await submit.mutateAsync({ ...request, idempotencyKey: intent.keyFor(request) });
      if (order) {
        intent.done();
        onDone(order.id, online);
      }
    } catch (err) {
      // An amount refused is said under the field, which takes the focus; any other reason the
      // request layer has shown. The same key is reused if the customer retries.
      const problem = amountProblemText(err, limit);
      if (problem) {
        setRefused(problem);
        refuse();
      }
    }
  };

  return (
    <form ref={formRef} className="funds-card" onSubmit={onSubmit} noValidate data-testid="recharge-form">
      <TextField
        label={t('recharge.amount', { currency: channel.currencyName })}
        value={amount}
        onChange={(v) => {
          setRefused(null);
          setAmount(v);
        }}
        inputMode="decimal"
        autoComplete="off"
        placeholder={t('amount.placeholder')}
        error={submitted || amount ? (error ?? refused) : null}
        hint={
          channel.dailyLimit === null
            ? t('amount.limits', { min: limit(channel.minAmount), max: limit(channel.maxAmount), currency: channel.currencyName })
            : t('amount.limits-daily', { min: limit(channel.minAmount), max: limit(channel.maxAmount), daily: limit(channel.dailyLimit), currency: channel.currencyName })
        }
        testId="recharge-amount"
      />
      {hasFee(channel) && checked.ok && fee !== null && net !== null && (
        <dl className="funds-kv" style={{ marginBlockEnd: 16 }} data-testid="recharge-figures">
          <dt>{t('figures.fee')}</dt>
          <dd>
            <Amount value={fee} decimals={channel.decimals} currency={channel.currencyName} testId="recharge-fee" />
          </dd>
          <dt>{t('figures.net')}</dt>
          <dd>
            <Amount value={net} decimals={channel.decimals} currency={channel.currencyName} testId="recharge-net" />
          </dd>
        </dl>
      )}
      {!online && <ProofPicker value={proof} onChange={setProof} />}
      {!online && (
        <TextField
          label={t('recharge.remark')}
          value={remark}
          onChange={(v) => setRemark(v.slice(0, 200))}
          placeholder={t(channel.channelType === RECHARGE_TYPE.bank ? 'recharge.remark-placeholder-bank' : 'recharge.remark-placeholder-crypto')}
          maxLength={200}
          testId="recharge-remark"
        />
      )}
      <Button block color="primary" size="large" shape="rounded" type="submit" loading={submit.isPending} data-testid="recharge-submit">
        {online ? t('recharge.continue-to-pay') : channel.channelType === RECHARGE_TYPE.bank ? t('recharge.submit-bank') : t('recharge.submit')}
      </Button>
    </form>
  );
}
