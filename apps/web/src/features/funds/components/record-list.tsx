import { compareMoney } from '@app/contract/money';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '@/components/ui/load-error';
import { RECORD_TYPES, useFundRecords, type RecordFilter } from '../api/fund-records';
import { uniqueRows } from '../api/paging';
import type { FundRecord } from '../api/types';
import { useDateTimeFormat } from '../hooks/use-date-format';
import { isReversedRange } from '../lib/date-range';
import { emptyListKey, loadView } from '../lib/load-view';
import { Amount } from './amount';
import { LoadStatus } from './load-status';

/** One row of the list: a journal's movement of one type in one currency and account. */
const recordKey = (r: FundRecord) => `${r.id}-${r.type}-${r.currencyId}-${r.account}`;

/**
 * Every ledger movement of the customer (or of one currency's account), newest first, with
 * filters by type and date, paged with the spec's load status.
 */
export function RecordList({ currencyId }: { currencyId?: number }) {
  const { t } = useTranslation('funds');
  const [type, setType] = useState('');
  const [startTime, setStart] = useState('');
  const [endTime, setEnd] = useState('');
  // A reversed range filters nothing: no request and no list until it is corrected.
  const rangeBad = isReversedRange(startTime, endTime);
  const filter: RecordFilter = { type, currencyId, startTime, endTime };
  const rangeErrorId = useId();
  const list = useFundRecords(filter, !rangeBad);
  const rows = uniqueRows(list.data?.pages, recordKey);
  const view = loadView({ isError: list.isError, hasData: list.data !== undefined }, rows.length);

  // Both dates are marked while they make no range, and described by what is wrong.
  const rangeProblem = rangeBad ? { 'aria-invalid': true, 'aria-describedby': rangeErrorId } : {};

  return (
    <div data-testid="record-list">
      <label className="funds-field" style={{ marginBlockEnd: 8 }}>
        <span className="visually-hidden">{t('records.type-filter')}</span>
        <select className="funds-select" value={type} onChange={(e) => setType(e.target.value)} data-testid="record-type-filter">
          <option value="">{t('records.all-types')}</option>
          {RECORD_TYPES.map((r) => (
            <option key={r} value={r}>
              {t(`records.type.${r}`)}
            </option>
          ))}
        </select>
      </label>
      <div className="funds-dates">
        <input type="date" value={startTime} max={endTime || undefined} onChange={(e) => setStart(e.target.value)} aria-label={t('records.from')} {...rangeProblem} data-testid="record-from" />
        <span aria-hidden="true">–</span>
        <input type="date" value={endTime} min={startTime || undefined} onChange={(e) => setEnd(e.target.value)} aria-label={t('records.to')} {...rangeProblem} data-testid="record-to" />
        {(startTime || endTime) && (
          <button
            type="button"
            className="funds-link-button"
            onClick={() => {
              setStart('');
              setEnd('');
            }}
            data-testid="record-dates-clear"
          >
            {t('records.clear-dates')}
          </button>
        )}
      </div>
      {rangeBad ? (
        <p id={rangeErrorId} className="funds-error" role="alert" data-testid="record-range-invalid">
          {t('records.range-invalid')}
        </p>
      ) : view === 'error' ? (
        <LoadError onRetry={() => void list.refetch()} retrying={list.isFetching} />
      ) : view === 'loading' ? (
        <p className="funds-empty">{t('list.loading')}</p>
      ) : view === 'empty' ? (
        <p className="funds-empty" data-testid="list-empty">
          {t(emptyListKey([type, startTime, endTime]))}
        </p>
      ) : (
        <section className="funds-card">
          <ul className="funds-list">
            {rows.map((r) => (
              <RecordRow key={recordKey(r)} record={r} />
            ))}
          </ul>
          <LoadStatus
            hasNextPage={list.hasNextPage}
            isFetchingNextPage={list.isFetchingNextPage}
            isFetchNextPageError={list.isFetchNextPageError}
            fetchNextPage={list.fetchNextPage}
          />
        </section>
      )}
    </div>
  );
}

function RecordRow({ record: r }: { record: FundRecord }) {
  const { t } = useTranslation('funds');
  const date = useDateTimeFormat();
  const movesFrozen = compareMoney(r.frozenAmount, '0') !== 0;
  const movesAvailable = compareMoney(r.amount, '0') !== 0;
  return (
    <li className="funds-row" data-testid="record-row" data-type={r.type}>
      <span className="funds-row__main">
        <span className="funds-row__title" data-testid="record-type">
          {t(`records.type.${r.type}`, { defaultValue: t('records.type-other') })}
        </span>
        <span className="funds-muted">{date(r.createdAt)}</span>
        {r.remark && (
          <span className="funds-muted" dir="auto">
            {r.remark}
          </span>
        )}
      </span>
      <span className="funds-row__end">
        {(movesAvailable || !movesFrozen) && <Amount value={r.amount} decimals={r.decimals} currency={r.currencyName} signed testId="record-amount" />}
        {movesFrozen && (
          <span className="funds-muted">
            {t('records.frozen-change')} <Amount value={r.frozenAmount} decimals={r.decimals} currency={movesAvailable ? undefined : r.currencyName} signed testId="record-frozen" />
          </span>
        )}
        <span className="funds-muted">
          {t('records.balance-after')} <Amount value={r.balanceAfter} decimals={r.decimals} balance />
        </span>
      </span>
    </li>
  );
}
