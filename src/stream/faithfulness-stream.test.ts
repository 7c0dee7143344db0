import { describe, expect, it, vi } from 'vitest';
import { cascadeJudge } from '../judges/cascade/cascade-judge.js';
import { createLocalJudge } from '../judges/local/create-local-judge.js';
import type { Logger } from '../logger.js';
import type { JudgeV1 } from '../spec/judge.js';
import type { FaithfulnessReport } from '../spec/report.js';
import { mockJudge } from '../test/mock-judge.js';
import { verify } from '../verify.js';
import { type Part, runTransform, textParts } from './__fixtures__/run-transform.js';
import { DEFAULT_PLACEHOLDER, faithfulnessStream } from './faithfulness-stream.js';
import type { StreamMetadata } from './stream-report.js';

const judge = createLocalJudge();
const chunks = [
  {
    id: 'refunds',
    text:
      'Refunds are issued to the original payment method within 5 business days of receiving your return. ' +
      'Your bank may take up to 3 more business days to show the credit.',
  },
];
const SUPPORTED =
  'Refunds are issued to the original payment method within 5 business days of receiving your return.';
const INVENTED = 'Refunds over $500 are paid in cash at the nearest store within one hour.';
const PARTIAL =
  'Your bank may take up to 3 more business days, depending on regional holidays and clearing schedules.';
const ANSWER = `${SUPPORTED} ${INVENTED} ${PARTIAL}`;
const words = (text: string) => text.split(/(?<= )/);

function silentLogger(): Logger & { warnings: string[] } {
  const warnings: string[] = [];
  return { warnings, debug() {}, info() {}, warn: (message) => void warnings.push(message), error() {} };
}

/** What must be equal between the stream's report and verify() on the whole text. */
function essence(report: FaithfulnessReport) {
  return {
    score: report.overallScore,
    flagged: report.flagged,
    claims: report.claims.map((claim) => ({
      claim: claim.claim,
      span: claim.span,
      verdict: claim.verdict,
      confidence: claim.confidence,
      evidence: claim.evidence,
    })),
    skipped: report.skipped,
  };
}

const tick = () => new Promise<void>((resolve) => setTimeout(resolve, 1));
const streamOf = (report: FaithfulnessReport) => report.metadata?.stream as StreamMetadata;

describe('faithfulnessStream, annotate', () => {
  it('passes every delta through untouched, then writes one part per judged sentence', async () => {
    const deltas = words(ANSWER);
    const run = await runTransform(textParts(deltas), { chunks, judge });
    expect(run.output.filter((part) => part.type === 'text-delta').map((part) => part.text)).toEqual(deltas);
    expect(run.text).toBe(ANSWER);
    const parts = [...run.latest.values()].map((part) => part.data);
    expect(parts.map((data) => [data.text, data.verdict, data.action])).toEqual([
      [SUPPORTED, 'supported', 'released'],
      [INVENTED, 'no_evidence', 'marked'],
      [PARTIAL, 'partially_supported', 'marked'],
    ]);
    for (const data of parts) expect(ANSWER.slice(data.start, data.end)).toBe(data.text);
    expect(parts[0]!.evidence[0]).toEqual({ chunkId: 'refunds', quote: SUPPORTED });
    expect(new Set(run.written.map((part) => part.id)).size).toBe(3);
  });

  it('releases each delta before the next one is read (nothing waits for the judge)', async () => {
    const deltas = words(ANSWER);
    const seen: number[] = [];
    await runTransform(
      textParts(deltas),
      { chunks, judge },
      {
        between: (index, run) => {
          // Before part `index` is written, every text delta before it has come out.
          seen.push(run.output.filter((part) => part.type === 'text-delta').length);
          expect(run.output.filter((part) => part.type === 'text-delta').length).toBe(
            Math.min(Math.max(0, index - 1), deltas.length),
          );
        },
      },
    );
    expect(seen.length).toBe(deltas.length + 3);
  });

  it('ends with the report verify() gives on the whole text, without judging again', async () => {
    const counting = countingJudge(judge);
    const run = await runTransform(textParts(words(ANSWER)), { chunks, judge: counting });
    const report = await run.report;
    const expected = await verify({ response: ANSWER, chunks, judge });
    expect(essence(report)).toEqual(essence(expected));
    expect(report.judge).toEqual(expected.judge);
    // Three sentences, each judged once as it completed: no call for the report.
    expect(counting.claimsJudged()).toBe(3);
    expect(streamOf(report)).toMatchObject({ mode: 'annotate', cut: false, deliveredText: ANSWER });
  });
});

