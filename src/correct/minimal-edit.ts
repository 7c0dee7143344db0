/**
 * Minimal-edit regeneration: instead of writing a new answer, rewrite or remove only the
 * sentences that hold unsupported claims (no evidence, contradicted) and leave every other
 * character of the answer as it was. The edits are returned as a diff against the input, so a
 * reviewer sees exactly what the loop changed.
 */

import { addUsage, ZERO_USAGE } from '../core/usage.js';
import type { Chunk } from '../spec/chunk.js';
import type { ClaimReport } from '../spec/report.js';
import type { Usage } from '../spec/usage.js';
import type { Verdict } from '../spec/verdict.js';
import { contentStems } from '../text/content-words.js';
import { type SentenceSegment, segmentSentences } from '../text/segment-sentences.js';
import type { Generator } from './generator.js';

/** One change to the answer. `start`/`end` index into the answer before the edit. */
export interface MinimalEdit {
  kind: 'removed' | 'rewritten';
  start: number;
  end: number;
  before: string;
  /** The replacement; `null` when the sentence was removed. */
  after: string | null;
  /** The unsupported claims that sat in this sentence. */
  claims: string[];
}

export interface MinimalEditOptions {
  response: string;
  /** The verifier's claims for `response` (from its report). */
  claims: readonly ClaimReport[];
  query: string;
  /** The context a rewrite may draw on. */
  chunks: Chunk[];
  /**
   * Verdicts whose sentences are edited. Default: the unsupported ones (`no_evidence`,
   * `contradicted`); the loop adds `partially_supported` when those are all that is left to fix.
   */
  verdicts?: readonly Verdict[];
  /** Rewrites one sentence; without it, unsupported sentences are removed. */
  rewrite?: Generator['rewrite'];
  abortSignal?: AbortSignal;
}

export interface MinimalEditResult {
  response: string;
  edits: MinimalEdit[];
  /** Sentences left exactly as they were. */
  unchangedSentences: number;
  usage: Usage;
  /** The prompts the rewrites were asked with (`v2/rewrite`), once each; empty without a model. */
  prompts: string[];
}

const UNSUPPORTED: readonly Verdict[] = ['no_evidence', 'contradicted'];

function sentenceOf(claim: ClaimReport, response: string, sentences: SentenceSegment[]): number[] {
  let span = claim.span;
  if (!span) {
    const start = response.toLowerCase().indexOf(claim.claim.toLowerCase());
    if (start >= 0) span = { start, end: start + claim.claim.length };
  }
  if (span) {
    const { start, end } = span;
    return sentences.flatMap((sentence, index) =>
      sentence.start < Math.max(end, start + 1) && start < sentence.end ? [index] : [],
    );
  }
  const terms = new Set(contentStems(claim.claim));
  let best = -1;
  let bestShare = 0.5;
  sentences.forEach((sentence, index) => {
    const shared = contentStems(sentence.text).filter((term) => terms.has(term)).length;
    const share = shared / Math.max(1, terms.size);
    if (share > bestShare) [best, bestShare] = [index, share];
  });
  return best >= 0 ? [best] : [];
}

/**
 * @example
 * const { response, edits } = await minimalEdit({ response: answer, claims: report.claims, query, chunks });
 */
export async function minimalEdit(options: MinimalEditOptions): Promise<MinimalEditResult> {
  const { response } = options;
  const sentences = segmentSentences({ text: response });
  const targets = new Map<number, string[]>();
  const verdicts = new Set(options.verdicts ?? UNSUPPORTED);
  for (const claim of options.claims) {
    if (!claim.verdict || !verdicts.has(claim.verdict)) continue;
    for (const index of sentenceOf(claim, response, sentences)) {
      targets.set(index, [...(targets.get(index) ?? []), claim.claim]);
    }
  }
  const edits: MinimalEdit[] = [];
  const usages: Usage[] = [];
  const prompts = new Set<string>();
  for (const index of [...targets.keys()].sort((left, right) => left - right)) {
    const sentence = sentences[index]!;
    const rewritten = options.rewrite
      ? await options.rewrite({
          sentence: sentence.text,
          response,
          query: options.query,
          chunks: options.chunks,
          abortSignal: options.abortSignal,
        })
      : { text: null };
    usages.push(rewritten.usage ?? ZERO_USAGE);
    if ('promptVersion' in rewritten && rewritten.promptVersion) prompts.add(rewritten.promptVersion);
    if (rewritten.text !== null && rewritten.text.trim() === sentence.text) continue;
    const after = rewritten.text?.trim() || null;
    edits.push({
      kind: after === null ? 'removed' : 'rewritten',
      start: sentence.start,
      end: sentence.end,
      before: sentence.text,
      after,
      claims: targets.get(index)!,
    });
  }
  return {
    response: applyEdits(response, edits),
    edits,
    unchangedSentences: sentences.length - edits.length,
    usage: addUsage(...usages),
    prompts: [...prompts],
  };
}

/** Applies edits (non-overlapping, any order) to `text`; a removal also takes the space after it. */
export function applyEdits(text: string, edits: readonly MinimalEdit[]): string {
  let result = text;
  for (const edit of [...edits].sort((left, right) => right.start - left.start)) {
    if (edit.after !== null) {
      result = result.slice(0, edit.start) + edit.after + result.slice(edit.end);
      continue;
    }
    let end = edit.end;
    while (end < result.length && /[ \t]/.test(result[end]!)) end += 1;
    let start = edit.start;
    if (end === result.length) while (start > 0 && /[ \t]/.test(result[start - 1]!)) start -= 1;
    result = result.slice(0, start) + result.slice(end);
  }
  return result;
}

/** The edits as a readable diff: `- before` / `+ after` lines. */
export function formatEdits(edits: readonly MinimalEdit[]): string {
  if (edits.length === 0) return '(no changes)\n';
  return edits
    .map((edit) => `- ${edit.before}\n${edit.after === null ? '+ (removed)' : `+ ${edit.after}`}\n`)
    .join('');
}
