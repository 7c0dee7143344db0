/**
 * Areas and volumes written as a length squared or cubed: "25 square kilometres", "25 sq km",
 * "25 km²", "23,600 cubic kilometres", "30,000 cu m", "23.6 thousand km³". Read as the length alone,
 * "km³" would be a distance a thousand-fold too short of any volume, and "cubic kilometres" a count
 * of "cubic"; read as a power, "23,600 cubic kilometres" and "23.6 thousand km³" are one volume.
 */
import type { Token } from './tokenize.js';
import { UNIT_SCALES, type UnitScale } from './units.js';

/** Millilitres in a cubic metre: volumes share the dimension of "1.8 litres" (`units.ts`). */
const ML_PER_CUBIC_METRE = 1e6;

const POWER_WORDS: ReadonlyMap<string, 2 | 3> = new Map([
  ['square', 2],
  ['sq', 2],
  ['cubic', 3],
  ['cu', 3],
]);
const POWER_SIGNS: ReadonlyMap<string, 2 | 3> = new Map([
  ['²', 2],
  ['³', 3],
]);

/**
 * The area (in square metres) or volume (in millilitres) whose length unit starts at
 * `tokens[index]`, with its scale and where it ends, or null for a plain length.
 * @example readPoweredLength(tokenize('25 km²'), 1, '25 km²', 0)?.scale // { dimension: '@area-m2', factor: 1e6 }
 */
export function readPoweredLength(
  tokens: readonly Token[],
  index: number,
  source: string,
  offset: number,
): { scale: UnitScale; end: number } | null {
  const first = tokens[index];
  if (!first) return null;
  const word = POWER_WORDS.get(first.lower);
  const unitToken = word ? tokens[index + 1] : first;
  const length = unitToken ? UNIT_SCALES.get(unitToken.lower) : undefined;
  if (!unitToken || length?.dimension !== '@length-m') return null;
  const sign = POWER_SIGNS.get(source.slice(unitToken.end - offset, unitToken.end - offset + 1));
  const power = word ?? sign;
  if (power === undefined) return null;
  const end = sign === undefined ? unitToken.end : unitToken.end + 1;
  return power === 2
    ? { scale: { dimension: '@area-m2', factor: length.factor ** 2 }, end }
    : { scale: { dimension: '@volume-ml', factor: length.factor ** 3 * ML_PER_CUBIC_METRE }, end };
}
