/**
 * A bounded in-process runner for work that must not delay the caller: `schedule()` only enqueues
 * (a few microseconds) and returns; at most `concurrency` tasks run at once; at most `maxQueued`
 * wait. When the queue is full the overflow policy decides, and every drop is counted:
 * - `drop-newest` (default): the new task is refused — the oldest waiting checks still run;
 * - `drop-oldest`: the oldest waiting task is dropped to make room — the freshest checks win.
 * `drain()` stops intake and waits for what is queued and running, up to a deadline; then running
 * tasks are aborted through their signal and waiting ones abandoned (counted).
 */
import { describeError } from '../errors.js';
import { consoleLogger, type Logger } from '../logger.js';

export type OverflowPolicy = 'drop-newest' | 'drop-oldest';

/** A unit of background work. It receives a signal that fires when a drain deadline passes. */
export type BackgroundTask = (signal: AbortSignal) => Promise<unknown>;

export type TaskOutcome = 'completed' | 'failed' | 'dropped' | 'abandoned';

export interface ScheduledTask {
  /** False when the task was refused (queue full under `drop-newest`, or draining). */
  accepted: boolean;
  /** Settles (never rejects) when the task has finished, failed, or was dropped or abandoned. */
  settled: Promise<TaskOutcome>;
}

export interface RunnerStats {
  scheduled: number;
  started: number;
  completed: number;
  failed: number;
  /** Refused or evicted because the queue was full (the overflow policy at work). */
  dropped: number;
  /** Never started: still waiting when a drain deadline passed, or scheduled while draining. */
  abandoned: number;
  running: number;
  queued: number;
}

export interface BackgroundRunnerOptions {
  /** Tasks running at once. Default 4. */
  concurrency?: number;
  /** Tasks waiting at most. Default 1000. */
  maxQueued?: number;
  /** Default `drop-newest`. */
  overflow?: OverflowPolicy;
  logger?: Logger;
  /** Name used in log lines. */
  name?: string;
}

export interface DrainResult {
  /** True when everything finished before the deadline. */
  drained: boolean;
  /** Running tasks whose signal was aborted at the deadline. */
  aborted: number;
  /** Waiting tasks that never started. */
  abandoned: number;
}

export interface BackgroundRunner {
  schedule(task: BackgroundTask): ScheduledTask;
  stats(): RunnerStats;
  /** Stops intake and waits up to `deadlineMs` (default 10 000) for queued and running tasks. */
  drain(options?: { deadlineMs?: number }): Promise<DrainResult>;
  readonly draining: boolean;
}

interface Entry {
  task: BackgroundTask;
  resolve: (outcome: TaskOutcome) => void;
}

/**
 * @example
 * const runner = createBackgroundRunner({ concurrency: 4, maxQueued: 1000 });
 * runner.schedule(async (signal) => { await verify({ response, chunks, abortSignal: signal }); });
 * process.on('SIGTERM', () => runner.drain({ deadlineMs: 5000 }));
 */
export function createBackgroundRunner(options: BackgroundRunnerOptions = {}): BackgroundRunner {
  const concurrency = Math.max(1, Math.floor(options.concurrency ?? 4));
  const maxQueued = Math.max(0, Math.floor(options.maxQueued ?? 1000));
  const overflow = options.overflow ?? 'drop-newest';
  const logger = options.logger ?? consoleLogger;
  const name = options.name ?? 'background';
  const queue: Entry[] = [];
  let head = 0;
  const counters = { scheduled: 0, started: 0, completed: 0, failed: 0, dropped: 0, abandoned: 0 };
  let running = 0;
  let pumpPending = false;
  let draining = false;
  const abort = new AbortController();
  const idleWaiters: Array<() => void> = [];

  const queued = () => queue.length - head;

  function noteDrop(): void {
    counters.dropped += 1;
    // The first drop and every 100th after it: visible, without flooding the log under load.
    if (counters.dropped === 1 || counters.dropped % 100 === 0) {
      logger.warn(
        `[faithfulness] ${name} queue full (${maxQueued}): ${overflow}, ${counters.dropped} dropped so far`,
      );
    }
  }

  function settleIdle(): void {
    if (running === 0 && queued() === 0) for (const waiter of idleWaiters.splice(0)) waiter();
  }

  function start(entry: Entry): void {
    running += 1;
    counters.started += 1;
    let promise: Promise<unknown>;
    try {
      promise = Promise.resolve(entry.task(abort.signal));
    } catch (error) {
      promise = Promise.reject(error);
    }
    promise
      .then(
        () => {
          counters.completed += 1;
          entry.resolve('completed');
        },
        (error: unknown) => {
          counters.failed += 1;
          logger.error(`[faithfulness] ${name} task failed`, describeError(error));
          entry.resolve('failed');
        },
      )
      .finally(() => {
        running -= 1;
        pump();
        settleIdle();
      });
  }

  function pump(): void {
    pumpPending = false;
    while (running < concurrency && queued() > 0) {
      const entry = queue[head] as Entry;
      queue[head] = undefined as unknown as Entry;
      head += 1;
      start(entry);
    }
    if (head > 1024 && head * 2 > queue.length) {
      queue.splice(0, head);
      head = 0;
    }
  }

  return {
    get draining() {
      return draining;
    },

    schedule(task) {
      counters.scheduled += 1;
      if (draining) {
        counters.abandoned += 1;
        return { accepted: false, settled: Promise.resolve<TaskOutcome>('abandoned') };
      }
      // Free slots absorb tasks waiting for the next pump; beyond them, at most maxQueued wait.
      if (queued() >= maxQueued + Math.max(0, concurrency - running)) {
        if (overflow === 'drop-newest' || maxQueued === 0) {
          noteDrop();
          return { accepted: false, settled: Promise.resolve<TaskOutcome>('dropped') };
        }
        const oldest = queue[head] as Entry;
        queue[head] = undefined as unknown as Entry;
        head += 1;
        noteDrop();
        oldest.resolve('dropped');
      }
      let resolve!: (outcome: TaskOutcome) => void;
      const settled = new Promise<TaskOutcome>((done) => {
        resolve = done;
      });
      queue.push({ task, resolve });
      // Start on the next turn of the event loop, never on the caller's stack.
      if (!pumpPending) {
        pumpPending = true;
        setImmediate(pump);
      }
      return { accepted: true, settled };
    },

    stats() {
      return { ...counters, running, queued: queued() };
    },

    async drain({ deadlineMs = 10_000 } = {}) {
      draining = true;
      if (pumpPending) pump();
      if (running === 0 && queued() === 0) return { drained: true, aborted: 0, abandoned: 0 };
      let timer: NodeJS.Timeout | undefined;
      const idle = new Promise<boolean>((resolve) => idleWaiters.push(() => resolve(true)));
      const deadline = new Promise<boolean>((resolve) => {
        timer = setTimeout(() => resolve(false), deadlineMs);
      });
      const drained = await Promise.race([idle, deadline]);
      clearTimeout(timer);
      if (drained) return { drained: true, aborted: 0, abandoned: 0 };
      const aborted = running;
      let abandoned = 0;
      abort.abort(new Error(`${name} runner drain deadline of ${deadlineMs} ms passed`));
      while (queued() > 0) {
        const entry = queue[head] as Entry;
        queue[head] = undefined as unknown as Entry;
        head += 1;
        entry.resolve('abandoned');
        abandoned += 1;
      }
      counters.abandoned += abandoned;
      logger.warn(
        `[faithfulness] ${name} runner drain deadline passed: ${aborted} aborted, ${abandoned} never started`,
      );
      return { drained: false, aborted, abandoned };
    },
  };
}
