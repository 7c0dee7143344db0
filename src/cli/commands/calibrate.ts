/**
 * `faithcheck calibrate FILES… --out params.json`: fits the local judge to your own labelled claims
 * (your files, `faithcheck labels export`, or both) and writes a parameter file that `verify`,
 * `eval`, `serve`, `worker` and `correct` load with `--local-params` or `FAITHCHECK_LOCAL_PARAMS`.
 * It prints the shipped parameters against the new ones, cross-validated on your data, and writes
 * nothing that is not better unless `--force`.
 *
 * Exit codes: 0 written, 1 not better than the base (nothing written), 2 bad input or usage.
 */
import { createHash } from 'node:crypto';
import type { Command } from 'commander';
import { type LabelledExample, streamLabelledExamples } from '../../eval/read-labelled-examples.js';
import {
  type CalibrationOutcome,
  calibrateOnLabels,
  describeSetting,
  MIN_LABELS_FOR_MODEL,
} from '../../judges/local/calibration/calibrate-on-labels.js';
import { labelRow } from '../../judges/local/calibration/label-rows.js';
import { paramsFingerprint, readLocalJudgeParams } from '../../judges/local/load-local-judge-params.js';
import type { LocalJudgeParams } from '../../judges/local/local-judge-params.js';
import { DEFAULT_LOCAL_JUDGE_PARAMS } from '../../judges/local/params/default-params.js';
import { countOf } from '../../text/count-of.js';
import { type CliIO, CliUsageError, EXIT } from '../io.js';
import { reportCliError } from '../report-cli-error.js';

export interface CalibrateCommandOptions {
  out?: string;
  base?: string;
  force?: boolean;
  cascadeAccuracy?: string;
  name?: string;
  json?: boolean;
}

/** Exit code when the fitted parameters are not better than the base on the user's data. */
export const EXIT_NOT_BETTER = 1;

function percent(value: number): string {
  return `${(value * 100).toFixed(1)}`;
}

function resolveBase(base: string): { params: LocalJudgeParams | null; description: string } {
  if (base === 'none') return { params: null, description: 'none' };
  if (base === 'default') {
    const { name, hash } = paramsFingerprint(DEFAULT_LOCAL_JUDGE_PARAMS);
    return { params: DEFAULT_LOCAL_JUDGE_PARAMS, description: `shipped ${name}@${hash}` };
  }
  const params = readLocalJudgeParams(base);
  const { name, hash } = paramsFingerprint(params);
  return { params, description: `${base} (${name}@${hash})` };
}

function cascadeAccuracyFlag(value: string | undefined): number {
  if (value === undefined) return 0.95;
  const number = Number(value);
  if (value.trim() === '' || !Number.isFinite(number) || number <= 0.5 || number > 1)
    throw new CliUsageError(`--cascade-accuracy must be a number above 0.5 and at most 1, got "${value}"`);
  return number;
}

/** The examples, and each file's SHA-256 and line count for the parameters' provenance (one read). */
async function readFiles(io: CliIO, files: string[]) {
  const tallies = new Map(files.map((file) => [file, { hash: createHash('sha256'), lines: 0 }]));
  // The parser streams each file's lines; hashing them as they pass reads every file once.
  const readLines = async function* (path: string) {
    const tally = tallies.get(path)!;
    for await (const line of io.readLines(path)) {
      tally.hash.update(`${line}\n`);
      if (line.trim() !== '') tally.lines += 1;
      yield line;
    }
  };
  const examples: LabelledExample[] = [];
  for await (const example of streamLabelledExamples({ files, readLines })) examples.push(example);
  const provenance = files.map((file) => {
    const tally = tallies.get(file)!;
    return { file, sha256: tally.hash.digest('hex'), lines: tally.lines };
  });
  return { examples, provenance };
}

function formatOutcome(outcome: CalibrationOutcome, baseDescription: string, target: number): string {
  const lines: string[] = [];
  const row = (name: string, figures: CalibrationOutcome['fitted']) =>
    `  ${name.padEnd(34)} ${percent(figures.balancedAccuracy).padStart(6)} ${percent(figures.tpr).padStart(6)} ${percent(figures.tnr).padStart(6)} ${percent(figures.auc).padStart(6)} ${figures.calibrationError.toFixed(3).padStart(6)}`;
  lines.push(
    '',
    `On your ${countOf(outcome.labels, 'labelled claim')} (5-fold cross-validation, folds grouped by claim text):`,
  );
  lines.push(
    `  ${'parameters'.padEnd(34)} ${'BA'.padStart(6)} ${'TPR'.padStart(6)} ${'TNR'.padStart(6)} ${'AUC'.padStart(6)} ${'ECE'.padStart(6)}`,
  );
  if (outcome.base) lines.push(row(`base (${baseDescription.slice(0, 26)})`, outcome.base));
  lines.push(row('fitted (held out)', outcome.fitted));
  lines.push(`  chosen: ${describeSetting(outcome.setting)}`);
  if (outcome.labels < MIN_LABELS_FOR_MODEL && outcome.base)
    lines.push(
      `  (fewer than ${MIN_LABELS_FOR_MODEL} labels: only the threshold is refitted; label more to fit the model)`,
    );
  lines.push('', 'Learning curve (held-out balanced accuracy by number of training labels):');
  for (const point of outcome.learningCurve)
    lines.push(
      `  ${String(point.labels).padStart(6)} labels  ${percent(point.balancedAccuracy).padStart(6)}  ${describeSetting(point.setting)}`,
    );
  const { cascade } = outcome;
  lines.push(
    '',
    `Cascade band for ${percent(target)}% accuracy of the claims the local judge decides alone:`,
  );
  lines.push(
    cascade.reachedTarget
      ? `  band ${cascade.band.low.toFixed(2)}–${cascade.band.high.toFixed(2)}: local judge decides ${percent(cascade.localShare)}% of claims at ${percent(cascade.localAccuracy)}% accuracy; ${percent(1 - cascade.localShare)}% go to the LLM`
      : `  no band reaches ${percent(target)}% on your data: every claim goes to the LLM (band 0.00–1.00)`,
  );
  lines.push(
    `  (default band 0.25–0.75: ${percent(cascade.defaultBand.localShare)}% decided locally at ${percent(cascade.defaultBand.localAccuracy)}%)`,
  );
  return `${lines.join('\n')}\n`;
}

