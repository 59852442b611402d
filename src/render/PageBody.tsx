import { Fragment, memo, Suspense, type ReactNode } from 'react';
import { Header } from '../layout/Header';
import { Footer } from '../layout/Footer';
import type { ResolvedPage } from '../content/route-data';
import { useSite } from '../ui/site-context';
import { Gate } from './Gate';
import { SectionView } from './SectionView';
import type { PartKey } from './live-parts';

/** A part of the page hydrated on its own (Gate), counted live once it commits. */
function Part({ part, children }: { part: PartKey; children: ReactNode }) {
  return (
    <Suspense>
      <Gate part={part}>{children}</Gate>
    </Suspense>
  );
}

// Memoised, as the sections are (SectionView): the footer is never hydrated on the page a visitor
// lands on, and a boundary not yet hydrated must not be rendered again with new props.
const HeaderPart = memo(function HeaderPart(props: { overHero: boolean; path: string }) {
  return (
    <Part part="header">
      <Header {...props} />
    </Part>
  );
});

const FooterPart = memo(function FooterPart() {
  return (
    <Part part="footer">
      <Footer />
    </Part>
  );
});

interface Props {
  page: ResolvedPage;
  /** The next page is on its way: the page is marked busy until it is in. */
  busy?: boolean;
  /** Drawn above the header (the site's navigation progress). */
  above?: ReactNode;
  /** Drawn after the footer, as a part of the page of its own (the site's pop-up). */
  afterFooter?: ReactNode;
  /**
   * Draws each written section around the sections it gives (`counts`, from the page's
   * resolution: a block reference gives several, a missing block none), so the editor's preview
   * can select what is written.
   */
  framed?: {
    counts: readonly number[];
    frame: (written: number, sections: ReactNode) => ReactNode;
  };
}

/** A page's sections grouped by the written section each comes from. */
function byWritten<T>(sections: readonly T[], counts: readonly number[]): T[][] {
  let from = 0;
  return counts.map((count) => sections.slice(from, (from += count)));
}

/**
 * One page as visitors see it: header, the notice of a page not yet translated, the sections,
 * footer. The site's shell, the prerender and the editor's preview all draw this.
 */
export function PageBody(props: Props) {
  const { page, busy, above, afterFooter, framed } = props;
  const { lang } = useSite();
  const sections = page.sections.map((section, index) => (
    <SectionView key={`${page.path}:${section.key}`} section={section} part={index} />
  ));
  return (
    <>
      {above}
      {/* Header, sections, footer and pop-up are each a Suspense boundary: React hydrates them
          one at a time, in slices, and answers input in between, each at the moment the page's
          hydration plan sets (hydration-plan.ts), or never. */}
      {/* The notice stands between the header and the page, so the header is solid there. */}
      <HeaderPart overHero={page.overHero === true && !page.untranslated} path={page.path} />
      <main
        id="main"
        tabIndex={-1}
        aria-busy={busy ? true : undefined}
        lang={page.untranslated?.contentLang}
      >
        {page.untranslated && (
          <p className="untranslated" lang={lang}>
            {page.untranslated.notice}
          </p>
        )}
        {framed
          ? byWritten(sections, framed.counts).map((parts, written) => (
              <Fragment key={written}>{framed.frame(written, parts)}</Fragment>
            ))
          : sections}
      </main>
      <FooterPart />
      {afterFooter && <Part part="promo">{afterFooter}</Part>}
    </>
  );
}
