import type { ReactNode } from 'react';
import { LazyMotion, MotionConfig } from 'framer-motion';
import { loadMotionFeatures } from './load-motion';

/**
 * What an animated part of the page is wrapped in: only components that animate carry
 * framer-motion, so a route without them never loads it. Reduced motion is respected.
 */
export function Motion({ children }: { children: ReactNode }) {
  return (
    <LazyMotion features={loadMotionFeatures} strict>
      <MotionConfig reducedMotion="user">{children}</MotionConfig>
    </LazyMotion>
  );
}
