/**
 * The reviewers' agreement per judge identity — and, when a tag is named, per value of that tag in
 * the check's chunk metadata (e.g. `tenant`, `domain`: the first chunk that has it) — read from the
 * labels, which keep the identity of the judge whose verdict they label. Labels of claims the judge
 * failed on (no verdict) are left out. Counted in SQL; the figures are `agreementFigures`.
 */
import type { Verdict } from '../spec/verdict.js';
import type { SqlClient } from '../store/sql-client.js';
import { toStorageError } from '../store/storage-error.js';
import { type AgreementFigures, type AgreementLabel, agreementFigures } from './judge-agreement.js';

export interface JudgeAgreementRow {
  /** `judgeIdentity` of the judge; `unknown` for labels stored before identities were kept. */
  judgeIdentity: string;
  /** The tag's value, when a tag was named (`null`: the check's chunks do not have it). */
  tag?: string | null;
  figures: AgreementFigures;
}

const VERDICT_SET = new Set(['supported', 'partially_supported', 'no_evidence', 'contradicted']);

export async function agreementByJudge(
  client: SqlClient,
  options: { tag?: string; since?: Date; verifiedOnly?: boolean; minimum?: number } = {},
): Promise<JudgeAgreementRow[]> {
  const tagged = options.tag !== undefined;
  const tagExpression = tagged
    ? `(select x->'metadata'->>$2::text from jsonb_array_elements(case when jsonb_typeof(c.chunks) = 'array' then c.chunks else '[]'::jsonb end) x
         where x->'metadata' ? $2::text limit 1)`
    : 'null::text';
  try {
    const { rows } = await client.query<{
      judge_identity: string | null;
      tag: string | null;
      judge_verdict: string;
      reviewer_supported: boolean;
      n: number;
    }>(
      `select l.judge_identity, ${tagExpression} as tag, l.judge_verdict,
              (l.reviewer_verdict = 'supported') as reviewer_supported, count(*)::int as n
         from faithfulness_labels l ${tagged ? 'join faithfulness_checks c on c.id = l.check_id' : ''}
        where l.judge_verdict is not null
          and ($1::timestamptz is null or l.updated_at >= $1::timestamptz)
          ${options.verifiedOnly ? 'and l.reviewer_verified' : ''}
        group by 1, 2, 3, 4`,
      tagged ? [options.since ?? null, options.tag] : [options.since ?? null],
    );
    const groups = new Map<string, { judgeIdentity: string; tag: string | null; labels: AgreementLabel[] }>();
    for (const row of rows) {
      if (!VERDICT_SET.has(row.judge_verdict)) continue;
      const judgeIdentity = row.judge_identity ?? 'unknown';
      const key = JSON.stringify([judgeIdentity, row.tag]);
      const group = groups.get(key) ?? { judgeIdentity, tag: row.tag, labels: [] };
      groups.set(key, group);
      const label: AgreementLabel = {
        judgeVerdict: row.judge_verdict as Verdict,
        reviewerVerdict: row.reviewer_supported ? 'supported' : 'unsupported',
      };
      for (let count = 0; count < Number(row.n); count += 1) group.labels.push(label);
    }
    return [...groups.values()]
      .map((group) => ({
        judgeIdentity: group.judgeIdentity,
        ...(tagged ? { tag: group.tag } : {}),
        figures: agreementFigures(group.labels, options.minimum),
      }))
      .sort(
        (a, b) =>
          b.figures.labels - a.figures.labels ||
          a.judgeIdentity.localeCompare(b.judgeIdentity) ||
          String(a.tag).localeCompare(String(b.tag)),
      );
  } catch (error) {
    throw toStorageError('reading agreement per judge', error);
  }
}
