/**
 * Who a label request labels as (issue 23: reviewers are who they are). With named API keys the
 * reviewer is the key's name, verified; a `reviewer` in the body is ignored and not stored, so a
 * key can only write (and change) its own labels. Without keys (the loopback-only local mode) the
 * name typed on the page is kept, marked unverified. An unnamed key labels like the local mode
 * while no key has a name (deployments from before names keep working); once one has, an unnamed
 * key may not label: 403.
 */
import type { Context } from 'hono';
import type { LabelReviewer } from '../store/label-store.js';
import { ApiError } from './api-error.js';
import type { ApiKey } from './api-keys.js';
import { authenticatedKey } from './authenticate.js';

export type LabelAccess = (context: Context) => LabelReviewer | undefined;

export function labelAccess(keys: readonly ApiKey[]): LabelAccess {
  const anyNamed = keys.some((entry) => entry.name !== null);
  return (context) => {
    const key = authenticatedKey(context);
    if (key?.name) return { name: key.name, verified: true };
    if (key && anyNamed)
      throw new ApiError({
        status: 403,
        code: 'label_forbidden',
        message:
          'this API key has no name, so a label saved with it could not say who gave it: labels need a named key (name:key in FAITHCHECK_API_KEYS)',
      });
    return undefined;
  };
}

/** Whether the page should ask for a name (local mode, unnamed keys) or show the key's name. */
export function pageReviewer(context: Context): { name: string; verified: true } | null {
  const key = authenticatedKey(context);
  return key?.name ? { name: key.name, verified: true } : null;
}
