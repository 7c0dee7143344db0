/**
 * Writes a user's judge module to a temp folder, for tests of `verification.judge_module`. The
 * judge is plain JavaScript, as a user's would be: each sentence of the response is a claim,
 * supported when some chunk contains it word for word (the chunk is the quote), else no_evidence.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** How the module provides its judge. */
export type JudgeModuleForm = 'descriptor' | 'factory' | 'judge' | 'registers' | 'none';

const JUDGE_SOURCE = `
function sentenceJudge(id) {
  const usage = { llmCalls: 0, inputTokens: 0, outputTokens: 0 };
  return {
    specificationVersion: 'v1',
    id,
    async extractClaims({ response }) {
      const claims = [...response.matchAll(/[^.]+\\./g)].map((match) => {
        const start = match.index + (match[0].length - match[0].trimStart().length);
        return { text: response.slice(start, match.index + match[0].length), span: { start, end: match.index + match[0].length } };
      });
      return { claims, skipped: [], usage };
    },
    async verifyClaims({ claims, chunks }) {
      return {
        judgements: claims.map((claim) => {
          const chunk = chunks.find((candidate) => candidate.text.includes(claim.text));
          return chunk
            ? { ok: true, verdict: 'supported', evidence: [{ chunkId: chunk.id, quote: chunk.text }], reasoning: 'in the chunk', confidence: 1 }
            : { ok: true, verdict: 'no_evidence', evidence: [], reasoning: 'in no chunk', confidence: 1 };
        }),
        usage,
      };
    },
  };
}
`;

const EXPORTS: Record<JudgeModuleForm, string> = {
  descriptor: `export default { id: 'sentences', description: 'sentence judge (tests)', needsModel: false, create: () => sentenceJudge('sentences') };`,
  factory: `export default (options) => sentenceJudge('sentence-factory');`,
  judge: `export default sentenceJudge('sentence-object');`,
  // As a user's module would `import { registerJudge } from 'faithcheck'`: the same registry module.
  registers: `import { registerJudge } from ${JSON.stringify(new URL('../registry.ts', import.meta.url).href)};
registerJudge({ id: 'sentences-registered', description: 'registered on import (tests)', needsModel: false, create: () => sentenceJudge('sentences-registered') });`,
  none: `export const nothing = 1;`,
};

/** Returns the module's absolute path; the file name is `NAME.mjs`. */
export function writeJudgeModule(form: JudgeModuleForm, name = 'my-judge'): string {
  const folder = mkdtempSync(join(tmpdir(), 'faithcheck-judge-module-'));
  const path = join(folder, `${name}.mjs`);
  writeFileSync(path, `${JUDGE_SOURCE}\n${EXPORTS[form]}\n`);
  return path;
}
