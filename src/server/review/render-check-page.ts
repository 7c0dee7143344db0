/**
 * One check for review: the answer with each claim highlighted by verdict colour; selecting a
 * claim shows its verdict, reasoning, and the source chunk with the evidence quote highlighted in
 * place (the stored chunk text at the evidence offsets). Around it, the corrective loop's confidence
 * indicator and verification status, and the report's score, policy, issues, model, latency, cost.
 */
import type { Evidence } from '../../spec/claim.js';
import type { ClaimReport } from '../../spec/report.js';
import type { StoredCheck, StoredChunk } from '../../store/check-store.js';
import { type ClaimLabelSummary, REVIEW_VERDICTS } from '../../store/label-store.js';
import { countOf } from '../../text/count-of.js';
import { html, type SafeHtml } from './html.js';
import { excerptAround, markRanges } from './mark-ranges.js';
import { streamActions } from './stream-actions.js';
import {
  countVerdicts,
  LEVEL_LABELS,
  LEVEL_MEANINGS,
  STATUS_LABELS,
  VERDICT_LABELS,
  verdictKey,
} from './verdict-labels.js';

const LEVEL_COLOURS = { high: '#1a7f37', medium: '#9a6700', low: '#bc4c00', very_low: '#cf222e' } as const;
/** Chunks longer than this are shown as a window around their evidence. */
const MAX_CHUNK_CHARS = 4000;
const EXCERPT_CONTEXT = 1500;

function confidenceIndicator(check: StoredCheck): SafeHtml {
  const width = 180;
  const filled = Math.max(0, Math.min(1, check.overallScore)) * width;
  const thresholdX = Math.max(0, Math.min(1, check.threshold)) * width;
  return html`<div class="meter" id="confidence">
<svg viewBox="0 0 ${width} 14" role="img" aria-label="${`score ${check.overallScore.toFixed(2)} of 1, threshold ${check.threshold}`}">
<rect x="0" y="0" width="${width}" height="14" rx="3" fill="#eaeef2"></rect>
<rect x="0" y="0" width="${filled.toFixed(1)}" height="14" rx="3" fill="${LEVEL_COLOURS[check.level] ?? '#6e7781'}"></rect>
<line x1="${thresholdX.toFixed(1)}" x2="${thresholdX.toFixed(1)}" y1="0" y2="14" stroke="#1f2328" stroke-width="2"></line>
</svg>
<strong>${check.overallScore.toFixed(2)}</strong>
<span>${LEVEL_LABELS[check.level] ?? check.level}</span>
<span class="muted">— ${LEVEL_MEANINGS[check.level] ?? ''}</span>
</div>`;
}

function verificationStatus(check: StoredCheck): SafeHtml {
  const counts = countVerdicts(check.claims);
  const parts = Object.entries(counts).map(
    ([key, count]) => html`<span class="badge v-${key}">${count} ${VERDICT_LABELS[key] ?? key}</span> `,
  );
  return html`<p id="verification-status"><span class="badge judged-${check.status}" title="whether the judge could judge every claim; the score and the flag say whether the answer is supported">${STATUS_LABELS[check.status] ?? check.status}</span>
${check.flagged ? html`<span class="badge flag">flagged: below ${check.threshold}</span>` : html`<span class="badge status-ok">not flagged</span>`}
${check.report?.vacuous ? html`<span class="badge muted">no check-worthy claims</span>` : null} ${parts}</p>`;
}

function chunkWithEvidence(chunk: StoredChunk, evidence: readonly Evidence[], claimIndex: number): SafeHtml {
  let text = chunk.text;
  let offset = 0;
  let cutStart = false;
  let cutEnd = false;
  if (text.length > MAX_CHUNK_CHARS && evidence.length > 0) {
    const start = Math.min(...evidence.map((item) => item.start));
    const end = Math.max(...evidence.map((item) => item.end));
    ({ text, offset, cutStart, cutEnd } = excerptAround(chunk.text, { start, end }, EXCERPT_CONTEXT));
  }
  const { markup, dropped } = markRanges(
    text,
    evidence.map((item, index) => ({
      start: item.start - offset,
      end: item.end - offset,
      wrap: (quote: string) =>
        html`<mark class="evidence" data-evidence="${`${claimIndex}-${index}`}">${quote}</mark>`,
    })),
  );
  const title = typeof chunk.metadata?.title === 'string' ? chunk.metadata.title : null;
  return html`<figure class="source" data-chunk-id="${chunk.id}">
<figcaption>Source <code>${chunk.id}</code>${title ? html` — ${title}` : null}</figcaption>
<div class="chunk">${cutStart ? '… ' : ''}${markup}${cutEnd ? ' …' : ''}</div>
${dropped > 0 ? html`<p class="muted">${dropped} quote(s) could not be placed in this text.</p>` : null}
</figure>`;
}

