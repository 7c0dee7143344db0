/**
 * Agreement between each judge and the reviewers over time: per judge identity, one dot per UTC
 * day with labels, at the share of that day's labels that agree with the judge on "supported or
 * not" — the figure a team watches to know whether the judge suits its domain, and whether a new
 * judge (model, prompt, parameters) changed it. Judges never mix into one line. Inline SVG with
 * presentation attributes only, so the page's strict CSP holds.
 */
import type { AgreementDay } from '../../store/label-store.js';
import { countOf } from '../../text/count-of.js';
import { html, type SafeHtml } from './html.js';

/** Lines drawn at most: the judges with the most labels in the window. */
export const MAX_CHART_JUDGES = 4;
const COLOURS = ['#0969da', '#bc4c00', '#1a7f37', '#8250df'];

/** A judge identity shortened for a legend (the full one is in the tooltip). */
function shortIdentity(identity: string | null): string {
  if (identity === null) return 'unknown judge';
  return identity.length > 60 ? `${identity.slice(0, 57)}…` : identity;
}

export function renderAgreementChart(days: readonly AgreementDay[]): SafeHtml {
  const width = 640;
  const height = 90;
  const left = 34;
  const plotWidth = width - left - 10;
  const plotHeight = height - 24;
  const totals = new Map<string | null, { labels: number; agreeing: number }>();
  for (const day of days) {
    const total = totals.get(day.judgeIdentity) ?? { labels: 0, agreeing: 0 };
    total.labels += day.labels;
    total.agreeing += day.agreeing;
    totals.set(day.judgeIdentity, total);
  }
  const judges = [...totals.entries()].sort((a, b) => b[1].labels - a[1].labels).slice(0, MAX_CHART_JUDGES);
  const dayNames = [...new Set(days.map((day) => day.day))].sort();
  const step = dayNames.length > 1 ? plotWidth / (dayNames.length - 1) : 0;
  const xOf = (day: string) => left + (dayNames.length > 1 ? dayNames.indexOf(day) * step : plotWidth / 2);
  const series = judges.map(([identity, total], index) => {
    const colour = COLOURS[index % COLOURS.length]!;
    const points = days
      .filter((day) => day.judgeIdentity === identity && day.labels > 0)
      .map((day) => ({ day, rate: day.agreeing / day.labels, x: xOf(day.day) }))
      .map((point) => ({ ...point, y: 6 + plotHeight - point.rate * plotHeight }));
    const line =
      points.length > 1
        ? html`<polyline fill="none" stroke="${colour}" stroke-width="1.5" points="${points.map((point) => `${point.x.toFixed(1)},${point.y.toFixed(1)}`).join(' ')}"></polyline>`
        : null;
    const dots = points.map(
      (point) =>
        html`<circle class="agreement-day" data-judge="${identity ?? ''}" cx="${point.x.toFixed(1)}" cy="${point.y.toFixed(1)}" r="3" fill="${colour}"><title>${`${shortIdentity(identity)} · ${point.day.day}: ${point.day.agreeing} of ${countOf(point.day.labels, 'label')} agree (${Math.round(point.rate * 100)}%)`}</title></circle>`,
    );
    const legend = html`<li class="agreement-judge"><svg width="10" height="10" aria-hidden="true"><circle cx="5" cy="5" r="4" fill="${colour}"></circle></svg> <code title="${identity ?? ''}">${shortIdentity(identity)}</code>: ${total.agreeing} of ${countOf(total.labels, 'labelled claim')} (${Math.round((total.agreeing / total.labels) * 100)}%)</li>`;
    return { line, dots, legend };
  });
  const hidden = totals.size - judges.length;
  const overall =
    totals.size === 0
      ? 'no labels yet: open a check and mark its claims'
      : `${countOf(totals.size, 'judge')} over the last days, one line each`;
  const grid = [0, 0.5, 1].map((fraction) => {
    const y = 6 + plotHeight - fraction * plotHeight;
    return html`<line x1="${left}" x2="${width - 4}" y1="${y}" y2="${y}" stroke="#d1d9e0" stroke-width="1"></line><text x="${left - 4}" y="${y + 3}" font-size="9" text-anchor="end" fill="#59636e">${Math.round(fraction * 100)}%</text>`;
  });
  return html`<figure class="chart" id="agreement-chart">
<svg viewBox="0 0 ${width} ${height}" role="img" aria-label="${`Judge and reviewer agreement per day and judge: ${overall}`}">
${grid}${series.map((entry) => entry.line)}${series.map((entry) => entry.dots)}
</svg>
<figcaption class="muted">Agreement with reviewers per judge: ${overall}.${hidden > 0 ? ` ${countOf(hidden, 'judge')} with fewer labels not drawn.` : ''}</figcaption>
${judges.length > 0 ? html`<ul class="agreement-legend">${series.map((entry) => entry.legend)}</ul>` : null}
</figure>`;
}
