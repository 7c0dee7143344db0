import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { createBackgroundRunner } from '../background/background-runner.js';
import { mockJudge } from '../test/mock-judge.js';
import { loadNextAfter, nextAfterScheduler } from './next.js';
import { waitUntilScheduler } from './wait-until.js';

const nextInstalled = (() => {
  try {
    createRequire(import.meta.url).resolve('next/server');
    return true;
  } catch {
    return false;
  }
})();

const response = 'It is 30 days.';
const check = {
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

  it.skipIf(nextInstalled)(
    'without next installed, falls back to the in-process runner with one warning',
    async () => {
      expect(await loadNextAfter()).toBeNull();
      const warnings: string[] = [];
      const runner = createBackgroundRunner();
      const schedule = nextAfterScheduler({
        runner,
        logger: { ...check.logger, warn: (message) => warnings.push(message) },
      });
      schedule(check);
      schedule(check);
      await new Promise((resolve) => setTimeout(resolve, 20));
      await runner.drain({ deadlineMs: 2000 });
      expect(runner.stats().completed).toBe(2);
      expect(warnings).toEqual([expect.stringMatching(/next\/server is not installed/)]);
    },
  );

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
