/**
 * A tiny deterministic judge for the server's tests and benchmark-free demos: each sentence is a
 * claim; a claim is supported when one of its words of five or more letters occurs in a chunk,
 * with that word as the quote, and `no_evidence` otherwise. A claim containing "not" next to a
 * found word is `contradicted`. Not a real judge.
 *
 * Plain JavaScript with its types in `word-judge.d.mts`, so that benches import it
 * without a build: test helpers are never compiled into `dist/`.
 */

const ZERO = { llmCalls: 0, inputTokens: 0, outputTokens: 0 };

/** @type {typeof import('./word-judge.d.mts').wordJudge} */
export function wordJudge(options = {}) {
  const usage = () => ({ ...(options.usagePerCall ?? ZERO) });
  return {
    specificationVersion: 'v1',
    id: 'word',
    modelId: 'word-overlap',
    async extractClaims({ response }) {
      const claims = [...response.matchAll(/[^.!?]+[.!?]?/g)]
        .map((match) => {
          const raw = match[0];
          const leading = raw.length - raw.trimStart().length;
          const text = raw.trim();
          const start = (match.index ?? 0) + leading;
          return { text, span: { start, end: start + text.length } };
        })
        .filter((claim) => claim.text.length > 0);
      return { claims, skipped: [], usage: usage() };
    },
    async verifyClaims({ claims, chunks }) {
      const judgements = claims.map((claim) => {
        const words = claim.text.match(/[A-Za-z]{5,}/g) ?? [];
        for (const word of words) {
          for (const chunk of chunks) {
            const start = chunk.text.toLowerCase().indexOf(word.toLowerCase());
            if (start < 0) continue;
            const negated = /\bnot\b/i.test(claim.text);
            return {
              ok: true,
              verdict: negated ? 'contradicted' : 'supported',
              evidence: [
                {
                  chunkId: chunk.id,
                  quote: chunk.text.slice(start, start + word.length),
                  start,
                  end: start + word.length,
                },
              ],
              reasoning: `the chunk ${chunk.id} mentions "${word}"${negated ? ' but the claim negates it' : ''}`,
              confidence: 0.8,
            };
          }
        }
        return {
          ok: true,
          verdict: 'no_evidence',
          evidence: [],
          reasoning: 'no word of the claim is in any chunk',
          confidence: 0.6,
        };
      });
      return { judgements, usage: usage() };
    },
  };
}
