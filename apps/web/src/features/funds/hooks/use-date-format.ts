import { localeByCode } from '@app/contract/locales';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/** Date and time in the current locale's own format (`2026-11-22 14:05` in en reads `Nov 22, 2026, 14:05`). */
export function useDateTimeFormat() {
  const { i18n } = useTranslation();
  const tag = localeByCode(i18n.language as never)?.tag ?? 'en';
  return useMemo(() => {
    const f = new Intl.DateTimeFormat(tag, { year: 'numeric', month: 'short', day: 'numeric', hour: '2-digit', minute: '2-digit', hour12: false });
    return (iso: string | null | undefined) => {
      if (!iso) return '--';
      const d = new Date(iso);
      return Number.isNaN(d.getTime()) ? '--' : f.format(d);
    };
  }, [tag]);
}
