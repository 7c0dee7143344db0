/**
 * The flag rate over time as a small inline SVG bar chart (one bar per UTC day, height = share of
 * that day's checks that were flagged), from `store.dailyCounts`. Presentation attributes only,
 * no inline styles, so the page's strict CSP holds. Days without checks show as gaps.
 */
import type { DailyCount } from '../../store/check-store.js';
import { countOf } from '../../text/count-of.js';
import { html, type SafeHtml } from './html.js';

const DAY_MS = 86_400_000;

/** Every day from `from` to `to` (inclusive, UTC), with zero counts where the store had none. */
export function fillDays(counts: readonly DailyCount[], from: Date, to: Date): DailyCount[] {
  const byDay = new Map(counts.map((count) => [count.day, count]));
  const days: DailyCount[] = [];
  const start = Date.UTC(from.getUTCFullYear(), from.getUTCMonth(), from.getUTCDate());
  for (let time = start; time <= to.getTime() && days.length < 366; time += DAY_MS) {
    const day = new Date(time).toISOString().slice(0, 10);
    days.push(byDay.get(day) ?? { day, checks: 0, flagged: 0, flaggedRate: 0 });
  }
  return days;
}

export function renderFlagRateChart(days: readonly DailyCount[]): SafeHtml {
  const width = 640;
  const height = 110;
  const left = 34;
  const bottom = 18;
  const plotWidth = width - left - 4;
  const plotHeight = height - bottom - 6;
  const totalChecks = days.reduce((sum, day) => sum + day.checks, 0);
  const totalFlagged = days.reduce((sum, day) => sum + day.flagged, 0);
  const slot = plotWidth / Math.max(1, days.length);
  const bars = days.map((day, index) => {
    const x = left + index * slot + slot * 0.15;
    const barHeight = day.checks === 0 ? 0 : Math.max(1, day.flaggedRate * plotHeight);
    const y = 6 + plotHeight - barHeight;
    const label =
      day.checks === 0
        ? `${day.day}: no checks`
        : `${day.day}: ${day.flagged} of ${day.checks} flagged (${Math.round(day.flaggedRate * 100)}%)`;
    return html`<g class="day"><title>${label}</title><rect x="${x.toFixed(1)}" y="${(6).toFixed(1)}" width="${(slot * 0.7).toFixed(1)}" height="${plotHeight}" fill="transparent"></rect>${
      day.checks > 0
        ? html`<rect x="${x.toFixed(1)}" y="${y.toFixed(1)}" width="${(slot * 0.7).toFixed(1)}" height="${barHeight.toFixed(1)}" fill="#cf222e" rx="1"></rect>`
        : null
    }</g>`;
  });
  const grid = [0, 0.5, 1].map((fraction) => {
    const y = 6 + plotHeight - fraction * plotHeight;
    return html`<line x1="${left}" x2="${width - 4}" y1="${y}" y2="${y}" stroke="#d1d9e0" stroke-width="1"></line><text x="${left - 4}" y="${y + 3}" font-size="9" text-anchor="end" fill="#59636e">${Math.round(fraction * 100)}%</text>`;
  });
  const first = days[0]?.day ?? '';
  const last = days.at(-1)?.day ?? '';
  const overall =
    totalChecks === 0
      ? 'no checks in this period'
      : `${totalFlagged} of ${countOf(totalChecks, 'check')} flagged (${Math.round((totalFlagged / totalChecks) * 100)}%)`;
  return html`<figure class="chart" id="flag-rate-chart">
<svg viewBox="0 0 ${width} ${height}" role="img" aria-label="${`Flag rate per day, ${first} to ${last}: ${overall}`}">
${grid}${bars}
<text x="${left}" y="${height - 4}" font-size="9" fill="#59636e">${first}</text>
<text x="${width - 4}" y="${height - 4}" font-size="9" text-anchor="end" fill="#59636e">${last}</text>
</svg>
<figcaption class="muted">Flag rate per day: ${overall}.</figcaption>
</figure>`;
}
