/** The logistic function, shared by every scoring model (log-odds → probability). */

/** `1 / (1 + e^-value)`, guarded against overflow. */
export function sigmoid(value: number): number {
  if (value >= 0) return 1 / (1 + Math.exp(-value));
  const exp = Math.exp(value);
  return exp / (1 + exp);
}
