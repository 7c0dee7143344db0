/**
 * The Wilson score interval of a proportion: unlike the normal ("Wald") interval it stays inside
 * [0, 1] and keeps close to its stated coverage with few trials or a rate near 0 or 1, which is
 * where a team's first labels sit (decision 0013).
 */

/** The standard normal quantile of a two-sided 95 % interval. */
export const Z_95 = 1.959963984540054;

export interface ProportionInterval {
  low: number;
  high: number;
  /** The confidence level, e.g. 0.95. */
  level: number;
}

/**
 * @example wilsonInterval({ successes: 8, trials: 10 }) // { low: 0.490, high: 0.943, level: 0.95 }
 */
export function wilsonInterval(options: { successes: number; trials: number }): ProportionInterval | null {
  const { successes, trials } = options;
  if (!(trials > 0) || successes < 0 || successes > trials) return null;
  const z = Z_95;
  const rate = successes / trials;
  const z2 = z * z;
  const centre = (rate + z2 / (2 * trials)) / (1 + z2 / trials);
  const half = (z / (1 + z2 / trials)) * Math.sqrt((rate * (1 - rate)) / trials + z2 / (4 * trials * trials));
  return { low: Math.max(0, centre - half), high: Math.min(1, centre + half), level: 0.95 };
}
