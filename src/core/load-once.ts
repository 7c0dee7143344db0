/**
 * A module loaded on first use and shared by every later call: the `import()` behind the root's
 * async functions and the judges' judging code. A failed load (a broken install, a bundle that
 * left the file out) is not cached: the next call tries again.
 * @example const loadJudging = loadOnce(() => import('./judge-claims.js'));
 */
export function loadOnce<Module>(load: () => Promise<Module>): () => Promise<Module> {
  let loading: Promise<Module> | undefined;
  return () => {
    loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return loading;
  };
}
