/**
 * A judge for queue tests and benches: the whole response is one claim, supported by the first
 * chunk, after `latencyMs` — a stand-in for an LLM judge's latency that needs no scripting per job.
 *
 * Plain JavaScript with its types in `echo-judge.d.mts`, so that benches and worker processes import it
 * without a build: test helpers are never compiled into `dist/`.
 */

/** @type {typeof import('./echo-judge.d.mts').echoJudge} */
export function echoJudge(options = {}) {
  const wait = (signal) =>
    new Promise((resolve, reject) => {
      const timer = setTimeout(resolve, options.latencyMs ?? 0);
      signal?.addEventListener('abort', () => {
        clearTimeout(timer);
        reject(signal.reason);
      });
    });
  return {
    specificationVersion: 'v1',
    id: 'echo',
    async extractClaims({ response }) {
      options.onCall?.(response);
      return {
        claims: [{ text: response, span: { start: 0, end: response.length } }],
        skipped: [],
        usage: { llmCalls: 0, inputTokens: 0, outputTokens: 0 },
      };
    },
    async verifyClaims({ claims, chunks, abortSignal }) {
      await wait(abortSignal);
      if (options.failWith) throw options.failWith;
      const chunk = chunks[0];
      return {
        judgements: claims.map(() => ({
          ok: true,
          verdict: 'supported',
          evidence: chunk ? [{ chunkId: chunk.id, quote: chunk.text.slice(0, 20), start: 0, end: 0 }] : [],
          reasoning: 'echo',
          confidence: 1,
        })),
        usage: { llmCalls: 1, inputTokens: 0, outputTokens: 0 },
      };
    },
  };
}
