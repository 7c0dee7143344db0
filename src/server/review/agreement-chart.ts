/**
 * Agreement between the judge and the reviewers over time: one dot per UTC day with labels, at
 * the share of that day's labels that agree with the judge on "supported or not" — the figure a
 * team watches to know whether the judge suits its domain (and when to run `faithcheck
 * calibrate`). Inline SVG with presentation attributes only, so the page's strict CSP holds.
 */
import type { AgreementDay } from '../../store/label-store.js';
import { countOf } from '../../text/count-of.js';
import { html, type SafeHtml } from './html.js';

export function renderAgreementChart(days: readonly AgreementDay[]): SafeHtml {
  const width = 640;
  const height = 90;
  const left = 34;
  const plotWidth = width - left - 10;
  const plotHeight = height - 24;
  const labels = days.reduce((sum, day) => sum + day.labels, 0);
  const agreeing = days.reduce((sum, day) => sum + day.agreeing, 0);
  const overall =
    labels === 0
      ? 'no labels yet: open a check and mark its claims'
      : `reviewers agree with the judge on ${agreeing} of ${countOf(labels, 'labelled claim')} (${Math.round((agreeing / labels) * 100)}%)`;
  const step = days.length > 1 ? plotWidth / (days.length - 1) : 0;
  const points = days.map((day, index) => {
    const rate = day.labels === 0 ? 0 : day.agreeing / day.labels;
    return {
      x: left + (days.length > 1 ? index * step : plotWidth / 2),
      y: 6 + plotHeight - rate * plotHeight,
      day,
      rate,
    };
  });
  const line =
    points.length > 1
      ? html`<polyline fill="none" stroke="#0969da" stroke-width="1.5" points="${points.map((point) => `${point.x.toFixed(1)},${point.y.toFixed(1)}`).join(' ')}"></polyline>`
      : null;
  const dots = points.map(
    (point) =>
      html`<circle class="agreement-day" cx="${point.x.toFixed(1)}" cy="${point.y.toFixed(1)}" r="3" fill="#0969da"><title>${`${point.day.day}: ${point.day.agreeing} of ${countOf(point.day.labels, 'label')} agree (${Math.round(point.rate * 100)}%)`}</title></circle>`,
  );
  const grid = [0, 0.5, 1].map((fraction) => {
    const y = 6 + plotHeight - fraction * plotHeight;
    return html`<line x1="${left}" x2="${width - 4}" y1="${y}" y2="${y}" stroke="#d1d9e0" stroke-width="1"></line><text x="${left - 4}" y="${y + 3}" font-size="9" text-anchor="end" fill="#59636e">${Math.round(fraction * 100)}%</text>`;
  });
  return html`<figure class="chart" id="agreement-chart">
<svg viewBox="0 0 ${width} ${height}" role="img" aria-label="${`Judge and reviewer agreement per day: ${overall}`}">
${grid}${line}${dots}
</svg>
<figcaption class="muted">Agreement with reviewers: ${overall}.</figcaption>
</figure>`;
}
