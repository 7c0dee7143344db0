/**
 * Admission by cost: a check whose estimated work is over the server's budget is refused before a
 * thread is spent on it, with a message naming the limit and how to raise it.
 */
import { ApiError } from './api-error.js';
import type { JudgeWork } from './estimate-judge-work.js';

/**
 * Default budget, in claim × sentence comparisons: about 8 s of one core for the local judge on the
 * reference machine (docs/reliability.md), well inside the default 60 s deadline.
 */
export const DEFAULT_MAX_JUDGE_WORK = 50_000_000;

/**
 * Checks this small run on the request thread, where they cost a few milliseconds; anything
 * bigger goes to the judge pool, when the server has one.
 */
export const REQUEST_THREAD_LIMITS = { claims: 50, sentences: 1_000 } as const;

export function fitsRequestThread(work: JudgeWork): boolean {
  return work.claims <= REQUEST_THREAD_LIMITS.claims && work.sentences <= REQUEST_THREAD_LIMITS.sentences;
}

const numberFormat = new Intl.NumberFormat('en-US');
const format = (value: number) => numberFormat.format(value);

/** @throws ApiError 413 `work_too_large` when `work` is over `maxJudgeWork`. */
export function admitJudgeWork(work: JudgeWork, maxJudgeWork: number): void {
  if (work.comparisons <= maxJudgeWork) return;
  throw new ApiError({
    status: 413,
    code: 'work_too_large',
    message:
      `this check needs about ${format(work.comparisons)} claim × sentence comparisons ` +
      `(${format(work.claims)} claims × ${format(work.sentences)} chunk sentences), over the server's work limit ` +
      `of ${format(maxJudgeWork)}: send a shorter answer or fewer chunks, or raise the limit ` +
      '(`faithcheck serve --max-work <comparisons>`, `createApp({ maxJudgeWork })`)',
  });
}
