import { useSearchParams } from 'react-router';

/** A positive integer query parameter of the current route (`?id=12`), or 0. */
export function useIdParam(name = 'id'): number {
  const [params] = useSearchParams();
  const n = Number(params.get(name));
  return Number.isSafeInteger(n) && n > 0 ? n : 0;
}