/** The action, testable without a process. Returns the exit code. */
export async function runCalibrate(
  io: CliIO,
  files: string[],
  options: CalibrateCommandOptions,
): Promise<number> {
  try {
    if (!options.out) throw new CliUsageError('give the output file: --out params.json');
    const target = cascadeAccuracyFlag(options.cascadeAccuracy);
    const base = resolveBase(options.base ?? 'default');
    const { examples, provenance } = await readFiles(io, files);
    const labels = new Set(examples.map((example) => example.label));
    if (examples.length === 0) throw new CliUsageError('the files hold no labelled claims');
    if (labels.size < 2)
      throw new CliUsageError(
        `every claim is labelled "${[...labels][0]}": calibration needs both supported and unsupported claims`,
      );
    if (!base.params && examples.length < MIN_LABELS_FOR_MODEL)
      throw new CliUsageError(
        `--base none fits a model from scratch and needs at least ${MIN_LABELS_FOR_MODEL} labelled claims (got ${examples.length}); use --base default`,
      );
    io.stderr(
      `faithcheck calibrate: ${countOf(examples.length, 'labelled claim')} from ${countOf(files.length, 'file')}; computing features…\n`,
    );
    const rows = examples.map((example) =>
      labelRow({ ...example, query: example.query ?? null, fine_label: example.fine_label ?? undefined }),
    );
    io.stderr('faithcheck calibrate: cross-validated balanced accuracy of each setting tried:\n');
    const name = options.name ?? `calibrated-${new Date().toISOString().slice(0, 10)}`;
    const outcome = calibrateOnLabels({
      rows,
      base: base.params,
      cascadeAccuracy: target,
      name,
      provenance: {
        calibratedBy: 'faithcheck calibrate',
        date: new Date().toISOString(),
        data: provenance,
        base: base.description,
      },
      log: (line) => io.stderr(`${line}\n`),
    });
    const better = outcome.better;
    if (options.json)
      io.stdout(
        `${JSON.stringify({ ...outcome, params: undefined, written: better || Boolean(options.force) })}\n`,
      );
    else io.stdout(formatOutcome(outcome, base.description, target));
    if (!better && !options.force) {
      io.stderr(
        `faithcheck calibrate: the fitted parameters (${percent(outcome.fitted.balancedAccuracy)}) are not better than the base (${percent(outcome.base!.balancedAccuracy)}) on your data; nothing written (--force writes them anyway)\n`,
      );
      return EXIT_NOT_BETTER;
    }
    try {
      await io.writeFile(options.out, `${JSON.stringify(outcome.params, null, 1)}\n`);
    } catch (error) {
      throw new CliUsageError(`cannot write ${options.out}: ${(error as Error).message}`);
    }
    const { hash } = paramsFingerprint(outcome.params);
    io.stderr(
      `faithcheck calibrate: wrote ${options.out} (${name}@${hash}); use it with --local-params ${options.out} or FAITHCHECK_LOCAL_PARAMS=${options.out}\n`,
    );
    return EXIT.ok;
  } catch (error) {
    return reportCliError(io, 'calibrate', error);
  }
}

export function registerCalibrateCommand(
  program: Command,
  io: CliIO,
  setExitCode: (code: number) => void,
): void {
  program
    .command('calibrate')
    .description('fit the local judge to your own labelled claims and write a parameter file')
    .argument(
      '<files...>',
      'labelled JSONL: { id, dataset, query, context[], claim, label: supported|unsupported }',
    )
    .option('--out <file>', 'where to write the parameters (JSON)')
    .option(
      '--base <default|none|file>',
      'start from and compare with: the shipped parameters, nothing, or a parameter file',
      'default',
    )
    .option(
      '--cascade-accuracy <x>',
      'target accuracy of the claims the cascade leaves to the local judge',
      '0.95',
    )
    .option('--name <name>', 'name recorded in the parameters and in every report they judge')
    .option('--force', 'write the parameters even when they are not better than the base on your data')
    .option('--json', 'print the figures as JSON instead of the table')
    .addHelpText(
      'after',
      `
With fewer than ${MIN_LABELS_FOR_MODEL} labelled claims only the "supported" threshold is refitted; with more,
boosted trees are fitted on your labels and blended with the base model (weight chosen by
cross-validation). Figures are 5-fold cross-validated with folds grouped by claim text.

Exit codes: 0 written, 1 not better than the base (nothing written), 2 bad input or usage.

Examples:
  $ faithcheck labels export --out labels.jsonl
  $ faithcheck calibrate labels.jsonl my-data.jsonl --out params.json
  $ faithcheck verify answer.json --local-params params.json
  $ FAITHCHECK_LOCAL_PARAMS=params.json faithcheck serve
`,
    )
    .action(async (files: string[], options: CalibrateCommandOptions) => {
      setExitCode(await runCalibrate(io, files, options));
    });
}
