/**
 * Work for the next animation frame, in two phases: every `read` (code that measures the
 * page: scroll position, sizes) runs first, then every `write` (code that changes the DOM).
 * Reads then see the layout the browser made for the last frame, still valid, instead of
 * forcing a new one after writes that arrived in between (quote ticks come in network tasks
 * between frames); and the writes of a frame are laid out and painted once, by the browser,
 * after them. The pattern of fastdom. One `requestAnimationFrame` serves all callers; a
 * callback asked for twice before its frame runs once. Without animation frames (a page in
 * the background, tests under Node) nothing is lost: the work waits for the next frame, or
 * runs after a timeout when the environment has no frames at all.
 *
 * Paced writes (`writePaced`) are for live values that change all the time (quote ticks):
 * every frame that changes the DOM costs the browser a round of style, layout, paint and a
 * commit to the compositor, and while the page scrolls each such frame competes with the
 * scrolling for the frame budget. Paced writes therefore run at most once per `PACE_MS`
 * (the stream's own rate, so nothing is lost at rest) and at most once per `SCROLL_PACE_MS`
 * while the page is scrolling; and they always join a frame that changes the DOM anyway
 * (rows entering the screen), so the screen is never behind by more than the pace.
 */
type Task = () => void;

/** Shortest time between two paced write phases at rest (the stream sends at most 10 a second). */
export const PACE_MS = 100;
/** Shortest time between two paced write phases while the page scrolls. */
export const SCROLL_PACE_MS = 1000;
/** The page counts as scrolling until this long after its last scroll event. */
export const SCROLL_SETTLE_MS = 150;

const reads = new Set<Task>();
const writes = new Set<Task>();
const paced = new Set<Task>();
let scheduled = false;
let pacedTimer: ReturnType<typeof setTimeout> | undefined;
let lastPacedRun = -Infinity;
let lastScroll = -Infinity;

const now = () => performance.now();

function runPhase(tasks: Set<Task>): void {
  if (tasks.size === 0) return;
  const batch = [...tasks];
  tasks.clear();
  for (const fn of batch) {
    try {
      fn();
    } catch (err) {
      // One failing task must not keep the others of the frame from running.
      queueMicrotask(() => {
        throw err;
      });
    }
  }
}

/** How long paced writes still have to wait, in ms (0: they may run now). */
function pacedWait(at: number): number {
  const pace = at - lastScroll < SCROLL_SETTLE_MS ? SCROLL_PACE_MS : PACE_MS;
  return Math.max(0, lastPacedRun + pace - at);
}

function run(): void {
  scheduled = false;
  runPhase(reads);
  // A frame that writes anyway takes the paced writes along: it is laid out and painted once.
  const writing = writes.size > 0;
  runPhase(writes);
  if (paced.size > 0) {
    const at = now();
    if (writing || pacedWait(at) === 0) {
      lastPacedRun = at;
      clearTimeout(pacedTimer);
      pacedTimer = undefined;
      runPhase(paced);
    } else schedulePaced(at);
  }
}

function schedule(): void {
  if (scheduled) return;
  scheduled = true;
  if (typeof globalThis.requestAnimationFrame === 'function') globalThis.requestAnimationFrame(run);
  else setTimeout(run, 16);
}

/** Asks for the frame in which the paced writes may run (now, or when their wait is over). */
function schedulePaced(at: number): void {
  if (pacedTimer !== undefined) return;
  const wait = pacedWait(at);
  if (wait === 0) schedule();
  else
    pacedTimer = setTimeout(() => {
      pacedTimer = undefined;
      if (paced.size > 0) schedulePaced(now());
    }, wait);
}

/** Runs `fn` in the read phase of the next frame; the returned function cancels it. */
export function readInFrame(fn: Task): () => void {
  reads.add(fn);
  schedule();
  return () => reads.delete(fn);
}

/** Runs `fn` in the write phase of the next frame; the returned function cancels it. */
export function writeInFrame(fn: Task): () => void {
  writes.add(fn);
  schedule();
  return () => writes.delete(fn);
}

/**
 * Runs `fn` in the write phase of a coming frame, paced as described above: the next frame
 * that writes anyway, or the first frame once `PACE_MS` (`SCROLL_PACE_MS` while scrolling)
 * have passed since the last paced writes. The returned function cancels it.
 */
export function writePaced(fn: Task): () => void {
  paced.add(fn);
  schedulePaced(now());
  return () => paced.delete(fn);
}

/** Records that the page scrolled (scroll listeners of the page call it; see `trackScrolling`). */
export function noteScroll(): void {
  lastScroll = now();
}

/** Whether the page scrolled within the last `SCROLL_SETTLE_MS`. */
export function isScrolling(): boolean {
  return now() - lastScroll < SCROLL_SETTLE_MS;
}

// Scrolls of the page and of any element in it (scroll events do not bubble, but capture
// listeners on the window hear them all). Passive: it never delays scrolling.
if (typeof window !== 'undefined' && typeof window.addEventListener === 'function') {
  window.addEventListener('scroll', noteScroll, { capture: true, passive: true });
}

/** Forgets the pacing state (tests). */
export function resetPacing(): void {
  lastPacedRun = -Infinity;
  lastScroll = -Infinity;
  clearTimeout(pacedTimer);
  pacedTimer = undefined;
  paced.clear();
}
