import { CollectionSchema } from '../../../src/schema/collections';
import { shownTitleOf as titleOf } from '../../lib/schema-words';
import { collectionsShownBy, placesShowingCollection, showings } from '../../lib/shown-on';
import { pathKey } from '../../protocol/data-path';
import type { Target } from '../../preview/protocol';
import { Field } from '../fields/Field';
import { shapeOf } from '../fields/schema-walk';
import { sectionsPath, type RawSection, type RawSite } from '../site-view';

const variants = shapeOf(CollectionSchema);

/** The schema of a collection kind's list of items, and what the kind is called. */
function itemsOf(kind: unknown) {
  if (variants.kind !== 'variants') return undefined;
  const option = variants.options.find((o) => o.value === kind);
  const shape = option && shapeOf(option.schema);
  const items = shape?.kind === 'object' ? shape.fields.find((f) => f.name === 'items') : undefined;
  return items && option ? { schema: items.schema, title: titleOf(option.schema) } : undefined;
}

interface Props {
  site: RawSite;
  target: Target;
  section: RawSection;
}

/**
 * The collection items a section shows (testimonials, questions, jobs), edited where they show,
 * saying which other pages show the same items, since a change here changes those too.
 */
export function SharedItems({ site, target, section }: Props) {
  const names = collectionsShownBy(site, [section]);
  const collections = (site.collections ?? {}) as Record<
    string,
    { kind?: string; items?: unknown }
  >;
  const here = pathKey(sectionsPath(target));
  const thisPage = showings(site).find((s) => pathKey(s.path) === here)?.name;
  return (
    <>
      {names.map((name) => {
        const collection = collections[name];
        const items = itemsOf(collection?.kind);
        if (!collection || !items) return null;
        const elsewhere = placesShowingCollection(site, name).filter((page) => page !== thisPage);
        return (
          <div key={name} className="shared-items">
            {elsewhere.length > 0 ? (
              <p className="note">
                Also shown on: {elsewhere.join(', ')}. A change here changes{' '}
                {elsewhere.length === 1 ? 'that page' : 'those pages'} too.
              </p>
            ) : null}
            <Field
              name="items"
              label={items.title ?? name}
              path={['collections', name, 'items']}
              schema={items.schema}
              value={collection.items}
            />
          </div>
        );
      })}
    </>
  );
}
