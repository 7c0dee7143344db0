import { describe, expect, it } from 'vitest';
import { inSampleNote } from './in-sample-note.js';

describe('inSampleNote', () => {
  it('flags the local judge evaluated on the files it was calibrated on, with the cross-validated figures', () => {
    const note = inSampleNote({ judgeId: 'local', files: ['../shared/data/lfqa.dev.jsonl', 'mine.jsonl'] });
    expect(note?.files).toEqual(['lfqa.dev.jsonl']);
    expect(note?.message).toMatch(/in-sample/);
    expect(Object.keys(note?.crossValidated ?? {}).sort()).toEqual(['factcheckgpt', 'lfqa', 'wice']);
  });

  it('says nothing for other files or other judges', () => {
    expect(inSampleNote({ judgeId: 'local', files: ['held-out.jsonl'] })).toBeUndefined();
    expect(inSampleNote({ judgeId: 'llm', files: ['lfqa.dev.jsonl'] })).toBeUndefined();
  });
});
