/**
 * An async function of the public API that loads its module on first call, so that importing
 * `faithcheck` costs little more than its types and constants (issue 20 item 12): Node resolves,
 * reads and compiles every module a static import reaches, whether or not the caller uses it.
 * A failed load (a broken install) is not cached: the next call tries again.
 */
export function lazyExport<Module, Name extends keyof Module>(
  load: () => Promise<Module>,
  name: Name,
): Module[Name] {
  let loading: Promise<Module> | undefined;
  const call = async (...args: unknown[]): Promise<unknown> => {
    loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    const target = (await loading)[name] as (...args: unknown[]) => unknown;
    return target(...args);
  };
  Object.defineProperty(call, 'name', { value: String(name) });
  return call as Module[Name];
}
