import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiBaseUrl } from '@/lib/api';
import { sessionStore } from '@/lib/session';
import { fundsKeys } from './query-keys';

/**
 * `GET /api/upload/file?fileId=`: a proof image the customer uploaded. It is served only to
 * its owner's session, so it is fetched with the token (an `<img src>` cannot send it).
 */
export async function getProofImage(fileId: number): Promise<Blob> {
  const token = sessionStore.getState().token;
  const res = await fetch(`${apiBaseUrl()}/api/upload/file?fileId=${fileId}`, { headers: token ? { Authorization: token } : {} });
  const type = res.headers.get('content-type') ?? '';
  if (!res.ok || !type.startsWith('image/')) throw new Error('proof image unavailable');
  return res.blob();
}

export const proofImageQueryOptions = (fileId: number) =>
  queryOptions({ queryKey: fundsKeys.proofImage(fileId), queryFn: () => getProofImage(fileId), staleTime: Infinity });

export const useProofImage = (fileId: number | null) => useQuery({ ...proofImageQueryOptions(fileId ?? 0), enabled: fileId !== null });
