import type { DataPath } from '../protocol/data-path';
import type { Target } from '../preview/protocol';

export type Panel =
  'section' | 'settings' | 'collections' | 'forms' | 'blocks' | 'site' | 'translation';

/** Where the editor is: which page, which section, which panel. Undo returns to it. */
export interface Place {
  target: Target;
  selected: number | null;
  panel: Panel;
}

/** The place that shows the field at `at` (a problem's path), seen from `current`. */
export function placeFor(at: DataPath, current: Place): Place {
  const [top, a, b, c] = at;
  if (top === 'pages' && typeof a === 'number') {
    const target: Target = { kind: 'page', index: a };
    return b === 'sections' && typeof c === 'number'
      ? { target, selected: c, panel: 'section' }
      : { target, selected: null, panel: 'settings' };
  }
  if (top === 'blog' && a === 'posts' && typeof b === 'number')
    return { target: { kind: 'post', index: b }, selected: null, panel: 'settings' };
  if (top === 'blog' && a === 'template' && typeof b === 'number')
    return {
      target: current.target.kind === 'post' ? current.target : { kind: 'post', index: 0 },
      selected: b,
      panel: 'section',
    };
  if (top === 'notFound')
    return a === 'sections' && typeof b === 'number'
      ? { target: { kind: 'not-found' }, selected: b, panel: 'section' }
      : { target: { kind: 'not-found' }, selected: null, panel: 'settings' };
  if (top === 'collections' || top === 'forms' || top === 'blocks')
    return { ...current, panel: top };
  return { ...current, panel: 'site' };
}
