import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { silentLogger } from '../../logger.js';
import { createStore } from '../../store/create-store.js';
import type { SqlCheckStore } from '../../store/sql-check-store.js';
import { mockJudge } from '../../test/mock-judge.js';
import { verify } from '../../verify.js';
import { memoryIO } from '../__fixtures__/memory-io.js';
import { runRejudge } from './rejudge.js';

const response = 'The refund window is 30 days.';
const chunks = [{ id: 'kb', text: 'The refund window is 30 days.' }];
const judgeSaying = (id: string, verdict: 'supported' | 'contradicted') =>
  Object.assign(
    mockJudge({
      id,
      claims: { [response]: [response] },
      verdicts: { [response]: { verdict, evidence: [{ chunkId: 'kb', quote: response }] } },
    }),
    { modelId: `${id}-1` },
  );

describe('faithcheck rejudge', () => {
  let store: SqlCheckStore;
  beforeAll(async () => {
    store = await createStore({ memory: true });
  }, 180_000);
  afterAll(async () => store?.close());
  const keepOpen = async () => ({ ...store, close: async () => {} }) as SqlCheckStore;

  it('an empty store: exit 2 with a message, nothing saved', async () => {
    const io = memoryIO();
    const code = await runRejudge(
      io,
      { sample: '10', judge: 'other' },
      {
        openStore: keepOpen,
        createJudge: async () => judgeSaying('other', 'contradicted'),
      },
    );
    expect(code).toBe(2);
    expect(io.err.join('')).toMatch(/faithcheck rejudge: no stored check to re-judge/);
  });

  it('prints the drift, and exits 1 when the flip rate is above --max-flip-rate', async () => {
    for (let index = 0; index < 4; index += 1) {
      const report = await verify({
        response,
        chunks,
        judge: judgeSaying('stored', 'supported'),
        logger: silentLogger,
      });
      await store.save({ response, chunks, report });
    }
    const io = memoryIO();
    const code = await runRejudge(
      io,
      { sample: '4', judge: 'other', maxFlipRate: '0.5' },
      {
        openStore: keepOpen,
        createJudge: async () => judgeSaying('other', 'contradicted'),
      },
    );
    expect(io.err.join('')).toMatch(/warning: verdict flip rate 100\.0 % is above the configured 50\.0 %/);
    expect(code).toBe(1);
    const out = io.out.join('');
    expect(out).toMatch(/Re-judged 4 of 4 eligible checks/);
    expect(out).toMatch(/Verdict flip rate: 100\.0 % \(4 of 4 claims\)/);
    expect(out).toMatch(/Flagged rate: 0\.0 % → 100\.0 %/);
    expect(out).toMatch(/candidate judge: other \| other-1 \| - \| -/);
  });

  it('a judge that fails: exit 3; bad flags: exit 2', async () => {
    const failing = Object.assign(mockJudge({ id: 'down', verifyError: new Error('connection refused') }), {
      modelId: 'x',
    });
    const io = memoryIO();
    expect(
      await runRejudge(
        io,
        { sample: '4', judge: 'down' },
        { openStore: keepOpen, createJudge: async () => failing },
      ),
    ).toBe(3);
    expect(io.err.join('')).toMatch(/the judge failed: .*failed on every sampled check.*nothing was saved/);
    for (const options of [
      { sample: '0', judge: 'x' },
      { sample: 'many', judge: 'x' },
      { sample: '5' },
      { sample: '5', judge: 'x', maxFlipRate: '7' },
    ]) {
      const bad = memoryIO();
      expect(await runRejudge(bad, options, { openStore: keepOpen, createJudge: async () => failing })).toBe(
        2,
      );
      expect(bad.err.join('')).toMatch(/faithcheck rejudge: /);
    }
  });
});
