/**
 * The default values the public API names, in a module of constants only: the root re-exports them
 * from here, so importing `faithcheck` for a constant loads nothing else (issue 20 item 12).
 */

/** The background-check specification's threshold: responses scoring below it are flagged (the default of `verification.threshold`). */
export const FAITHFULNESS_THRESHOLD = 0.7;

/** Claims `verify()` judges at once. */
export const DEFAULT_CONCURRENCY = 4;

/** How many corrective attempts `correctAnswer()` makes at most. */
export const DEFAULT_MAX_CRAG_ATTEMPTS = 2;

/** `correctAnswer()` corrects an answer whose confidence is below this. */
export const DEFAULT_CONFIDENCE_THRESHOLD = 0.7;

/** `verify()`'s deadline for one answer, in milliseconds. */
export const DEFAULT_TIMEOUT_MS = 60_000;

/** The queue name; its dead-letter queue is `${name}-dead`. */
export const DEFAULT_CHECK_QUEUE = 'faithcheck-checks';
