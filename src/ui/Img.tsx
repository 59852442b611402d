import type { ImgHTMLAttributes } from 'react';
import type { Image } from '../schema/primitives';

/**
 * When the browser fetches a picture: "lazy" as it nears the viewport, "eager" at once with the
 * browser's own priority (the logo, in view on every page), "priority" at once and before
 * anything else (the first paint's largest picture).
 */
const LOADING = {
  lazy: { loading: 'lazy', decoding: 'async' },
  eager: {},
  priority: { loading: 'eager', decoding: 'sync', fetchPriority: 'high' },
} as const satisfies Record<string, ImgHTMLAttributes<HTMLImageElement>>;

export type ImgLoad = keyof typeof LOADING;

interface Props {
  image: Image;
  className?: string;
  load?: ImgLoad;
}

/**
 * Every picture of the site, with its intrinsic size from the data (no layout shift).
 * An image has one file, so there is no `sizes`: that attribute only chooses among the
 * candidates of a `srcset`, and HTML forbids it without one (React would also copy it into the
 * preload link it writes for an eager image, as `imagesizes` without `imagesrcset`).
 */
export function Img({ image, className, load = 'lazy' }: Props) {
  return (
    <img
      src={image.src}
      alt={image.alt}
      width={image.width}
      height={image.height}
      className={className}
      {...LOADING[load]}
    />
  );
}
