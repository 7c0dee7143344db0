import { describe, expect, it, vi } from 'vitest';
import { createBackgroundRunner } from '../background/background-runner.js';
import { resetFeatureGateForTests } from '../core/feature-gate.js';
import { mockJudge } from '../test/mock-judge.js';
import { nextAfterScheduler } from './next.js';
import { waitUntilScheduler } from './wait-until.js';

// next/server's after() as Next.js behaves outside a request: it throws. (`next` is the app's; the real
// after() runs in examples/next-app under `npm run example:next`.)
const nextAfter = vi.hoisted(() => ({ calls: 0 }));
vi.mock('next/server.js', () => ({
  after: () => {
    nextAfter.calls += 1;
    throw new Error('`after` was called outside a request scope');
  },
}));

const response = 'It is 30 days.';
const check = {
  enabled: true as boolean | undefined,
  response,
  chunks: ['The window is 30 days.'],
  store: false as const,
  logger: { debug() {}, info() {}, warn() {}, error() {} },
  verifyOptions: {
    judge: mockJudge({
      claims: { [response]: [response] },
      verdicts: { [response]: { verdict: 'supported', evidence: [{ chunkId: 'c1', quote: '30 days' }] } },
    }),
  },
};

describe('schedulers', () => {
  it('nextAfterScheduler runs the check only when after() calls back', async () => {
    const pending: Array<() => unknown> = [];
    const runner = createBackgroundRunner();
    let finished = false;
    const schedule = nextAfterScheduler({ after: (task) => void pending.push(task), runner });
    schedule({
      ...check,
      onFinish: () => {
        finished = true;
      },
    });
    expect(pending).toHaveLength(1);
    expect(runner.stats().scheduled).toBe(0);
    expect(await pending[0]?.()).toBe('completed');
    expect(finished).toBe(true);
  });

  it("uses next/server's after() by default; where it throws (outside a request) the check runs in-process, with one warning", async () => {
    const warnings: string[] = [];
    const runner = createBackgroundRunner();
    const schedule = nextAfterScheduler({
      runner,
      logger: { ...check.logger, warn: (message) => warnings.push(message) },
    });
    schedule(check);
    schedule(check);
    await runner.drain({ deadlineMs: 60_000 });
    expect(nextAfter.calls).toBe(2);
    expect(runner.stats().completed).toBe(2);
    expect(warnings).toEqual([
      expect.stringMatching(/after\(\) is only available while Next.js handles a request/),
    ]);
  });

  it('with the feature gate off, hands nothing to after() and says so once', () => {
    const pending: Array<() => unknown> = [];
    const infos: string[] = [];
    resetFeatureGateForTests();
    const schedule = nextAfterScheduler({
      after: (task) => void pending.push(task),
      logger: { ...check.logger, info: (message) => infos.push(message) },
    });
    schedule({ ...check, enabled: undefined });
    schedule({ ...check, enabled: false });
    expect(pending).toHaveLength(0);
    expect(infos).toHaveLength(1);
  });

  it('waitUntilScheduler hands the check promise to waitUntil', async () => {
    const handed: Promise<unknown>[] = [];
    const schedule = waitUntilScheduler((promise) => void handed.push(promise), {
      runner: createBackgroundRunner(),
    });
    schedule(check);
    expect(handed).toHaveLength(1);
    expect(await handed[0]).toBe('completed');
  });
});
