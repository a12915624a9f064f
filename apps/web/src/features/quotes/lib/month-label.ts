import { borrowsDateData, intlDataTag, latinNumbersTag } from '@/lib/i18n/number-format';

/**
 * The chart's month label for the user's language `tag`. Where the browser has no date data
 * for the language and borrows a neighbour's (Belarusian takes Russian in some builds of
 * Chromium), a month name would be the neighbour's word (`сент.` for `вер.`): the month is
 * written in digits with its year instead.
 */
export function monthLabelFormat(tag: string, timeZone: string | undefined, hasData?: (tag: string) => boolean): Intl.DateTimeFormat {
  return new Intl.DateTimeFormat(
    latinNumbersTag(intlDataTag(tag, hasData)),
    borrowsDateData(tag, hasData) ? { timeZone, month: '2-digit', year: 'numeric' } : { timeZone, month: 'short' },
  );
}
