import { SiteSchema } from '../../src/schema/site';
import { schemaAt, unwrap } from '../../src/schema/introspect';
import type { TextEdit } from '../preview/in-place';
import { idFor, type FieldsContextValue } from './fields/context';
import { placeWords } from '../lib/words';
import { englishName, isTranslatedLanguage } from '../../src/base/languages';
import type { DataPath } from '../protocol/data-path';

/**
 * What a change in the preview is called: its field, or a list's item with its list ("Body
 * text: paragraph or list 2"); a translation by its English field and its language.
 */
export function editedName(path: DataPath, data: unknown): string {
  const at = path.findIndex((part, i) => isTranslatedLanguage(part) && path[i + 2] === 'text');
  const english = at < 0 ? path : [...path.slice(0, at), path[at + 1]!, ...path.slice(at + 3)];
  const last = placeWords(english, SiteSchema, data).at(-1) ?? 'Text';
  const list = placeWords(english.slice(0, -1), SiteSchema, data).at(-1);
  const name = typeof english.at(-1) === 'number' && list ? `${list}: ${last.toLowerCase()}` : last;
  const lang = path[at];
  return isTranslatedLanguage(lang) ? `${name} in ${englishName(lang)}` : name;
}

/**
 * A text typed in the preview enters the data as its form field's typing does: one undo step
 * for the whole edit however long it takes (so Escape takes that step back, and the file is as
 * it was), an optional text left empty left out of the file. The field's control scrolls into
 * view so the form is seen to follow, without taking the focus from the text.
 */
export function editInPlace(
  { fields, data, undo }: { fields: FieldsContextValue; data: unknown; undo: () => void },
  { path, value, phase, session }: TextEdit,
) {
  if (phase === 'cancel') return undo();
  const schema = schemaAt(SiteSchema, path, data);
  const optional = schema ? unwrap(schema).optional : false;
  const name = editedName(path, data);
  fields.change(path, value === '' && optional ? undefined : value, {
    group: `in-place:${session}`,
    hold: true,
    say: phase === 'commit' ? `${name} changed in the preview` : `${name} changed`,
  });
  document.getElementById(idFor(path))?.scrollIntoView({ block: 'nearest' });
}