/** Who labels on this page: an API key's name (verified), or a name typed in the page (unverified). */
export type PageReviewer = { name: string; verified: true } | null;

/**
 * What reviewers said about one claim, in a few numbers: labels per verdict, how many agree with
 * the judge, and the latest note. Never the labels themselves: a claim may hold thousands
 * (`GET /v1/checks/:id/labels` pages through them).
 */
function labelSummary(summary: ClaimLabelSummary | undefined): SafeHtml {
  if (!summary || summary.total === 0) return html`<p class="labels muted">No labels yet.</p>`;
  const counts = Object.entries(summary.counts).map(
    ([verdict, count]) =>
      html`<span class="badge v-${verdict === 'unsupported' ? 'no_evidence' : verdict}" data-label-count="${verdict}">${count} ${VERDICT_LABELS[verdict] ?? verdict}</span> `,
  );
  const note = summary.latestNote;
  return html`<div class="labels" data-label-total="${summary.total}"><p>${countOf(summary.total, 'label')}: ${counts}<span class="muted">${summary.agreeing} of ${summary.total} agree with the judge</span></p>
${note ? html`<p class="latest-note">Latest note — ${note.reviewer || 'anonymous'}${note.reviewerVerified ? null : html` <span class="badge muted" title="a name typed in the page, not an API key's">unverified</span>`}: ${note.note} <span class="muted">${note.updatedAt.toISOString().slice(0, 16).replace('T', ' ')}</span></p>` : null}</div>`;
}

/**
 * The reviewer's controls for one claim: the judge was right or wrong, or the right verdict, with
 * a note. Keyboard: with a claim selected, y / n mark it right / wrong, 1–4 pick a verdict. "Wrong"
 * about a claim the judge called supported does not guess which of the other verdicts is right: the
 * page asks (the verdict list, or "not supported" to record only that). The script posts JSON to
 * `/review/checks/:id/labels` (same keys as the page).
 */
