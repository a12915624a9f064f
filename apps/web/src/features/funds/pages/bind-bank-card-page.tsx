import { BANK_CARD_LIMIT } from '@app/contract/funds';
import Button from 'antd-mobile/es/components/button';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormFocus } from '@/lib/use-form-focus';
import { LoadError } from '@/components/ui/load-error';
import { TextField } from '@/components/ui/text-field';
import { isApiError } from '@/lib/api';
import { useAddBankCard, useBankCards, useBanks } from '../api/bank-cards';
import { useReturnTo } from '../hooks/use-return-to';
import { latinDigits } from '../lib/latin-digits';
import { holderNameProblem, normalizeCardNumber } from '../lib/validate';
import '../components/funds.css';

/** `pages/bankCard/bindBankCard`: bank from the bank property config, holder name, card number and branch. */
export default function BindBankCardPage() {
  const { t } = useTranslation('funds');
  const done = useReturnTo('pages/bankCard/bankCard-list');
  const banksQuery = useBanks();
  const banks = banksQuery.data ?? [];
  const add = useAddBankCard();
  const { data: saved = [] } = useBankCards();
  // At the limit (a link opened, or the last card added in another tab), saving is not offered.
  const full = saved.length >= BANK_CARD_LIMIT;
  const [bankId, setBankId] = useState('');
  const [holderName, setHolderName] = useState('');
  const [cardNumber, setCardNumber] = useState('');
  const [branch, setBranch] = useState('');
  const [submitted, setSubmitted] = useState(false);
  // A refused save puts the focus on the first field to fix; the bank's error describes it.
  const { formRef, refuse } = useFormFocus();
  const bankErrorId = useId();

  const holderProblem = holderNameProblem(holderName);
  const errors = {
    bank: bankId ? null : t('cards.bank-required'),
    holder: !holderName.trim() ? t('cards.holder-required') : holderProblem ? t(holderProblem === 'short' ? 'cards.holder-short' : 'cards.holder-invalid') : null,
    number: !cardNumber.trim() ? t('cards.number-required') : normalizeCardNumber(latinDigits(cardNumber)) ? null : t('cards.number-invalid'),
    branch: branch.trim().length > 100 ? t('cards.branch-too-long') : null,
  };
  const show = (e: string | null) => (submitted ? e : null);

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    setSubmitted(true);
    if (full) return;
    if (Object.values(errors).some(Boolean)) return refuse();
    try {
      const card = await add.mutateAsync({
        bankId: Number(bankId),
        holderName: holderName.trim().normalize('NFC'),
        cardNumber: normalizeCardNumber(latinDigits(cardNumber))!,
        branch: branch.trim().normalize('NFC'),
      });
      if (card) done();
    } catch (err) {
      // The request layer has shown the server's reason. "Already saved" also answers a save
      // whose first answer was lost: either way it is in the list, which is where this leads.
      if (isApiError(err) && err.envelope?.msg === 'funds.bank_card_duplicate') done();
    }
  };

  return (
    <form ref={formRef} className="funds" onSubmit={onSubmit} noValidate data-testid="bind-bank-card">
      <section className="funds-card">
        <label className="funds-field">
          <span className="funds-field__label">{t('cards.bank')}</span>
          <select className="funds-select" value={bankId} onChange={(e) => setBankId(e.target.value)} data-testid="bank-select"
            aria-invalid={show(errors.bank) ? true : undefined}
            aria-describedby={show(errors.bank) ? bankErrorId : undefined}
          >
            <option value="">{t('cards.bank-placeholder')}</option>
            {banks.map((b) => (
              <option key={b.id} value={b.id}>
                {b.bankName}
              </option>
            ))}
          </select>
          {show(errors.bank) && (
            <span id={bankErrorId} className="funds-error" role="alert">
              {errors.bank}
            </span>
          )}
        </label>
        {!banksQuery.data && banksQuery.isError && (
          <LoadError inline onRetry={() => void banksQuery.refetch()} retrying={banksQuery.isFetching} testId="banks-error" />
        )}
        <TextField
          label={t('cards.holder')}
          value={holderName}
          onChange={setHolderName}
          error={show(errors.holder)}
          autoComplete="cc-name"
          maxLength={64}
          testId="holder-name"
        />
        <TextField
          label={t('cards.number')}
          value={cardNumber}
          onChange={setCardNumber}
          error={show(errors.number)}
          hint={t('cards.number-hint')}
          inputMode="text"
          autoComplete="off"
          maxLength={40}
          testId="card-number"
        />
        <TextField
          label={t('cards.branch')}
          value={branch}
          onChange={setBranch}
          error={show(errors.branch)}
          placeholder={t('cards.branch-placeholder')}
          maxLength={100}
          testId="card-branch"
        />
        {full && <p className="funds-note" data-testid="bank-card-limit">{t('cards.limit-reached', { max: BANK_CARD_LIMIT })}</p>}
        <Button block color="primary" size="large" shape="rounded" type="submit" disabled={full} loading={add.isPending} data-testid="bank-card-submit">
          {t('cards.submit')}
        </Button>
      </section>
    </form>
  );
}
