import type { SectionTraits } from '../define-section';
import type { ChecklistProps } from './schema';

export const checklistTraits: SectionTraits<ChecklistProps, ChecklistProps> = {
  answers: () => 'none',
};
