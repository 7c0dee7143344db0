/**
 * The local judge on a thread for the stream: used once ready, and a thread that cannot start or
 * dies never breaks the stream — the sentences are judged here, with the same verdicts.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { writeJudgeModule } from '../judges/__fixtures__/write-judge-module.js';
import { createLocalJudge } from '../judges/local/create-local-judge.js';
import type { Logger } from '../logger.js';
import { createLocalJudgePool } from '../server/local-judge-pool.js';
import type { FaithfulnessReport } from '../spec/report.js';
import { verify } from '../verify.js';
import { runTransform, textParts } from './__fixtures__/run-transform.js';
import { closeStreamJudgeThread, type JudgeThread, judgeThreadSettled } from './judge-thread.js';

const chunks = [
  {
    id: 'refunds',
    text:
      'Refunds are issued to the original payment method within 5 business days of receiving your return. ' +
      'Your bank may take up to 3 more business days to show the credit.',
  },
];
const ANSWER =
  'Refunds are issued to the original payment method within 5 business days of receiving your return. ' +
  'Refunds over $500 are paid in cash at the nearest store within one hour. ' +
  'Your bank may take up to 3 more business days, depending on regional holidays and clearing schedules.';
const deltas = ANSWER.split(/(?<= )/);

function recordingLogger(): Logger & { warnings: string[] } {
  const warnings: string[] = [];
  return { warnings, debug() {}, info() {}, warn: (message) => void warnings.push(message), error() {} };
}

const essence = (report: FaithfulnessReport) =>
  report.claims.map((claim) => [claim.claim, claim.span, claim.verdict, claim.confidence, claim.evidence]);

/** Starts the shared thread with `load` (a transform with no text) and waits until it is settled. */
async function startThread(load: () => Promise<JudgeThread | null>, judge = createLocalJudge()) {
  await runTransform([], { chunks, judge, judgeThread: load, offThread: true, logger: recordingLogger() });
  return judgeThreadSettled();
}

afterEach(() => closeStreamJudgeThread());

