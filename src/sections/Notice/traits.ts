import type { SectionTraits } from '../define-section';
import type { NoticeProps } from './schema';

export const noticeTraits: SectionTraits<NoticeProps, NoticeProps> = {
  pageHeading: () => true,
  answers: () => 'none',
};
