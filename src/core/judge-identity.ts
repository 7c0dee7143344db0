/**
 * The identity of a judge as one string: judge id, model, prompt version and parameter
 * fingerprint. Stored (and indexed) with every check and label, and part of the LLM judge's cache
 * keys, so that figures of one judge never mix with another's and a changed judge never reads a
 * verdict cached by the judge it replaced. The same string is computed in SQL by
 * `migrations/0006_judge_identity.sql` for rows stored before the column existed: keep both in step.
 */
import type { JudgeInfo } from '../spec/judge.js';

/** Between the parts; a `|` inside a part becomes `/`, so the parts can always be read back. */
export const JUDGE_IDENTITY_SEPARATOR = ' | ';
/** A part the judge does not report. */
export const MISSING_IDENTITY_PART = '-';

function part(value: string | undefined): string {
  const text = value?.trim();
  return text ? text.replaceAll('|', '/') : MISSING_IDENTITY_PART;
}

/**
 * `id | model | prompt version | parameters`, e.g.
 * `llm | openai:gpt-4o-mini | v2/single-call | 1c0d4e5f6a7b` or
 * `local | local-2026-11-trees200x3-35f@0a1b2c3d4e5f | - | 2026-11-trees200x3-35f@0a1b2c3d4e5f`.
 * @example judgeIdentity(report.judge)
 */
export function judgeIdentity(
  info: Pick<JudgeInfo, 'id' | 'modelId' | 'promptVersion' | 'paramsFingerprint'>,
): string {
  return [info.id, info.modelId, info.promptVersion, info.paramsFingerprint]
    .map(part)
    .join(JUDGE_IDENTITY_SEPARATOR);
}

/** The parts of an identity string (`undefined` for a missing part). */
export function parseJudgeIdentity(identity: string): Omit<JudgeInfo, 'specificationVersion'> {
  const [id = MISSING_IDENTITY_PART, modelId, promptVersion, paramsFingerprint] =
    identity.split(JUDGE_IDENTITY_SEPARATOR);
  const value = (text: string | undefined) => (text && text !== MISSING_IDENTITY_PART ? text : undefined);
  return {
    id,
    ...(value(modelId) ? { modelId: value(modelId) } : {}),
    ...(value(promptVersion) ? { promptVersion: value(promptVersion) } : {}),
    ...(value(paramsFingerprint) ? { paramsFingerprint: value(paramsFingerprint) } : {}),
  };
}
