import { Suspense, useEffect, useMemo } from 'react';
// The body first: the order of imports is the order of the stylesheet's rules.
import { PageBody } from './PageBody';
import { Promo } from '../layout/Promo';
import { LinkContext, type LinkBehaviour } from '../ui/link-context';
import { SiteContext, useSite, useWords } from '../ui/site-context';
import { Progress } from './Progress';
import type { InitialData } from './page-data';
import { PageHistoryContext, usePageHistory, type PageHistory } from './page-history';
import { usePageNavigation } from './use-page-navigation';
import { followServedLinks } from './hydration';

function Shell({ initial }: { initial: InitialData['route'] }) {
  const { constants } = useSite();
  const words = useWords();
  const { navigate } = usePageHistory();
  const { data, waiting, follow, prefetch } = usePageNavigation(initial);
  const links = useMemo<LinkBehaviour>(() => ({ prefetch, follow }), [prefetch, follow]);
  useEffect(() => followServedLinks(links), [links]);
  const redirect = data.kind === 'redirect' ? data.to : undefined;
  useEffect(() => {
    if (redirect) navigate(redirect, { replace: true });
  }, [redirect, navigate]);

  if (data.kind === 'redirect') return null;
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
        afterFooter={<Promo />}
      />
    </LinkContext.Provider>
  );
}

/**
 * The whole site for one visit: the same tree is prerendered at build time and hydrated. Each
 * part of the page has its router over `history` (page-history.tsx), none around the whole.
 */
export function App({ initial, history }: { initial: InitialData; history: PageHistory }) {
  return (
    <SiteContext.Provider value={initial.layout}>
      <PageHistoryContext.Provider value={history}>
        {/* React hydrates what is outside every Suspense boundary in one task it cannot split
            (115–170 ms on a phone-speed CPU with the shell in it): behind this boundary, the
            shell is hydrated in slices like the parts inside it. */}
        <Suspense>
          <Shell initial={initial.route} />
        </Suspense>
      </PageHistoryContext.Provider>
    </SiteContext.Provider>
  );
}
