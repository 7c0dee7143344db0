import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { syntheticLabels } from '../../judges/local/calibration/__fixtures__/synthetic-labels.js';
import { createLocalJudge } from '../../judges/local/create-local-judge.js';
import { paramsFingerprint, parseLocalJudgeParams } from '../../judges/local/load-local-judge-params.js';
import { createApp } from '../../server/create-app.js';
import { startServer } from '../../server/start-server.js';
import { createStore } from '../../store/create-store.js';
import { heldDataDirLock } from '../../store/data-dir-lock.js';
import type { SqlCheckStore } from '../../store/sql-check-store.js';
import { verify } from '../../verify.js';
import { memoryIO } from '../__fixtures__/memory-io.js';
import { runCalibrate } from './calibrate.js';
import { runLabelsExport } from './labels.js';

const ALICE = 'alice-key-0123456789abcdef';

describe('faithcheck labels export', () => {
  let store: SqlCheckStore;
  beforeAll(async () => {
    store = await createStore({ memory: true });
  }, 180_000);
  afterAll(async () => {
    await store?.close();
  });
  const keepOpen = async () => ({ ...store, close: async () => {} });

  it("round-trips reviewers' labels: database → export → calibrate → judge → the report names the parameters", async () => {
    const judge = createLocalJudge();
    for (const example of syntheticLabels(40)) {
      const chunks = example.context.map((text, index) => ({ id: `c${index + 1}`, text }));
      const report = await verify({ response: example.claim, chunks, judge });
      const { id } = await store.save({ response: example.claim, chunks, report });
      // The reviewer's verdict is the gold label.
      await store.labels.save(id, [
        {
          claimIndex: 0,
          verdict: example.label === 'supported' ? 'supported' : 'no_evidence',
          reviewer: 'ana',
        },
      ]);
    }
    const io = memoryIO();
    expect(
      await runLabelsExport(io, { out: 'labels.jsonl', dataset: 'support-desk' }, { openStore: keepOpen }),
    ).toBe(0);
    const lines = io.written
      .get('labels.jsonl')!
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line));
    expect(lines).toHaveLength(40);
    expect(lines[0]).toMatchObject({
      dataset: 'support-desk',
      split: null,
      meta: { reviewer: 'ana', claimIndex: 0 },
    });
    expect(lines[0].context.length).toBe(2);
    expect(io.err.join('')).toMatch(
      /40 labelled claims written to labels\.jsonl; next: faithcheck calibrate/,
    );

    const calibrate = memoryIO({ 'labels.jsonl': io.written.get('labels.jsonl')! });
    expect(
      await runCalibrate(calibrate, ['labels.jsonl'], {
        out: 'params.json',
        force: true,
        name: 'support-desk',
      }),
    ).toBe(0);
    const params = parseLocalJudgeParams(JSON.parse(calibrate.written.get('params.json')!));
    const report = await verify({
      response: lines[0].claim,
      chunks: lines[0].context.map((text: string, index: number) => ({ id: `c${index + 1}`, text })),
      judge: createLocalJudge({ params }),
    });
    expect(report.judge.modelId).toBe(`local-support-desk@${paramsFingerprint(params).hash}`);
  });

  it('says when nothing is labelled, and refuses a missing --out (exit 2)', async () => {
    const empty = await createStore({ memory: true });
    try {
      const io = memoryIO();
      expect(await runLabelsExport(io, { out: '-' }, { openStore: async () => empty })).toBe(0);
      expect(io.out.join('')).toBe('');
      expect(io.err.join('')).toMatch(/no labels yet/);
    } finally {
      await empty.close();
    }
    const io = memoryIO();
    expect(await runLabelsExport(io, {}, { openStore: keepOpen })).toBe(2);
    expect(io.err.join('')).toMatch(/--out labels\.jsonl/);
  }, 180_000);

  it('reads through the running `serve` that holds the embedded store (same lines), and keeps only verified reviewers on request', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'faithcheck-labels-'));
    const held = await createStore({ dataDir });
    const server = await startServer({
      app: createApp({ store: held, apiKeys: [{ name: 'alice', key: ALICE }] }),
      host: '127.0.0.1',
      port: 0,
      apiKeys: [ALICE],
    });
    try {
      await heldDataDirLock(dataDir)!.describe({ command: 'faithcheck serve', url: server.url });
      const report = await verify({
        response: 'The sky is blue.',
        chunks: [{ id: 'c', text: 'The sky is blue.' }],
      });
      const { id } = await held.save({
        response: 'The sky is blue.',
        chunks: [{ id: 'c', text: 'The sky is blue.' }],
        report,
      });
      await held.labels.save(id, [{ claimIndex: 0, verdict: 'supported' }], {
        reviewer: { name: 'alice', verified: true },
      });
      await held.labels.save(id, [{ claimIndex: 0, verdict: 'no_evidence', reviewer: 'typed' }]);
      const direct: string[] = [];
      for await (const line of held.labels.export({ verifiedOnly: true })) direct.push(JSON.stringify(line));

      const io = memoryIO({}, '', { FAITHCHECK_API_KEYS: `alice:${ALICE}` });
      expect(await runLabelsExport(io, { out: 'out.jsonl', dataDir, verifiedOnly: true })).toBe(0);
      expect(io.err.join('')).toMatch(/reading through faithcheck serve at http:\/\/127\.0\.0\.1:\d+/);
      expect(io.err.join('')).toMatch(/1 labelled claim \(verified reviewers only\) written to out\.jsonl/);
      expect(io.written.get('out.jsonl')).toBe(`${direct.join('\n')}\n`);
      expect(JSON.parse(direct[0]!).meta).toMatchObject({ reviewer: 'alice', reviewerVerified: true });

      // Without a key the server refuses, and the command says what to set (exit 2, nothing half-written).
      const keyless = memoryIO();
      expect(await runLabelsExport(keyless, { out: '-', dataDir })).toBe(2);
      expect(keyless.err.join('')).toMatch(/HTTP 401; set FAITHCHECK_API_KEY/);
    } finally {
      await server.close();
      await held.close();
      await rm(dataDir, { recursive: true, force: true });
    }
  }, 180_000);
});
