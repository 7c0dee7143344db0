// A judge pool thread that never answers: it holds its thread (without using CPU) until the pool
// terminates it, like a check that would run for minutes. Used by local-judge-pool.process.test.ts.
export default function neverAnswers() {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0);
}
