/**
 * The shipped parameter file (`params/default-params.ts`) as `npm run calibrate` writes it: a `.ts`
 * module so `tsc` ships it and the product never reads `../shared` at run time.
 */
import type { LocalJudgeParams } from '../local-judge-params.js';

/**
 * The module's text: indented JSON, except that each tree sits on one line (hundreds of trees
 * would otherwise fill tens of thousands of lines). Biome leaves this file's layout alone.
 */
export function renderParamsModule(params: LocalJudgeParams): string {
  const trees = params.model.kind === 'boosted_trees' ? params.model.trees : [];
  const placeholder = '"@trees@"';
  const shell =
    params.model.kind === 'boosted_trees'
      ? { ...params, model: { ...params.model, trees: '@trees@' } }
      : params;
  const body = JSON.stringify(shell, null, 2).replace(
    placeholder,
    `[\n${trees.map((tree) => `      ${JSON.stringify(tree)}`).join(',\n')}\n    ]`,
  );
  return `// Written by \`npm run calibrate\` (src/judges/local/calibration/run-calibration.ts). Do not edit by hand.
import type { LocalJudgeParams } from '../local-judge-params.js';

/** The calibrated parameters of the local judge and the cross-validated figures of their fit. */
export const DEFAULT_LOCAL_JUDGE_PARAMS: LocalJudgeParams = ${body};
`;
}
