import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIXTURE_KINDS, seedAgreementLabels, testJudge } from '../../store/__fixtures__/agreement-labels.js';
import { createStore } from '../../store/create-store.js';
import type { SqlCheckStore } from '../../store/sql-check-store.js';
import { memoryIO } from '../__fixtures__/memory-io.js';
import { runAgreement } from './agreement.js';

describe('faithcheck agreement', () => {
  let store: SqlCheckStore;
  beforeAll(async () => {
    store = await createStore({ memory: true });
  }, 180_000);
  afterAll(async () => store?.close());
  const keepOpen = async () => ({ ...store, close: async () => {} }) as SqlCheckStore;

  it('an empty store, an unknown tag and a bad flag: exit 2 with a message', async () => {
    const empty = memoryIO();
    expect(await runAgreement(empty, {}, { openStore: keepOpen })).toBe(2);
    expect(empty.err.join('')).toMatch(/no labels/);
    const badFlag = memoryIO();
    expect(await runAgreement(badFlag, { by: 'a b' }, { openStore: keepOpen })).toBe(2);
    expect(badFlag.err.join('')).toMatch(/--by must be a chunk metadata key/);

    await seedAgreementLabels(store, {
      judge: testJudge('a'),
      kinds: FIXTURE_KINDS,
      metadata: { tenant: 'acme' },
    });
    const unknown = memoryIO();
    expect(await runAgreement(unknown, { by: 'domain' }, { openStore: keepOpen })).toBe(2);
    expect(unknown.err.join('')).toMatch(/no labelled check has a chunk with metadata "domain"/);
  });

  it('prints the figures per judge as a table, and as JSON', async () => {
    const io = memoryIO();
    expect(await runAgreement(io, { by: 'tenant' }, { openStore: keepOpen })).toBe(0);
    const text = io.out.join('');
    expect(text).toMatch(/a \| a-model \| p1 \| -\s+tenant=acme/);
    expect(text).toMatch(
      /40 labels: accuracy 75\.0% \[59\.8%–85\.8%\], balanced 73\.2%, kappa 0\.48, reviewers: supported 55\.0%/,
    );
    expect(text).toMatch(/judge supported\s+→ reviewers: supported 20, no_evidence 5, unsupported 3/);

    const asJson = memoryIO();
    expect(await runAgreement(asJson, { json: true }, { openStore: keepOpen })).toBe(0);
    const report = JSON.parse(asJson.out.join(''));
    expect(report.groups[0]).toMatchObject({ labels: 40, accuracy: 0.75, status: 'ok' });
  });
});
