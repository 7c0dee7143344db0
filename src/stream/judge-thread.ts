/**
 * The local judge's CPU work off the thread that forwards the stream: one worker thread, shared by
 * every stream of the process, created on first use (a judge pool of one thread, decision 0006's
 * piscina pool). Judging a sentence is a few ms of CPU; on the stream's thread it shows up between
 * text deltas (decision 0010). The thread is used once it has started and loaded the judge; until
 * then, and whenever it cannot start, fails or is full, the judge runs on this thread as before,
 * so the stream never waits for a thread and never breaks because of one.
 *
 * Idle, the thread does not keep a process alive (piscina unrefs it); `closeStreamJudgeThread()`
 * ends it at once, for tests and orderly shutdowns.
 */
import { describeError } from '../errors.js';
import type { LocalJudgeThreadOptions } from '../judges/local/create-local-judge.js';
import type { Logger } from '../logger.js';
import type { JudgeV1, VerifyClaimsOptions, VerifyClaimsResult } from '../spec/judge.js';

/** What the stream needs of a judge thread: the local judge's `verifyClaims` (the pool's shape). */
export interface JudgeThread {
  verifyClaims(
    input: Omit<VerifyClaimsOptions, 'abortSignal'>,
    options: { timeoutMs: number; abortSignal?: AbortSignal; local?: LocalJudgeThreadOptions },
  ): Promise<VerifyClaimsResult>;
  close(): Promise<void>;
}

/** Longest one sentence's judging may take on the thread before it is cancelled (and judged here). */
const TASK_TIMEOUT_MS = 30_000;
/** Failed tasks (not aborted) after which the thread is given up for the process. */
const MAX_FAILURES = 3;
/** Sentences that may wait for the thread; one more is judged on the stream's thread. */
const MAX_QUEUE = 64;

type State =
  | { kind: 'none' }
  | { kind: 'starting'; ready: Promise<void> }
  | { kind: 'ready'; thread: JudgeThread }
  | { kind: 'failed' };

let state: State = { kind: 'none' };
let failures = 0;

/** Whether `ready` is still the start in progress (not closed or restarted meanwhile). */
function isStarting(ready: Promise<void>): boolean {
  return state.kind === 'starting' && state.ready === ready;
}

/**
 * The default: the server's judge pool from the compiled package, with one thread at normal
 * priority. The import is hidden from bundlers: in an app bundle the module is not beside this
 * one, the import fails, and judging stays on the thread (the same verdicts).
 */
async function loadPool(logger: Logger): Promise<JudgeThread | null> {
  // From the TypeScript sources (tests) there is no compiled worker file for a thread to load.
  if (import.meta.url.endsWith('.ts')) return null;
  const url = new URL('../server/local-judge-pool.js', import.meta.url).href;
  let module: typeof import('../server/local-judge-pool.js');
  try {
    module = await import(/* webpackIgnore: true */ /* turbopackIgnore: true */ /* @vite-ignore */ url);
  } catch (error) {
    // Expected in an app bundle: said, not warned.
    logger.info(
      '[faithcheck] stream: the judge pool is not beside this module (a bundle?); judging on the stream thread',
      {
        message: describeError(error).message,
      },
    );
    return null;
  }
  return module.createLocalJudgePool({
    threads: 1,
    maxQueue: MAX_QUEUE,
    inProcess: false,
    niceIncrement: 0,
    logger,
  });
}

/** A tiny task: resolves once the thread has started and loaded the judge (WordNet included). */
async function warm(thread: JudgeThread): Promise<void> {
  await thread.verifyClaims(
    {
      claims: [{ text: 'It is ready.', span: { start: 0, end: 12 } }],
      chunks: [{ id: 'warm', text: 'It is ready.' }],
    },
    { timeoutMs: TASK_TIMEOUT_MS },
  );
}

function start(load: (logger: Logger) => Promise<JudgeThread | null>, logger: Logger): void {
  if (state.kind !== 'none') return;
  // Declared first: the task below reads it only after its first await.
  let ready: Promise<void> = Promise.resolve();
  ready = (async () => {
    let thread: JudgeThread | undefined;
    try {
      const loaded = await load(logger);
      if (loaded === null) {
        if (isStarting(ready)) state = { kind: 'failed' };
        return;
      }
      thread = loaded;
      await warm(thread);
      if (isStarting(ready)) state = { kind: 'ready', thread };
      else await thread.close();
    } catch (error) {
      logger.warn('[faithcheck] stream: no judge thread, the local judge runs on the stream thread', {
        message: describeError(error).message,
      });
      await thread?.close().catch(() => {});
      if (isStarting(ready)) state = { kind: 'failed' };
    }
  })();
  state = { kind: 'starting', ready };
}

function giveUp(thread: JudgeThread): void {
  if (state.kind === 'ready' && state.thread === thread) state = { kind: 'failed' };
  void thread.close().catch(() => {});
}

export interface OffThreadOptions {
  logger: Logger;
  /** @internal Tests: how the thread is created (default: the compiled judge pool; `null`: none here). */
  load?: (logger: Logger) => Promise<JudgeThread | null>;
}

/**
 * The judge with its `verifyClaims` on the shared judge thread, when it is a local judge that can
 * be created there (`threadOptions`); any other judge is returned as it is.
 * @example const judge = offThread(createLocalJudge(), { logger });
 */
export function offThread(judge: JudgeV1, options: OffThreadOptions): JudgeV1 {
  const local = (judge as { threadOptions?: LocalJudgeThreadOptions }).threadOptions;
  if (judge.id !== 'local' || local === undefined) return judge;
  const { logger } = options;
  start(options.load ?? loadPool, logger);
  return {
    ...judge,
    async verifyClaims(input) {
      const current = state;
      if (current.kind !== 'ready') return judge.verifyClaims(input);
      const { abortSignal, ...rest } = input;
      try {
        return await current.thread.verifyClaims(rest, { timeoutMs: TASK_TIMEOUT_MS, abortSignal, local });
      } catch (error) {
        if (abortSignal?.aborted) throw error;
        // Full (503) is this call's problem; anything else counts against the thread.
        const busy = (error as { status?: number }).status === 503;
        if (!busy) {
          failures += 1;
          logger.warn(
            '[faithcheck] stream: the judge thread failed; this sentence is judged on the stream thread',
            {
              message: describeError(error).message,
            },
          );
          if (failures >= MAX_FAILURES) giveUp(current.thread);
        }
        return judge.verifyClaims(input);
      }
    },
  };
}

/** @internal Tests: settles once the thread started by `offThread` is ready or given up; true when ready. */
export async function judgeThreadSettled(): Promise<boolean> {
  if (state.kind === 'starting') await state.ready;
  return state.kind === 'ready';
}

/**
 * Ends the shared judge thread (if one was started): tasks still on it are cancelled and their
 * sentences judged on the calling thread. A later stream starts a new one.
 * @example afterAll(() => closeStreamJudgeThread());
 */
export async function closeStreamJudgeThread(): Promise<void> {
  const current = state;
  state = { kind: 'none' };
  failures = 0;
  if (current.kind === 'starting') await current.ready;
  if (current.kind === 'ready') await current.thread.close();
}
