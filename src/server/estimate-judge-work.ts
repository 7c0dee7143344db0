/**
 * Prices a check before it is judged. The local judge compares every claim with the candidate
 * sentences of the chunks, so its work grows with claims × sentences: a 2 MB request inside every
 * byte limit can need minutes of CPU. The service admits a request by this estimate, not only by
 * its size in bytes, and decides by it whether the check is small enough to run on the request
 * thread.
 */

import type { Chunk } from '../spec/chunk.js';
import { estimateSentenceCount } from '../text/split-chunk-sentences.js';

/** What a check will cost the local judge, estimated from its text alone. */
export interface JudgeWork {
  /** Claims the answer will give (about one per sentence). */
  claims: number;
  /** Candidate evidence sentences in the chunks. */
  sentences: number;
  /** `claims × sentences`: the unit the service's work budget is counted in. */
  comparisons: number;
}

/**
 * @example estimateJudgeWork({ response: 'It is 30 days. It is free.', chunks: [{ id: 'a', text: 'The window is 30 days.' }] })
 * // { claims: 2, sentences: 1, comparisons: 2 }
 */
export function estimateJudgeWork(input: {
  response: string;
  chunks: readonly Pick<Chunk, 'text'>[];
}): JudgeWork {
  const claims = estimateSentenceCount(input.response);
  let sentences = 0;
  for (const chunk of input.chunks) sentences += estimateSentenceCount(chunk.text);
  return { claims, sentences, comparisons: claims * sentences };
}
