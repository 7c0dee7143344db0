/**
 * The prompts of the two LLM checks (the alignment and fact-verification calls): templates
 * `prompts/<version>/alignment.md` and `facts.md`, rendered with every untrusted text (query,
 * sources, answer) inside a fence, and their output definitions. A check result records the
 * prompt that produced it (`promptVersion`, e.g. `v2/alignment`).
 */
import { z } from 'zod';
import type { ModelOutput } from '../model-calls/call-model.js';
import { createFence } from '../model-calls/fence-untrusted.js';
import {
  loadPromptTemplate,
  PROMPT_VERSION,
  type RenderedPrompt,
  renderPrompt,
} from '../model-calls/prompt-template.js';
import type { Chunk } from '../spec/chunk.js';

/** As the three-aspect specification has it: the alignment call looks at the top 5 chunks, the fact call at the top 10. */
export const ALIGNMENT_TOP_CHUNKS = 5;
export const FACT_TOP_CHUNKS = 10;

/** What the alignment call must return (validated; anything else is a judge response error). */
export const alignmentOutput = {
  name: 'alignment',
  schema: z.object({
    score: z.number().min(0).max(1),
    reasoning: z.string(),
    addresses_query: z.boolean(),
    contradictions: z.array(z.string()).default([]),
  }),
} satisfies ModelOutput<z.ZodType>;

/** What the fact-verification call must return. */
export const factOutput = {
  name: 'fact_verification',
  schema: z.object({
    claims: z.array(
      z.object({
        claim: z.string().min(1),
        verified: z.boolean(),
        supporting_sources: z.array(z.number().int()).default([]),
        confidence: z.number().min(0).max(1).optional(),
      }),
    ),
  }),
} satisfies ModelOutput<z.ZodType>;

/** Numbered, fenced sources, numbering from 1 as the three-aspect specification does. */
function fencedSources(fence: ReturnType<typeof createFence>, chunks: readonly Chunk[]): string {
  if (chunks.length === 0) return '(no sources given)';
  return chunks
    .map((chunk, index) => fence.wrap(chunk.text, { kind: 'source', n: String(index + 1), id: chunk.id }))
    .join('\n');
}

/** The alignment prompt over the query, the top 5 chunks and the answer. */
export function buildAlignmentPrompt(input: {
  query?: string;
  chunks: readonly Chunk[];
  answer: string;
}): RenderedPrompt {
  const chunks = input.chunks.slice(0, ALIGNMENT_TOP_CHUNKS);
  const fence = createFence([
    input.query ?? '',
    input.answer,
    ...chunks.flatMap((chunk) => [chunk.id, chunk.text]),
  ]);
  return renderPrompt(loadPromptTemplate('alignment', PROMPT_VERSION), {
    fence: fence.tag,
    query: input.query?.trim() ? fence.wrap(input.query, { kind: 'query' }) : '(no query given)',
    sources: fencedSources(fence, chunks),
    answer: fence.wrap(input.answer, { kind: 'answer' }),
  });
}

/** The fact-verification prompt over the top 10 chunks (numbered) and the answer. */
export function buildFactPrompt(input: { chunks: readonly Chunk[]; answer: string }): RenderedPrompt {
  const chunks = input.chunks.slice(0, FACT_TOP_CHUNKS);
  const fence = createFence([input.answer, ...chunks.flatMap((chunk) => [chunk.id, chunk.text])]);
  return renderPrompt(loadPromptTemplate('facts', PROMPT_VERSION), {
    fence: fence.tag,
    sources: fencedSources(fence, chunks),
    answer: fence.wrap(input.answer, { kind: 'answer' }),
  });
}
