/**
 * The self-contained HTML report of `faithcheck eval --report out.html`: per-dataset figures, the
 * confusion matrices, the score distribution charts (inline SVG) and a sample of the mistakes and
 * judge errors. No external assets and no script; every piece of text is HTML-escaped, because
 * claims and reasoning come from data files and models.
 */
import type { Verdict } from '../spec/verdict.js';
import { VERDICTS } from '../spec/verdict.js';
import { escapeHtml as esc } from '../text/escape-html.js';
import type { DatasetSummary, EvaluationResult } from './evaluate-judge.js';
import { formatMs, formatPercent } from './format-eval-summary.js';
import type { ExamplePrediction } from './judge-example.js';
import { renderScoreHistogramSvg, scoreHistogram } from './score-histogram.js';

export interface RenderEvalReportOptions extends EvaluationResult {
  /** Page title. Default `faithcheck eval`. */
  title?: string;
  /** The data files evaluated, listed in the header. */
  files?: readonly string[];
  /** How many mistakes and errors to list per kind and dataset. Default 10. */
  maxExamples?: number;
}

const STYLE = `body{font-family:system-ui,sans-serif;margin:2rem auto;max-width:1100px;padding:0 1rem;color:#222}
table{border-collapse:collapse;margin:.5rem 0 1rem}th,td{border:1px solid #ccc;padding:.25rem .5rem;text-align:right}
th:first-child,td:first-child{text-align:left}td.text,th.text{text-align:left;max-width:520px}caption{text-align:left;font-weight:600}
.confusion td{min-width:5rem}.note{color:#555;font-size:.9rem}section{margin-top:2rem}
.grid{display:flex;flex-wrap:wrap;gap:2rem;align-items:flex-start}code{background:#f3f3f3;padding:0 .2rem}`;

function summaryRow(name: string, summary: DatasetSummary): string {
  const cells = [
    summary.n,
    summary.errors,
    summary.skipped,
    formatPercent(summary.balancedAccuracy),
    formatPercent(summary.accuracy),
    formatPercent(summary.unsupported.precision),
    formatPercent(summary.unsupported.recall),
    formatPercent(summary.unsupported.f1),
    summary.examplesPerSecond === null ? '–' : summary.examplesPerSecond.toFixed(1),
    formatMs(summary.latencyMs.p50),
    formatMs(summary.latencyMs.p90),
    formatMs(summary.latencyMs.p99),
  ];
  return `<tr><td>${esc(name)}</td>${cells.map((cell) => `<td>${esc(String(cell))}</td>`).join('')}</tr>`;
}

function confusionTable(summary: DatasetSummary): string {
  const { tp, fp, tn, fn } = summary.confusion;
  return `<table class="confusion"><caption>Confusion matrix (positive class: unsupported)</caption>
<tr><th>gold \\ predicted</th><th>unsupported</th><th>supported</th></tr>
<tr><th>unsupported</th><td>TP ${tp}</td><td>FN ${fn}</td></tr>
<tr><th>supported</th><td>FP ${fp}</td><td>TN ${tn}</td></tr></table>`;
}

