// A judge pool thread that starts and answers the warm-up task, then dies on every real task (a
// native crash, an out-of-memory kill): what the stream must survive.
export default function run(task) {
  const claims = task.input?.claims ?? [];
  if (claims.length === 1 && claims[0].text === 'It is ready.') {
    return {
      ok: true,
      value: {
        judgements: [{ ok: true, verdict: 'supported', evidence: [], reasoning: '', confidence: 1 }],
        usage: { llmCalls: 0, inputTokens: 0, outputTokens: 0 },
      },
    };
  }
  process.exit(3);
}
