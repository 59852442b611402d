import { useLayoutEffect, useEffect, type MouseEvent } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { LazyMotion, MotionConfig } from 'framer-motion';
import { SiteSchema, type Site } from '../../src/schema/site';
import { postPath } from '../../src/content/routes';
import { resolveLayout, type LayoutData } from '../../src/content/layout-data';
import { opensUnderHeader, resolveSections } from '../../src/content/sections';
import type { Section } from '../../src/sections/registry';
import type { ResolvedSection } from '../../src/sections/definitions';
import type { JsonPath } from '../../src/content/resolve-context';
import { SiteContext } from '../../src/ui/site-context';
import { SectionView } from '../../src/render/SectionView';
import { Header } from '../../src/layout/Header';
import { Footer } from '../../src/layout/Footer';
import { siteIn } from '../../src/i18n/localize';
import { routeIn, SITE_LANGUAGES, type SiteLanguage } from '../../src/i18n/languages';
import type { Target } from './protocol';

const motionFeatures = () =>
  import('../../src/render/motion-features').then((module) => module.default);

export interface View {
  path: string;
  lang: SiteLanguage;
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
  const parsed = SiteSchema.safeParse(data);
  if (!parsed.success) return { problem: 'the data does not match the schema yet' };
  // The same site in the language asked for: indexes of pages and sections stay those of the file.
  const site: Site = siteIn(parsed.data, lang);
  let path: string;
  let sections: readonly Section[];
  let at: JsonPath;
  let post: Site['blog']['posts'][number] | undefined;
  if (target.kind === 'page') {
    const page = site.pages[target.index];
    if (!page) return { problem: 'no such page' };
    ({ path, sections } = page);
    at = ['pages', target.index, 'sections'];
  } else if (target.kind === 'post') {
    post = site.blog.posts[target.index];
    if (!post) return { problem: 'no such post' };
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
}

/** The page as visitors see it, drawn by the site's own components, each part selectable. */
export function PreviewPage({ view, selected, onSelect, onPainted }: Props) {
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

  // In the preview a click chooses what to edit: links and buttons must not navigate or submit.
  const pick = (event: MouseEvent) => {
    const target = event.target as Element;
    const part = target.closest<HTMLElement>('[data-editor-section]');
    if (target.closest('a, button, form, input, select, textarea, label')) event.preventDefault();
    if (part) onSelect(Number(part.dataset.editorSection));
  };

  return (
    <SiteContext.Provider value={view.layout}>
      <LazyMotion features={motionFeatures} strict>
        <MotionConfig reducedMotion="user">
          <MemoryRouter initialEntries={[view.path]} key={view.path}>
            {/* Clicks are picked up for selection; the keyboard path is the editor's own list. */}
            <div onClickCapture={pick}>
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
        </MotionConfig>
      </LazyMotion>
    </SiteContext.Provider>
  );
}
