/**
 * Loads a user's judge module (`verification.judge_module`, `FAITHCHECK_JUDGE_MODULE`) and
 * registers what it provides, so that `verify()`, `faithcheck verify`, `serve` and `worker` can
 * use a judge faithcheck does not ship. The module may
 *   - default-export a judge descriptor `{ id, description, needsModel, create(options) }`,
 *   - default-export a factory `(options) => JudgeV1` (its id: the module's `id` export, else the
 *     file name, `./my-judge.mjs` → `my-judge`), or a judge object itself,
 *   - or call `registerJudge(…)` from `faithcheck` when imported.
 * The import is hidden from bundlers: the path is only known at run time.
 */
import { isAbsolute, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { ConfigurationError } from '../errors.js';
import type { JudgeV1 } from '../spec/judge.js';
import { type JudgeDescriptor, type JudgeFactoryOptions, listJudges, registerJudge } from './registry.js';

const loaded = new Map<string, Promise<string[]>>();

/** `file:`/`data:` URLs as given; paths resolved against `cwd`. */
export function judgeModuleUrl(specifier: string, cwd: string = process.cwd()): string {
  if (/^[a-z][a-z0-9+.-]*:/i.test(specifier) && !/^[a-z]:[\\/]/i.test(specifier)) return specifier;
  return pathToFileURL(isAbsolute(specifier) ? specifier : resolve(cwd, specifier)).href;
}

function idFromUrl(url: string): string {
  const name = decodeURIComponent(url.split(/[\\/]/).pop() ?? '').replace(/\.[cm]?[jt]s$/, '');
  return (
    name
      .toLowerCase()
      .replace(/[^a-z0-9_-]+/g, '-')
      .replace(/^[^a-z]+/, '') || 'custom'
  );
}

function isDescriptor(value: unknown): value is JudgeDescriptor {
  const candidate = value as Partial<JudgeDescriptor> | null;
  return typeof candidate?.id === 'string' && typeof candidate.create === 'function';
}

function isJudge(value: unknown): value is JudgeV1 {
  const candidate = value as Partial<JudgeV1> | null;
  return candidate?.specificationVersion === 'v1' && typeof candidate.verifyClaims === 'function';
}

async function importAndRegister(specifier: string, url: string): Promise<string[]> {
  const before = new Set(listJudges().map((judge) => judge.id));
  let module: { default?: unknown; id?: unknown };
  try {
    module = await import(/* webpackIgnore: true */ /* turbopackIgnore: true */ /* @vite-ignore */ url);
  } catch (error) {
    throw new ConfigurationError(
      `cannot load the judge module ${specifier} (verification.judge_module): ${(error as Error).message}`,
      { cause: error },
    );
  }
  const exported = module.default;
  const id = typeof module.id === 'string' ? module.id : idFromUrl(url);
  if (isDescriptor(exported)) registerJudge(exported);
  else if (isJudge(exported))
    registerJudge({ id, description: `judge from ${specifier}`, needsModel: false, create: () => exported });
  else if (typeof exported === 'function')
    registerJudge({
      id,
      description: `judge from ${specifier}`,
      needsModel: false,
      create: (options: JudgeFactoryOptions) => (exported as JudgeDescriptor['create'])(options),
    });
  const ids = [
    ...new Set([
      ...(isDescriptor(exported) ? [exported.id] : exported === undefined ? [] : [id]),
      ...listJudges()
        .map((judge) => judge.id)
        .filter((name) => !before.has(name)),
    ]),
  ];
  if (ids.length === 0)
    throw new ConfigurationError(
      `the judge module ${specifier} provides no judge: default-export a judge descriptor { id, description, needsModel, create } or a factory (options) => judge, or call registerJudge`,
    );
  return ids;
}

/**
 * Imports the module once per process and returns the ids of the judges it provides, first the
 * default export's.
 * @throws ConfigurationError when the module cannot be imported or provides no judge.
 * @example const [id] = await loadJudgeModule('./my-judge.mjs'); // 'my-judge'
 */
export function loadJudgeModule(specifier: string, cwd?: string): Promise<string[]> {
  const url = judgeModuleUrl(specifier, cwd);
  let ids = loaded.get(url);
  if (!ids) {
    ids = importAndRegister(specifier, url);
    loaded.set(url, ids);
    ids.catch(() => loaded.delete(url));
  }
  return ids;
}
