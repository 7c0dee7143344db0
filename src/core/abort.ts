/** Abort helpers: a check's deadline and the caller's signal, combined, and a race against them. */
import { VerificationAbortedError, VerificationTimeoutError } from '../errors.js';

export interface Deadline {
  signal: AbortSignal;
  /** The error to report when `signal` fires. */
  reason(): Error;
  dispose(): void;
}

export function createDeadline(timeoutMs: number | undefined, callerSignal?: AbortSignal): Deadline {
  const controller = new AbortController();
  let timedOut = false;
  const onCallerAbort = () => controller.abort(new VerificationAbortedError({ cause: callerSignal?.reason }));
  if (callerSignal?.aborted) onCallerAbort();
  else callerSignal?.addEventListener('abort', onCallerAbort, { once: true });
  const timer =
    timeoutMs !== undefined && Number.isFinite(timeoutMs)
      ? setTimeout(() => {
          timedOut = true;
          controller.abort(new VerificationTimeoutError(timeoutMs));
        }, timeoutMs)
      : undefined;
  timer?.unref?.();
  return {
    signal: controller.signal,
    reason: () =>
      timedOut
        ? new VerificationTimeoutError(timeoutMs ?? 0)
        : new VerificationAbortedError({ cause: callerSignal?.reason }),
    dispose() {
      if (timer) clearTimeout(timer);
      callerSignal?.removeEventListener('abort', onCallerAbort);
    },
  };
}

/** Resolves like `promise`, or rejects with the deadline's reason as soon as it fires. */
export function raceDeadline<T>(promise: Promise<T>, deadline: Deadline): Promise<T> {
  if (deadline.signal.aborted) {
    promise.catch(() => {});
    return Promise.reject(deadline.reason());
  }
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(deadline.reason());
    deadline.signal.addEventListener('abort', onAbort, { once: true });
    promise.then(
      (value) => {
        deadline.signal.removeEventListener('abort', onAbort);
        resolve(value);
      },
      (error: unknown) => {
        deadline.signal.removeEventListener('abort', onAbort);
        reject(error);
      },
    );
  });
}
