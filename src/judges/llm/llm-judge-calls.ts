/**
 * What the LLM judge needs only when it judges (the model calls, their cache records and the local
 * claim splitter), loaded with its first claim rather than with `llmJudge()`: creating the judge,
 * and importing `faithcheck`, stay cheap (issue 20 item 12).
 */
export { extractClaimsLocally } from '../../claims/extract-claims.js';
export {
  cachedExtractionSchema,
  cachedVerdictSchema,
  cachedVerificationSchema,
  readCache,
  writeCache,
} from './cached-verdict.js';
export { extractWithModel } from './extract-with-model.js';
export { verifyWithModel } from './verify-with-model.js';
