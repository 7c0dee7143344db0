/**
 * Gives the event loop one turn: timers (a check's deadline), I/O and other requests run before
 * the caller continues. CPU-bound judging awaits it between batches, because a promise that is
 * already resolved only yields to microtasks and a deadline timer would never get to fire.
 */
export function yieldToEventLoop(): Promise<void> {
  // setImmediate runs right after pending I/O; setTimeout(0) is the portable fallback (edge runtimes).
  const schedule: (callback: () => void) => unknown =
    globalThis.setImmediate ?? ((callback) => setTimeout(callback, 0));
  return new Promise((resolve) => {
    schedule(resolve);
  });
}
