import type { SectionTraits } from '../define-section';
import type { HeroProps } from './schema';

/** Where the hero's background is read: a still image, or the poster of its video. */
function firstPicture({ background }: HeroProps): string | undefined {
  if (background?.kind === 'image') return background.image.src;
  if (background?.kind === 'video') return background.poster.src;
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
  anchors: ({ id }) => [headingId(id)].filter((anchor) => anchor !== undefined),
  leadImage: firstPicture,
  underHeader: true,
  frames: ({ background }) => (playsInFrame(background) ? [background.src] : []),
};
