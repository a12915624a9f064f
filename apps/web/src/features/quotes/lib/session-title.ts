/**
 * The title of the current session's statistics: "Today" while the market is open; while it
 * is closed (a night, a weekend, a holiday) those figures are the last session's, and say so.
 */
export function daySessionTitleKey(marketOpen: boolean | null | undefined): 'stats.day' | 'stats.last-session' {
  return marketOpen === false ? 'stats.last-session' : 'stats.day';
}
