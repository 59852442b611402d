import { useMemo } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { LazyMotion, MotionConfig } from 'framer-motion';
import { Header } from '../layout/Header';
import { Footer } from '../layout/Footer';
import { Promo } from '../layout/Promo';
import { LinkContext, type LinkBehaviour } from '../ui/link-context';
import { loadWhenOnline } from '../ui/load-when-online';
import { SiteContext, useSite } from '../ui/site-context';
import { SectionView } from './SectionView';
import { Progress } from './Progress';
import type { InitialData } from './page-data';
import { usePageNavigation } from './use-page-navigation';

// framer-motion's animation features arrive in their own chunk, after first paint.
const motionFeatures = () =>
  loadWhenOnline(() => import('./motion-features')).then((module) => module.default);

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
      {/* The notice stands between the header and the page, so the header is solid there. */}
      <Header overHero={page.overHero === true && !page.untranslated} path={page.path} />
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
        {page.sections.map((section) => (
          <SectionView key={`${page.path}:${section.key}`} section={section} />
        ))}
      </main>
      <Footer />
      <Promo />
    </LinkContext.Provider>
  );
}

/** The whole site for one visit: the same tree is prerendered at build time and hydrated. */
export function App({ initial }: { initial: InitialData }) {
  return (
    <SiteContext.Provider value={initial.layout}>
      <LazyMotion features={motionFeatures} strict>
        <MotionConfig reducedMotion="user">
          <Routes>
            <Route path="*" element={<Shell initial={initial.route} />} />
          </Routes>
        </MotionConfig>
      </LazyMotion>
    </SiteContext.Provider>
  );
}
