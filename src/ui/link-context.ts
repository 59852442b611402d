import {
  createContext,
  useContext,
  type ComponentProps,
  type MouseEvent,
  type SyntheticEvent,
} from 'react';

/**
 * What links need from the app around them: behaviour only (their words come from the site
 * context, like every component's). The app provides it; links only know this shape, so shared
 * pieces stay free of the app's own modules.
 */
export interface LinkBehaviour {
  /** Starts fetching the data of the page an internal href leads to (once; later calls reuse it). */
  prefetch: (href: string) => void;
  /**
   * Follows an internal href the app's way: the current page stays until the next one is ready.
   * Absent outside the app (e.g. a component rendered alone), where links navigate as usual.
   */
  follow?: (href: string) => void;
}

export const LinkContext = createContext<LinkBehaviour>({ prefetch: () => {} });

export const useLinkBehaviour = () => useContext(LinkContext);

/** The handlers a link may already have; they run first and can cancel the navigation. */
export type OwnHandlers = Pick<
  ComponentProps<'a'>,
  'onClick' | 'onMouseEnter' | 'onFocus' | 'onTouchStart'
>;

/**
 * A click on a link the page should handle itself: the main button, no modifier (those open a
 * new tab or window), no other target, no download. The same test the router applies to its own
 * links. The link is the one the handler is on, unless given (a listener on the document).
 */
export function isPlainClick(
  event: Pick<MouseEvent, 'button' | 'metaKey' | 'altKey' | 'ctrlKey' | 'shiftKey'> & {
    currentTarget: EventTarget | null;
  },
  anchor = event.currentTarget as HTMLAnchorElement,
): boolean {
  return (
    event.button === 0 &&
    !(event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) &&
    (!anchor.target || anchor.target === '_self') &&
    !anchor.hasAttribute('download')
  );
}

/**
 * Event handlers for a link to a page of this site: the page's data is fetched as soon as the
 * visitor shows an intent (pointer over it, keyboard focus, a finger on it), and a plain click
 * is followed the app's way.
 */
export function routeLinkHandlers(
  behaviour: LinkBehaviour,
  href: string,
  own: OwnHandlers = {},
): { [K in keyof OwnHandlers]-?: NonNullable<OwnHandlers[K]> } {
  const intent =
    <E extends SyntheticEvent<HTMLAnchorElement>>(handler: ((event: E) => void) | undefined) =>
    (event: E) => {
      handler?.(event);
      behaviour.prefetch(href);
    };
  return {
    onMouseEnter: intent(own.onMouseEnter),
    onFocus: intent(own.onFocus),
    onTouchStart: intent(own.onTouchStart),
    onClick: (event) => {
      own.onClick?.(event);
      if (!behaviour.follow || event.defaultPrevented || !isPlainClick(event)) return;
      // The router's own click handling skips a click whose default is prevented.
      event.preventDefault();
      behaviour.follow(href);
    },
  };
}