function labelForm(claim: ClaimReport, index: number, summary: ClaimLabelSummary | undefined): SafeHtml {
  const asks = claim.verdict === 'supported';
  return html`<form class="label-form" data-label-claim="${index}" data-judge-verdict="${claim.verdict ?? ''}">
<fieldset><legend>Your label <span class="muted">(y: judge right · n: judge wrong · 1–4: the right verdict)</span></legend>
${claim.verdict ? html`<button type="button" data-label-correct="true">Judge is right</button> <button type="button" ${asks ? html`data-label-ask` : html`data-label-correct="false"`}>Judge is wrong</button>` : null}
<label>Right verdict <select name="verdict"><option value="">—</option>${REVIEW_VERDICTS.map((verdict, at) => html`<option value="${verdict}">${at + 1} · ${VERDICT_LABELS[verdict] ?? verdict}</option>`)}${asks ? html`<option value="unsupported">Not supported (I don't know which)</option>` : null}</select></label>
<button type="button" data-label-save>Save verdict</button>
<label class="note">Note <input type="text" name="note" maxlength="4000" placeholder="optional"></label>
<output class="label-status" aria-live="polite"></output>
</fieldset>
${labelSummary(summary)}
</form>`;
}

function claimDetail(
  check: StoredCheck,
  claim: ClaimReport,
  index: number,
  summary: ClaimLabelSummary | undefined,
): SafeHtml {
  const key = verdictKey(claim);
  const byChunk = new Map<string, Evidence[]>();
  for (const item of claim.evidence) byChunk.set(item.chunkId, [...(byChunk.get(item.chunkId) ?? []), item]);
  const sources = [...byChunk.entries()].map(([chunkId, evidence]) => {
    const chunk = check.chunks.find((candidate) => candidate.id === chunkId);
    return chunk
      ? chunkWithEvidence(chunk, evidence, index)
      : html`<p>Quote from <code>${chunkId}</code> (chunk not stored): <mark class="evidence">${evidence.map((item) => item.quote).join(' … ')}</mark></p>`;
  });
  return html`<section class="claim-detail detail" id="claim-detail-${index}" hidden aria-live="polite">
<h2>Claim ${index + 1}: <span class="badge v-${key}">${VERDICT_LABELS[key] ?? key}</span>${
    claim.confidence !== null
      ? html` <span class="muted">judge confidence ${claim.confidence.toFixed(2)}</span>`
      : null
  }</h2>
<blockquote>${claim.claim}</blockquote>
${claim.reasoning ? html`<p class="reasoning"><strong>Reasoning:</strong> ${claim.reasoning}</p>` : null}
${claim.downgrade ? html`<p class="v-no_evidence">Downgraded from ${VERDICT_LABELS[claim.downgrade.from] ?? claim.downgrade.from}: ${claim.downgrade.reason}</p>` : null}
${claim.error ? html`<p class="v-error">The judge failed on this claim (${claim.error.code}): ${claim.error.message}. It is not scored.</p>` : null}
${sources.length > 0 ? sources : html`<p class="muted">No evidence was quoted for this claim.</p>`}
${labelForm(claim, index, summary)}
</section>`;
}

/** Claims shown per page: each carries a detail with a window of its chunk (up to ~4 KB). */
export const CLAIMS_PER_PAGE = 100;

/** The claim window of page `claimPage` (1-based), clamped to the last page. */
export function claimWindow(
  total: number,
  claimPage: number,
): { from: number; to: number; page: number; pages: number } {
  const pages = Math.max(1, Math.ceil(total / CLAIMS_PER_PAGE));
  const page = Math.min(Math.max(1, claimPage), pages);
  const from = (page - 1) * CLAIMS_PER_PAGE;
  return { from, to: Math.min(total, from + CLAIMS_PER_PAGE), page, pages };
}

function claimPager(check: StoredCheck, window: ReturnType<typeof claimWindow>): SafeHtml | null {
  if (window.pages === 1) return null;
  const link = (page: number, label: string, id: string) =>
    html`<a id="${id}" href="/review/checks/${encodeURIComponent(check.id)}?claims=${page}#claims">${label}</a>`;
  return html`<nav class="pages" id="claim-pages"><span class="muted">Claims ${window.from + 1}–${window.to} of ${check.claims.length}</span>${
    window.page > 1 ? link(window.page - 1, '← Previous claims', 'previous-claims') : null
  }${window.page < window.pages ? link(window.page + 1, 'Next claims →', 'next-claims') : null}</nav>`;
}

/**
 * The page for one check. Claims are shown `CLAIMS_PER_PAGE` at a time (`claimPage`, 1-based), so
 * the page stays proportionate to the answer however many claims the report holds; the answer
 * highlights the claims of the current page.
 */
export function renderCheckPage(
  check: StoredCheck,
  options: { claimPage?: number; labels?: readonly ClaimLabelSummary[]; reviewer?: PageReviewer } = {},
): SafeHtml {
  const summaries = new Map((options.labels ?? []).map((summary) => [summary.claimIndex, summary]));
  const reviewer = options.reviewer ?? null;
  const window = claimWindow(check.claims.length, options.claimPage ?? 1);
  const shown = check.claims.slice(window.from, window.to).map((claim, offset) => ({
    claim,
    index: window.from + offset,
  }));
  const { markup: answer } = markRanges(
    check.response,
    shown.flatMap(({ claim, index }) =>
      claim.span
        ? [
            {
              start: claim.span.start,
              end: claim.span.end,
              wrap: (text: string) =>
                html`<mark class="claim v-${verdictKey(claim)}" id="claim-${index}" data-claim="${index}" tabindex="0" role="button" aria-pressed="false" title="${VERDICT_LABELS[verdictKey(claim)] ?? ''}">${text}</mark>`,
            },
          ]
        : [],
    ),
  );
  const list = shown.map(
    ({ claim, index }) =>
      html`<li><button type="button" data-claim="${index}" aria-pressed="false"><span class="badge v-${verdictKey(claim)}">${VERDICT_LABELS[verdictKey(claim)] ?? verdictKey(claim)}</span><span>${claim.claim}</span></button></li>`,
  );
  const usage = check.usage;
  const judge = check.judge;
  return html`<p><a href="/review">← All checks</a></p>
<h1 data-check-id="${check.id}">Check <code>${check.id}</code></h1>
${confidenceIndicator(check)}
${verificationStatus(check)}
<dl class="summary">
<div><dt>Score</dt><dd>${check.overallScore.toFixed(2)} (threshold ${check.threshold})</dd></div>
<div><dt>Level</dt><dd>${LEVEL_LABELS[check.level] ?? check.level}</dd></div>
<div><dt>Policy</dt><dd>${check.policy}</dd></div>
<div><dt>Judge / model</dt><dd>${judge.id}${judge.modelId ? ` · ${judge.modelId}` : ''}${judge.promptVersion ? ` · prompt ${judge.promptVersion}` : ''}${judge.paramsFingerprint ? ` · parameters ${judge.paramsFingerprint}` : ''}</dd></div>
<div><dt>Latency</dt><dd>${check.evaluationLatencyMs} ms</dd></div>
<div><dt>Cost</dt><dd>${usage.llmCalls} LLM calls · ${usage.inputTokens} in / ${usage.outputTokens} out tokens</dd></div>
<div><dt>Checked</dt><dd>${check.createdAt.toISOString().replace('T', ' ').slice(0, 19)} UTC</dd></div>
${check.chatId ? html`<div><dt>Chat / message</dt><dd>${check.chatId}${check.messageId ? ` / ${check.messageId}` : ''}</dd></div>` : null}
</dl>
${
  check.issues.length > 0
    ? html`<h2>Issues</h2><ul class="issues" id="issues">${check.issues.map((issue) => html`<li><code>${issue.code}</code> ${issue.message}</li>`)}</ul>`
    : null
}
${check.query ? html`<h2>Question</h2><p id="query">${check.query}</p>` : null}
<h2>Answer <label class="toggle"><input type="checkbox" id="toggle-verification" checked> show verification</label></h2>
<div class="answer" id="answer">${answer}</div>
${streamActions(check)}
<h2>Claims <span class="muted">(select one to see its evidence)</span></h2>
${claimPager(check, window)}
<ul class="claim-list" id="claims">${list}</ul>
${
  reviewer
    ? html`<p class="reviewer" id="reviewer-verified">Labelling as <strong>${reviewer.name}</strong> <span class="muted">(your API key's name)</span></p>`
    : html`<p class="reviewer"><label>Reviewer <input type="text" id="reviewer" maxlength="200" placeholder="your name (kept in this browser)"></label> <span class="badge muted" title="without named API keys, anyone can type any name">unverified</span></p>`
}
${shown.map(({ claim, index }) => claimDetail(check, claim, index, summaries.get(index)))}
${
  (check.report?.skipped ?? []).length > 0
    ? html`<h2>Not checked</h2><ul class="issues">${(check.report?.skipped ?? []).map((sentence) => html`<li>${sentence.text} <span class="muted">(${sentence.reason})</span></li>`)}</ul>`
    : null
}`;
}

/**
 * A check whose stored claims are not in the report format (a row another program wrote, or one
 * saved before `save()` checked claims): what the columns say, and why the claims cannot be shown.
 */
export function renderUnreadableCheckPage(check: StoredCheck, problem: string): SafeHtml {
  return html`<p><a href="/review">← All checks</a></p>
<h1>Check <code>${check.id}</code></h1>
<p id="unreadable"><span class="badge v-error">unreadable</span> The stored claims of this check cannot be shown: ${problem}.
The stored row is available as JSON at <code>/v1/checks/${check.id}</code>.</p>
<dl class="summary">
<div><dt>Score</dt><dd>${check.overallScore.toFixed(2)} (threshold ${check.threshold})</dd></div>
<div><dt>Flag</dt><dd>${check.flagged ? 'flagged' : 'not flagged'}</dd></div>
<div><dt>Checked</dt><dd>${check.createdAt.toISOString().replace('T', ' ').slice(0, 19)} UTC</dd></div>
</dl>
${check.query ? html`<h2>Question</h2><p id="query">${check.query}</p>` : null}
<h2>Answer</h2>
<div class="answer" id="answer">${check.response}</div>`;
}
