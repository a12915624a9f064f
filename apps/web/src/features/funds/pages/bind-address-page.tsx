import { ADDRESS_HARD_LIMIT } from '@app/contract/funds';
import { withoutFormatChars } from '@app/contract/digits';
import Button from 'antd-mobile/es/components/button';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useFormFocus } from '@/lib/use-form-focus';
import { radioKeys } from '@/lib/radio-group';
import { LoadError } from '@/components/ui/load-error';
import { TextField } from '@/components/ui/text-field';
import { isApiError } from '@/lib/api';
import { addressTypes, usePlatformCurrencies } from '@/lib/settings/get-platform-currencies';
import { useAddWalletAddress, useWalletAddresses } from '../api/wallet-addresses';
import { useFundsSettings } from '../hooks/use-money-format';
import { useReturnTo } from '../hooks/use-return-to';
import { looksLikeAddress } from '../lib/validate';
import '../components/funds.css';

/**
 * `pages/wallets/bindAddress`: currency, then a network from that currency's
 * `walletAddressType`, then the address (shape checked here, checksum on the server).
 * `?currencyId=&network=` preselect them.
 */
export default function BindAddressPage() {
  const { t } = useTranslation('funds');
  const [params] = useSearchParams();
  const done = useReturnTo('pages/wallets/wallets');
  const currenciesQuery = usePlatformCurrencies();
  const currencies = currenciesQuery.data;
  const { data: saved = [] } = useWalletAddresses();
  const { addressLimit } = useFundsSettings();
  const add = useAddWalletAddress();
  const options = (currencies?.list ?? []).filter((c) => addressTypes(c).length > 0);
  const [currencyId, setCurrencyId] = useState(params.get('currencyId') ?? '');
  const [chosenNetwork, setNetwork] = useState(params.get('network') ?? '');
  // A link to this page while it is open (another currency's "add an address") chooses again.
  const askedCurrency = params.get('currencyId');
  const askedNetwork = params.get('network');
  useEffect(() => {
    if (askedCurrency !== null) setCurrencyId(askedCurrency);
    if (askedNetwork !== null) setNetwork(askedNetwork);
  }, [askedCurrency, askedNetwork]);
  const [address, setAddress] = useState('');
  const [label, setLabel] = useState('');
  const [submitted, setSubmitted] = useState(false);
  // A refused save puts the focus on the first field to fix; the currency's error describes it.
  const { formRef, refuse } = useFormFocus();
  const currencyErrorId = useId();

  const currency = options.find((c) => String(c.id) === currencyId);
  const networks = currency ? addressTypes(currency) : [];
  const network = networks.includes(chosenNetwork) ? chosenNetwork : (networks[0] ?? '');
  // The site's limit, else the server's own (ADDRESS_HARD_LIMIT).
  const max = addressLimit > 0 ? addressLimit : ADDRESS_HARD_LIMIT;
  const full = saved.length >= max;

  // As the customer sees it: an invisible mark copied with the address is not part of it.
  const addressText = withoutFormatChars(address).trim();
  const errors = {
    currency: currency ? null : t('wallets.currency-required'),
    address: !addressText ? t('wallets.address-required') : network && !looksLikeAddress(network, addressText) ? t('wallets.address-invalid', { network }) : null,
    label: label.trim().length > 40 ? t('wallets.label-too-long') : null,
  };
  const show = (e: string | null) => (submitted ? e : null);

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    setSubmitted(true);
    if (Object.values(errors).some(Boolean) || !currency) refuse();
    if (full || Object.values(errors).some(Boolean) || !currency) return;
    try {
      const row = await add.mutateAsync({ currencyId: currency.id, network, address: addressText, label: label.trim().normalize('NFC') });
      if (row) done();
    } catch (err) {
      // The request layer has shown the server's reason. "Already saved" also answers a save
      // whose first answer was lost: either way it is in the list, which is where this leads.
      if (isApiError(err) && err.envelope?.msg === 'funds.address_duplicate') done();
    }
  };

  return (
    <form ref={formRef} className="funds" onSubmit={onSubmit} noValidate data-testid="bind-address">
      <section className="funds-card">
        <label className="funds-field">
          <span className="funds-field__label">{t('wallets.currency')}</span>
          <select className="funds-select" value={currencyId} onChange={(e) => setCurrencyId(e.target.value)}
            data-testid="address-currency"
            aria-invalid={show(errors.currency) ? true : undefined}
            aria-describedby={show(errors.currency) ? currencyErrorId : undefined}
          >
            <option value="">{t('wallets.currency-placeholder')}</option>
            {options.map((c) => (
              <option key={c.id} value={c.id}>
                {c.currencyName}
              </option>
            ))}
          </select>
          {show(errors.currency) && (
            <span id={currencyErrorId} className="funds-error" role="alert">
              {errors.currency}
            </span>
          )}
        </label>
        {!currencies && currenciesQuery.isError && (
          <LoadError inline onRetry={() => void currenciesQuery.refetch()} retrying={currenciesQuery.isFetching} testId="currencies-error" />
        )}
        {networks.length > 0 && (
          <div className="funds-field">
            <span className="funds-field__label">{t('wallets.network')}</span>
            <div className="funds-chips" role="radiogroup" aria-label={t('wallets.network')} style={{ margin: 0 }}>
              {networks.map((n, i) => (
                <button
                  key={n}
                  type="button"
                  role="radio"
                  className="funds-chip"
                  aria-checked={n === network}
                  {...radioKeys(i, networks.length, networks.indexOf(network), (to) => setNetwork(networks[to]!))}
                  onClick={() => setNetwork(n)}
                  data-testid={`address-network-${n}`}
                >
                  {n}
                </button>
              ))}
            </div>
          </div>
        )}
        <TextField
          label={t('wallets.address')}
          value={address}
          onChange={setAddress}
          error={show(errors.address)}
          autoComplete="off"
          autoCapitalize="off"
          spellCheck={false}
          maxLength={120}
          dir="ltr"
          testId="address-input"
        />
        <TextField
          label={t('wallets.label')}
          value={label}
          onChange={setLabel}
          error={show(errors.label)}
          placeholder={t('wallets.label-placeholder')}
          maxLength={40}
          testId="address-label"
        />
        {full && <p className="funds-note">{t('wallets.limit-reached', { count: max })}</p>}
        <p className="funds-note">{t('wallets.check-note')}</p>
        <div style={{ blockSize: 16 }} />
        <Button block color="primary" size="large" shape="rounded" type="submit" disabled={full} loading={add.isPending} data-testid="address-submit">
          {t('wallets.submit')}
        </Button>
      </section>
    </form>
  );
}