describe('faithfulnessStream, hold', () => {
  it('never releases the invented sentence: the placeholder goes out instead, the rest as written', async () => {
    const run = await runTransform(textParts(words(ANSWER)), { chunks, judge, mode: 'hold' });
    expect(run.text).toBe(`${SUPPORTED} ${DEFAULT_PLACEHOLDER} ${PARTIAL}`);
    for (const part of run.output) expect(JSON.stringify(part)).not.toContain('paid in cash');
    const parts = [...run.latest.values()].map((part) => part.data);
    expect(parts.map((data) => [data.verdict, data.action])).toEqual([
      ['supported', 'released'],
      ['no_evidence', 'replaced'],
      ['partially_supported', 'marked'],
    ]);
    for (const data of parts) expect(run.text.slice(data.start, data.end)).toBe(data.text);
    expect(parts[1]).toMatchObject({ text: DEFAULT_PLACEHOLDER, mode: 'hold' });
    const report = await run.report;
    expect(essence(report)).toEqual(essence(await verify({ response: ANSWER, chunks, judge })));
    expect(streamOf(report).deliveredText).toBe(run.text);
    expect(streamOf(report).sentences.map((sentence) => sentence.action)).toEqual([
      'released',
      'replaced',
      'marked',
    ]);
  });

  it("drops the sentence (and the space before it) when the placeholder is ''", async () => {
    const run = await runTransform(textParts(words(ANSWER)), {
      chunks,
      judge,
      mode: 'hold',
      placeholder: '',
    });
    expect(run.text).toBe(`${SUPPORTED} ${PARTIAL}`);
  });

  it('releases the first sentence before the model has finished the answer', async () => {
    let releasedEarly = false;
    const deltas = words(ANSWER);
    await runTransform(
      textParts(deltas),
      { chunks, judge, mode: 'hold' },
      {
        between: async (index, run) => {
          await new Promise((resolve) => setTimeout(resolve, 0));
          if (index === deltas.length - 2 && run.text.startsWith(SUPPORTED)) releasedEarly = true;
        },
      },
    );
    expect(releasedEarly).toBe(true);
  });

  it('keeps tool calls, reasoning and several text parts in order, each text part judged', async () => {
    const input: Part[] = [
      { type: 'start' },
      { type: 'reasoning-start', id: 'r' },
      { type: 'reasoning-delta', id: 'r', text: 'Think. Paid in cash? No.' },
      { type: 'reasoning-end', id: 'r' },
      ...textParts(words(`${SUPPORTED} ${INVENTED}`), 'a'),
      { type: 'tool-call', toolCallId: 'call-1', toolName: 'search', input: { q: 'refunds' } },
      { type: 'tool-result', toolCallId: 'call-1', toolName: 'search', output: { ok: true } },
      ...textParts(words(`${INVENTED} ${SUPPORTED}`), 'b'),
      { type: 'finish' },
    ];
    const run = await runTransform(input, { chunks, judge, mode: 'hold', placeholder: '[removed]' });
    expect(run.output.map((part) => part.type).filter((type) => type !== 'text-delta')).toEqual(
      input.map((part) => part.type).filter((type) => type !== 'text-delta'),
    );
    expect(run.output.find((part) => part.type === 'reasoning-delta')?.text).toBe('Think. Paid in cash? No.');
    const textOf = (id: string) =>
      run.output
        .filter((part) => part.type === 'text-delta' && part.id === id)
        .map((part) => part.text)
        .join('');
    expect(textOf('a')).toBe(`${SUPPORTED} [removed]`);
    expect(textOf('b')).toBe(`[removed] ${SUPPORTED}`);
    const parts = [...run.latest.values()].map((part) => part.data);
    expect(parts.map((data) => [data.part, data.action])).toEqual([
      [0, 'released'],
      [0, 'replaced'],
      [1, 'replaced'],
      [1, 'released'],
    ]);
    const report = await run.report;
    expect(report.claims.map((claim) => claim.verdict)).toEqual([
      'supported',
      'no_evidence',
      'no_evidence',
      'supported',
    ]);
  });
});

