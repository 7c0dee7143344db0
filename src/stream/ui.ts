/**
 * `faithcheck/stream/ui`: what a browser needs to show the verdicts, and nothing else — no judge,
 * no storage, no Node modules — so a client component can import it without pulling the server
 * side into its bundle.
 */
export {
  type FaithcheckDataPart,
  type FaithcheckPartData,
  type MarkedSegment,
  type SentenceAction,
  type StreamMode,
  type StreamVerdict,
  segmentsFor,
  type UIMessageWithParts,
} from './faithcheck-part.js';
