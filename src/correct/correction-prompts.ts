/**
 * The corrective loop's prompts: templates `prompts/<version>/generate.md`, `regenerate.md`,
 * `rewrite.md` and `targeted-queries.md`, rendered with every untrusted text — the passages (and
 * their ids), the question, the answer, the sentence and the claims — inside a fence, exactly as
 * the judge's prompts are. Results record the prompt that produced them (`v2/rewrite`, …).
 */
import { createFence, type Fence } from '../model-calls/fence-untrusted.js';
import {
  loadPromptTemplate,
  PROMPT_VERSION,
  type RenderedPrompt,
  renderPrompt,
} from '../model-calls/prompt-template.js';
import type { UnsupportedClaimHint } from './generator.js';

type Passage = { id: string; text: string };

/** Chunks as numbered, fenced passages. */
function fencedContext(fence: Fence, chunks: readonly Passage[]): string {
  if (chunks.length === 0) return '(no context)';
  return chunks
    .map((chunk, position) =>
      fence.wrap(chunk.text, { kind: 'passage', n: String(position + 1), id: chunk.id }),
    )
    .join('\n');
}

const passageTexts = (chunks: readonly Passage[]) => chunks.flatMap((chunk) => [chunk.id, chunk.text]);

/** A full answer from the context; with hints, the prompt also names the claims to correct. */
export function buildGeneratePrompt(input: {
  query: string;
  chunks: readonly Passage[];
  unsupportedClaims?: readonly UnsupportedClaimHint[];
}): RenderedPrompt {
  const hints = input.unsupportedClaims ?? [];
  const fence = createFence([input.query, ...passageTexts(input.chunks), ...hints.map((hint) => hint.claim)]);
  const common = {
    fence: fence.tag,
    query: fence.wrap(input.query, { kind: 'question' }),
    context: fencedContext(fence, input.chunks),
  };
  if (hints.length === 0) return renderPrompt(loadPromptTemplate('generate', PROMPT_VERSION), common);
  return renderPrompt(loadPromptTemplate('regenerate', PROMPT_VERSION), {
    ...common,
    claims: hints.map((hint) => fence.wrap(hint.claim, { kind: 'claim', verdict: hint.verdict })).join('\n'),
  });
}

/** One unsupported sentence, rewritten from the context or removed. */
export function buildRewritePrompt(input: {
  chunks: readonly Passage[];
  response: string;
  sentence: string;
}): RenderedPrompt {
  const fence = createFence([input.response, input.sentence, ...passageTexts(input.chunks)]);
  return renderPrompt(loadPromptTemplate('rewrite', PROMPT_VERSION), {
    fence: fence.tag,
    context: fencedContext(fence, input.chunks),
    response: fence.wrap(input.response, { kind: 'answer' }),
    sentence: fence.wrap(input.sentence, { kind: 'sentence' }),
  });
}

/** One search query per claim the verifier could not support. */
export function buildQueriesPrompt(input: { query?: string; claims: readonly string[] }): RenderedPrompt {
  const fence = createFence([input.query ?? '', ...input.claims]);
  return renderPrompt(loadPromptTemplate('targeted-queries', PROMPT_VERSION), {
    fence: fence.tag,
    query: input.query?.trim() ? fence.wrap(input.query, { kind: 'question' }) : '(not given)',
    claims: input.claims
      .map((claim, position) => fence.wrap(claim, { kind: 'claim', n: String(position + 1) }))
      .join('\n'),
  });
}