describe('faithfulnessStream, rewrite', () => {
  it('replaces a contradicted sentence by the minimal edit from the chunk, and keeps the rest', async () => {
    const wrong =
      'Refunds are issued to the original payment method within 15 business days of receiving your return.';
    const answer = `${wrong} Returns are free.`;
    const expected = await verify({ response: answer, chunks, judge });
    expect(expected.claims[0]!.verdict).toBe('contradicted');
    const run = await runTransform(textParts(words(answer)), { chunks, judge, mode: 'rewrite' });
    expect(run.text.startsWith(SUPPORTED)).toBe(true);
    expect(run.text).not.toContain('15 business days');
    const first = [...run.latest.values()][0]!.data;
    expect(first).toMatchObject({
      action: 'rewritten',
      verdict: 'contradicted',
      text: SUPPORTED,
    });
    expect(run.text.slice(first.start, first.end)).toBe(SUPPORTED);
    expect(essence(await run.report)).toEqual(essence(expected));
  });

  it('falls back to the placeholder when the chunks hold nothing to rewrite from', async () => {
    const run = await runTransform(textParts(words(`${SUPPORTED} ${INVENTED}`)), {
      chunks,
      judge,
      mode: 'rewrite',
    });
    expect(run.text).toBe(`${SUPPORTED} ${DEFAULT_PLACEHOLDER}`);
  });
});

describe('faithfulnessStream with the cascade', () => {
  function gatedLlm() {
    let open!: () => void;
    const gate = new Promise<void>((resolve) => {
      open = resolve;
    });
    const scripted = mockJudge({
      id: 'llm',
      verdicts: {
        [SUPPORTED]: { verdict: 'supported', evidence: [{ chunkId: 'refunds', quote: SUPPORTED }] },
        [INVENTED]: { verdict: 'no_evidence' },
        [PARTIAL]: {
          verdict: 'contradicted',
          evidence: [
            {
              chunkId: 'refunds',
              quote: 'Your bank may take up to 3 more business days to show the credit.',
            },
          ],
        },
      },
    });
    const llm: JudgeV1 & { batches: string[][] } = {
      ...scripted,
      batches: [],
      async verifyClaims(options) {
        llm.batches.push(options.claims.map((claim) => claim.text));
        await gate;
        return scripted.verifyClaims(options);
      },
    };
    return { llm, open };
  }

  it('annotate: the local verdict first, then the LLM verdict updates the same part; waiting sentences share one call', async () => {
    const { llm, open } = gatedLlm();
    const local = countingJudge(judge);
    // Every claim is uncertain for this band: all go to the LLM.
    const cascade = cascadeJudge({ local, llm, band: { low: 0, high: 1 } });
    // A turn of the event loop between deltas, as a network stream has; the LLM answers only once
    // the whole answer has been written, so sentences 2 and 3 wait while call 1 runs.
    const input = textParts(words(ANSWER));
    const runPromise = runTransform(
      input,
      { chunks, judge: cascade, maxHoldMs: 5_000 },
      {
        between: async (index) => {
          await tick();
          if (index === input.length) {
            // All three judged locally: the two the LLM has not seen yet wait for its next call.
            await vi.waitFor(() => expect(local.claimsJudged()).toBe(3));
            await tick();
            open();
          }
        },
      },
    );
    const run = await runPromise;
    expect(llm.batches).toEqual([[SUPPORTED], [INVENTED, PARTIAL]]);
    const partial = run.written.filter((part) => part.data.text === PARTIAL);
    expect(partial.map((part) => [part.data.verdict, part.data.pending ?? false])).toEqual([
      ['partially_supported', true],
      ['contradicted', false],
    ]);
    expect(new Set(partial.map((part) => part.id)).size).toBe(1);
    const report = await run.report;
    expect(report.claims.map((claim) => claim.verdict)).toEqual(['supported', 'no_evidence', 'contradicted']);
    // verify() with the same cascade (its LLM answering at once) gives the same report.
    const reference = gatedLlm();
    reference.open();
    const expected = await verify({
      response: ANSWER,
      chunks,
      judge: cascadeJudge({ local: judge, llm: reference.llm, band: { low: 0, high: 1 } }),
    });
    expect(essence(report)).toEqual(essence(expected));
    expect(streamOf(report)).toMatchObject({ llmCalls: 2, decidedByLlm: 3 });
  }, 10_000);

  it('hold: a sentence the LLM has not judged within maxHoldMs goes out marked unverified', async () => {
    const { llm, open } = gatedLlm();
    const cascade = cascadeJudge({ local: judge, llm, band: { low: 0, high: 1 } });
    const run = await runTransform(textParts(words(SUPPORTED)), {
      chunks,
      judge: cascade,
      mode: 'hold',
      maxHoldMs: 30,
    });
    expect(run.text).toBe(SUPPORTED);
    expect([...run.latest.values()][0]!.data).toMatchObject({ verdict: 'unverified', action: 'marked' });
    open();
    const report = await run.report;
    expect(report.claims[0]!.verdict).toBe('supported');
  });
});

