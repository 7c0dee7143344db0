import { describe, expect, it } from 'vitest';
import { foldOf, groupOf } from './cross-validation-folds.js';

describe('cross-validation folds', () => {
  it('put every pairing of one claim in the same fold, whatever its case and spacing', () => {
    const claim = 'Argentina defeated West Germany in the 1986 final.';
    const variants = [claim, `  ${claim.toUpperCase()} `, claim.replace(/ /g, '  ')];
    const folds = variants.map((text) => foldOf(groupOf({ claim: text }), 5));
    expect(new Set(folds).size).toBe(1);
  });

  it('spread distinct claims over all folds, the same way on every run', () => {
    const claims = Array.from({ length: 200 }, (_, index) => `Claim number ${index} is true.`);
    const folds = claims.map((claim) => foldOf(groupOf({ claim }), 5));
    expect(new Set(folds)).toEqual(new Set([0, 1, 2, 3, 4]));
    expect(claims.map((claim) => foldOf(groupOf({ claim }), 5))).toEqual(folds);
  });
});
