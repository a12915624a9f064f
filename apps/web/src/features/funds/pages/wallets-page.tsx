import { ADDRESS_HARD_LIMIT } from '@app/contract/funds';
import Button from 'antd-mobile/es/components/button';
import { maskWalletAddress } from '@app/contract/mask';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { LoadError } from '@/components/ui/load-error';
import { useDisplaySwitches } from '@/lib/settings/get-switch-set';
import { useDeleteWalletAddress, useWalletAddresses } from '../api/wallet-addresses';
import { useConfirm } from '@/lib/kit/confirm';
import { showToast } from '@/lib/kit/toast';
import { detourState } from '@/lib/navigation';
import { useFundsSettings } from '../hooks/use-money-format';
import { loadView } from '../lib/load-view';
import '../components/funds.css';

/**
 * `pages/wallets/wallets`: saved withdrawal addresses, masked unless `wallet_address_full`
 * is on, with the `app_adress_num` limit (0: none).
 */
export default function WalletsPage() {
  const { t } = useTranslation('funds');
  const navigate = useNavigate();
  const query = useWalletAddresses();
  const addresses = query.data ?? [];
  const view = loadView({ isError: query.isError, hasData: query.data !== undefined }, addresses.length);
  const remove = useDeleteWalletAddress();
  const confirm = useConfirm();
  const { walletAddressFull } = useDisplaySwitches();
  const { addressLimit } = useFundsSettings();
  // The site's limit, else the server's own (ADDRESS_HARD_LIMIT): either way, full is full.
  const max = addressLimit > 0 ? addressLimit : ADDRESS_HARD_LIMIT;
  const full = addresses.length >= max;

  const onDelete = async (id: number) => {
    if (await confirm(t('wallets.delete-confirm'))) {
      // Said aloud as well: the row is gone and the focus has moved to its neighbour.
      remove.mutate(id, { onSuccess: () => showToast(t('wallets.deleted'), 'success') });
    }
  };

  return (
    <div className="funds" data-testid="wallets-page">
      {addressLimit > 0 && query.data !== undefined && (
        <p className="funds-muted" data-testid="address-count">
          {t('wallets.count', { saved: addresses.length, max: addressLimit })}
        </p>
      )}
      {view === 'error' ? (
        <LoadError onRetry={() => void query.refetch()} retrying={query.isFetching} />
      ) : view === 'loading' ? (
        <p className="funds-empty">{t('list.loading')}</p>
      ) : view === 'empty' ? (
        <p className="funds-empty" data-testid="list-empty">
          {t('wallets.empty')}
        </p>
      ) : (
        <ul className="funds-list">
          {addresses.map((a) => {
            const masked = maskWalletAddress(a.address, { showFull: walletAddressFull });
            return (
              <li key={a.id} className="funds-card" data-testid="wallet-address" data-address-id={a.id}>
                <div className="funds-row" style={{ padding: 0, border: 0 }}>
                  <span className="funds-row__main">
                    <span className="funds-row__title">
                      {/* One isolate: "USDT · ERC20" reads the same in a right-to-left page. */}
                      <bdi>{`${a.currencyName} · ${a.network}`}</bdi>
                    </span>
                    <span className="funds-num" style={{ wordBreak: 'break-all' }} data-testid="wallet-address-text">
                      {masked}
                    </span>
                    {a.label && <span className="funds-muted">{a.label}</span>}
                  </span>
                  <button
                    type="button"
                    className="funds-link-button funds-link-button--danger"
                    onClick={() => onDelete(a.id)}
                    aria-label={t('wallets.delete-label', { address: a.label ? `${a.label} ${masked}` : `${a.currencyName} ${a.network} ${masked}` })}
                    data-testid="wallet-address-delete"
                  >
                    {t('actions.delete')}
                  </button>
                </div>
              </li>
            );
          })}
        </ul>
      )}
      {full && <p className="funds-note">{t('wallets.limit-reached', { count: max })}</p>}
      <Button block color="primary" size="large" shape="rounded" disabled={full} onClick={() => navigate('/pages/wallets/bindAddress', { state: detourState() })} data-testid="wallet-address-add">
        {t('wallets.add')}
      </Button>
    </div>
  );
}