describe('faithfulnessStream, faults', () => {
  it('a failing judge never stops the text: sentences go out marked unverified, logged once', async () => {
    const logger = silentLogger();
    const failing = mockJudge({ verifyError: new Error('judge is down') });
    for (const mode of ['annotate', 'hold'] as const) {
      const run = await runTransform(textParts(words(ANSWER)), {
        chunks,
        judge: failing,
        mode,
        logger,
        maxHoldMs: 5_000,
      });
      expect(run.text).toBe(ANSWER);
      expect([...run.latest.values()].map((part) => [part.data.verdict, part.data.action])).toEqual([
        ['unverified', 'marked'],
        ['unverified', 'marked'],
        ['unverified', 'marked'],
      ]);
      const report = await run.report;
      expect(report.status).toBe('degraded');
      expect(report.issues.map((issue) => issue.code)).toContain('judge_error');
    }
    // One warning per stream (each of the two), not one per sentence.
    const fromStream = logger.warnings.filter((warning) => warning.startsWith('[faithcheck] stream:'));
    expect(fromStream).toHaveLength(2);
    expect(fromStream[0]).toContain('judge is down');
  });

  it('without chunks the stream passes through with one warning and no parts', async () => {
    const logger = silentLogger();
    const run = await runTransform(textParts(words(ANSWER)), { chunks: [], judge, mode: 'hold', logger });
    expect(run.text).toBe(ANSWER);
    expect(run.written).toEqual([]);
    expect(logger.warnings).toHaveLength(1);
    expect(logger.warnings[0]).toContain('no chunks');
  });

  it('an abort ends judging at once: held text stays back, the judge is told, the report is marked cut', async () => {
    const seen: AbortSignal[] = [];
    let signalled = false;
    const hanging: JudgeV1 = {
      specificationVersion: 'v1',
      id: 'hanging',
      extractClaims: async () => ({
        claims: [],
        skipped: [],
        usage: { llmCalls: 0, inputTokens: 0, outputTokens: 0 },
      }),
      async verifyClaims({ claims, abortSignal }) {
        if (claims[0]!.text === SUPPORTED)
          return {
            judgements: [
              {
                ok: true,
                verdict: 'supported',
                evidence: [{ chunkId: 'refunds', quote: SUPPORTED, start: 0, end: SUPPORTED.length }],
                reasoning: '',
                confidence: 0.9,
              },
            ],
            usage: { llmCalls: 0, inputTokens: 0, outputTokens: 0 },
          };
        seen.push(abortSignal!);
        return new Promise((_, reject) =>
          abortSignal!.addEventListener('abort', () => {
            signalled = true;
            reject(abortSignal!.reason);
          }),
        );
      },
    };
    const input: Part[] = [
      { type: 'text-start', id: 't' },
      ...words(`${SUPPORTED} ${INVENTED} Then more`).map((text) => ({ type: 'text-delta', id: 't', text })),
      { type: 'abort' },
    ];
    const run = await runTransform(
      input,
      { chunks, judge: hanging, mode: 'hold', maxHoldMs: 60_000 },
      { between: tick },
    );
    expect(run.text).toBe(SUPPORTED);
    expect(run.output.at(-1)).toEqual({ type: 'abort' });
    expect(seen).toHaveLength(1);
    expect(signalled).toBe(true);
    const report = await run.report;
    expect(streamOf(report).cut).toBe(true);
    expect(report.claims[0]).toMatchObject({ claim: SUPPORTED, verdict: 'supported' });
    expect(report.claims[1]).toMatchObject({ claim: INVENTED, verdict: null });
  });

  it("the request's abortSignal stops judging at once: later sentences are not judged, the report is cut", async () => {
    const controller = new AbortController();
    const counting = countingJudge(judge);
    const input = textParts(words(ANSWER));
    const run = await runTransform(
      input,
      { chunks, judge: counting, mode: 'hold', abortSignal: controller.signal },
      {
        between: async (_index, progress) => {
          await tick();
          // Abort once the first sentence is out: the client went away.
          if (!controller.signal.aborted && progress.text.startsWith(SUPPORTED)) controller.abort();
        },
      },
    );
    expect(run.text).toBe(SUPPORTED);
    expect(counting.claimsJudged()).toBe(1);
    const report = await run.report;
    expect(streamOf(report).cut).toBe(true);
    expect(report.claims.map((claim) => claim.verdict)).toEqual(['supported']);
  });

  it('a model stream error ends judging too: the report is stored marked cut', async () => {
    const input: Part[] = [
      ...textParts(words(`${SUPPORTED} ${INVENTED} Then more`)).slice(0, -1),
      { type: 'error', error: new Error('model went away') },
      { type: 'finish' },
    ];
    const run = await runTransform(input, { chunks, judge }, { between: tick });
    expect(run.output.map((part) => part.type).slice(-2)).toEqual(['error', 'finish']);
    const report = await run.report;
    expect(streamOf(report).cut).toBe(true);
    expect(report.claims.map((claim) => claim.verdict)).toEqual(['supported', 'no_evidence']);
  });

  it('a 100,000-character answer with no full stop streams through, judged in bounded pieces', async () => {
    const text = 'the refund goes back to the card '.repeat(3_031).slice(0, 100_000);
    const deltas = text.match(/.{1,40}/gs) ?? [];
    const run = await runTransform(textParts(deltas), { chunks, judge, maxSentenceChars: 2_000 });
    expect(run.text).toBe(text);
    const parts = [...run.latest.values()].map((part) => part.data);
    expect(parts.length).toBeGreaterThanOrEqual(50);
    expect(Math.max(...parts.map((data) => data.end - data.start))).toBeLessThanOrEqual(2_000);
  }, 30_000);

  it('takes the chunks from getChunks; when it fails, the answer passes through with one warning', async () => {
    const fromGetter = await runTransform(textParts(words(ANSWER)), { getChunks: async () => chunks, judge });
    expect([...fromGetter.latest.values()].map((part) => part.data.verdict)).toEqual([
      'supported',
      'no_evidence',
      'partially_supported',
    ]);
    const logger = silentLogger();
    const failing = await runTransform(textParts(words(ANSWER)), {
      getChunks: async () => {
        throw new Error('vector store down');
      },
      judge,
      mode: 'hold',
      logger,
    });
    expect(failing.text).toBe(ANSWER);
    expect(failing.written).toEqual([]);
    expect(logger.warnings).toEqual([expect.stringContaining('vector store down')]);
  });

  it('hands waitUntil a promise at once that settles when the check has been handled', async () => {
    const promises: Promise<unknown>[] = [];
    const run = await runTransform(textParts(words(ANSWER)), {
      chunks,
      judge,
      schedule: (check) => {
        void check.onFinish?.({ report: null, saved: null });
      },
      waitUntil: (promise) => void promises.push(promise),
    });
    // One promise for the answer's check, handed over when the transform was made.
    expect(promises).toHaveLength(1);
    let delivered = false;
    void run.report.then(() => {
      delivered = true;
    });
    await promises[0];
    expect(delivered).toBe(true);
  });

  it("a bad chunk is the caller's error, said at once", () => {
    expect(() => faithfulnessStream({ chunks: [{ id: 'x' } as never] })).toThrow(/chunks\[0\]/);
    expect(() => faithfulnessStream({ chunks, mode: 'block' as never })).toThrow(
      /mode must be one of annotate, hold, rewrite/,
    );
  });
});

function countingJudge(inner: JudgeV1) {
  let judged = 0;
  return {
    ...inner,
    claimsJudged: () => judged,
    verifyClaims: (options: Parameters<JudgeV1['verifyClaims']>[0]) => {
      judged += options.claims.length;
      return inner.verifyClaims(options);
    },
  };
}
