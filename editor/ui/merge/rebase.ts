import { equal } from '../../merge/equal';
import { mergeValues } from '../../merge/merge';
import type { Choices } from '../../protocol/conflict';

/**
 * Carries a step of undo over a version that came in: the step's own changes (from `base`)
 * made in `theirs`, conflicts settled as `choices` settled them for the present. A step that
 * conflicts otherwise cannot be carried over (undefined).
 */
export const rebaseOnto =
  (base: unknown, theirs: unknown, choices: Choices = {}) =>
  (step: unknown): unknown => {
    const merged = mergeValues(base, step, theirs, choices);
    if (merged.conflicts.length > 0) return undefined;
    return equal(merged.value, theirs) ? theirs : merged.value;
  };

/** How a version that came in is said: by whom, when a signed-in person saved it. */
export const cameFrom = (by: string | undefined) =>
  by ? `${by} saved a change` : 'The site was changed outside this editor';
