/** A retrieved passage the answer is checked against. */
export interface Chunk {
  /** Unique within one check; plain `string[]` contexts get `c1`, `c2`, … */
  id: string;
  text: string;
  /** Free-form metadata: title, source, url, ticker, year, filing type, … */
  metadata?: Record<string, unknown>;
}
