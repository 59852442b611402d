import type { SectionTraits } from '../define-section';
import type { ProseProps } from './schema';

export const proseTraits: SectionTraits<ProseProps, ProseProps> = {
  answers: () => 'none',
};
