/**
 * The `version` stamped on parameters `npm run calibrate` fits, derived from what produced them
 * rather than typed in: the month of the fit, the model setting and the number of features, e.g.
 * `2026-11-trees200x3-35f`. The exact feature list travels in the model's `featureNames` (checked
 * by name on load), and the content hash in every report tells two fits of one month apart.
 */
import type { ModelSetting } from './model-settings.js';

/**
 * @example paramsVersion({ date: new Date('2026-11-25'), setting, featureCount: 35 }) // '2026-11-trees200x3-35f'
 */
export function paramsVersion(options: { date: Date; setting: ModelSetting; featureCount: number }): string {
  const month = options.date.toISOString().slice(0, 7);
  return `${month}-${options.setting.name.replace(/\W+/g, '')}-${options.featureCount}f`;
}
