import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet, rowsOf } from '@/lib/api';
import { settingsKeys } from './query-keys';

/** One text of the text-lang dictionary (spec point 3), in the customer's language. */
export interface TextLangEntry {
  id: number;
  /** `privacy`, `about`, `user_agreement`, `risk_disclosure`, ... */
  key: string;
  lang: string;
  title: string;
  /** Rich text (HTML), cleaned before it is shown. */
  content: string;
  sort: number;
  updatedAt: string;
}

/** The page the app reads (spec point 7: `pageNum` 1, `pageSize` 30, the text-lang page size of point 9). */
export const TEXT_LANG_PAGE = { pageNum: 1, pageSize: 30 } as const;

export async function getTextLang(): Promise<TextLangEntry[]> {
  return rowsOf<TextLangEntry>(await apiGet('/api/textLang/list', TEXT_LANG_PAGE)).rows;
}

/** In the request's language: a change of language asks again (the launch invalidates every query but the dictionaries). */
export const textLangQueryOptions = () => queryOptions({ queryKey: settingsKeys.textLang(), queryFn: getTextLang, staleTime: 10 * 60_000 });

export const useTextLang = () => useQuery(textLangQueryOptions());
