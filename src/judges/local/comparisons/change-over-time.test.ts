import { describe, expect, it } from 'vitest';
import { extractQuantities } from '../../../text/extract-quantities.js';
import { tokenize } from '../../../text/tokenize.js';
import { compareChangeOverTime, readTimedChange } from './change-over-time.js';
import type { ValuedSentence } from './compare-stated-values.js';

function valued(source: string): ValuedSentence {
  const tokens = tokenize(source);
  return { tokens, source, quantities: extractQuantities(tokens, source, 0), dates: [] };
}

describe('readTimedChange', () => {
  it('reads a change from one time to another, and a comparison of two times', () => {
    expect(readTimedChange(tokenize('Output rose from June to July.'))).toMatchObject({
      up: true,
      from: { text: 'June' },
      to: { text: 'July' },
    });
    expect(readTimedChange(tokenize('Enrolment fell between 2019 and 2024.'))).toMatchObject({
      up: false,
      from: { text: '2019' },
      to: { text: '2024' },
    });
    // The time before "than" is the one whose value is the larger.
    expect(readTimedChange(tokenize('Emissions were higher in 2023 than in 2020.'))).toMatchObject({
      up: true,
      from: { text: '2020' },
      to: { text: '2023' },
    });
  });

  it('reads no change under a negation, with one time, or with times that span nothing', () => {
    expect(readTimedChange(tokenize('Output did not rise from June to July.'))).toBeNull();
    expect(readTimedChange(tokenize('Output rose in July.'))).toBeNull();
    expect(readTimedChange(tokenize('Output rose in June and again in July.'))).toBeNull();
  });
});

describe('compareChangeOverTime', () => {
  const claim = tokenize('Solar output at the Kessel farm rose from June to July.');
  const change = readTimedChange(claim)!;
  const june = valued('Solar output at the Kessel farm in June was 412 MWh.');

  it('names the two values where they fall against a rise', () => {
    const conflict = compareChangeOverTime({
      claim,
      change,
      from: june,
      to: valued('In July, the farm generated 388 MWh.'),
    });
    expect(conflict).toMatchObject({ kind: 'comparative', claimValue: 'rose', claimStems: ['rise'] });
    expect(conflict && 'evidenceValue' in conflict ? conflict.evidenceValue : '').toContain(
      "in 'June' against",
    );
  });

  it('agrees where the values rise, and reads nothing of another unit or another thing', () => {
    expect(
      compareChangeOverTime({
        claim,
        change,
        from: june,
        to: valued('In July, the farm generated 430 MWh.'),
      }),
    ).toMatchObject({ agrees: { text: 'rose' } });
    expect(
      compareChangeOverTime({ claim, change, from: june, to: valued('In July, the farm had 12 staff.') }),
    ).toBeNull();
    expect(
      compareChangeOverTime({ claim, change, from: june, to: valued('In July, rainfall was 388 mm.') }),
    ).toBeNull();
  });
});
