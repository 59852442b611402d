import type { Image } from '../schema/primitives';

interface Props {
  image: Image;
  className?: string;
  /** Above the fold: load at once and early. */
  priority?: boolean;
  sizes?: string;
}

/** An image with its intrinsic size (no layout shift), lazy unless it is the first thing seen. */
export function Img({ image, className, priority = false, sizes }: Props) {
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
      sizes={sizes}
    />
  );
}
