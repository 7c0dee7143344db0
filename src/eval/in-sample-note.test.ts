import { describe, expect, it } from 'vitest';
import { DEFAULT_LOCAL_JUDGE_PARAMS } from '../judges/local/params/default-params.js';
import { inSampleNote } from './in-sample-note.js';

const { provenance } = DEFAULT_LOCAL_JUDGE_PARAMS;

describe('inSampleNote', () => {
  it('flags the local judge evaluated on the files it was calibrated on, with the cross-validated figures', () => {
    const note = inSampleNote({
      judgeId: 'local',
      files: ['../shared/data/lfqa.dev.jsonl', 'mine.jsonl'],
      provenance,
    });
    expect(note?.files).toEqual(['lfqa.dev.jsonl']);
    expect(note?.message).toMatch(/in-sample/);
    expect(Object.keys(note?.crossValidated ?? {}).sort()).toEqual(['factcheckgpt', 'lfqa', 'wice']);
  });

  it("quotes the mean over the calibration's fold assignments, not one lucky split", () => {
    const note = inSampleNote({ judgeId: 'local', files: ['wice.dev.jsonl'], provenance });
    const cv = DEFAULT_LOCAL_JUDGE_PARAMS.provenance.crossValidation as {
      balancedAccuracy: Record<string, { balancedAccuracyMean: number }>;
    };
    expect(note?.crossValidated.wice).toBe(cv.balancedAccuracy.wice!.balancedAccuracyMean);
    expect(note?.message).toMatch(
      /mean over 4 fold assignments\) is factcheckgpt [\d.]+, lfqa [\d.]+, wice [\d.]+/,
    );
  });

  it('says nothing for other files or other judges', () => {
    expect(inSampleNote({ judgeId: 'local', files: ['held-out.jsonl'], provenance })).toBeUndefined();
    expect(inSampleNote({ judgeId: 'llm', files: ['lfqa.dev.jsonl'], provenance })).toBeUndefined();
  });
});
