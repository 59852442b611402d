import { createContext, useContext } from 'react';
import type { LayoutData } from '../content/resolve';

export const SiteContext = createContext<LayoutData | null>(null);

/** The site-wide data (layout, constants); throws when used outside <SiteProvider>. */
export function useSite(): LayoutData {
  const site = useContext(SiteContext);
  if (!site)
    throw new Error(
      'useSite() must be used inside <SiteContext.Provider>: render the page through <App>.',
    );
  return site;
}
