import { Fragment, Suspense, useLayoutEffect, type ReactNode } from 'react';
import { Header } from '../layout/Header';
import { Footer } from '../layout/Footer';
import type { ResolvedPage } from '../content/route-data';
import { useSite } from '../ui/site-context';
import { SectionView } from './SectionView';
import { partLive, type PartKey } from './live-parts';

function Live({ part, children }: { part: PartKey; children: ReactNode }) {
  useLayoutEffect(() => partLive(part), [part]);
  return children;
}

/** A part of the page hydrated on its own, counted live once it commits. */
function Part({ part, children }: { part: PartKey; children: ReactNode }) {
  return (
    <Suspense>
      <Live part={part}>{children}</Live>
    </Suspense>
  );
}

interface Props {
  page: ResolvedPage;
  /** The next page is on its way: the page is marked busy until it is in. */
  busy?: boolean;
  /** Sections from this place on are below the first screen: their code may wait (hydration). */
  deferFrom?: number;
  /** Drawn above the header (the site's navigation progress). */
  above?: ReactNode;
  /** Drawn after the footer, in its part of the page (the site's pop-up). */
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
  const { page, busy, deferFrom = Infinity, above, afterFooter, framed } = props;
  const { lang } = useSite();
  const sections = page.sections.map((section, index) => (
    <SectionView
      key={`${page.path}:${section.key}`}
      section={section}
      defer={index >= deferFrom}
      part={index}
    />
  ));
  return (
    <>
      {above}
      {/* Header, sections and footer are each a Suspense boundary: React hydrates them one at
          a time, in slices, and answers input in between, instead of in one long task. */}
      <Part part="header">
        {/* The notice stands between the header and the page, so the header is solid there. */}
        <Header overHero={page.overHero === true && !page.untranslated} path={page.path} />
      </Part>
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
      <Part part="footer">
        <Footer />
        {afterFooter}
      </Part>
    </>
  );
}
