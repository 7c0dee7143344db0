/**
 * The review list: checks, flagged first, filterable by date, score and flag, with the flag rate
 * per day as a small chart. Filters are a plain GET form, so the page works without its script.
 * Rows are the store's summaries (counts and shortened texts from SQL), so a page's size does not
 * depend on what the checks hold, and a row whose stored claims are malformed shows as unreadable.
 */
import type { RejudgeRunSummary } from '../../drift/rejudge-runs.js';
import type { CheckPage, DailyCount } from '../../store/check-store.js';
import type { AgreementDay } from '../../store/label-store.js';
import { renderAgreementChart } from './agreement-chart.js';
import { renderAgreementTable } from './agreement-table.js';
import { renderFlagRateChart } from './flag-rate-chart.js';
import { html, type SafeHtml } from './html.js';
import { LEVEL_LABELS, STATUS_LABELS } from './verdict-labels.js';

/** The filter values as typed in the form, to fill it again and build the next-page link. */
export interface ListPageFilters {
  since?: string;
  until?: string;
  minScore?: string;
  maxScore?: string;
  flagged?: string;
  labels?: string;
}

function excerpt(text: string, length: number): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > length ? `${flat.slice(0, length - 1)}…` : flat;
}

function pageLink(filters: ListPageFilters, cursor?: string): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) if (value) params.set(key, value);
  if (cursor) params.set('cursor', cursor);
  const query = params.toString();
  return query ? `/review?${query}` : '/review';
}

/** A warning banner for a drifting judge; nothing when the newest run was within its threshold. */
function renderDriftBanner(run: RejudgeRunSummary | null): SafeHtml | null {
  if (!run?.warning) return null;
  return html`<div class="banner drift" id="drift-banner" role="alert"><strong>Judge drift:</strong> ${run.warning}.
<span class="muted">faithcheck rejudge, ${run.createdAt.toISOString().replace('T', ' ').slice(0, 16)} UTC, ${run.sampleSize} checks, ${run.claimsCompared} claims compared.</span></div>`;
}

export function renderListPage(options: {
  page: CheckPage;
  filters: ListPageFilters;
  days: DailyCount[];
  /** Labels per day, when the store keeps labels. */
  agreement?: AgreementDay[];
  /** Agreement figures per judge (and tag value), when the store keeps labels. */
  agreementFigures?: Parameters<typeof renderAgreementTable>[0];
  /** The tag the figures are split by (`?by=`). */
  agreementBy?: string;
  /** The newest `faithcheck rejudge` run: a banner when it was above the configured flip rate. */
  drift?: RejudgeRunSummary | null;
  firstPage: boolean;
}): SafeHtml {
  const { page, filters } = options;
  const rows = page.items.map((check) => {
    const counts = check.claimCounts;
    const against = counts.contradicted + counts.noEvidence;
    const claims = check.readable
      ? html`${counts.supported}/${counts.total} supported${against > 0 ? html`, <span class="flag">${against} unsupported</span>` : null}`
      : html`<span class="badge v-error" title="the stored claims are not in the report format; open the check for what can be read">unreadable</span>`;
    return html`<tr class="${check.flagged ? 'flagged' : ''}" data-check-id="${check.id}">
<td>${check.flagged ? html`<span class="badge flag">flagged</span>` : html`<span class="badge status-ok">ok</span>`}</td>
<td><a href="/review/checks/${encodeURIComponent(check.id)}">${check.overallScore.toFixed(2)}</a></td>
<td>${LEVEL_LABELS[check.level] ?? check.level}</td>
<td><span class="judged-${check.status}">${STATUS_LABELS[check.status] ?? check.status}</span></td>
<td>${claims}</td>
<td class="excerpt"><a href="/review/checks/${encodeURIComponent(check.id)}">${excerpt(check.responsePreview, 110)}</a>${
      check.queryPreview ? html`<div class="muted">Q: ${excerpt(check.queryPreview, 80)}</div>` : null
    }</td>
<td class="muted">${check.createdAt.toISOString().replace('T', ' ').slice(0, 16)} UTC</td>
</tr>`;
  });
  const flaggedOption = (value: string, label: string) =>
    html`<option value="${value}"${(filters.flagged ?? '') === value ? html` selected` : null}>${label}</option>`;
  const labelsOption = (value: string, label: string) =>
    html`<option value="${value}"${(filters.labels ?? '') === value ? html` selected` : null}>${label}</option>`;
  return html`<h1>Checks</h1>
${renderDriftBanner(options.drift ?? null)}
${renderFlagRateChart(options.days)}
${options.agreement ? renderAgreementChart(options.agreement) : null}
${options.agreementFigures ? renderAgreementTable(options.agreementFigures, options.agreementBy) : null}
<form class="filters" method="get" action="/review">
<label>From <input type="date" name="since" value="${filters.since ?? ''}"></label>
<label>To <input type="date" name="until" value="${filters.until ?? ''}"></label>
<label>Min score <input type="number" name="minScore" min="0" max="1" step="0.01" value="${filters.minScore ?? ''}"></label>
<label>Max score <input type="number" name="maxScore" min="0" max="1" step="0.01" value="${filters.maxScore ?? ''}"></label>
<label>Flag <select name="flagged">${flaggedOption('', 'all')}${flaggedOption('true', 'flagged')}${flaggedOption('false', 'not flagged')}</select></label>
<label>Labels <select name="labels">${labelsOption('', 'all')}${labelsOption('labelled', 'labelled')}${labelsOption('unlabelled', 'unlabelled')}${labelsOption('disagreements', 'disagreements')}</select></label>
<button type="submit">Filter</button> <a class="button" href="/review">Reset</a>
</form>
<p class="muted">Flagged checks first, then newest first.</p>
${
  page.items.length === 0
    ? html`<p id="empty">No checks match these filters.</p>`
    : html`<table id="checks"><thead><tr><th>Flag</th><th>Score</th><th>Confidence</th><th>Status</th><th>Claims</th><th>Answer</th><th>Checked</th></tr></thead>
<tbody>${rows}</tbody></table>`
}
<nav class="pages">${options.firstPage ? null : html`<a href="${pageLink(filters)}">First page</a>`}${
    page.nextCursor
      ? html`<a id="next-page" href="${pageLink(filters, page.nextCursor)}">Next page →</a>`
      : null
  }</nav>`;
}
