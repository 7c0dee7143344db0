import { describe, expect, it } from 'vitest';
import { silentLogger } from '../logger.js';
import { createBackgroundRunner } from './background-runner.js';

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

describe('createBackgroundRunner', () => {
  it('returns before the task starts: nothing runs on the caller stack', () => {
    const runner = createBackgroundRunner({ logger: silentLogger });
    let started = false;
    const scheduled = runner.schedule(async () => {
      started = true;
    });
    expect(scheduled.accepted).toBe(true);
    expect(started).toBe(false);
    return scheduled.settled.then((outcome) => {
      expect(outcome).toBe('completed');
      expect(started).toBe(true);
    });
  });

  it('never runs more than `concurrency` tasks at once', async () => {
    const runner = createBackgroundRunner({ concurrency: 3, logger: silentLogger });
    let active = 0;
    let peak = 0;
    const settled = Array.from(
      { length: 20 },
      () =>
        runner.schedule(async () => {
          active += 1;
          peak = Math.max(peak, active);
          await new Promise((resolve) => setTimeout(resolve, 5));
          active -= 1;
        }).settled,
    );
    expect(await Promise.all(settled)).toEqual(Array(20).fill('completed'));
    expect(peak).toBe(3);
    expect(runner.stats()).toMatchObject({
      scheduled: 20,
      started: 20,
      completed: 20,
      running: 0,
      queued: 0,
    });
  });

  it('drop-newest: refuses tasks beyond the queue bound and counts them', async () => {
    const warnings: string[] = [];
    const runner = createBackgroundRunner({
      concurrency: 1,
      maxQueued: 2,
      logger: { ...silentLogger, warn: (message) => warnings.push(message) },
    });
    const gate = deferred();
    const ran: number[] = [];
    const results = Array.from({ length: 6 }, (_, index) =>
      runner.schedule(async () => {
        ran.push(index);
        await gate.promise;
      }),
    );
    expect(results.map((result) => result.accepted)).toEqual([true, true, true, false, false, false]);
    expect(runner.stats().dropped).toBe(3);
    expect(await results[5]?.settled).toBe('dropped');
    gate.resolve();
    await Promise.all(results.map((result) => result.settled));
    expect(ran).toEqual([0, 1, 2]);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(/queue full \(2\): drop-newest, 1 dropped/);
  });

  it('drop-oldest: evicts the oldest waiting task so the newest run', async () => {
    const runner = createBackgroundRunner({
      concurrency: 1,
      maxQueued: 2,
      overflow: 'drop-oldest',
      logger: silentLogger,
    });
    const gate = deferred();
    const ran: number[] = [];
    const results = Array.from({ length: 5 }, (_, index) =>
      runner.schedule(async () => {
        ran.push(index);
        await gate.promise;
      }),
    );
    expect(results.every((result) => result.accepted)).toBe(true);
    gate.resolve();
    const outcomes = await Promise.all(results.map((result) => result.settled));
    expect(outcomes).toEqual(['dropped', 'dropped', 'completed', 'completed', 'completed']);
    expect(ran).toEqual([2, 3, 4]);
    expect(runner.stats().dropped).toBe(2);
  });

  it('a failing task is counted and logged, never thrown to the caller', async () => {
    const errors: string[] = [];
    const runner = createBackgroundRunner({
      logger: { ...silentLogger, error: (message) => errors.push(message) },
    });
    const scheduled = runner.schedule(() => {
      throw new Error('judge exploded');
    });
    expect(await scheduled.settled).toBe('failed');
    const rejected = runner.schedule(() => Promise.reject(new Error('db down')));
    expect(await rejected.settled).toBe('failed');
    expect(runner.stats().failed).toBe(2);
    expect(errors).toHaveLength(2);
  });

  it('drain waits for queued and running tasks, then refuses new ones', async () => {
    const runner = createBackgroundRunner({ concurrency: 2, logger: silentLogger });
    let done = 0;
    for (let index = 0; index < 5; index += 1)
      runner.schedule(async () => {
        await new Promise((resolve) => setTimeout(resolve, 10));
        done += 1;
      });
    expect(await runner.drain({ deadlineMs: 2000 })).toEqual({ drained: true, aborted: 0, abandoned: 0 });
    expect(done).toBe(5);
    const late = runner.schedule(async () => {});
    expect(late.accepted).toBe(false);
    expect(await late.settled).toBe('abandoned');
  });

  it('drain past its deadline aborts running tasks and abandons waiting ones', async () => {
    const runner = createBackgroundRunner({ concurrency: 1, logger: silentLogger });
    const aborted: unknown[] = [];
    const first = runner.schedule(
      (signal) =>
        new Promise((_, reject) => {
          signal.addEventListener('abort', () => {
            aborted.push(signal.reason);
            reject(signal.reason);
          });
        }),
    );
    const second = runner.schedule(async () => {});
    await new Promise((resolve) => setImmediate(resolve));
    // The first task settles only when aborted, so drain returns only through its deadline.
    const result = await runner.drain({ deadlineMs: 50 });
    expect(result).toEqual({ drained: false, aborted: 1, abandoned: 1 });
    expect(await second.settled).toBe('abandoned');
    expect(await first.settled).toBe('failed');
    expect(aborted).toHaveLength(1);
  });
});
