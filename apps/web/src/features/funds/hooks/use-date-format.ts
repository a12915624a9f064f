import { localeByCode } from '@app/contract/locales';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { borrowsDateData, intlDataTag, latinNumbersTag } from '@/lib/i18n/number-format';

/** An ISO date-time as `f` writes it; '--' for none or one that is not a date. */
function isoFormatter(f: Intl.DateTimeFormat): (iso: string | null | undefined) => string {
  return (iso) => {
    if (!iso) return '--';
    const d = new Date(iso);
    return Number.isNaN(d.getTime()) ? '--' : f.format(d);
  };
}

/**
 * Date and time in the language's own format (`Nov 22, 2026, 14:05` in English,
 * `22. Nov. 2026, 14:05` in German), with Latin digits in every language as the amounts
 * beside them have (Arabic of Saudi Arabia would otherwise write `٢٢ نوفمبر ٢٠٢٦`).
 */
export function dateTimeFormat(tag: string, hasData?: (tag: string) => boolean): (iso: string | null | undefined) => string {
  // A language the browser has no data for is written with a neighbour's (Belarusian with
  // Russian): its month names would be the neighbour's words ("нояб." for "ліст."), so the
  // month is written as a number there (`25.11.2026, 14:05`, as Belarusian writes dates).
  const dataTag = intlDataTag(tag, hasData);
  const borrowed = borrowsDateData(tag, hasData);
  const f = new Intl.DateTimeFormat(latinNumbersTag(dataTag), { year: 'numeric', month: borrowed ? '2-digit' : 'short', day: borrowed ? '2-digit' : 'numeric', hour: '2-digit', minute: '2-digit', hour12: false });
  return isoFormatter(f);
}

/** `dateTimeFormat` of the current language. */
export const useDateTimeFormat = () => useLanguageFormat(dateTimeFormat);

/** Hours and minutes in the language's own format with Latin digits (`13:00`), for times within a day. */
export function timeFormat(tag: string, hasData?: (tag: string) => boolean): (iso: string | null | undefined) => string {
  const f = new Intl.DateTimeFormat(latinNumbersTag(intlDataTag(tag, hasData)), { hour: '2-digit', minute: '2-digit', hour12: false });
  return isoFormatter(f);
}

/** `timeFormat` of the current language. */
export const useTimeFormat = () => useLanguageFormat(timeFormat);

/** A formatter of the current language, made again only when the language changes. */
function useLanguageFormat<F>(make: (tag: string) => F): F {
  const { i18n } = useTranslation();
  const tag = localeByCode(i18n.language as never)?.tag ?? 'en';
  return useMemo(() => make(tag), [make, tag]);
}
