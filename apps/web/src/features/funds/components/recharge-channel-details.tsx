import { useTranslation } from 'react-i18next';
import { RECHARGE_TYPE, type RechargeChannel } from '../api/types';
import { CopyText } from './copy-text';
import { QrCode } from './qr-code';

/** Where to send the money: a crypto address with its QR code, bank details, or the payment page to come. */
export function RechargeChannelDetails({ channel }: { channel: RechargeChannel }) {
  const { t } = useTranslation('funds');
  if (channel.channelType === RECHARGE_TYPE.crypto && channel.address) {
    return (
      <section className="funds-card" data-testid="deposit-crypto">
        <h2 className="funds-card__title">{t('recharge.deposit-address')}</h2>
        <div className="funds-qr">
          <QrCode text={channel.address} alt={t('recharge.qr-alt', { currency: channel.currencyName, network: channel.network ?? '' })} />
          <span className="funds-muted">
            {t('recharge.network')}: <bdi>{channel.network}</bdi>
          </span>
        </div>
        <div style={{ marginBlockStart: 12 }}>
          <CopyText value={channel.address} label={t('recharge.deposit-address')} testId="deposit-address" mono />
        </div>
        <p className="funds-note">{t('recharge.crypto-note', { currency: channel.currencyName, network: channel.network ?? '' })}</p>
      </section>
    );
  }
  if (channel.channelType === RECHARGE_TYPE.bank) {
    return (
      <section className="funds-card" data-testid="deposit-bank">
        <h2 className="funds-card__title">{t('recharge.bank-details')}</h2>
        <BankAccount channel={channel} />
        <p className="funds-note" data-testid="deposit-bank-note">
          {t('recharge.bank-note')}
        </p>
      </section>
    );
  }
  return (
    <section className="funds-card" data-testid="deposit-online">
      {/* A demo channel has no provider's page: its own notice says what happens instead. */}
      {channel.isDemo ? (
        <p className="funds-demo-banner" data-testid="demo-label">
          {t('demo.notice')}
        </p>
      ) : (
        <p className="funds-note" style={{ margin: 0 }} data-testid="deposit-online-note">
          {t('recharge.online-note')}
        </p>
      )}
    </section>
  );
}

/** The platform's bank account of a bank-transfer channel, each detail with a copy button. */
export function BankAccount({ channel }: { channel: RechargeChannel }) {
  const { t } = useTranslation('funds');
  const rows = [
    ['recharge.bank-name', channel.bankName],
    ['recharge.account-name', channel.accountName],
    ['recharge.account-no', channel.accountNo],
    ['recharge.bank-branch', channel.bankBranch],
    ['recharge.swift', channel.swiftCode],
  ] as const;
  // Label above value: beside a long label ("Adresse de la banque") an account number had a
  // third of a 360 px screen and broke between its digits.
  return (
    <dl className="funds-kv funds-kv--stacked">
      {rows
        .filter(([, v]) => v)
        .map(([label, v]) => (
          <div key={label} style={{ display: 'contents' }}>
            <dt>{t(label)}</dt>
            <dd>
              <CopyText value={v!} label={t(label)} testId={`deposit-${label.split('.')[1]}`} />
            </dd>
          </div>
        ))}
    </dl>
  );
}
