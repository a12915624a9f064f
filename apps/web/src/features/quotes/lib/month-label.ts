import { intlDataTag, latinNumbersTag } from '@/lib/i18n/number-format';

/**
 * The chart's month label for the user's language `tag`. Where the browser has no date data
 * for the language and borrows a neighbour's (Belarusian takes Russian in some builds of
 * Chromium), a month name would be the neighbour's word (`сент.` for `вер.`): the month is
 * written in digits with its year instead.
 */
export function monthLabelFormat(
  tag: string,
  timeZone: string | undefined,
  dataTag: (tag: string) => string = intlDataTag,
): Intl.DateTimeFormat {
  const language = tag.split(/-u-/i)[0] ?? tag;
  const borrowed = dataTag(language) !== language;
  return new Intl.DateTimeFormat(
    latinNumbersTag(dataTag(tag)),
    borrowed ? { timeZone, month: '2-digit', year: 'numeric' } : { timeZone, month: 'short' },
  );
}
