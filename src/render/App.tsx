import { Suspense, useMemo } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
// The body first: the order of imports is the order of the stylesheet's rules.
import { PageBody } from './PageBody';
import { Promo } from '../layout/Promo';
import { LinkContext, type LinkBehaviour } from '../ui/link-context';
import { SiteContext, useSite, useWords } from '../ui/site-context';
import { Progress } from './Progress';
import type { InitialData } from './page-data';
import { usePageNavigation } from './use-page-navigation';
import { EAGER_SECTIONS } from './hydration';

function Shell({ initial }: { initial: InitialData['route'] }) {
  const { constants } = useSite();
  const words = useWords();
  const { data, waiting, follow, prefetch } = usePageNavigation(initial);
  const links = useMemo<LinkBehaviour>(() => ({ prefetch, follow }), [prefetch, follow]);

  if (data.kind === 'redirect') return <Navigate to={data.to} replace />;
  return (
    <LinkContext.Provider value={links}>
      <PageBody
        above={
          <Progress
            waiting={waiting}
            delayMs={constants.navigationProgressDelayMs}
            label={words.loadingPage}
          />
        }
        page={data.page}
        busy={waiting !== null}
        deferFrom={data === initial ? EAGER_SECTIONS : undefined}
        afterFooter={<Promo />}
      />
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
