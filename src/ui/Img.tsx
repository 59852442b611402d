import type { CSSProperties, ImgHTMLAttributes } from 'react';
import type { ShownImage } from '../content/images/responsive';

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
  image: ShownImage;
  className?: string;
  load?: ImgLoad;
}

/** The focal point where the place crops, and a colour until the photo arrives (no script). */
function styleOf({ focus, color }: ShownImage): CSSProperties | undefined {
  if (!focus && !color) return undefined;
  return {
    ...(focus && { objectPosition: `${focus.x}% ${focus.y}%` }),
    ...(color && { backgroundColor: color }),
  };
}

/**
 * Every picture of the site, with its intrinsic size from the data (no layout shift). A photo
 * whose place is known comes with candidates computed at resolve time: AVIF and WebP sources
 * and the original format, at the widths of its place, with an exact `sizes`. React writes no
 * preload of its own for an image inside a <picture>; the page's head preloads the lead one.
 */
export function Img({ image, className, load = 'lazy' }: Props) {
  const { responsive } = image;
  const img = (
    <img
      src={image.src}
      srcSet={responsive?.srcset}
      sizes={responsive?.sizes}
      alt={image.alt}
      width={image.width}
      height={image.height}
      className={className}
      style={styleOf(image)}
      {...LOADING[load]}
    />
  );
  if (!responsive) return img;
  return (
    <picture>
      {responsive.sources.map((source) => (
        <source
          key={source.type}
          type={source.type}
          srcSet={source.srcset}
          sizes={responsive.sizes}
        />
      ))}
      {img}
    </picture>
  );
}
