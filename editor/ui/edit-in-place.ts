import { SiteSchema } from '../../src/schema/site';
import { schemaAt, unwrap } from '../../src/schema/introspect';
import type { TextEdit } from '../preview/in-place';
import { idFor, type FieldsContextValue } from './fields/context';
import { placeWords } from '../lib/words';

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
  const name = placeWords(path, SiteSchema, data).pop() ?? 'Text';
  fields.change(path, value === '' && optional ? undefined : value, {
    group: `in-place:${session}`,
    hold: true,
    say: phase === 'commit' ? `${name} changed in the preview` : `${name} changed`,
  });
  document.getElementById(idFor(path))?.scrollIntoView({ block: 'nearest' });
}
