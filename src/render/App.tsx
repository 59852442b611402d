import { Suspense, useLayoutEffect, useMemo, type ReactNode } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { Header } from '../layout/Header';
import { Footer } from '../layout/Footer';
import { Promo } from '../layout/Promo';
import { LinkContext, type LinkBehaviour } from '../ui/link-context';
import { SiteContext, useSite } from '../ui/site-context';
import { SectionView } from './SectionView';
import { Progress } from './Progress';
import type { InitialData } from './page-data';
import { usePageNavigation } from './use-page-navigation';
import { EAGER_SECTIONS } from './hydration';
import { partLive, type PartKey } from './early-taps';

function Live({ part, children }: { part: PartKey; children: ReactNode }) {
  useLayoutEffect(() => partLive(part), [part]);
  return children;
}

/** A part of the page hydrated on its own: once it is live, taps kept for it are replayed. */
function Part({ part, children }: { part: PartKey; children: ReactNode }) {
  return (
    <Suspense>
      <Live part={part}>{children}</Live>
    </Suspense>
  );
}

function Shell({ initial }: { initial: InitialData['route'] }) {
  const { layout, constants, lang } = useSite();
  const { data, waiting, follow, prefetch } = usePageNavigation(initial);
  const links = useMemo<LinkBehaviour>(() => ({ prefetch, follow }), [prefetch, follow]);

  if (data.kind === 'redirect') return <Navigate to={data.to} replace />;
  const { page } = data;
  return (
    <LinkContext.Provider value={links}>
      <Progress
        waiting={waiting}
        delayMs={constants.navigationProgressDelayMs}
        label={layout.words.loadingPage}
      />
      {/* Header, sections and footer are each a Suspense boundary: React hydrates them one at
          a time, in slices, and answers input in between, instead of in one long task. */}
      <Part part="header">
        {/* The notice stands between the header and the page, so the header is solid there. */}
        <Header overHero={page.overHero === true && !page.untranslated} path={page.path} />
      </Part>
      <main
        id="main"
        tabIndex={-1}
        aria-busy={waiting === null ? undefined : true}
        lang={page.untranslated?.contentLang}
      >
        {page.untranslated && (
          <p className="untranslated" lang={lang}>
            {page.untranslated.notice}
          </p>
        )}
        {page.sections.map((section, index) => (
          <SectionView
            key={`${page.path}:${section.key}`}
            section={section}
            defer={data === initial && index >= EAGER_SECTIONS}
            part={index}
          />
        ))}
      </main>
      <Part part="footer">
        <Footer />
        <Promo />
      </Part>
    </LinkContext.Provider>
  );
}

/** The whole site for one visit: the same tree is prerendered at build time and hydrated. */
export function App({ initial }: { initial: InitialData }) {
  return (
    <SiteContext.Provider value={initial.layout}>
      {/* React hydrates what is outside every Suspense boundary in one task it cannot split
          (115–170 ms on a phone-speed CPU with the shell in it): behind this boundary, the
          shell is hydrated in slices like the parts inside it. */}
      <Suspense>
        <Routes>
          <Route path="*" element={<Shell initial={initial.route} />} />
        </Routes>
      </Suspense>
    </SiteContext.Provider>
  );
}
