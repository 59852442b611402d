import { useEffect, useRef, useState } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router-dom';
import { LazyMotion, MotionConfig } from 'framer-motion';
import { Header } from '../layout/Header';
import { Footer } from '../layout/Footer';
import { Promo } from '../layout/Promo';
import { applyHead } from '../seo/apply-head';
import { SiteContext } from '../ui/site-context';
import { SectionView } from './SectionView';
import { loadRoute, type InitialData, type Loaded } from './page-data';

// framer-motion's animation features arrive in their own chunk, after first paint.
const motionFeatures = () => import('./motion-features').then((module) => module.default);

/** The element id a #fragment names; a malformed escape is taken as written. */
function decodeHash(hash: string): string {
  try {
    return decodeURIComponent(hash.slice(1));
  } catch {
    return hash.slice(1);
  }
}

interface Shown {
  path: string;
  data: Loaded;
}

function Shell({ initial }: { initial: InitialData['route'] }) {
  const location = useLocation();
  const [shown, setShown] = useState<Shown>(() => ({ path: location.pathname, data: initial }));
  const first = useRef(true);

  useEffect(() => {
    const path = location.pathname;
    if (path === shown.path) return;
    let cancelled = false;
    loadRoute(path).then(
      (data) => !cancelled && setShown({ path, data }),
      // Data unreachable (offline, a deploy in between): let the server answer instead.
      () => !cancelled && window.location.assign(path + location.search + location.hash),
    );
    return () => {
      cancelled = true;
    };
  }, [location.pathname, location.search, location.hash, shown.path]);

  // After a navigation: the new page's head, and the top of the page (or the linked anchor).
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    if (shown.data.kind !== 'page') return;
    applyHead(shown.data.page.head);
    const target = location.hash ? document.getElementById(decodeHash(location.hash)) : null;
    // A new page starts at its top at once (no smooth scroll from the old page's position).
    if (target) target.scrollIntoView({ behavior: 'instant' });
    else window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
    // Move focus to the new content for screen-reader and keyboard users.
    document.getElementById('main')?.focus({ preventScroll: true });
    // Only a change of page should scroll; the hash is read at that moment on purpose.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [shown]);

  if (shown.data.kind === 'redirect') return <Navigate to={shown.data.to} replace />;
  const { page } = shown.data;
  const overHero = page.sections[0]?.type === 'hero';
  return (
    <>
      <Header overHero={overHero} />
      <main id="main" tabIndex={-1}>
        {page.sections.map((section) => (
          <SectionView key={`${page.path}:${section.key}`} section={section} />
        ))}
      </main>
      <Footer />
      <Promo />
    </>
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
