import { useTranslation } from 'react-i18next';
import { useTablist } from '@/lib/tablist';

/** A filter by state: "all" then each status. */
export function StatusTabs<S extends string>({ value, options, onChange }: { value: S | ''; options: readonly S[]; onChange: (s: S | '') => void }) {
  const { t } = useTranslation('funds');
  const all: readonly (S | '')[] = ['', ...options];
  const tabs = useTablist({ tabs: all, selected: value, onSelect: onChange });
  return (
    <div className="funds-tabs" role="tablist" aria-label={t('list.filter-status')}>
      {all.map((s) => (
        <button key={s || 'all'} type="button" {...tabs.tab(s)} data-testid={`status-tab-${s || 'all'}`}>
          {s ? t(`status.${s}`) : t('list.all')}
        </button>
      ))}
    </div>
  );
}
