import { BANK_CARD_LIMIT } from '@app/contract/funds';
import Button from 'antd-mobile/es/components/button';
import { maskBankCard } from '@app/contract/mask';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { LoadError } from '@/components/ui/load-error';
import { useDisplaySwitches } from '@/lib/settings/get-switch-set';
import { useBankCards, useDeleteBankCard } from '../api/bank-cards';
import { useConfirm } from '@/lib/kit/confirm';
import { showToast } from '@/lib/kit/toast';
import { detourState } from '@/lib/navigation';
import { loadView } from '../lib/load-view';
import '../components/funds.css';

/** `pages/bankCard/bankCard-list`: the customer's bank cards, numbers masked unless `bank_card_full` is on. */
export default function BankCardListPage() {
  const { t } = useTranslation('funds');
  const query = useBankCards();
  const cards = query.data ?? [];
  // At the limit, adding is not offered: the server would refuse the card after the form.
  const full = cards.length >= BANK_CARD_LIMIT;
  const view = loadView({ isError: query.isError, hasData: query.data !== undefined }, cards.length);
  const remove = useDeleteBankCard();
  const confirm = useConfirm();
  const navigate = useNavigate();
  const { bankCardFull } = useDisplaySwitches();

  const onDelete = async (id: number) => {
    if (await confirm(t('cards.delete-confirm'))) {
      // Said aloud as well: the row is gone and the focus has moved to its neighbour.
      remove.mutate(id, { onSuccess: () => showToast(t('cards.deleted'), 'success') });
    }
  };

  return (
    <div className="funds" data-testid="bank-card-list">
      {view === 'error' ? (
        <LoadError onRetry={() => void query.refetch()} retrying={query.isFetching} />
      ) : view === 'loading' ? (
        <p className="funds-empty">{t('list.loading')}</p>
      ) : view === 'empty' ? (
        <p className="funds-empty" data-testid="list-empty">
          {t('cards.empty')}
        </p>
      ) : (
        <ul className="funds-list">
          {cards.map((c) => {
            const number = maskBankCard(c.cardNumber, { showFull: bankCardFull });
            return (
              <li key={c.id} className="funds-card" data-testid="bank-card" data-card-id={c.id}>
                <div className="funds-row" style={{ padding: 0, border: 0 }}>
                  <span className="funds-row__main">
                    <span className="funds-row__title">{c.bankName}</span>
                    <span className="funds-num" data-testid="bank-card-number">
                      {number}
                    </span>
                    <span className="funds-muted">
                      {c.holderName}
                      {c.branch ? ` · ${c.branch}` : ''}
                    </span>
                  </span>
                  <button
                    type="button"
                    className="funds-link-button funds-link-button--danger"
                    onClick={() => onDelete(c.id)}
                    aria-label={t('cards.delete-label', { card: `${c.bankName} ${number}` })}
                    data-testid="bank-card-delete"
                  >
                    {t('actions.delete')}
                  </button>
                </div>
              </li>
            );
          })}
        </ul>
      )}
      {full && <p className="funds-note" data-testid="bank-card-limit">{t('cards.limit-reached', { max: BANK_CARD_LIMIT })}</p>}
      <Button block color="primary" size="large" shape="rounded" disabled={full} onClick={() => navigate('/pages/bankCard/bindBankCard', { state: detourState() })} data-testid="bank-card-add">
        {t('cards.add')}
      </Button>
    </div>
  );
}
