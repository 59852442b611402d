import type { SectionTraits } from '../define-section';
import type { HeroProps } from './schema';

/** Where the hero's background is read: a still image, or the poster of its video. */
function firstPicture({ background }: HeroProps): string | undefined {
  if (background?.kind === 'image') return background.image.src;
  if (background?.kind === 'video') return background.poster.src;
  return undefined;
}

export const heroTraits: SectionTraits<HeroProps, HeroProps> = {
  pageHeading: () => true,
  // The heading is named after the section's id, so "#id-title" links work too.
  anchors: ({ id }) => (id ? [`${id}-title`] : []),
  leadImage: firstPicture,
  underHeader: true,
  // A local video plays in a <video>; an https: address is a player in a frame.
  frames: ({ background }) =>
    background?.kind === 'video' && background.src.startsWith('https:') ? [background.src] : [],
};
