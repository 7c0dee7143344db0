/**
 * The review page's table of reviewers' agreement per judge identity: accuracy with its 95 %
 * interval, balanced accuracy, kappa, base rate and the number of labels — or "too few labels"
 * below the minimum, never a number that rests on a handful of labels.
 */
import type { JudgeAgreementRow } from '../../drift/agreement-by-judge.js';
import { MIN_AGREEMENT_LABELS } from '../../drift/judge-agreement.js';
import { html, type SafeHtml } from './html.js';

const percent = (value: number | null) => (value === null ? '—' : `${(value * 100).toFixed(1)} %`);

export function renderJudgeAgreementTable(rows: readonly JudgeAgreementRow[]): SafeHtml | null {
  if (rows.length === 0) return null;
  const lines = rows.map(({ judgeIdentity, figures }) => {
    const cells = figures.tooFewLabels
      ? html`<td colspan="5" class="muted">too few labels (fewer than ${MIN_AGREEMENT_LABELS})</td>`
      : html`<td>${percent(figures.accuracy)} <span class="muted">(${percent(figures.interval?.low ?? null)}–${percent(figures.interval?.high ?? null)})</span></td>
<td>${percent(figures.balancedAccuracy)}</td><td>${figures.kappa === null ? '—' : figures.kappa.toFixed(2)}</td>
<td>${percent(figures.baseRate)}</td>`;
    return html`<tr><td><code>${judgeIdentity}</code></td>${cells}<td>${figures.labels}</td></tr>`;
  });
  return html`<section id="judge-agreement"><h2>Reviewers' agreement by judge (last 30 days)</h2>
<table><thead><tr><th>Judge</th><th>Accuracy (95 % interval)</th><th>Balanced accuracy</th><th>Cohen's κ</th><th>Unsupported (reviewers)</th><th>Labels</th></tr></thead>
<tbody>${lines}</tbody></table></section>`;
}
