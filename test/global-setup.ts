/**
 * One line at the start of `npm test` when `TEST_DATABASE_URL` is unset: the storage tests then
 * run on the embedded PGlite only and their real-PostgreSQL variants are skipped — said here, not
 * left to a "skipped" count nobody reads. (CI sets it; see the README, "Try it from a clone".)
 */
export default function announceBackends(): void {
  if (process.env.TEST_DATABASE_URL) return;
  console.warn(
    '\n[faithcheck tests] TEST_DATABASE_URL is not set: storage, queue and service tests run on embedded PGlite only; ' +
      'their PostgreSQL variants are skipped. Set TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test to run them.\n',
  );
}
