import { useLayoutEffect, useEffect, type MouseEvent } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { SiteSchema, type Site } from '../../src/schema/site';
import { postPath } from '../../src/content/routes';
import { resolveLayout, type LayoutData } from '../../src/content/layout-data';
import { opensUnderHeader, resolveSections } from '../../src/content/sections';
import type { Section } from '../../src/sections/registry';
import type { ResolvedSection } from '../../src/sections/definitions';
import type { JsonPath } from '../../src/base/problem';
import { SiteContext } from '../../src/ui/site-context';
import { SectionView } from '../../src/render/SectionView';
import { Header } from '../../src/layout/Header';
import { Footer } from '../../src/layout/Footer';
import { siteIn } from '../../src/i18n/localize';
import {
  DEFAULT_LANGUAGE,
  routeIn,
  SITE_LANGUAGES,
  type SiteLanguage,
} from '../../src/base/languages';
import type { Target } from './protocol';
import { getIn, type DataPath } from '../protocol/data-path';
import { sectionTexts, type FieldText } from '../lib/in-place';
import { editableIn, explainNotEditable, isEditing, startEditing, type SendEdit } from './in-place';
import { previewSlice } from './slice';

export interface View {
  path: string;
  lang: SiteLanguage;
  /** The edited data as written, and where the shown sections are in it: for editing in place. */
  data: unknown;
  at: JsonPath;
  layout: LayoutData;
  /** The resolved sections of each written section (a block reference gives several). */
  parts: ResolvedSection[][];
  /** The first written section lies under the header. */
  overHero: boolean;
}

/** What one page of the edited data renders, section by written section. */
export function resolveTarget(
  data: unknown,
  target: Target,
  lang: SiteLanguage,
): View | { problem: string } {
  const { part, index } = previewSlice(data, target);
  const parsed = SiteSchema.safeParse(part);
  if (!parsed.success) return { problem: 'a change is not complete or not valid yet' };
  // The part in the language asked for; paths stay those of the file (`at`, from the target).
  const site: Site = siteIn(parsed.data, lang);
  let path: string;
  let sections: readonly Section[];
  let at: JsonPath;
  let post: Site['blog']['posts'][number] | undefined;
  if (target.kind === 'page') {
    const page = site.pages[index];
    if (!page) return { problem: 'this page is not in the site any more' };
    ({ path, sections } = page);
    at = ['pages', target.index, 'sections'];
  } else if (target.kind === 'post') {
    post = site.blog.posts[index];
    if (!post) return { problem: 'this post is not in the site any more' };
    path = postPath(site, post.slug);
    sections = site.blog.template;
    at = ['blog', 'template'];
  } else {
    path = '/404';
    sections = site.notFound.sections;
    at = ['notFound', 'sections'];
  }
  const scope = { post, listPage: { base: path, n: 1 } };
  // The checks report broken references beside their fields; the preview leaves such parts out.
  const parts = sections.map((section, i) =>
    resolveSections(site, [section], at.concat(i) as JsonPath, () => {}, scope).map(
      (part, k) => ({ ...part, key: `${i}-${k}-${part.type}` }) as ResolvedSection,
    ),
  );
  return {
    path: routeIn(lang, path),
    lang,
    data,
    at,
    layout: resolveLayout(site, lang),
    parts,
    overHero: opensUnderHeader(parts[0] ?? []),
  };
}

interface Props {
  view: View;
  selected: number | null;
  onSelect: (index: number) => void;
  onPainted: () => void;
  onEdit: SendEdit;
}

/** The texts of written section `index` that the page shows from a field, by element. */
function editableOf(view: View, index: number): Map<HTMLElement, FieldText> {
  const part = document.querySelector(`[data-editor-section="${index}"]`);
  // Only the English is edited in place; a translation is edited beside its English in the form.
  if (!part || view.lang !== DEFAULT_LANGUAGE) return new Map();
  const at = [...view.at, index] as DataPath;
  return editableIn(part, sectionTexts(view.data, at, getIn(view.data, at)));
}

/** The page as visitors see it, drawn by the site's own components, each part selectable. */
export function PreviewPage({ view, selected, onSelect, onPainted, onEdit }: Props) {
  useLayoutEffect(() => {
    document.documentElement.lang = SITE_LANGUAGES[view.lang].tag;
    onPainted();
  });
  useEffect(() => {
    if (selected === null) return;
    document
      .querySelector(`[data-editor-section="${selected}"] > *`)
      ?.scrollIntoView({ block: 'nearest', behavior: 'smooth' });
  }, [selected, view.path]);

  // The selected section's texts take focus, and Enter edits the focused one.
  useEffect(() => {
    if (selected === null) return;
    const editable = editableOf(view, selected);
    const cleanups = [...editable].map(([element, field]) => {
      const onKey = (event: KeyboardEvent) => {
        if (event.key === 'Enter' && !isEditing()) {
          event.preventDefault();
          startEditing(element, field, onEdit);
        }
      };
      element.tabIndex = 0;
      element.dataset.editorText = '';
      element.addEventListener('keydown', onKey);
      return () => {
        element.removeAttribute('tabindex');
        delete element.dataset.editorText;
        element.removeEventListener('keydown', onKey);
      };
    });
    return () => cleanups.forEach((cleanup) => cleanup());
  }, [view, selected, onEdit]);

  const edit = (event: MouseEvent) => {
    const target = event.target as Element;
    const part = target.closest<HTMLElement>('[data-editor-section]');
    if (!part) return;
    const editable = editableOf(view, Number(part.dataset.editorSection));
    for (
      let element: Element | null = target;
      element && element !== part;
      element = element.parentElement
    ) {
      const field = editable.get(element as HTMLElement);
      if (field) return startEditing(element as HTMLElement, field, onEdit);
    }
    explainNotEditable(event.clientX, event.clientY);
  };

  // In the preview a click chooses what to edit: links and buttons must not navigate or submit.
  const pick = (event: MouseEvent) => {
    const target = event.target as Element;
    const part = target.closest<HTMLElement>('[data-editor-section]');
    if (target.closest('a, button, form, input, select, textarea, label')) event.preventDefault();
    if (part) onSelect(Number(part.dataset.editorSection));
  };

  return (
    <SiteContext.Provider value={view.layout}>
      <MemoryRouter initialEntries={[view.path]} key={view.path}>
        {/* Clicks are picked up for selection; the keyboard path is the editor's own list. */}
        <div onClickCapture={pick} onDoubleClick={edit}>
          <Header overHero={view.overHero} path={view.path} />
          <main id="main" tabIndex={-1}>
            {view.parts.map((parts, index) => (
              <div
                key={index}
                className="editor-part"
                data-editor-section={index}
                data-editor-selected={selected === index ? '' : undefined}
              >
                {parts.map((section) => (
                  <SectionView key={section.key} section={section} />
                ))}
              </div>
            ))}
          </main>
          <Footer />
        </div>
      </MemoryRouter>
    </SiteContext.Provider>
  );
}
