import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet, rowsOf } from '@/lib/api';
import { settingsKeys } from './query-keys';

/** A pop-up notice; only the first row is shown (spec point 3). `content` may be HTML. */
export interface PopUp {
  id?: number;
  title?: string;
  content?: string;
  [key: string]: unknown;
}

export async function getPopUps(): Promise<PopUp[]> {
  return rowsOf<PopUp>(await apiGet('/api/popUp/list')).rows;
}

export const popUpsQueryOptions = () => queryOptions({ queryKey: settingsKeys.popUps(), queryFn: getPopUps, staleTime: Infinity });

export const usePopUps = (enabled: boolean) => useQuery({ ...popUpsQueryOptions(), enabled });
