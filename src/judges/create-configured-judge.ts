/**
 * The judge a resolved configuration names: `verification.judge` (with `model` and
 * `local_params`), after loading `verification.judge_module` when one is set. When the module is
 * set and no layer chose a judge, the module's judge is the one. `verify()`, `faithcheck verify`,
 * `serve` and `worker` all create their judge here, so a configured judge means the same
 * everywhere.
 */
import type { ResolvedConfig } from '../config/resolve-config.js';
import { ConfigurationError } from '../errors.js';
import type { JudgeV1 } from '../spec/judge.js';
import { BUILTIN_JUDGE_IDS, registerBuiltinJudges } from './builtin-judges.js';
import { loadJudgeModule } from './load-judge-module.js';
import { createJudge, type JudgeFactoryOptions } from './registry.js';

export type ConfiguredJudgeOptions = Omit<JudgeFactoryOptions, 'model' | 'localParams'> & {
  /** Where a relative `judge_module` path is resolved. Default `process.cwd()`. */
  cwd?: string;
  /** Told which judge module was loaded, once per module (default: a line on stderr). */
  onJudgeModuleLoaded?: (notice: string) => void;
};

/**
 * Whether the configuration's judge module is to be loaded: only when some layer set it, the
 * chosen judge is not a built-in one (`--judge local` never loads it), and the user named it
 * (issue 20 item 3). A config file found in the working directory may not name code: a cloned
 * repository's `faithcheck.config.yaml` must not run when faithcheck runs there.
 * @throws ConfigurationError when the module comes from such a file.
 */
export function judgeModuleToLoad(config: ResolvedConfig): string | undefined {
  const { judge, judgeModule } = config.values;
  if (!judgeModule) return undefined;
  const chosen = config.sources['verification.judge']?.layer !== 'default';
  if (chosen && (BUILTIN_JUDGE_IDS as readonly string[]).includes(judge)) return undefined;
  const source = config.sources['verification.judge_module'];
  if (source?.layer === 'file' && source.foundInWorkingDirectory)
    throw new ConfigurationError(
      `${source.name} in ${source.file} names a module (${judgeModule}), and that file was only found in the working directory: faithcheck does not run code a config file found there names. ` +
        `To use it, pass the file explicitly (--config ${source.file}, FAITHCHECK_CONFIG or loadConfig({ configPath })), or set FAITHCHECK_JUDGE_MODULE; or choose a built-in judge (--judge local).`,
    );
  return judgeModule;
}

/**
 * The judge id the configuration selects, loading the judge module first when one is to be loaded
 * (`judgeModuleToLoad`).
 */
export async function configuredJudgeId(
  config: ResolvedConfig,
  cwd?: string,
  onJudgeModuleLoaded?: (notice: string) => void,
): Promise<string> {
  registerBuiltinJudges();
  const { judge } = config.values;
  const judgeModule = judgeModuleToLoad(config);
  if (!judgeModule) return judge;
  const provided = await loadJudgeModule(judgeModule, cwd, onJudgeModuleLoaded);
  const chosen = config.sources['verification.judge']?.layer !== 'default';
  return chosen ? judge : provided[0]!;
}

/**
 * @throws ConfigurationError for an unknown judge, a module that does not load, or a model judge
 *   without its model or key.
 * @example
 * const judge = await createConfiguredJudge(await loadConfig(), { env: process.env });
 */
export async function createConfiguredJudge(
  config: ResolvedConfig,
  options: ConfiguredJudgeOptions = {},
): Promise<JudgeV1> {
  const { cwd, onJudgeModuleLoaded, ...factoryOptions } = options;
  const id = await configuredJudgeId(config, cwd, onJudgeModuleLoaded);
  return createJudge(id, {
    ...factoryOptions,
    model: config.values.model ?? undefined,
    localParams: config.values.localParams ?? undefined,
  });
}

const shared = new WeakMap<NodeJS.ProcessEnv, Map<string, Promise<JudgeV1>>>();

/**
 * For `verify()` without a `judge`: the configured judge when some layer set `judge`,
 * `judge_module` or `local_params` (created once per process for each such setting and
 * environment), else `undefined` — the embedded default judge then applies.
 */
export async function configuredDefaultJudge(
  config: ResolvedConfig,
  env: NodeJS.ProcessEnv = process.env,
): Promise<JudgeV1 | undefined> {
  const { judge, model, localParams, judgeModule } = config.values;
  if (judge === 'local' && judgeModule === null && localParams === null) return undefined;
  const cacheKey = JSON.stringify([judge, model, localParams, judgeModule, process.cwd()]);
  let judges = shared.get(env);
  if (!judges) {
    judges = new Map();
    shared.set(env, judges);
  }
  let created = judges.get(cacheKey);
  if (!created) {
    created = createConfiguredJudge(config, { env });
    judges.set(cacheKey, created);
    // A failure is not remembered: a fixed key or installed package works on the next check.
    created.catch(() => judges.delete(cacheKey));
  }
  return created;
}
