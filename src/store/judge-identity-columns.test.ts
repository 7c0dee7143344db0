/**
 * Issue 23 item 1: every stored check and label carries the judge's identity in an indexed column,
 * and rows stored before the column existed get the same identity the code computes.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { judgeIdentity } from '../core/judge-identity.js';
import { sampleReport } from './__fixtures__/sample-report.js';
import { testBackends } from './__fixtures__/test-backends.js';
import { MIGRATION_FILES } from './migration-files.generated.js';
import { openPglite } from './pglite-client.js';
import { createSqlCheckStore } from './sql-check-store.js';

const cascadeJudge = {
  specificationVersion: 'v1' as const,
  id: 'cascade',
  modelId: 'openai:gpt-4o-mini',
  promptVersion: 'v2/single-call',
  paramsFingerprint: 'local:2026-11-x@0123456789ab band:0.25-0.75 llm:context-tokens=24000',
};

describe.each(testBackends())('judge identity columns on $name', (backend) => {
  let opened: Awaited<ReturnType<typeof backend.open>>;
  // Opening PGlite is the slow part on a loaded machine: a generous deadline, not the thing asserted.
  beforeAll(async () => {
    opened = await backend.open();
  }, 180_000);
  afterAll(async () => {
    await opened?.cleanup();
  });

  it('a saved check stores its judge identity and reads its parameter fingerprint back; a label copies the identity', async () => {
    const { store } = opened;
    const { id } = await store.save({
      response: 'The refund window is 60 days.',
      chunks: [{ id: 'kb-1', text: 'The refund window is 30 days.' }],
      report: sampleReport({ judge: cascadeJudge }),
    });
    const { rows } = await store.client.query<{ judge_identity: string; judge_params: string }>(
      'select judge_identity, judge_params from faithfulness_checks where id = $1::uuid',
      [id],
    );
    expect(rows[0]).toEqual({
      judge_identity: judgeIdentity(cascadeJudge),
      judge_params: cascadeJudge.paramsFingerprint,
    });
    expect((await store.get(id))?.judge).toEqual(cascadeJudge);
    const [label] = await store.labels.save(id, [{ claimIndex: 0, verdict: 'supported' }]);
    expect(label?.judgeIdentity).toBe(judgeIdentity(cascadeJudge));
    expect((await store.labels.list(id)).items[0]?.judgeIdentity).toBe(judgeIdentity(cascadeJudge));
  });

  it('both columns are indexed', async () => {
    const { rows } = await opened.store.client.query<{ indexname: string }>(
      `select indexname from pg_indexes where indexname in
        ('idx_faithfulness_judge_identity', 'idx_faithfulness_labels_judge_identity')
        and schemaname = current_schema() order by 1`,
    );
    expect(rows.map((row) => row.indexname)).toEqual([
      'idx_faithfulness_judge_identity',
      'idx_faithfulness_labels_judge_identity',
    ]);
  });
});

describe('migration 0006 on rows stored before it', () => {
  it('computes the identity the code computes, the local fingerprint from its model id, and labels get their check’s', async () => {
    const client = await openPglite({ memory: true });
    try {
      for (const file of MIGRATION_FILES.filter((migration) => migration.name < '0006'))
        await client.exec(file.sql);
      const legacy = [
        { judge: 'local', model: 'local-2026-11-trees@0a1b2c3d4e5f', prompt: null },
        { judge: 'llm', model: 'openai:gpt-4o', prompt: 'v2/single-call' },
        { judge: 'odd | judge', model: null, prompt: '' },
      ];
      const ids: string[] = [];
      for (const row of legacy) {
        const { rows } = await client.query<{ id: string }>(
          `insert into faithfulness_checks (judge, model, prompt_version, claims, response)
           values ($1, $2, $3, '[{"claim":"A.","verdict":"supported","evidence":[]}]'::jsonb, 'A.') returning id::text as id`,
          [row.judge, row.model, row.prompt],
        );
        ids.push(rows[0]!.id);
      }
      await client.query(
        `insert into faithfulness_labels (check_id, claim_index, claim_text, judge_verdict, reviewer_verdict)
         values ($1::uuid, 0, 'A.', 'supported', 'supported')`,
        [ids[1]],
      );
      const store = createSqlCheckStore({ client });
      await store.migrate();
      const stored = await Promise.all(ids.map((id) => store.get(id)));
      const { rows } = await client.query<{ judge_identity: string }>(
        'select judge_identity from faithfulness_checks order by array_position($1::text[], id::text)',
        [ids],
      );
      expect(rows.map((row) => row.judge_identity)).toEqual(
        stored.map((check) => judgeIdentity(check!.judge)),
      );
      expect(rows.map((row) => row.judge_identity)).toEqual([
        'local | local-2026-11-trees@0a1b2c3d4e5f | - | 2026-11-trees@0a1b2c3d4e5f',
        'llm | openai:gpt-4o | v2/single-call | -',
        'odd / judge | - | - | -',
      ]);
      expect((await store.labels.list(ids[1]!)).items[0]?.judgeIdentity).toBe(
        'llm | openai:gpt-4o | v2/single-call | -',
      );
    } finally {
      await client.close();
    }
  }, 180_000);
});
