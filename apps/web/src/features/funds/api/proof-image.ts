import { queryOptions, useQuery } from '@tanstack/react-query';
import { requestFile } from '@/lib/api/request-file';
import { fundsKeys } from './query-keys';

/**
 * `GET /api/upload/file?fileId=`: a proof image the customer uploaded. It is served only to
 * its owner's session, so it is fetched with the token (an `<img src>` cannot send it). The
 * page says when it cannot be shown, so a failure is not toasted as well; an ended session
 * still ends here as on any call.
 */
export function getProofImage(fileId: number): Promise<Blob> {
  return requestFile('/api/upload/file', 'image/*', { params: { fileId }, quiet: true });
}

export const proofImageQueryOptions = (fileId: number) =>
  queryOptions({ queryKey: fundsKeys.proofImage(fileId), queryFn: () => getProofImage(fileId), staleTime: Infinity });

export const useProofImage = (fileId: number | null) => useQuery({ ...proofImageQueryOptions(fileId ?? 0), enabled: fileId !== null });
