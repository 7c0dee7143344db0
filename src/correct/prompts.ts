/**
 * The corrective loop's prompts, kept as data with named `{{variables}}` and one version string
 * recorded in results, so a stored correction says which prompts produced it.
 */

import { ConfigurationError } from '../errors.js';

export const CORRECT_PROMPT_VERSION = 'crag-v1';

export const GENERATE_INSTRUCTIONS =
  'You answer questions using only the numbered context passages. Do not add facts that are not in ' +
  'the context. If the context does not answer the question, say so in one sentence.';

export const GENERATE_PROMPT = `CONTEXT:
{{context}}

QUESTION: {{query}}
{{correction}}
Answer in plain prose, using only the context.`;

export const CORRECTION_NOTE = `
A previous answer contained claims the context does not support:
{{claims}}
Do not repeat them unless the context now supports them; correct them from the context.`;

export const REWRITE_PROMPT = `CONTEXT:
{{context}}

ANSWER: {{response}}

The sentence below is not supported by the context. Rewrite it so that it states only what the
context supports, keeping its role in the answer. Reply with the rewritten sentence only, or with
the single word REMOVE if the context cannot support any version of it.

SENTENCE: {{sentence}}`;

export const QUERIES_PROMPT = `A fact-checker could not find evidence for these claims in an answer to the question
"{{query}}":
{{claims}}

Write one short search query per claim that would retrieve the passage confirming or correcting
it. Reply with the queries only, one per line, in the same order, without numbering.`;

/** Replaces `{{name}}` by `variables[name]`; an unknown name is an error in the template. */
export function renderPrompt(template: string, variables: Record<string, string>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => {
    const value = variables[name];
    if (value === undefined) throw new ConfigurationError(`prompt variable "${name}" is not set`);
    return value;
  });
}

/** Chunks as numbered passages for a prompt. */
export function formatContext(chunks: ReadonlyArray<{ id: string; text: string }>): string {
  if (chunks.length === 0) return '(no context)';
  return chunks.map((chunk, position) => `[${position + 1}] (${chunk.id}) ${chunk.text}`).join('\n');
}
