/**
 * The terminal view of an evaluation: one row per dataset and one for all of them pooled, with the
 * definitions a reader needs to interpret the numbers printed underneath. Plain text, no colour
 * codes, so it reads the same in a terminal, a CI log and a file.
 */
import type { DatasetSummary, EvaluationSummary } from './evaluate-judge.js';

/** A rate as a percentage with one decimal, or `–` when undefined. */
export function formatPercent(value: number | null): string {
  return value === null ? '–' : (value * 100).toFixed(1);
}

/** Milliseconds with precision that suits the size, or `–`. */
export function formatMs(value: number | null): string {
  if (value === null) return '–';
  if (value < 10) return value.toFixed(2);
  if (value < 100) return value.toFixed(1);
  return Math.round(value).toString();
}

function formatRate(value: number | null): string {
  if (value === null) return '–';
  return value < 10 ? value.toFixed(2) : Math.round(value).toString();
}

const HEADERS = [
  'dataset',
  'n',
  'errors',
  'skipped',
  'bal.acc',
  'acc',
  'unsup.P',
  'unsup.R',
  'unsup.F1',
  'TP',
  'FP',
  'TN',
  'FN',
  'ex/s',
  'p50 ms',
  'p90 ms',
  'p99 ms',
];

function row(name: string, summary: DatasetSummary): string[] {
  return [
    name,
    String(summary.n),
    String(summary.errors),
    String(summary.skipped),
    formatPercent(summary.balancedAccuracy),
    formatPercent(summary.accuracy),
    formatPercent(summary.unsupported.precision),
    formatPercent(summary.unsupported.recall),
    formatPercent(summary.unsupported.f1),
    String(summary.confusion.tp),
    String(summary.confusion.fp),
    String(summary.confusion.tn),
    String(summary.confusion.fn),
    formatRate(summary.examplesPerSecond),
    formatMs(summary.latencyMs.p50),
    formatMs(summary.latencyMs.p90),
    formatMs(summary.latencyMs.p99),
  ];
}

function renderTable(rows: string[][]): string {
  const widths = HEADERS.map((header, column) =>
    Math.max(header.length, ...rows.map((cells) => cells[column]!.length)),
  );
  const line = (cells: string[]) =>
    cells
      .map((cell, column) => (column === 0 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!)))
      .join('  ')
      .trimEnd();
  const rule = widths.map((width) => '─'.repeat(width)).join('  ');
  const body = rows.map(line);
  return [line(HEADERS), rule, ...body.slice(0, -1), rule, body.at(-1)!].join('\n');
}

function describeJudge(judge: EvaluationSummary['judge']): string {
  const model = judge.modelId ? ` (${judge.modelId})` : '';
  return `${judge.id}${model}, concurrency ${judge.concurrency}`;
}

/**
 * The readable report `faithcheck eval` prints.
 * @example process.stdout.write(formatEvalSummary(result.summary));
 */
export function formatEvalSummary(summary: EvaluationSummary): string {
  const rows = Object.entries(summary.datasets).map(([name, dataset]) => row(name, dataset));
  rows.push(row('overall', summary.overall));
  const attempted = summary.overall.n + summary.overall.errors + summary.overall.skipped;
  const lines = [
    ...(summary.aborted
      ? ['INTERRUPTED: the figures cover only the examples judged before the interruption.']
      : []),
    `faithcheck eval — judge ${describeJudge(summary.judge)}: ${attempted} examples in ${(summary.elapsedMs / 1000).toFixed(1)} s`,
    '',
    renderTable(rows),
    '',
    `Macro balanced accuracy (mean over datasets): ${formatPercent(summary.overall.macroBalancedAccuracy)}`,
    'Rates are percentages. Positive class: unsupported (TP = unsupported claim not called supported,',
    'FP = supported claim not called supported). A claim counts as predicted supported only when its',
    'verdict is `supported`, after the evidence check verify() applies.',
    summary.judge.extract
      ? 'Each sentence is judged as verify() judges it: claims extracted first, supported only when all its claims are.'
      : 'Each sentence is judged as one claim (--no-extract), as published benchmarks do.',
  ];
  if (summary.overall.skipped > 0) {
    const { withSkippedAsSupported: counted } = summary.overall;
    lines.push(
      `Skipped sentences (${summary.overall.skipped}: nothing check-worthy, e.g. a preamble) are not predictions; counted as supported, as verify() treats them, balanced accuracy is ${formatPercent(counted.balancedAccuracy)} (n ${counted.n}).`,
    );
  }
  // Claims in a language the judge does not read are reported apart from its failures: they say
  // which examples need another judge, not that this one broke.
  const unreadable = summary.overall.errorCodes.unsupported_language ?? 0;
  if (unreadable > 0) {
    const byDataset = Object.entries(summary.datasets)
      .filter(([, dataset]) => (dataset.errorCodes.unsupported_language ?? 0) > 0)
      .map(([name, dataset]) => `${name} ${dataset.errorCodes.unsupported_language}`)
      .join(', ');
    lines.push(
      `Claims in a language the judge does not read: ${unreadable} (${byDataset}); not predictions, excluded from n and every quality figure (an LLM judge or the cascade reads them).`,
    );
  }
  const failures = summary.overall.errors - unreadable;
  if (failures > 0) {
    const codes = Object.entries(summary.overall.errorCodes)
      .filter(([code]) => code !== 'unsupported_language')
      .map(([code, count]) => `${code} ×${count}`)
      .join(', ');
    lines.push(
      `Judge errors (${failures}: ${codes}) are not predictions: they are excluded from n and every quality figure.`,
    );
  } else {
    lines.push(
      'Judge errors, if any, are not predictions: they are excluded from n and every quality figure.',
    );
  }
  lines.push('Speed counts every example attempted; latency is per example (judge call + evidence check).');
  if (summary.warmupMs > 0) {
    lines.push(`Warm-up before measuring took ${(summary.warmupMs / 1000).toFixed(2)} s and is not counted.`);
  }
  if (summary.usage.llmCalls > 0) {
    lines.push(
      `LLM usage: ${summary.usage.llmCalls} calls, ${summary.usage.inputTokens} input and ${summary.usage.outputTokens} output tokens.`,
    );
  }
  return `${lines.join('\n')}\n`;
}
