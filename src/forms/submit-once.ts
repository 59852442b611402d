/**
 * A form the app has not taken over (it is still loading, or could not load) posts the
 * browser's way, and a second Enter or click while the first post is on its way would post it
 * again. Here the first such submission of a form goes and later ones are dropped, until the
 * page is shown afresh (e.g. Back after the service refused it). Submissions the app handles
 * (it prevents the browser's own) are left alone.
 */
export function submitOnce(target: Pick<Window, 'addEventListener'> = window) {
  let posting = new WeakSet<EventTarget>();
  target.addEventListener('submit', (event) => {
    if (event.defaultPrevented || !event.target) return;
    if (posting.has(event.target)) event.preventDefault();
    else posting.add(event.target);
  });
  target.addEventListener('pageshow', (event) => {
    if ((event as PageTransitionEvent).persisted) posting = new WeakSet();
  });
}
