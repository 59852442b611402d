import { z } from 'zod';
import { defineSection, sectionBase, sectionType } from '../define-section';
import { ActionSchema, InlineText, Text } from '../../schema/primitives';

export const ChecklistSchema = z
  .strictObject({
    type: sectionType('checklist', 'A list of reasons or benefits with check marks.'),
    ...sectionBase,
    eyebrow: Text.optional(),
    heading: Text,
    intro: Text.optional(),
    items: z
      .array(InlineText)
      .min(1)
      .meta({ description: 'One statement per item; **bold** and [links](/x) allowed.' }),
    tone: z.enum(['light', 'tint']).default('tint'),
    action: ActionSchema.optional(),
  })
  .meta({
    id: 'ChecklistSection',
    title: 'checklist',
    description:
      'A heading and a two-column list of statements with check marks, e.g. "Why Choose Our Solution".',
  });

export const checklist = defineSection(ChecklistSchema);
export type ChecklistProps = z.output<typeof ChecklistSchema>;
