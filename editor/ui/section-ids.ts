/**
 * Stable ids for sections while they move: data changes never mutate, so a moved section keeps
 * its object and its id, and dnd-kit returns focus to the handle of the section that moved.
 */
const ids = new WeakMap<object, string>();
let next = 0;

export function sectionId(section: unknown, index: number): string {
  if (!section || typeof section !== 'object') return `value-${index}`;
  let id = ids.get(section);
  if (!id) {
    id = `section-${++next}`;
    ids.set(section, id);
  }
  return id;
}
