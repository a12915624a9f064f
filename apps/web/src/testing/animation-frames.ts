import { afterEach, beforeEach } from 'vitest';
import { resetPacing } from '@/lib/frame';

/**
 * Animation frames driven by the test (the unit tests run under Node, which has none): while
 * a describe block that calls this runs, `requestAnimationFrame` queues its callbacks and
 * `nextFrame()` runs the ones asked for so far. Each test ends by running what is left, so no
 * frame asked for in one test stays pending into the next, and starts with no paced writes
 * behind it (lib/frame.ts), so one test's ticks never delay the next one's.
 */
export function driveAnimationFrames() {
  let requested: FrameRequestCallback[] = [];
  beforeEach(() => {
    requested = [];
    resetPacing();
    globalThis.requestAnimationFrame = (cb: FrameRequestCallback) => requested.push(cb);
  });
  afterEach(() => {
    nextFrame();
    delete (globalThis as { requestAnimationFrame?: unknown }).requestAnimationFrame;
  });
  function nextFrame() {
    const due = requested;
    requested = [];
    for (const cb of due) cb(0);
  }
  return { nextFrame, pending: () => requested.length };
}
