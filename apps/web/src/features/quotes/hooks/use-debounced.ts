import { useCallback, useEffect, useState } from 'react';

/**
 * `value`, once it has stopped changing for `ms`, and a function that takes the current value
 * at once (the keyboard's search key).
 */
export function useDebounced<T>(value: T, ms: number): [T, () => void] {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  const settleNow = useCallback(() => setSettled(value), [value]);
  return [settled, settleNow];
}
