import { loadWhenOnline } from './load-when-online';

type Features = (typeof import('./motion-features'))['default'];

let features: Promise<Features> | undefined;

/**
 * framer-motion's animation features, in a chunk of their own, fetched once per visit and only
 * by a page that shows something animated (the promotional pop-up, a gallery's full view).
 */
export function loadMotionFeatures(): Promise<Features> {
  features ??= loadWhenOnline(() => import('./motion-features')).then((module) => module.default);
  return features;
}
