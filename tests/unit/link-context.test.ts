import type { MouseEvent, SyntheticEvent } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { routeLinkHandlers, type LinkBehaviour } from '../../src/ui/link-context';

type Click = MouseEvent<HTMLAnchorElement>;

function click(options: Partial<Click> = {}, anchor: { target?: string; download?: boolean } = {}) {
  let prevented = false;
  const event = {
    button: 0,
    metaKey: false,
    altKey: false,
    ctrlKey: false,
    shiftKey: false,
    ...options,
    currentTarget: { target: anchor.target ?? '', hasAttribute: () => anchor.download ?? false },
    get defaultPrevented() {
      return prevented;
    },
    preventDefault: () => (prevented = true),
  };
  return event as unknown as Click;
}

function app() {
  const follow = vi.fn<(href: string) => void>();
  const behaviour: LinkBehaviour = { prefetch: vi.fn(), follow };
  return Object.assign(behaviour, { follow });
}

// Links to pages of the site hand plain clicks to the app, which waits for the page; every
// other click (new tab, new window, download) stays the browser's.
describe('routeLinkHandlers', () => {
  it('follows a plain click the app’s way, after the link’s own handler', () => {
    const behaviour = app();
    const order: string[] = [];
    behaviour.follow.mockImplementation(() => order.push('follow'));
    const event = click();
    routeLinkHandlers(behaviour, '/about', { onClick: () => order.push('own') }).onClick(event);
    expect(order).toEqual(['own', 'follow']);
    expect(behaviour.follow).toHaveBeenCalledWith('/about');
    expect(event.defaultPrevented).toBe(true);
  });

  it.each([
    ['Ctrl', { ctrlKey: true }],
    ['Cmd', { metaKey: true }],
    ['Shift', { shiftKey: true }],
    ['Alt', { altKey: true }],
    ['the middle button', { button: 1 }],
  ])('leaves a click with %s to the browser', (_, options) => {
    const behaviour = app();
    const event = click(options);
    routeLinkHandlers(behaviour, '/about').onClick(event);
    expect(behaviour.follow).not.toHaveBeenCalled();
    expect(event.defaultPrevented).toBe(false);
  });

  it('leaves links with another target or a download to the browser', () => {
    const behaviour = app();
    for (const event of [click({}, { target: '_blank' }), click({}, { download: true })]) {
      routeLinkHandlers(behaviour, '/about').onClick(event);
      expect(event.defaultPrevented).toBe(false);
    }
    expect(behaviour.follow).not.toHaveBeenCalled();
  });

  it('does not follow when the link’s own handler cancelled the click', () => {
    const behaviour = app();
    const event = click();
    routeLinkHandlers(behaviour, '/about', { onClick: (e) => e.preventDefault() }).onClick(event);
    expect(behaviour.follow).not.toHaveBeenCalled();
  });

  it('outside the app, lets the router handle the click', () => {
    const event = click();
    routeLinkHandlers({ prefetch: vi.fn() }, '/about').onClick(event);
    expect(event.defaultPrevented).toBe(false);
  });

  it('prefetches on pointer, focus and touch, and still runs the link’s own handlers', () => {
    const behaviour = app();
    const own = { onMouseEnter: vi.fn(), onFocus: vi.fn(), onTouchStart: vi.fn() };
    const handlers = routeLinkHandlers(behaviour, '/career', own);
    const event = {} as SyntheticEvent<HTMLAnchorElement>;
    handlers.onMouseEnter(event as Click);
    handlers.onFocus(event as Parameters<typeof handlers.onFocus>[0]);
    handlers.onTouchStart(event as Parameters<typeof handlers.onTouchStart>[0]);
    expect(behaviour.prefetch).toHaveBeenCalledTimes(3);
    expect(behaviour.prefetch).toHaveBeenCalledWith('/career');
    for (const handler of Object.values(own)) expect(handler).toHaveBeenCalledOnce();
  });
});
