import { useCallback, useEffect, useState } from 'react';

/**
 * Seconds left of a countdown that ticks once a second. `start()` begins it at `seconds` (or
 * at the seconds given, such as what the server says is left); it counts on the page's
 * monotonic clock, so a throttled background tab does not slow it and a phone clock set back
 * does not lengthen it.
 */
export function useCountdown(seconds: number): { left: number; running: boolean; start: (from?: number) => void } {
  const [endsAt, setEndsAt] = useState<number | null>(null);
  const [left, setLeft] = useState(0);

  useEffect(() => {
    if (endsAt === null) return;
    const tick = () => {
      const remaining = Math.max(0, Math.ceil((endsAt - performance.now()) / 1000));
      setLeft(remaining);
      if (remaining === 0) setEndsAt(null);
    };
    tick();
    const timer = setInterval(tick, 250);
    return () => clearInterval(timer);
  }, [endsAt]);

  const start = useCallback((from?: number) => setEndsAt(performance.now() + (from ?? seconds) * 1000), [seconds]);
  return { left, running: endsAt !== null && left > 0, start };
}
