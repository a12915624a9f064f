/** True when both dates (`YYYY-MM-DD`) are given and the start is after the end. */
export function isReversedRange(start: string, end: string): boolean {
  return start !== '' && end !== '' && start > end;
}

/** What the server stores: instants from the year 1 to 9999. */
const FIRST_INSTANT = Date.parse('0001-01-01T00:00:00.000Z');
const LAST_INSTANT = Date.parse('9999-12-31T23:59:59.999Z');

/** Local midnight at the start of `day` (`YYYY-MM-DD`) plus `days` days, as an ISO instant. */
function localMidnight(day: string, days = 0): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const at = new Date(0);
  // setFullYear, not the Date constructor: that one reads the years 0-99 as 1900-1999.
  at.setFullYear(y, m - 1, d + days);
  at.setHours(0, 0, 0, 0);
  return new Date(Math.min(LAST_INSTANT, Math.max(FIRST_INSTANT, at.getTime()))).toISOString();
}

/**
 * The instants a filter of calendar days covers on the phone's clock, as the list shows its
 * times: from the start day's local midnight to the next midnight after the end day
 * (exclusive). The server reads a bare `YYYY-MM-DD` as a UTC day, which would move a
 * customer's evening (in the Americas) or early morning (in Asia) to the next or previous day.
 */
export function localDayRange(start: string, end: string): { from: string; to: string } {
  return { from: start ? localMidnight(start) : '', to: end ? localMidnight(end, 1) : '' };
}
