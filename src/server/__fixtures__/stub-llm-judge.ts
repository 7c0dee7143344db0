/** A stand-in for a cascade's LLM stage: calls nothing, answers `no_evidence` for every claim. */
import type { JudgeV1 } from '../../spec/judge.js';

export function stubLlmJudge(): JudgeV1 & { verified: number } {
  const judge = {
    specificationVersion: 'v1' as const,
    id: 'llm-stub',
    verified: 0,
    async extractClaims(): Promise<never> {
      throw new Error('the cascade extracts with its local stage');
    },
    async verifyClaims({ claims }: Parameters<JudgeV1['verifyClaims']>[0]) {
      judge.verified += claims.length;
      return {
        judgements: claims.map(() => ({
          ok: true as const,
          verdict: 'no_evidence' as const,
          evidence: [],
          reasoning: 'stub',
          confidence: 0.6,
        })),
        usage: { llmCalls: 1, inputTokens: 0, outputTokens: 0 },
      };
    },
  };
  return judge;
}
