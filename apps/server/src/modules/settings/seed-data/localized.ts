import type { LocalizedText } from '@app/contract';

/** A text in all 19 locales; `sa` (Arabic, Saudi Arabia) shares the Arabic text of `ar`. */
export function localized(t: Omit<LocalizedText, 'sa'>): LocalizedText {
  return { ...t, sa: t.ar };
}
