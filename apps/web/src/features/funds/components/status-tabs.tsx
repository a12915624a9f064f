import { useTranslation } from 'react-i18next';

/** A filter by state: "all" then each status. */
export function StatusTabs<S extends string>({ value, options, onChange }: { value: S | ''; options: readonly S[]; onChange: (s: S | '') => void }) {
  const { t } = useTranslation('funds');
  return (
    <div className="funds-tabs" role="tablist" aria-label={t('list.filter-status')}>
      {(['', ...options] as (S | '')[]).map((s) => (
        <button key={s || 'all'} type="button" role="tab" aria-selected={s === value} onClick={() => onChange(s)} data-testid={`status-tab-${s || 'all'}`}>
          {s ? t(`status.${s}`) : t('list.all')}
        </button>
      ))}
    </div>
  );
}