function verdictCounts(predictions: readonly ExamplePrediction[]): string {
  const counts = new Map<Verdict | 'error', number>();
  for (const prediction of predictions) {
    const key = prediction.verdict ?? 'error';
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  const keys: Array<Verdict | 'error'> = [...VERDICTS, 'error'];
  const downgraded = predictions.filter((prediction) => prediction.downgrade).length;
  return `<table><caption>Verdicts (after the evidence check; ${downgraded} downgraded)</caption>
${keys.map((key) => `<tr><td>${esc(key)}</td><td>${counts.get(key) ?? 0}</td></tr>`).join('\n')}</table>`;
}

function exampleTable(caption: string, predictions: readonly ExamplePrediction[], limit: number): string {
  if (predictions.length === 0) return '';
  const shown = predictions.slice(0, limit);
  const rows = shown.map((prediction) => {
    const outcome = prediction.error
      ? `${prediction.error.code}: ${prediction.error.message}`
      : `${prediction.verdict}${prediction.confidence === null ? '' : ` (${prediction.confidence.toFixed(2)})`}: ${prediction.reasoning}`;
    return `<tr><td>${esc(prediction.id)}</td><td class="text">${esc(prediction.claim)}</td><td>${esc(prediction.gold)}</td><td class="text">${esc(outcome)}</td></tr>`;
  });
  return `<table><caption>${esc(caption)} — ${shown.length} of ${predictions.length}</caption>
<tr><th>id</th><th class="text">claim</th><th>gold</th><th class="text">judge</th></tr>
${rows.join('\n')}</table>`;
}

function datasetSection(
  name: string,
  summary: DatasetSummary,
  predictions: readonly ExamplePrediction[],
  limit: number,
): string {
  const falseSupported = predictions.filter((p) => p.gold === 'unsupported' && p.predicted === 'supported');
  const falseUnsupported = predictions.filter((p) => p.gold === 'supported' && p.predicted === 'unsupported');
  const errors = predictions.filter((p) => p.error);
  return `<section><h2>${esc(name)}</h2>
<p>n ${summary.n}, errors ${summary.errors}, skipped ${summary.skipped}, balanced accuracy ${esc(formatPercent(summary.balancedAccuracy))}, unsupported precision ${esc(formatPercent(summary.unsupported.precision))} / recall ${esc(formatPercent(summary.unsupported.recall))} / F1 ${esc(formatPercent(summary.unsupported.f1))}</p>
<div class="grid">${confusionTable(summary)}${verdictCounts(predictions)}
${renderScoreHistogramSvg(scoreHistogram(predictions), `${name}: support score by gold label`)}</div>
${exampleTable('Unsupported claims the judge called supported (FN)', falseSupported, limit)}
${exampleTable('Supported claims the judge did not call supported (FP)', falseUnsupported, limit)}
${exampleTable('Judge errors (not predictions, excluded from the figures)', errors, limit)}
</section>`;
}

/**
 * A complete HTML document for an evaluation.
 * @example await writeFile('eval.html', renderEvalReport({ ...result, files: ['lfqa.dev.jsonl'] }));
 */
export function renderEvalReport(options: RenderEvalReportOptions): string {
  const { summary, predictions } = options;
  const limit = options.maxExamples ?? 10;
  const title = options.title ?? 'faithcheck eval';
  const judge = summary.judge;
  const judgeText = `${judge.id}${judge.modelId ? ` (${judge.modelId})` : ''}${judge.promptVersion ? `, prompt ${judge.promptVersion}` : ''}, concurrency ${judge.concurrency}`;
  const headers = [
    'dataset',
    'n',
    'errors',
    'skipped',
    'bal.acc',
    'acc',
    'unsup.P',
    'unsup.R',
    'unsup.F1',
    'ex/s',
  ];
  const names = Object.keys(summary.datasets);
  const sections = names.map((name) =>
    datasetSection(
      name,
      summary.datasets[name]!,
      predictions.filter((prediction) => prediction.dataset === name),
      limit,
    ),
  );
  if (names.length > 1) sections.push(datasetSection('overall', summary.overall, predictions, limit));
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${esc(title)}</title><style>${STYLE}</style></head><body>
<h1>${esc(title)}</h1>
${summary.aborted ? '<p><strong>Interrupted:</strong> the figures cover only the examples judged before the interruption.</p>' : ''}
<p>Judge <strong>${esc(judgeText)}</strong>; ${summary.overall.n + summary.overall.errors + summary.overall.skipped} examples in ${(summary.elapsedMs / 1000).toFixed(1)} s${options.files?.length ? ` from ${options.files.map((file) => `<code>${esc(file)}</code>`).join(', ')}` : ''}.</p>
<table><tr>${[...headers, 'p50 ms', 'p90 ms', 'p99 ms'].map((header) => `<th>${esc(header)}</th>`).join('')}</tr>
${names.map((name) => summaryRow(name, summary.datasets[name]!)).join('\n')}
${summaryRow('overall', summary.overall)}</table>
<p class="note">Rates are percentages. Macro balanced accuracy (mean over datasets): ${esc(formatPercent(summary.overall.macroBalancedAccuracy))}.
Positive class: <code>unsupported</code>. A claim counts as predicted supported only when its verdict is <code>supported</code>
after the evidence check <code>verify()</code> applies. Judge errors are not predictions: they are excluded from n and every
quality figure. Speed counts every example attempted. Support score = confidence when the verdict is supported, 1 − confidence otherwise.</p>
${sections.join('\n')}
</body></html>
`;
}
