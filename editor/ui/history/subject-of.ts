import { sectionKeyOf, type Subject } from '../../lib/history-subject';
import { getIn } from '../../protocol/data-path';
import type { Place } from '../place';
import { sectionsPath, settingsPath } from '../site-view';

export type Scope = 'page' | 'section';

/** What the history of the chosen page or section is asked of, named as the server names it. */
export function subjectOf(data: unknown, place: Place, scope: Scope): Subject | undefined {
  const { target, selected } = place;
  const owner = getIn(data, settingsPath(target)) as { path?: unknown; slug?: unknown } | undefined;
  if (!owner) return undefined;
  const key =
    target.kind === 'page'
      ? String(owner.path ?? '')
      : target.kind === 'post'
        ? String(owner.slug ?? '')
        : '';
  const subject: Subject = { target: target.kind, key };
  if (scope === 'page') return subject;
  if (selected === null) return undefined;
  const sections = getIn(data, sectionsPath(target));
  const section = Array.isArray(sections) ? sectionKeyOf(sections, selected) : undefined;
  return section ? { ...subject, section } : undefined;
}

/** Where the subject is in the data now: the page's (or post's) object, or the section. */
export function pathOf(place: Place, scope: Scope) {
  return scope === 'page'
    ? settingsPath(place.target)
    : [...sectionsPath(place.target), place.selected ?? 0];
}
