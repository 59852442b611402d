import type { Image } from '../schema/primitives';

interface Props {
  image: Image;
  className?: string;
  /** Above the fold: load at once and early. */
  priority?: boolean;
}

/**
 * An image with its intrinsic size (no layout shift), lazy unless it is the first thing seen.
 * An image has one file, so there is no `sizes`: that attribute only chooses among the
 * candidates of a `srcset`, and HTML forbids it without one (React would also copy it into the
 * preload link it writes for an eager image, as `imagesizes` without `imagesrcset`).
 */
export function Img({ image, className, priority = false }: Props) {
  return (
    <img
      src={image.src}
      alt={image.alt}
      width={image.width}
      height={image.height}
      className={className}
      loading={priority ? 'eager' : 'lazy'}
      decoding={priority ? 'sync' : 'async'}
      fetchPriority={priority ? 'high' : undefined}
    />
  );
}
