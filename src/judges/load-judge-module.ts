/**
 * Loads a user's judge module (`verification.judge_module`, `FAITHCHECK_JUDGE_MODULE`) and
 * registers what it provides, so that `verify()`, `faithcheck verify`, `serve` and `worker` can
 * use a judge faithcheck does not ship. The module may
 *   - default-export a judge descriptor `{ id, description, needsModel, create(options) }`,
 *   - default-export a factory `(options) => JudgeV1` (its id: the module's `id` export, else the
 *     file name, `./my-judge.mjs` → `my-judge`), or a judge object itself,
 *   - or call `registerJudge(…)` from `faithcheck` when imported.
 * The import is hidden from bundlers: the path is only known at run time.
 *
 * Importing a module runs its code, so only a module the user named is loaded (issue 20 item 3):
 * a path or `file:` URL — never a `data:` or other URL, whose code is its own text — and never from
 * a config file merely found in the working directory (`createConfiguredJudge` decides that). Each
 * load is announced once (`onLoad`), so that nobody runs someone else's code without a word.
 */
import { isAbsolute, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { ConfigurationError } from '../errors.js';
import { consoleLogger } from '../logger.js';
import type { JudgeV1 } from '../spec/judge.js';
import { type JudgeDescriptor, type JudgeFactoryOptions, listJudges, registerJudge } from './registry.js';

const loaded = new Map<string, Promise<string[]>>();

/**
 * A `file:` URL as given; a path resolved against `cwd`.
 * @throws ConfigurationError for any other URL (`data:`, `http:`, `node:`): a judge module is a file.
 */
export function judgeModuleUrl(specifier: string, cwd: string = process.cwd()): string {
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(specifier);
  if (scheme && !/^[a-z]:[\\/]/i.test(specifier)) {
    if (scheme[1]!.toLowerCase() === 'file') return specifier;
    throw new ConfigurationError(
      `the judge module ${JSON.stringify(specifier.slice(0, 80))} is a ${scheme[1]}: URL; verification.judge_module must be a file path or a file: URL (a module is code, and only a file you name is loaded)`,
    );
  }
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

async function importAndRegister(
  specifier: string,
  url: string,
  onLoad: ((notice: string) => void) | undefined,
): Promise<string[]> {
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
  onLoad?.(`loaded the judge module ${fileURLToPath(url)} (judges: ${ids.join(', ')})`);
  return ids;
}

/**
 * Imports the module once per process and returns the ids of the judges it provides, first the
 * default export's. `onLoad` hears, once, which file was loaded (default: a line on stderr).
 * @throws ConfigurationError when the specifier is not a path or `file:` URL, or the module cannot
 *   be imported or provides no judge.
 * @example const [id] = await loadJudgeModule('./my-judge.mjs'); // 'my-judge'
 */
export async function loadJudgeModule(
  specifier: string,
  cwd?: string,
  onLoad: (notice: string) => void = (notice) => consoleLogger.info(`[faithcheck] ${notice}`),
): Promise<string[]> {
  const url = judgeModuleUrl(specifier, cwd);
  let ids = loaded.get(url);
  if (!ids) {
    ids = importAndRegister(specifier, url, onLoad);
    loaded.set(url, ids);
    ids.catch(() => loaded.delete(url));
  }
  return ids;
}
