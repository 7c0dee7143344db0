/**
 * The review page's agreement figures: per judge identity (and per tag value with `?by=`), the
 * reviewers' agreement with the judge with its 95 % interval and the number of labels it rests on.
 * Below the minimum a group shows "too few labels", never a number that looks firmer than it is.
 */
import type { AgreementFigures } from '../../eval/agreement-figures.js';
import { countOf } from '../../text/count-of.js';
import type { AgreementProblem, AgreementReport } from '../read-agreement.js';
import { html, type SafeHtml } from './html.js';

function percent(value: number | null): string {
  return value === null ? '–' : `${(value * 100).toFixed(1)}%`;
}

function figureCells(group: AgreementFigures): SafeHtml {
  if (group.status === 'too_few_labels')
    return html`<td colspan="5" class="muted too-few">too few labels (${group.labels} of the ${group.minLabels} needed)</td>`;
  const interval = group.interval ? `${percent(group.interval.low)}–${percent(group.interval.high)}` : '–';
  return html`<td>${percent(group.accuracy)} <span class="muted">(${interval})</span></td>
<td>${percent(group.balancedAccuracy)}</td>
<td>${group.kappa === null ? '–' : group.kappa.toFixed(2)}</td>
<td>${percent(group.baseRate)}</td>
<td class="muted">${`${group.confusion.tn} / ${group.confusion.fn} / ${group.confusion.fp} / ${group.confusion.tp}`}</td>`;
}

export function renderAgreementTable(
  result: { report: AgreementReport; problem: null } | { report: null; problem: AgreementProblem },
  by: string | undefined,
): SafeHtml {
  const form = html`<form class="filters" method="get" action="/review"><label>Split by chunk metadata <input type="text" name="by" placeholder="e.g. tenant" value="${by ?? ''}"></label> <button type="submit">Show</button></form>`;
  if (result.problem)
    return html`<section id="agreement-figures"><h2>Agreement per judge</h2>${form}<p class="muted">${
      result.problem.code === 'no_labels'
        ? 'No labels yet: open a check and mark its claims.'
        : result.problem.message
    }</p></section>`;
  const { report } = result;
  const rows = report.groups.map(
    (group) => html`<tr class="agreement-group" data-status="${group.status}">
<td><code>${group.judgeIdentity ?? 'unknown judge'}</code></td>
${report.by === null ? null : html`<td>${group.tag ?? html`<span class="muted">none</span>`}</td>`}
<td>${group.labels}${group.withoutJudgeVerdict > 0 ? html` <span class="muted">(+${group.withoutJudgeVerdict} judge failed)</span>` : null}</td>
${figureCells(group)}
</tr>`,
  );
  return html`<section id="agreement-figures"><h2>Agreement per judge</h2>${form}
<table><thead><tr><th>Judge</th>${report.by === null ? null : html`<th>${report.by}</th>`}<th>Labels</th><th>Accuracy (95% interval)</th><th>Balanced accuracy</th><th>Cohen's κ</th><th>Reviewers: supported</th><th title="judge supported & reviewer supported / judge supported & reviewer not / judge not & reviewer supported / both not">Confusion</th></tr></thead>
<tbody>${rows}</tbody></table>
<p class="muted">"Agree": the same answer to "is the claim supported?". Wilson 95% intervals; below ${countOf(report.minLabels, 'label')} a judge shows "too few labels".${report.truncated ? ` Only the ${report.groups.length} groups with most labels are shown.` : ''}</p></section>`;
}
