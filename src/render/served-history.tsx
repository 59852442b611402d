import { StaticRouter } from 'react-router-dom';
import type { PageHistory, Shown } from './page-history';

/**
 * The history of a page being prerendered for an address, which never changes (the app's is
 * browserHistory in page-history.tsx). Its own module, so the visitors' code carries no static
 * router.
 */
export function servedHistory(url: string): PageHistory {
  const { pathname, search, hash } = new URL(url, 'http://prerender.invalid');
  const shown = {
    location: { pathname, search, hash, state: null, key: 'default' },
    action: 'POP',
  } as Shown;
  return {
    subscribe: () => () => {},
    now: () => shown,
    served: shown,
    navigate: () => {
      throw new Error('a page being prerendered cannot navigate');
    },
    router: ({ location }, children) => <StaticRouter location={location}>{children}</StaticRouter>,
  };
}
