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
 */
type Task = () => void;

const reads = new Set<Task>();
const writes = new Set<Task>();
let scheduled = false;

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

function run(): void {
  scheduled = false;
  runPhase(reads);
  runPhase(writes);
}

function schedule(): void {
  if (scheduled) return;
  scheduled = true;
  if (typeof globalThis.requestAnimationFrame === 'function') globalThis.requestAnimationFrame(run);
  else setTimeout(run, 16);
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
