/**
 * Renders each prompt from its template with every untrusted text fenced: the query, the
 * response, the chunks (ids too) and the claims. One place, so no prompt forgets a fence.
 */

import { createFence } from '../../model-calls/fence-untrusted.js';
import { loadPromptTemplate, type RenderedPrompt, renderPrompt } from '../../model-calls/prompt-template.js';

/** The two messages of a judge call (the judge records its prompt as `promptVersion`, `v2/<mode>`). */
export type JudgePrompt = Pick<RenderedPrompt, 'system' | 'prompt'>;

function messagesOf({ system, prompt }: RenderedPrompt): JudgePrompt {
  return { system, prompt };
}

import type { Chunk } from '../../spec/chunk.js';

export interface PromptInput {
  version: string;
  query?: string;
  response?: string;
  chunks?: readonly Chunk[];
  /** Claims with the ids the model must answer by. */
  claims?: ReadonlyArray<{ id: string; text: string }>;
}

function fenced(input: PromptInput) {
  const texts = [
    input.query ?? '',
    input.response ?? '',
    ...(input.chunks ?? []).flatMap((chunk) => [chunk.id, chunk.text]),
    ...(input.claims ?? []).map((claim) => claim.text),
  ];
  const fence = createFence(texts);
  const query = input.query?.trim() ? fence.wrap(input.query, { kind: 'query' }) : '(no query given)';
  const chunks = (input.chunks ?? [])
    .map((chunk) => fence.wrap(chunk.text, { kind: 'chunk', id: chunk.id }))
    .join('\n\n');
  return { fence, query, chunks: chunks || '(no chunks given)' };
}

/** The single-call prompt: extract and verify. */
export function buildSingleCallPrompt(input: PromptInput & { response: string }): JudgePrompt {
  const { fence, query, chunks } = fenced(input);
  return messagesOf(
    renderPrompt(loadPromptTemplate('single-call', input.version), {
      fence: fence.tag,
      query,
      chunks,
      response: fence.wrap(input.response, { kind: 'response' }),
    }),
  );
}

/** The extraction prompt of the two-step and per-claim modes. */
export function buildExtractPrompt(input: PromptInput & { response: string }): JudgePrompt {
  const { fence, query } = fenced(input);
  return messagesOf(
    renderPrompt(loadPromptTemplate('extract-claims', input.version), {
      fence: fence.tag,
      query,
      response: fence.wrap(input.response, { kind: 'response' }),
    }),
  );
}

/** The batched verification prompt: every claim in one call. */
export function buildVerifyClaimsPrompt(
  input: PromptInput & { claims: ReadonlyArray<{ id: string; text: string }> },
): JudgePrompt {
  const { fence, query, chunks } = fenced(input);
  return messagesOf(
    renderPrompt(loadPromptTemplate('verify-claims', input.version), {
      fence: fence.tag,
      query,
      chunks,
      claims: input.claims.map((claim) => fence.wrap(claim.text, { kind: 'claim', id: claim.id })).join('\n'),
    }),
  );
}

/** The per-claim verification prompt (`per-claim` mode). */
export function buildVerifyClaimPrompt(input: PromptInput & { claim: string }): JudgePrompt {
  const { fence, query, chunks } = fenced({ ...input, claims: [{ id: 'claim', text: input.claim }] });
  return messagesOf(
    renderPrompt(loadPromptTemplate('verify-claim', input.version), {
      fence: fence.tag,
      query,
      chunks,
      claim: fence.wrap(input.claim, { kind: 'claim' }),
    }),
  );
}
