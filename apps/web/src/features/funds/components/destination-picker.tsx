import { maskBankCard, maskWalletAddress } from '@app/contract/mask';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useDisplaySwitches } from '@/lib/settings/get-switch-set';
import { useBankCards } from '../api/bank-cards';
import { WITHDRAW_TYPE, type WithdrawChannel } from '../api/types';
import { useWalletAddresses } from '../api/wallet-addresses';
import { withReturn } from '../hooks/use-return-to';

export interface Destination {
  addressId?: number;
  bankCardId?: number;
  /** What the customer sees in the confirmation. */
  text: string;
}

interface Props {
  channel: WithdrawChannel;
  value: Destination | null;
  onChange: (d: Destination) => void;
}

/**
 * Where the money goes: one of the saved addresses on the channel's currency and network,
 * or one of the bank cards. With none saved it offers to add one and come back.
 */
export function DestinationPicker({ channel, value, onChange }: Props) {
  const { t } = useTranslation('funds');
  const here = useLocation();
  const back = `${here.pathname.replace(/^\//, '')}?channelId=${channel.id}`;
  const { bankCardFull, walletAddressFull } = useDisplaySwitches();
  const toAddress = channel.channelType === WITHDRAW_TYPE.address;
  const addresses = useWalletAddresses();
  const cards = useBankCards();

  const options: (Destination & { key: string; title: string })[] = toAddress
    ? (addresses.data ?? [])
        .filter((a) => a.currencyId === channel.currencyId && a.network === channel.network)
        .map((a) => {
          const text = maskWalletAddress(a.address, { showFull: walletAddressFull });
          return { key: `a${a.id}`, addressId: a.id, text, title: a.label || `${a.currencyName} · ${a.network}` };
        })
    : (cards.data ?? []).map((c) => {
        const text = `${c.bankName} ${maskBankCard(c.cardNumber, { showFull: bankCardFull })}`;
        return { key: `c${c.id}`, bankCardId: c.id, text, title: c.holderName };
      });

  const addTo = toAddress
    ? withReturn(`pages/wallets/bindAddress?currencyId=${channel.currencyId}&network=${encodeURIComponent(channel.network ?? '')}`, back)
    : withReturn('pages/bankCard/bindBankCard', back);
  const loading = toAddress ? addresses.isPending : cards.isPending;

  return (
    <div className="funds-field" data-testid="withdraw-destination">
      <span className="funds-field__label">{toAddress ? t('withdraw.to-address', { network: channel.network ?? '' }) : t('withdraw.to-card')}</span>
      {loading ? (
        <span className="funds-muted">{t('list.loading')}</span>
      ) : options.length === 0 ? (
        <p className="funds-note" style={{ margin: 0 }}>
          {toAddress ? t('withdraw.no-address') : t('withdraw.no-card')}{' '}
          <Link to={`/${addTo}`} data-testid="withdraw-add-destination">
            {toAddress ? t('wallets.add') : t('cards.add')}
          </Link>
        </p>
      ) : (
        <div role="radiogroup" className="funds-list">
          {options.map((o) => {
            const checked = value !== null && value.addressId === o.addressId && value.bankCardId === o.bankCardId;
            return (
              <button
                key={o.key}
                type="button"
                role="radio"
                aria-checked={checked}
                className="funds-chip"
                style={{ display: 'block', inlineSize: '100%', marginBlockEnd: 8, textAlign: 'start' }}
                onClick={() => onChange({ addressId: o.addressId, bankCardId: o.bankCardId, text: o.text })}
                data-testid="withdraw-destination-option"
              >
                <span className="funds-row__title" style={{ display: 'block' }}>
                  {o.title}
                </span>
                <span className="funds-num">{o.text}</span>
              </button>
            );
          })}
        </div>
      )}
    </div>
  );
}
