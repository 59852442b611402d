import type { z } from 'zod';
import { SiteSchema, PageSchema } from '../../src/schema/site';
import { PostSchema } from '../../src/schema/blog';
import { SeoSchema } from '../../src/schema/seo';
import { SectionSchema, sectionSchemas } from '../../src/sections/registry';
import { BlockRefSchema } from '../../src/sections/Block/schema';
import type { Target } from '../preview/protocol';
import { getIn, type DataPath } from '../protocol/data-path';
import { Field } from './fields/Field';
import { Fields } from './fields/ObjectField';
import { ListField } from './fields/ListField';
import { descriptionOf, shapeOf, type FieldInfo } from './fields/schema-walk';
import type { Panel } from './place';
import { SharedItems } from './shared/SharedItems';
import { SharedPosts } from './shared/SharedPosts';
import { blockUsers, sectionsPath, settingsPath, type RawSection, type RawSite } from './site-view';

type Schema = z.core.$ZodType;

function fieldsOf(schema: Schema): FieldInfo[] {
  const shape = shapeOf(schema);
  return shape.kind === 'object' ? shape.fields : [];
}

export function schemaOfSection(type: string | undefined): Schema | undefined {
  if (type === 'block') return BlockRefSchema;
  return sectionSchemas.find((schema) => schema.shape.type.value === type);
}

const usedBy = (n: number) => (n === 1 ? 'one page uses it' : `${n} pages use it`);

const SITE_SKIP = ['$schema', 'pages', 'notFound', 'collections', 'forms', 'blocks', 'blog'];

interface Props {
  site: RawSite;
  target: Target;
  selected: number | null;
  panel: Panel;
  /** Takes the editor to a field elsewhere (a post a section lists). */
  onGo: (path: DataPath) => void;
  onAddPost: () => void;
}

/** The form of what is chosen: a section, the page's settings, or the site's shared data. */
export function Inspector({ site, target, selected, panel, onGo, onAddPost }: Props) {
  const record = (key: 'collections' | 'forms' | 'blocks') => (
    <Field name={key} path={[key]} schema={SiteSchema.shape[key]} value={site[key]} />
  );
  if (panel === 'collections' || panel === 'forms' || panel === 'blocks') return record(panel);
  if (panel === 'site') {
    const blogFields = fieldsOf(SiteSchema.shape.blog).filter(
      (f) => f.name !== 'posts' && f.name !== 'template',
    );
    return (
      <>
        <Fields
          fields={fieldsOf(SiteSchema).filter((f) => !SITE_SKIP.includes(f.name))}
          path={[]}
          value={site}
        />
        <fieldset className="group">
          <legend>blog</legend>
          <Fields
            fields={blogFields}
            path={['blog']}
            value={(site.blog ?? {}) as Record<string, unknown>}
          />
        </fieldset>
      </>
    );
  }
  if (panel === 'settings') {
    const path = settingsPath(target);
    const value = (getIn(site, path) ?? {}) as Record<string, unknown>;
    if (target.kind === 'post')
      return <Fields fields={fieldsOf(PostSchema)} path={path} value={value} />;
    if (target.kind === 'not-found')
      return <Field name="seo" path={[...path, 'seo']} schema={SeoSchema} value={value.seo} />;
    return (
      <Fields
        fields={fieldsOf(PageSchema).filter((f) => f.name !== 'sections')}
        path={path}
        value={value}
      />
    );
  }
  if (selected === null)
    return <p className="hint">Choose a section in the list or in the preview to edit it.</p>;
  const at = [...sectionsPath(target), selected];
  const section = getIn(site, at) as RawSection | undefined;
  const schema = schemaOfSection(section?.type);
  if (!section || !schema) return <p className="hint">This section has no known type.</p>;
  const ref = section.type === 'block' ? String(section.ref ?? '') : undefined;
  return (
    <>
      <p className="hint section-about">{descriptionOf(schema)}</p>
      <Fields fields={fieldsOf(schema)} path={at} value={section} skip="type" />
      <SharedItems site={site} target={target} section={section} />
      <SharedPosts
        site={site}
        target={target}
        section={section}
        onGo={onGo}
        onAddPost={onAddPost}
      />
      {ref !== undefined && site.blocks?.[ref] ? (
        <div className="shared-block">
          <p className="note">
            Block “{ref}” is shared: {usedBy(blockUsers(site, ref))}, and a change here changes
            every one of them.
          </p>
          <ListField
            name={`blocks.${ref}`}
            path={['blocks', ref]}
            item={SectionSchema}
            value={site.blocks[ref]}
            hint={descriptionOf(SiteSchema.shape.blocks)}
          />
        </div>
      ) : null}
    </>
  );
}
