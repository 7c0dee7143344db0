import { loadOnce } from './load-once.js';

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
  const loaded = loadOnce(load);
  const call = async (...args: unknown[]): Promise<unknown> => {
    const target = (await loaded())[name] as (...args: unknown[]) => unknown;
    return target(...args);
  };
  Object.defineProperty(call, 'name', { value: String(name) });
  return call as Module[Name];
}
