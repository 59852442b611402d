import type { SectionTraits } from '../define-section';
import { BLEED } from '../../content/images/slots';
import type { HeroProps } from './schema';

/** A local video paints its poster itself (`<video poster>`, one file); a player's poster is an `<img>`. */
const playerPoster = (background: HeroProps['background']) =>
  background?.kind === 'video' && background.src.startsWith('https:');

/** Where the hero's background is read: a still image, or the poster of its video. */
function firstPicture({ background }: HeroProps) {
  if (background?.kind === 'image') return background.image;
  if (background?.kind === 'video') return background.poster;
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
  imageSlots: ({ background }) => ({
    image: BLEED,
    ...(playerPoster(background) ? { poster: BLEED } : {}),
  }),
};
