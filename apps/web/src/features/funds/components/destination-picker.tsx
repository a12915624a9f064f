import { maskBankCard, maskWalletAddress } from '@app/contract/mask';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { LoadError } from '@/components/ui/load-error';
import { useDisplaySwitches } from '@/lib/settings/get-switch-set';
import { detourState } from '@/lib/navigation';
import { radioKeys } from '@/lib/radio-group';
import { useBankCards } from '../api/bank-cards';
import { WITHDRAW_TYPE, type WithdrawChannel } from '../api/types';
import { useWalletAddresses } from '../api/wallet-addresses';
import { withReturn } from '../hooks/use-return-to';
import { sameDestination, settleDestination, type DestinationRef } from '../lib/destination-choice';

export interface Destination extends DestinationRef {
  /** What the customer sees in the confirmation. */
  text: string;
}

interface Props {
  channel: WithdrawChannel;
  value: Destination | null;
  onChange: (d: Destination | null) => void;
  /** Called before the customer leaves to add an address or a card (the form keeps a draft). */
  onLeave?: () => void;
  /** Whether the only option is chosen for the customer (not after their choice was deleted). */
  chooseOnly?: boolean;
}

/**
 * Where the money goes: one of the saved addresses on the channel's currency and network,
 * or one of the bank cards; the only one is chosen for the customer. With none saved it
 * offers to add one and come back.
 */
export function DestinationPicker({ channel, value, onChange, onLeave, chooseOnly = true }: Props) {
  const { t } = useTranslation('funds');
  const here = useLocation();
  const back = `${here.pathname.replace(/^\//, '')}?channelId=${channel.id}`;
  const { bankCardFull, walletAddressFull } = useDisplaySwitches();
  const toAddress = channel.channelType === WITHDRAW_TYPE.address;
  const addresses = useWalletAddresses();
  const cards = useBankCards();
  const query = toAddress ? addresses : cards;

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

  // Once the list is known: keep a choice that still exists, else choose the only option.
  const loaded = query.data !== undefined;
  const settled = loaded ? settleDestination(options, value, chooseOnly) : value;
  const changed = settled === null ? value !== null : value === null || !sameDestination(settled, value) || settled.text !== value.text;
  useEffect(() => {
    if (changed) onChange(settled ? { addressId: settled.addressId, bankCardId: settled.bankCardId, text: settled.text } : null);
  }, [changed, settled, onChange]);

  const addTo = toAddress
    ? withReturn(`pages/wallets/bindAddress?currencyId=${channel.currencyId}&network=${encodeURIComponent(channel.network ?? '')}`, back)
    : withReturn('pages/bankCard/bindBankCard', back);

  const checkedIndex = value === null ? -1 : options.findIndex((o) => sameDestination(value, o));
  const choose = (o: (typeof options)[number]) => onChange({ addressId: o.addressId, bankCardId: o.bankCardId, text: o.text });

  return (
    <div className="funds-field" data-testid="withdraw-destination">
      <span className="funds-field__label">{toAddress ? t('withdraw.to-address', { network: channel.network ?? '' }) : t('withdraw.to-card')}</span>
      {!loaded && query.isError ? (
        <LoadError inline onRetry={() => void query.refetch()} retrying={query.isFetching} testId="withdraw-destination-error" />
      ) : !loaded ? (
        <span className="funds-muted">{t('list.loading')}</span>
      ) : options.length === 0 ? (
        <p className="funds-note" style={{ margin: 0 }}>
          {toAddress ? t('withdraw.no-address') : t('withdraw.no-card')}{' '}
          <Link to={`/${addTo}`} state={detourState()} onClick={onLeave} data-testid="withdraw-add-destination">
            {toAddress ? t('wallets.add') : t('cards.add')}
          </Link>
        </p>
      ) : (
        <div role="radiogroup" aria-label={toAddress ? t('withdraw.to-address', { network: channel.network ?? '' }) : t('withdraw.to-card')}>
          {options.map((o, i) => {
            const checked = value !== null && sameDestination(value, o);
            return (
              <button
                key={o.key}
                type="button"
                role="radio"
                aria-checked={checked}
                className="funds-choice"
                {...radioKeys(i, options.length, checkedIndex, (to) => choose(options[to]!))}
                onClick={() => choose(o)}
                data-testid="withdraw-destination-option"
              >
                <span className="funds-choice__dot" aria-hidden="true" />
                <span className="funds-choice__body">
                  <span className="funds-row__title">{o.title}</span>
                  <span className="funds-num">{o.text}</span>
                </span>
              </button>
            );
          })}
        </div>
      )}
    </div>
  );
}
