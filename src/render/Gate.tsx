import { use, useContext, useLayoutEffect, type ReactNode } from 'react';
import { useHydrated } from '../ui/hooks';
import { hydrationWait } from './hydration';
import { partLive, type PartKey } from './live-parts';
import { PageHistoryContext, PartRouter } from './page-history';

/**
 * What each part of the page renders first inside its Suspense boundary. While React hydrates the
 * part, it waits for the moment the part's plan sets (hydration.ts), so React keeps the server's
 * HTML as it is until then; rendered by the app (a page reached by navigation, the editor's
 * preview), it never waits. Inside it, the part's own router (page-history.tsx), but in the
 * editor's preview, which has a router of its own around the page. The part is counted live as
 * it commits (a layout effect: in the same commit as its hydration).
 */
export function Gate({ part, children }: { part: PartKey; children: ReactNode }) {
  const wait = useHydrated() ? undefined : hydrationWait(part);
  if (wait) use(wait);
  useLayoutEffect(() => partLive(part), [part]);
  const history = useContext(PageHistoryContext);
  return history ? <PartRouter history={history}>{children}</PartRouter> : children;
}
