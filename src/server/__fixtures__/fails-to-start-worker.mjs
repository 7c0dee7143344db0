// A judge pool thread whose module fails to load (a broken install, a missing dependency).
// Used by local-judge-pool.process.test.ts.
throw new Error('this thread cannot start');
