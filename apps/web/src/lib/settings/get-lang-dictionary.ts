import { queryOptions } from '@tanstack/react-query';
import { apiGet, dataOf } from '@/lib/api';
import { setServerDictionary } from '@/lib/i18n/server-messages';
import { settingsKeys } from './query-keys';

export interface LangDictionary {
  lang: string;
  messages: Record<string, string>;
}

/** The server's message dictionary for `lang`; installed for translating envelope messages. */
export async function getLangDictionary(lang: string): Promise<LangDictionary> {
  const data = dataOf(await apiGet<LangDictionary>('/api/langMgr/list', { lang }));
  const dictionary = { lang, messages: data?.messages ?? {} };
  setServerDictionary(lang, dictionary.messages);
  return dictionary;
}

export const langDictionaryQueryOptions = (lang: string) =>
  queryOptions({
    queryKey: settingsKeys.langDictionary(lang),
    queryFn: () => getLangDictionary(lang),
    staleTime: Infinity,
  });
