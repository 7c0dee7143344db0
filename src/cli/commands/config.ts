/**
 * `faithcheck config [--json] [--config PATH]`: the effective configuration and where each value
 * came from (request, environment variable, config file key, default) — the same `loadConfig` →
 * `resolveConfig` that `verify()`, `verifyWithChecks()`, `checkFaithfulness()`, the gate, `faithcheck
 * verify`, `serve` and `worker` use, so what it prints is what they run with. A deprecated variable
 * is marked "deprecated alias". Exit 2 on a bad value, with the key, the layer and what is allowed.
 */
import type { Command } from 'commander';
import { CONFIG_KEYS } from '../../config/config-keys.js';
import { DEFAULT_CONFIG_FILES, loadConfig } from '../../config/load-config.js';
import type { ConfigSource, ResolvedConfig } from '../../config/resolve-config.js';
import { ConfigurationError } from '../../errors.js';
import { BUILTIN_JUDGE_IDS } from '../../judges/builtin-judges.js';
import { judgeModuleToLoad } from '../../judges/create-configured-judge.js';
import { type CliIO, EXIT } from '../io.js';
import { terminalSafe } from '../terminal-safe.js';

export interface ConfigCommandOptions {
  json?: boolean;
  config?: string;
}

function valueAt(config: ResolvedConfig, path: readonly string[]): unknown {
  let current: unknown = config.values;
  for (const part of path) current = (current as Record<string, unknown>)[part];
  return current;
}

function describeSource(source: ConfigSource): string {
  if (source.layer === 'env')
    return source.deprecatedAliasOf
      ? `env ${source.name} (deprecated alias of ${source.deprecatedAliasOf})`
      : `env ${source.name}`;
  if (source.layer === 'file') return `file ${source.name}`;
  if (source.layer === 'request') return `request ${source.name}`;
  return 'default';
}

function formatValue(value: unknown): string {
  if (Array.isArray(value)) return value.join(',') || '(none)';
  if (value === null) return '(none)';
  return String(value);
}

/** The rows `faithcheck config` prints: key, value, source. */
export function configEntries(config: ResolvedConfig) {
  return CONFIG_KEYS.map((key) => ({
    key: key.key,
    value: valueAt(config, key.path),
    source: config.sources[key.key]!,
  }));
}

/**
 * The judge the configuration selects, told without importing a judge module: `config` only
 * prints, and importing a module runs its code (issue 20 item 3).
 */
export function describeJudge(config: ResolvedConfig): {
  judge: string | null;
  line: string;
  refused?: string;
} {
  const { judge, judgeModule } = config.values;
  if (!judgeModule) return { judge, line: judge };
  let refused: string | undefined;
  try {
    judgeModuleToLoad(config);
  } catch (error) {
    refused = (error as Error).message;
  }
  const chosen = config.sources['verification.judge']?.layer !== 'default';
  if (chosen && (BUILTIN_JUDGE_IDS as readonly string[]).includes(judge))
    return { judge, line: `${judge} (built in: the judge module ${judgeModule} is not loaded)` };
  if (refused)
    return { judge: null, line: `none: the judge module ${judgeModule} would be refused`, refused };
  if (chosen)
    return { judge, line: `${judge} (from the judge module ${judgeModule}, which \`config\` does not load)` };
  return {
    judge: null,
    line: `the first judge of the module ${judgeModule} (\`config\` does not load it; verify, serve and worker do, and say so)`,
  };
}

function formatConfig(config: ResolvedConfig, cwd: string, judge: ReturnType<typeof describeJudge>): string {
  const all = configEntries(config);
  // A key the config file cannot set (the background-check gate reads only its variable) is not
  // shown among the file's keys, where it looked settable and the file then rejected it.
  const fileKeys = new Set(CONFIG_KEYS.filter((key) => key.file.length > 0).map((key) => key.key));
  const entries = all.filter((entry) => fileKeys.has(entry.key));
  const outside = all.filter((entry) => !fileKeys.has(entry.key));
  const width = Math.max(...entries.map((entry) => entry.key.length)) + 2;
  const valueWidth = Math.max(...entries.map((entry) => formatValue(entry.value).length)) + 2;
  const lines = [
    `config file: ${config.file ?? `none (no ${DEFAULT_CONFIG_FILES.join(' or ')} in ${cwd})`}`,
    '',
    `${'key'.padEnd(width)}${'value'.padEnd(valueWidth)}source`,
    ...entries.map(
      (entry) =>
        `${entry.key.padEnd(width)}${formatValue(entry.value).padEnd(valueWidth)}${describeSource(entry.source)}`,
    ),
  ];
  if (outside.length > 0) {
    lines.push('', 'set by the environment or in code only (no config-file key):');
    for (const entry of outside) {
      const key = CONFIG_KEYS.find((candidate) => candidate.key === entry.key)!;
      lines.push(
        `  ${key.env}=${formatValue(entry.value)}  (${describeSource(entry.source)}): ${key.description}`,
      );
    }
  }
  lines.push('', `judge used: ${judge.line}`);
  const warnings = judge.refused ? [...config.warnings, judge.refused] : config.warnings;
  if (warnings.length > 0) lines.push('', 'warnings:', ...warnings.map((text) => `  - ${text}`));
  lines.push('', 'precedence: request options > environment > config file > defaults');
  return `${lines.join('\n')}\n`;
}

/** The action, testable without a process. Returns the exit code. */
export async function runConfig(io: CliIO, options: ConfigCommandOptions): Promise<number> {
  try {
    const config = await loadConfig({
      env: io.env,
      cwd: io.cwd,
      configPath: options.config,
      readFile: io.readFile,
    });
    // The judge verify(), serve and worker will create — without importing a judge module.
    const judge = describeJudge(config);
    if (options.json) {
      const json = {
        file: config.file,
        values: config.values,
        sources: config.sources,
        warnings: judge.refused ? [...config.warnings, judge.refused] : config.warnings,
        judge: judge.judge,
      };
      io.stdout(`${JSON.stringify(json, null, 2)}\n`);
    } else {
      io.stdout(formatConfig(config, io.cwd, judge));
    }
    return EXIT.ok;
  } catch (error) {
    if (ConfigurationError.isInstance(error)) {
      io.stderr(`faithcheck config: ${terminalSafe(error.message)}\n`);
      return EXIT.usage;
    }
    throw error;
  }
}

export function registerConfigCommand(
  program: Command,
  io: CliIO,
  setExitCode: (code: number) => void,
): void {
  program
    .command('config')
    .description('print the effective configuration and where each value came from')
    .option('--json', 'print it as JSON')
    .option('--config <path>', 'config file (default: FAITHCHECK_CONFIG, else ./faithcheck.config.yaml)')
    .addHelpText(
      'after',
      `
Precedence: request options > environment (one variable per key: ENABLE_VERIFICATION,
ENABLE_FAITHFULNESS_CHECK, FAITHCHECK_*) > config file (verification: block) > defaults. verify(),
faithcheck verify, serve and worker resolve the same way, so this is what they use.

Examples:
  $ faithcheck config
  $ ENABLE_VERIFICATION=false faithcheck config --json
  $ faithcheck config --config ~/.config/ragbot/config.yaml`,
    )
    .action(async (options: ConfigCommandOptions) => {
      setExitCode(await runConfig(io, options));
    });
}
