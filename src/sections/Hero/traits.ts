import type { SectionTraits } from '../define-section';
import { BLEED } from '../../content/images/slots';
import type { HeroProps } from './schema';

/** Where the hero's background is read: a still image, or the poster of its video. */
function firstPicture({ background }: HeroProps) {
  if (background?.kind === 'image') return background.image;
  if (background?.kind === 'video') return background.poster;
  return undefined;
}

/** The id of the hero's heading, named after the section's id so "#id-title" links work too. */
export const headingId = (id: string | undefined) => (id ? `${id}-title` : undefined);

/** A local video plays in a <video>; an https: address is a player in a frame. */
export const playsInFrame = (
  background: HeroProps['background'],
): background is Extract<NonNullable<HeroProps['background']>, { kind: 'video' }> =>
  background?.kind === 'video' && background.src.startsWith('https:');

export const heroTraits: SectionTraits<HeroProps, HeroProps> = {
  pageHeading: () => true,
  // A local video is started by its code after the load; a player in a frame starts itself.
  answers: ({ background }) =>
    background?.kind === 'video' && !playsInFrame(background) ? 'script' : 'none',
  anchors: ({ id }) => [headingId(id)].filter((anchor) => anchor !== undefined),
  leadImage: firstPicture,
  underHeader: true,
  frames: ({ background }) => (playsInFrame(background) ? [background.src] : []),
  // A local video paints its poster itself (`<video poster>`, one file); a player's is an <img>.
  imageSlots: ({ background }) => ({
    image: BLEED,
    ...(playsInFrame(background) ? { poster: BLEED } : {}),
  }),
};