describe('the judge thread', () => {
  it('once ready, judges every sentence there, with the verdicts verify() gives', async () => {
    const pool = createLocalJudgePool({ threads: 1, inProcess: true });
    const onThread = vi.spyOn(pool, 'verifyClaims');
    const judge = createLocalJudge();
    const expected = essence(await verify({ response: ANSWER, chunks, judge }));
    expect(await startThread(async () => pool, judge)).toBe(true);
    const here = vi.spyOn(judge, 'verifyClaims');

    for (const mode of ['annotate', 'hold'] as const) {
      const run = await runTransform(textParts(deltas), {
        chunks,
        judge,
        mode,
        offThread: true,
        logger: recordingLogger(),
      });
      expect(essence(await run.report)).toEqual(expected);
    }
    expect(here).not.toHaveBeenCalled();
    // The warm-up, then the sentences of both runs, each with the judge's own options.
    expect(onThread.mock.calls.length).toBeGreaterThan(1);
    expect(onThread.mock.calls.at(-1)![1].local).toEqual({});
  });

  it('judges here, with one warning, when the thread cannot start', async () => {
    const logger = recordingLogger();
    const judge = createLocalJudge();
    const load = async () => {
      throw new Error('worker file missing');
    };
    const run = await runTransform(textParts(deltas), {
      chunks,
      judge,
      mode: 'hold',
      offThread: true,
      judgeThread: load,
      logger,
    });
    expect(await judgeThreadSettled()).toBe(false);
    expect(run.text).toContain('Refunds are issued');
    expect(essence(await run.report)).toEqual(essence(await verify({ response: ANSWER, chunks, judge })));
    expect(logger.warnings.filter((message) => message.includes('no judge thread'))).toHaveLength(1);
  });

  it('survives a thread that dies on every task: judged here, the thread given up after 3 failures', async () => {
    const pool = createLocalJudgePool({
      threads: 1,
      inProcess: false,
      workerFile: new URL('./__fixtures__/crashing-judge-worker.mjs', import.meta.url),
    });
    const close = vi.spyOn(pool, 'close');
    const judge = createLocalJudge();
    expect(await startThread(async () => pool, judge)).toBe(true);
    const expected = essence(await verify({ response: ANSWER, chunks, judge }));
    const logger = recordingLogger();
    // Every task on the thread dies; after the third the thread is given up. Each answer still
    // streams with the verdicts the judge gives here.
    for (let round = 0; round < 3; round++) {
      const run = await runTransform(textParts(deltas), {
        chunks,
        judge,
        mode: 'hold',
        offThread: true,
        logger,
      });
      expect(run.text).toBe(ANSWER.replace(/Refunds over[^.]*\./, '[removed: not supported by the sources]'));
      expect(essence(await run.report)).toEqual(expected);
    }
    expect(logger.warnings.some((message) => message.includes('the judge thread failed'))).toBe(true);
    expect(await judgeThreadSettled()).toBe(false);
    expect(close).toHaveBeenCalled();
  });

  it('is used only when asked for (offThread: true): by default every mode judges on the stream thread', async () => {
    const pool = createLocalJudgePool({ threads: 1, inProcess: true });
    expect(await startThread(async () => pool)).toBe(true);
    const onThread = vi.spyOn(pool, 'verifyClaims');
    await (await runTransform(textParts(deltas), { chunks, judge: createLocalJudge(), mode: 'hold' })).report;
    await (await runTransform(textParts(deltas), { chunks, judge: createLocalJudge() })).report;
    expect(onThread).not.toHaveBeenCalled();
    await (await runTransform(textParts(deltas), { chunks, judge: createLocalJudge(), offThread: true }))
      .report;
    expect(onThread).toHaveBeenCalled();
  });

  it('is not used for a judge it cannot create there (parameters given as an object)', async () => {
    const pool = createLocalJudgePool({ threads: 1, inProcess: true });
    const onThread = vi.spyOn(pool, 'verifyClaims');
    const { DEFAULT_LOCAL_JUDGE_PARAMS } = await import('../judges/local/params/default-params.js');
    const judge = createLocalJudge({ params: DEFAULT_LOCAL_JUDGE_PARAMS });
    expect(judge.threadOptions).toBeUndefined();
    const run = await runTransform(textParts(deltas), {
      chunks,
      judge,
      offThread: true,
      judgeThread: async () => pool,
    });
    expect((await run.report).claims).toHaveLength(3);
    expect(onThread).not.toHaveBeenCalled();
  });
});

describe('the default judge', () => {
  it('is the configured one (FAITHCHECK_JUDGE_MODULE), as for verify()', async () => {
    const env = { FAITHCHECK_JUDGE_MODULE: writeJudgeModule('descriptor') };
    const text = 'The refund window is 30 days. Refunds are paid in cash.';
    const run = await runTransform(textParts(text.split(/(?<= )/)), {
      chunks: [{ id: 'policy', text: 'The refund window is 30 days.' }],
      env,
    });
    const report = await run.report;
    expect(report.judge.id).toBe('sentences');
    expect(report.claims.map((claim) => claim.verdict)).toEqual(['supported', 'no_evidence']);
    expect(report.overallScore).toBe(0.5);
  });

  it('a configured judge that cannot be created: the text streams, sentences unverified, one warning', async () => {
    const logger = recordingLogger();
    const run = await runTransform(textParts(deltas), {
      chunks,
      env: { FAITHCHECK_JUDGE_MODULE: '/nonexistent/judge-module.mjs' },
      logger,
    });
    expect(run.text).toBe(ANSWER);
    expect([...run.latest.values()].every((part) => part.data.verdict === 'unverified')).toBe(true);
    expect(logger.warnings.filter((message) => message.includes('configured judge'))).toHaveLength(1);
  });
});
