/**
 * What a streamed answer's user saw: for a check stored by `faithfulnessStream` (the report's
 * `metadata.stream`), the sentences that were held back, replaced, rewritten or marked while the
 * answer streamed, and whether the stream was cut. Read structurally: the review page does not
 * depend on the streaming module.
 */
import type { StoredCheck } from '../../store/check-store.js';
import { html, type SafeHtml } from './html.js';

interface StreamedSentence {
  start: number;
  end: number;
  verdict: string | null;
  action: string;
  delivered?: string;
}

const ACTION_LABELS: Record<string, string> = {
  replaced: 'held back, replaced by',
  rewritten: 'rewritten as',
  marked: 'shown, marked',
};

function streamMetadata(
  check: StoredCheck,
): { mode: string; cut: boolean; sentences: StreamedSentence[] } | null {
  const stream = (check.report?.metadata as { stream?: unknown } | undefined)?.stream;
  if (typeof stream !== 'object' || stream === null) return null;
  const { mode, cut, sentences } = stream as { mode?: unknown; cut?: unknown; sentences?: unknown };
  if (typeof mode !== 'string' || !Array.isArray(sentences)) return null;
  return { mode, cut: cut === true, sentences: sentences as StreamedSentence[] };
}

/** The "While streaming" section, or null for a check that was not streamed. */
export function streamActions(check: StoredCheck): SafeHtml | null {
  const stream = streamMetadata(check);
  if (!stream) return null;
  const acted = stream.sentences.filter(
    (sentence) => sentence.action !== 'released' && typeof sentence.start === 'number',
  );
  const items = acted.map(
    (sentence) =>
      html`<li data-stream-action="${sentence.action}"><span class="badge v-${sentence.verdict ?? 'error'}">${sentence.verdict ?? 'unjudged'}</span> “${check.response.slice(sentence.start, sentence.end)}” — ${ACTION_LABELS[sentence.action] ?? sentence.action}${sentence.delivered !== undefined ? html` “${sentence.delivered}”` : null}</li>`,
  );
  return html`<h2>While streaming <span class="muted">(mode ${stream.mode}${stream.cut ? ', the stream was cut: only what was judged is here' : ''})</span></h2>
<ul class="issues" id="stream-actions">${items.length > 0 ? items : html`<li class="muted">every sentence went out as written</li>`}</ul>`;
}
